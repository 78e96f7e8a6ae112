package source

import "testing"

// plainPage is a served HTML document: the lines the table expects are its
// own. A comment and a script's text repeat the markup of real elements,
// and one element's attributes run over three lines.
const plainPage = `<!DOCTYPE html>
<html>
<head><title><em class="ghost">not a tag</em></title>
<style>.card > p { color: red } /* <p class="note"> */</style>
</head>
<body>
<!-- <div class="card" id="main"> is commented out -->
<div id="main" class="card">
  <p class="note">one</p>
  <P CLASS="note">two</P>
  <p class="note wide">three</p>
  <img
    src="x.jpg"
    class="photo">
  <span class="a&amp;b">amp</span>
</div>
<template><p class="note">inert</p></template>
<script>document.body.insertAdjacentHTML("beforeend", '<p class="note">four</p>')</script>
<div id="dup" class="x"></div><div id="dup" class="y"></div>
</body>
</html>
`

func TestDocumentLine(t *testing.T) {
	tests := []struct {
		name string
		ref  HTMLRef
		want int
	}{
		{"by id, after a comment holding the same markup", HTMLRef{Tag: "div", ID: "main", Count: 1}, 8},
		{"by class, first of two", HTMLRef{Tag: "p", Class: "note", Index: 0, Count: 2}, 9},
		{"by class, second of two, upper-case tag and attribute", HTMLRef{Tag: "p", Class: "note", Index: 1, Count: 2}, 10},
		{"exact class attribute, not a class list", HTMLRef{Tag: "p", Class: "note wide", Index: 0, Count: 1}, 11},
		{"attributes across lines: the opening tag's first line", HTMLRef{Tag: "img", Class: "photo", Index: 0, Count: 1}, 12},
		{"entities in the attribute", HTMLRef{Tag: "span", Class: "a&b", Index: 0, Count: 1}, 15},
		{"created by script: the live DOM has three", HTMLRef{Tag: "p", Class: "note", Index: 2, Count: 3}, 0},
		{"created by script: not in the HTML at all", HTMLRef{Tag: "section", Class: "added", Index: 0, Count: 1}, 0},
		{"text of a raw-text element is no tag", HTMLRef{Tag: "em", Class: "ghost", Index: 0, Count: 1}, 0},
		{"a class shared with an element that has an id", HTMLRef{Tag: "div", Class: "card", Index: 0, Count: 1}, 8},
		{"an id the HTML holds twice", HTMLRef{Tag: "div", ID: "dup", Count: 1}, 0},
		{"id with another tag", HTMLRef{Tag: "section", ID: "main", Count: 1}, 0},
		{"index out of range", HTMLRef{Tag: "p", Class: "note", Index: 2, Count: 2}, 0},
		{"no id and no class", HTMLRef{Tag: "p", Count: 1}, 0},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := documentLine(plainPage, &tc.ref); got != tc.want {
				t.Errorf("documentLine(%+v) = %d, want %d", tc.ref, got, tc.want)
			}
		})
	}
}

func TestDocumentFile(t *testing.T) {
	tests := []struct{ url, want string }{
		{"http://127.0.0.1:5173/production/vibelens_planted.html", "production/vibelens_planted.html"},
		{"http://127.0.0.1:5173/production/page.html?x=1#top", "production/page.html"},
		{"http://127.0.0.1:5173/", "index.html"},
		{"http://127.0.0.1:5173", "index.html"},
		{"http://127.0.0.1:5173/docs/", "docs/index.html"},
		{"http://127.0.0.1:5173/my%20page.htm", "my page.htm"},
		{"http://127.0.0.1:5173/about", ""},
		{"file:///tmp/x.html", ""},
	}
	for _, tc := range tests {
		if got := DocumentFile(tc.url); got != tc.want {
			t.Errorf("DocumentFile(%q) = %q, want %q", tc.url, got, tc.want)
		}
	}
}

func TestViteOriginal(t *testing.T) {
	const file = "<!DOCTYPE html>\n<html>\n  <head>\n    <meta charset=\"utf-8\">\n  </head>\n  <body>\n    <p class=\"a\">x</p>\n  </body>\n</html>\n"
	tests := []struct{ name, served string }{
		{"the client prepended to head", "<!DOCTYPE html>\n<html>\n  <head>\n    <script type=\"module\" src=\"/@vite/client\"></script>\n\n    <meta charset=\"utf-8\">\n  </head>\n  <body>\n    <p class=\"a\">x</p>\n  </body>\n</html>\n"},
		{"the client and a refresh preamble over lines", "<!DOCTYPE html>\n<html>\n  <head>\n    <script type=\"module\">import { injectIntoGlobalHook } from \"/@react-refresh\";\ninjectIntoGlobalHook(window);</script>\n    <script type=\"module\" src=\"/@vite/client\"></script>\n\n    <meta charset=\"utf-8\">\n  </head>\n  <body>\n    <p class=\"a\">x</p>\n  </body>\n</html>\n"},
		{"a tag appended to body", "<!DOCTYPE html>\n<html>\n  <head>\n    <script type=\"module\" src=\"/@vite/client\"></script>\n\n    <meta charset=\"utf-8\">\n  </head>\n  <body>\n    <p class=\"a\">x</p>\n    <script type=\"module\" src=\"/@id/virtual:overlay.js\"></script>\n  </body>\n</html>\n"},
		{"not Vite: left as served", file},
	}
	for _, tc := range tests {
		if got := viteOriginal(tc.served); got != file {
			t.Errorf("%s: viteOriginal =\n%q\nwant\n%q", tc.name, got, file)
		}
	}
	if got := viteOriginal(file + "<script src=\"/@vite/client\"></script>"); got == file {
		t.Errorf("a tag not laid out as Vite lays out its own was removed")
	}
}
