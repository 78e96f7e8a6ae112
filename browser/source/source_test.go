package source

import (
	"net/url"
	"slices"
	"strings"
	"testing"
)

func TestTemplateLine(t *testing.T) {
	// Cta.vue from testapps/vue-vite, as its source map carries it.
	sfc := `<!-- A pricing card. -->
<script setup>
import Shell from "./Shell.vue";
const cls = "<a class=\"w-96\">";
</script>

<template>
  <Shell title="Pricing">
    <div class="grid grid-cols-1 gap-6 md:grid-cols-3">
      <section class="relative min-h-48 rounded-xl p-6">
        <p class="text-slate-600">Free forever.</p>
        <a href="#trial" class="absolute bottom-4 left-6 w-96 rounded-lg">Start</a>
      </section>
      <section v-for="name in ['Team', 'Scale']" :key="name" class="rounded-xl p-6">
        <p class="text-slate-600">Every plan</p>
        <p id="fine-print" class="text-slate-600">Every plan</p>
        <span :class="tone">{{ name }}</span>
      </section>
    </div>
  </Shell>
</template>`
	m := &sourceMap{Sources: []string{"Cta.vue"}, SourcesContent: []*string{&sfc}}
	tests := []struct {
		name      string
		ref       TemplateRef
		line, col int
	}{
		{"static classes, one tag", TemplateRef{Tag: "a", Classes: []string{"absolute", "bottom-4", "left-6", "w-96", "rounded-lg"}}, 12, 9},
		{"extra dynamic classes still match", TemplateRef{Tag: "section", Classes: []string{"relative", "min-h-48", "rounded-xl", "p-6", "is-active"}}, 10, 7},
		{"v-for: many elements, one tag", TemplateRef{Tag: "section", Classes: []string{"rounded-xl", "p-6"}}, 14, 7},
		{"the id tells two same-class tags apart", TemplateRef{Tag: "p", Classes: []string{"text-slate-600"}, ID: "fine-print"}, 16, 9},
		{"same classes on different lines: no line", TemplateRef{Tag: "p", Classes: []string{"text-slate-600"}}, 0, 0},
		{"only tag, dynamic class, unique", TemplateRef{Tag: "span", Classes: []string{"text-red-600"}}, 17, 9},
		{"not in the template", TemplateRef{Tag: "table"}, 0, 0},
	}
	for _, tt := range tests {
		line, col := templateLine(m, "src/pages/Cta.vue", &tt.ref)
		if line != tt.line || col != tt.col {
			t.Errorf("%s: templateLine = %d:%d, want %d:%d", tt.name, line, col, tt.line, tt.col)
		}
	}
	if line, _ := templateLine(m, "src/pages/Other.vue", &TemplateRef{Tag: "a"}); line != 0 {
		t.Errorf("another file's text matched: line %d", line)
	}
}

func TestSourceMappingURL(t *testing.T) {
	tests := []struct{ script, want string }{
		{"let a=1;\n//# sourceMappingURL=data:application/json;base64,eyJ9\n", "data:application/json;base64,eyJ9"},
		{"x()\n//# sourceMappingURL=chunk.js.map", "chunk.js.map"},
		{"x()\n//@ sourceMappingURL=old.js.map\n", "old.js.map"},
		{"x()\n/*# sourceMappingURL=style.css.map */", "style.css.map"},
		{`const s = "sourceMappingURL=nope";`, ""},
		{"plain()", ""},
	}
	for _, tt := range tests {
		if got := SourceMappingURL(tt.script); got != tt.want {
			t.Errorf("SourceMappingURL(%q) = %q, want %q", tt.script, got, tt.want)
		}
	}
}

func TestNextProjectRoot(t *testing.T) {
	tests := []struct{ chunk, want string }{
		{"file:///work/app/.next/dev/server/chunks/ssr/%5Broot-of-the-server%5D__1ryo._.js", "file:///work/app/"},
		{"file:///work/app/.next-probe/server/chunks/ssr/x.js", "file:///work/app/"},
		{"file:///srv/web/.next/server/app/page.js", "file:///srv/web/"},
		{"http://127.0.0.1:3000/_next/static/chunks/x.js", ""},
	}
	for _, tt := range tests {
		if got := nextProjectRoot(tt.chunk); got != tt.want {
			t.Errorf("nextProjectRoot(%q) = %q, want %q", tt.chunk, got, tt.want)
		}
	}
}

func TestUnderRoot(t *testing.T) {
	tests := []struct{ rel, root, want string }{
		{"next-app/app/page.jsx", "file:///work/testapps/next-app/", "app/page.jsx"},
		{"apps/web/app/page.jsx", "file:///ws/apps/web/", "app/page.jsx"},
		{"app/page.jsx", "file:///ws/web/", "app/page.jsx"},
		{"app/page.jsx", "", "app/page.jsx"},
	}
	for _, tt := range tests {
		if got := underRoot(tt.rel, tt.root); got != tt.want {
			t.Errorf("underRoot(%q, %q) = %q, want %q", tt.rel, tt.root, got, tt.want)
		}
	}
}

func TestComponentName(t *testing.T) {
	tests := []struct{ fn, file, want string }{
		{"PriceTag", "src/PriceTag.jsx", "PriceTag"},
		{"ConsoleError.useEffect", "app/page.jsx", "ConsoleError"},
		{"Object.react_stack_bottom_frame", "", ""},
		{"", "src/pages/Cta.vue", "Cta"},
		{"setup", "src/pages/Cta.vue", "Cta"},
		{"", "src/pages/Cta.svelte", "Cta"},
		{"", "src/components/PlantedCards.astro", "PlantedCards"},
		{"handleClick", "src/util.js", ""},
		{"", "src/Bugs.jsx", ""}, // a .jsx file may hold many components: no guess
	}
	for _, tt := range tests {
		if got := componentName(tt.fn, tt.file); got != tt.want {
			t.Errorf("componentName(%q, %q) = %q, want %q", tt.fn, tt.file, got, tt.want)
		}
	}
}

// TestResolverElement maps raw element sources the way a capture does,
// with the maps already in hand.
func TestResolverElement(t *testing.T) {
	const origin = "http://127.0.0.1:5173"
	// One segment: generated line 3 column 10 is source 0, line 11, column 6.
	bugs := &sourceMap{URL: origin + "/src/pages/Bugs.jsx", Sources: []string{"Bugs.jsx"}, Mappings: ";;UAUM"}
	r := newSourceResolver(origin+"/cta", false, nil, nil)
	r.maps[origin+"/src/pages/Bugs.jsx"] = bugs
	r.maps[origin+"/src/plain.js"] = &sourceMap{None: true}
	tests := []struct {
		name string
		raw  *Raw
		want string
	}{
		{"svelte: as recorded", &Raw{Via: "svelte", File: "src/pages/Cta.svelte", Line: 12, Column: 7, Component: "Cta"}, "src/pages/Cta.svelte:12:7 (Cta)"},
		{"react: the app frame, mapped", &Raw{Via: "react", Frames: []string{origin + "/src/pages/Bugs.jsx:3:11"}, Component: "Cta"}, "src/pages/Bugs.jsx:11:7 (Cta)"},
		{"react: a frame of another origin is skipped", &Raw{Via: "react", Frames: []string{"http://cdn.example/x.js:1:1", origin + "/src/pages/Bugs.jsx:3:11"}, Component: "Cta"}, "src/pages/Bugs.jsx:11:7 (Cta)"},
		{"react: a script without a map is its own source", &Raw{Via: "react", Frames: []string{origin + "/src/plain.js:4:2"}, Component: "Card"}, "src/plain.js:4:2 (Card)"},
		{"react: nothing maps, the owner still narrows it", &Raw{Via: "react", Frames: []string{origin + "/src/gone.js:1:1"}, Component: "Card"}, "(Card)"},
		{"react 18: absolute file made relative", &Raw{Via: "react", File: "file:///work/app/src/Card.jsx", Line: 3}, "/work/app/src/Card.jsx:3"},
		{"angular: a name only", &Raw{Via: "angular", Component: "AppComponent"}, "(AppComponent)"},
		{"nothing at all", &Raw{Via: "react"}, ""},
	}
	for _, tt := range tests {
		if got := r.element(tt.raw).String(); got != tt.want {
			t.Errorf("%s: element = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestRSCFrame checks the frames React's Flight client replays for Server
// Components map through Next's endpoint, and only on a Next page.
func TestRSCFrame(t *testing.T) {
	const f = "about://React/Server/file:///work/app/.next/dev/server/chunks/ssr/%5Broot%5D__1r._.js?13"
	r := newSourceResolver("http://127.0.0.1:3000/cta", true, nil, nil)
	got := r.job(f, false)
	want := "http://127.0.0.1:3000/__nextjs_source-map?filename=" + "file%3A%2F%2F%2Fwork%2Fapp%2F.next%2Fdev%2Fserver%2Fchunks%2Fssr%2F%255Broot%255D__1r._.js"
	if got != want || !r.jobs[0].Map {
		t.Errorf("job = %q (%+v), want the map endpoint %q", got, r.jobs, want)
	}
	if j := newSourceResolver("http://127.0.0.1:3000/cta", false, nil, nil).job(f, false); j != "" {
		t.Errorf("not a Next page, job = %q, want none", j)
	}
}

// TestMapCacheKeys checks a map is reused only for the same script URL and
// ETag, never for a script without one.
func TestMapCacheKeys(t *testing.T) {
	var cache Cache
	scripts := map[string]Script{
		"http://x/src/a.js": {ETag: `W/"1"`},
		"http://x/src/b.js": {},
	}
	r := newSourceResolver("http://x/", false, &cache, scripts)
	a := mapJob{URL: "http://x/src/a.js"}
	cache.put(r.cacheKey(a), &sourceMap{Mappings: "AAAA"})
	cache.put(r.cacheKey(mapJob{URL: "http://x/src/b.js"}), &sourceMap{Mappings: "AAAA"})
	if cache.get(r.cacheKey(a)) == nil {
		t.Error("same URL and ETag: not reused")
	}
	if cache.get(r.cacheKey(mapJob{URL: "http://x/src/a.js", Content: true})) != nil {
		t.Error("a map without the original text was reused where the text is needed")
	}
	scripts["http://x/src/a.js"] = Script{ETag: `W/"2"`}
	if cache.get(r.cacheKey(a)) != nil {
		t.Error("new ETag: the old map was reused")
	}
	if len(cache.maps) != 1 {
		t.Errorf("cache holds %d maps, want 1 (no key without an ETag)", len(cache.maps))
	}
}

func TestReduceComponentStack(t *testing.T) {
	// React 18.3's key warning, as it reaches the console with its %s filled in.
	react18 := "Warning: Each child in a list should have a unique \"key\" prop.\n\nCheck the render method of `List`. See https://reactjs.org/link/warning-keys for more information.\n" +
		"    at Item (http://localhost:5173/src/Item.jsx?t=17:3:17)\n    at List (http://localhost:5173/src/List.jsx:8:5)\n    at ul\n    at main\n" +
		"    at Suspense\n    at ErrorBoundary (http://localhost:5173/node_modules/.vite/deps/react-error-boundary.js?v=1:10:5)\n    at App (http://localhost:5173/src/App.jsx:20:3)"
	tests := []struct {
		name, text, wantText string
		want, at             []string
	}{
		{"react 18 key warning", react18, "Warning: Each child in a list should have a unique \"key\" prop.\n\nCheck the render method of `List`. See https://reactjs.org/link/warning-keys for more information.",
			[]string{"Item", "List", "Suspense", "App"},
			[]string{"http://localhost:5173/src/Item.jsx?t=17:3:17", "http://localhost:5173/src/List.jsx:8:5", "", "http://localhost:5173/src/App.jsx:20:3"}},
		{"a JavaScript stack stays", "TypeError: x is undefined\n    at Object.render (http://x/src/a.js:1:1)\n    at async load (http://x/src/b.js:2:2)", "TypeError: x is undefined\n    at Object.render (http://x/src/a.js:1:1)\n    at async load (http://x/src/b.js:2:2)", nil, nil},
		{"only host elements: not a component stack", "oops\n    at div\n    at span", "oops\n    at div\n    at span", nil, nil},
		{"no stack", "Price missing for plan team", "Price missing for plan team", nil, nil},
	}
	for _, tt := range tests {
		text, names, at := ReduceComponentStack(tt.text)
		if text != tt.wantText || !slices.Equal(names, tt.want) {
			t.Errorf("%s: reduceComponentStack = %q, %q; want %q, %q", tt.name, text, names, tt.wantText, tt.want)
		}
		var where []string
		for _, f := range at {
			where = append(where, f.String())
		}
		if !slices.Equal(where, tt.at) {
			t.Errorf("%s: positions %q, want %q", tt.name, where, tt.at)
		}
	}
	long := "boom\n" + strings.Repeat("    at A1\n    at B2\n    at C3\n    at D4\n", 5)
	if _, names, _ := ReduceComponentStack(long); len(names) != maxComponents {
		t.Errorf("long stack kept %d components, want the cap %d", len(names), maxComponents)
	}
	for _, tt := range []struct{ text, want string }{
		{"Each child in a list should have a unique \"key\" prop.\n\nCheck the render method of `List`.", "List"},
		{"The above error occurred in the <Cta> component.", "Cta"},
		{"Cannot update a component (`Header`) while rendering a different component (`Form`). To locate the bad setState() call inside `Form`, follow the stack trace", "Form"},
		{"Warning: Failed prop type: Invalid prop `tone` of value `x` supplied to `Badge`, expected one of [\"a\"].", "Badge"},
		{"An update to Counter inside a test was not wrapped in act(...).", "Counter"},
		{"Each child in a list should have a unique \"key\" prop.\n\nCheck the render method of `ul`. It was passed a child from VibelensPlanted. See https://react.dev/link/warning-keys for more information.", "VibelensPlanted"},
		{"Invalid prop `x` supplied to `React.Fragment`.", ""},
		{"Check the top-level render call using <ul>.", ""},
		{"Price missing for plan team", ""},
	} {
		if got := namedComponent(tt.text); got != tt.want {
			t.Errorf("namedComponent(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestMapText(t *testing.T) {
	const origin = "http://127.0.0.1:5173"
	r := newSourceResolver(origin+"/", false, nil, nil)
	r.maps[origin+"/src/pages/Bugs.jsx"] = &sourceMap{URL: origin + "/src/pages/Bugs.jsx", Sources: []string{"Bugs.jsx"}, Mappings: ";;UAUM"}
	text := "Error: boom\n    at " + origin + "/src/pages/Bugs.jsx:3:11\n    at " + origin + "/node_modules/.vite/deps/react-dom_client.js?v=1:10:2"
	want := "Error: boom\n    at src/pages/Bugs.jsx:11:7\n    at " + origin + "/node_modules/.vite/deps/react-dom_client.js?v=1:10:2"
	if got := r.mapText(text); got != want {
		t.Errorf("mapText = %q, want %q", got, want)
	}
	if got := r.firstInText(text).String(); got != "src/pages/Bugs.jsx:11:7" {
		t.Errorf("firstInText = %q", got)
	}
	if got := r.firstInText("no stack here"); got != nil {
		t.Errorf("firstInText without a stack = %v", got)
	}
}

// TestResolverWebpack: on Next.js with webpack, client modules run in
// evals named webpack-internal:///…, mapped through Next's endpoint, whose
// maps name them webpack://./file; a frame that maps into a dependency
// gives way to the next app frame.
func TestResolverWebpack(t *testing.T) {
	const origin = "http://127.0.0.1:3000"
	const mod = "webpack-internal:///(app-pages-browser)/./app/hydration/page.jsx"
	r := newSourceResolver(origin+"/hydration", true, nil, nil)
	j := r.job(mod, false)
	if want := origin + "/__nextjs_source-map?filename=" + url.QueryEscape(mod); j != want || !r.jobs[0].Map {
		t.Fatalf("job = %q (%+v), want the endpoint %q", j, r.jobs, want)
	}
	if j := r.job("webpack-internal:///(app-pages-browser)/./node_modules/next/dist/client/app-index.js", false); j != "" {
		t.Errorf("a dependency's module: job = %q, want none", j)
	}
	if j := newSourceResolver(origin+"/", false, nil, nil).job(mod, false); j != "" {
		t.Errorf("not a Next page: job = %q, want none", j)
	}
	// One segment: generated line 3 column 10 is source 0, line 11, column 6.
	r.maps[j] = &sourceMap{URL: j, Sources: []string{"webpack://./app/hydration/page.jsx"}, Mappings: ";;UAUM"}
	const bundle = origin + "/_next/static/chunks/app/page.js"
	r.maps[bundle] = &sourceMap{URL: bundle + ".map", Sources: []string{"webpack://_N_E/./node_modules/some-lib/index.js"}, Mappings: ";;UAUM"}
	// A map can name any file of the repository as its source.
	const dotted = origin + "/_next/static/chunks/app/layout.js"
	r.maps[dotted] = &sourceMap{URL: dotted + ".map", Sources: []string{"webpack://_N_E/./.github/workflows/ci.yml"}, Mappings: ";;UAUM"}
	tests := []struct {
		name string
		at   Frame
		more []Frame
		want string
	}{
		{"an eval'd client module", Frame{URL: mod, Line: 3, Column: 11, Fn: "Hydration"}, nil, "app/hydration/page.jsx:11:7 (Hydration)"},
		{"the first frame maps into a dependency: the next one", Frame{URL: bundle, Line: 3, Column: 11}, []Frame{{URL: mod, Line: 3, Column: 11}}, "app/hydration/page.jsx:11:7"},
		{"only a dependency: no source", Frame{URL: bundle, Line: 3, Column: 11}, nil, ""},
		{"the first frame maps into .github/: the next one", Frame{URL: dotted, Line: 3, Column: 11}, []Frame{{URL: mod, Line: 3, Column: 11}}, "app/hydration/page.jsx:11:7"},
		{"only a dot-folder's file: no source", Frame{URL: dotted, Line: 3, Column: 11}, nil, ""},
	}
	for _, tt := range tests {
		if got := r.message(tt.at, tt.more).String(); got != tt.want {
			t.Errorf("%s: message = %q, want %q", tt.name, got, tt.want)
		}
	}
	text := "Error: boom\n    at Hydration (" + mod + ":3:11)"
	if got := r.mapText(text); got != "Error: boom\n    at Hydration (app/hydration/page.jsx:11:7)" {
		t.Errorf("mapText = %q", got)
	}
}
