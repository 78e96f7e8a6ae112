package browser

import (
	"net/http"
	"strings"
	"testing"
)

// astroPage is what Astro's dev server renders: every element written in
// an .astro file carries its absolute path and "line:col", and the dev
// toolbar, a dependency outside the served root, is loaded as /@fs/<path>.
const astroPage = `<!doctype html><html><head><meta charset="utf-8">
<script type="module" src="BASE/@fs/srv/site/node_modules/astro/dist/runtime/client/dev-toolbar/entrypoint.js"></script>
</head><body>
<article style="border:1px solid #888;padding:16px;width:300px" data-astro-source-file="/srv/site/node_modules/@astrojs/starlight/components/Card.astro" data-astro-source-loc="14:1">
  <img class="plan-diagram" src="/diagrams/missing.svg" alt="Architecture diagram" width="240" height="120"
    data-astro-source-file="/srv/site/src/components/PlantedCards.astro" data-astro-source-loc="18:3">
  <span class="sl-title" style="display:block;width:80px;white-space:nowrap;overflow:hidden"
    data-astro-source-file="/srv/site/node_modules/@astrojs/starlight/components/Card.astro" data-astro-source-loc="20:5">A title far too long for eighty pixels</span>
</article>
</body></html>`

// stripAnnotations is what Astro's dev toolbar does once loaded
// (dev-toolbar/apps/audit/annotations.js): it keeps the attributes in a
// module-private map and removes them from the elements.
const stripAnnotations = `for (const el of document.querySelectorAll("[data-astro-source-file]")) {
  el.removeAttribute("data-astro-source-file");
  el.removeAttribute("data-astro-source-loc");
}`

// TestSourceAstro names an Astro element's .astro file, relative to the
// project (the folder the dev server serves dependencies from), and never
// a dependency's component: from the attributes, or, once the dev toolbar
// has removed them, from what the settle observer noted.
func TestSourceAstro(t *testing.T) {
	tests := []struct {
		name  string
		base  string // Vite's base: Nuxt serves under /_nuxt/
		strip bool
	}{
		{"attributes", "", false},
		{"toolbar-removed", "", true},
		{"under-a-base", "/_nuxt", false},
	}
	for _, tt := range tests {
		strip := tt.strip
		t.Run(tt.name, func(t *testing.T) {
			srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				switch r.URL.Path {
				case "/":
					w.Header().Set("Content-Type", "text/html; charset=utf-8")
					w.Write([]byte(strings.Replace(astroPage, "BASE", tt.base, 1)))
				case tt.base + "/@fs/srv/site/node_modules/astro/dist/runtime/client/dev-toolbar/entrypoint.js":
					w.Header().Set("Content-Type", "text/javascript")
					if strip {
						w.Write([]byte(stripAnnotations))
					}
				default:
					http.NotFound(w, r)
				}
			}))
			res := capture(t, Request{URL: srv.URL + "/", Viewport: "desktop"})
			want := map[string]string{
				"broken-image": "src/components/PlantedCards.astro:18:3 (PlantedCards)",
				"text-clipped": "", // Starlight's Card.astro lives in node_modules: no source
			}
			seen := map[string]bool{}
			for _, f := range res.Findings {
				w, ok := want[f.Kind]
				if !ok {
					continue
				}
				seen[f.Kind] = true
				if got := f.Source.String(); got != w {
					t.Errorf("%s %q: source %q, want %q", f.Kind, f.Selector, got, w)
				}
			}
			for k := range want {
				if !seen[k] {
					t.Errorf("no %s finding; findings %+v", k, res.Findings)
				}
			}
		})
	}
}

// angularPage has what an Angular dev build leaves for tools: ng's debug
// globals, and on each component's definition the file and line
// ɵsetClassDebugInfo recorded.
const angularPage = `<!doctype html><html><head><meta charset="utf-8"></head><body>
<app-plan><img class="plan-avatar" src="/images/missing.jpg" alt="Avatar" width="64" height="64"></app-plan>
<script>
  class PlanCards {}
  PlanCards["ɵcmp"] = { debugInfo: { className: "PlanCards", filePath: "src/app/routes/planted/planted.ts", lineNumber: 12 } };
  window.ng = { getOwningComponent: (el) => (el.closest("app-plan") ? new PlanCards() : null) };
</script>
</body></html>`

// TestSourceAngular names the file and line of the component that owns an
// element, from its definition's debug info.
func TestSourceAngular(t *testing.T) {
	srv := serve(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(angularPage))
	}))
	res := capture(t, Request{URL: srv.URL + "/", Viewport: "desktop"})
	for _, f := range res.Findings {
		if f.Kind == "broken-image" {
			if got, want := f.Source.String(), "src/app/routes/planted/planted.ts:12 (PlanCards)"; got != want {
				t.Errorf("source %q, want %q", got, want)
			}
			return
		}
	}
	t.Errorf("no broken-image finding; findings %+v", res.Findings)
}
