package browser

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// memoryPages are a page served in two versions at the same address,
// with what differs between them: the second look must reuse the first
// look's accessibility pass only when nothing differs, and its findings
// must be a full pass's either way (ADR 0033). Each version's sheet,
// script and picture are at /app.css, /app.js and /pic.svg, the same
// addresses for both, so markup alike can hide what differs.
var memoryPages = []struct {
	name                     string
	page, sheet, script, pic [2]string
	reuse                    bool
	sameFindings             bool // the versions' accessibility findings are alike
}{
	{name: "nothing differs", reuse: true, sameFindings: true,
		page:  [2]string{`<p class="renews">Your plan renews monthly.</p>`, `<p class="renews">Your plan renews monthly.</p>`},
		sheet: [2]string{`.renews { color: #aaa }`, `.renews { color: #aaa }`}},
	{name: "a colour in the markup",
		page:  [2]string{`<p style="color: #aaa">Your plan renews monthly.</p>`, `<p style="color: #222">Your plan renews monthly.</p>`},
		sheet: [2]string{``, ``}},
	{name: "a linked sheet's rules, at the same address",
		page:  [2]string{`<p class="renews">Your plan renews monthly.</p>`, `<p class="renews">Your plan renews monthly.</p>`},
		sheet: [2]string{`.renews { color: #aaa }`, `.renews { color: #222 }`}},
	{name: "rules a script inserts, the markup alike", // CSS-in-JS in production
		page:   [2]string{`<style id="s"></style><p class="renews">Your plan renews monthly.</p>`, `<style id="s"></style><p class="renews">Your plan renews monthly.</p>`},
		script: [2]string{`document.getElementById("s").sheet.insertRule(".renews { color: #aaa }")`, `document.getElementById("s").sheet.insertRule(".renews { color: #222 }")`}},
	{name: "a picture's size moves the text off the box behind it", // only the picture's bytes differ
		page:  [2]string{`<img src="/pic.svg" alt=""><p style="margin: 0; color: #777">Your plan renews monthly.</p><div class="cover"></div>`, `<img src="/pic.svg" alt=""><p style="margin: 0; color: #777">Your plan renews monthly.</p><div class="cover"></div>`},
		sheet: [2]string{`body { margin: 0; background: #fff } img { display: block } .cover { position: absolute; z-index: -1; left: 0; top: 0; width: 600px; height: 200px; background: #000 }`, `body { margin: 0; background: #fff } img { display: block } .cover { position: absolute; z-index: -1; left: 0; top: 0; width: 600px; height: 200px; background: #000 }`},
		pic:   [2]string{`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>`, `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="300"/>`}},
	{name: "resource hints a router adds to the head, in another order", reuse: true, sameFindings: true, // Docusaurus' prefetching
		page:   [2]string{`<p class="renews">Your plan renews monthly.</p>`, `<p class="renews">Your plan renews monthly.</p>`},
		sheet:  [2]string{`.renews { color: #aaa }`, `.renews { color: #aaa }`},
		script: [2]string{hints("prefetch", "/pic.svg", "/app.css"), hints("prefetch", "/app.css", "/pic.svg") + hints("modulepreload", "/app.js")}},
	{name: "a head manager's tags and the root's attributes, set in another order", reuse: true, sameFindings: true, // react-helmet
		page:   [2]string{`<p class="renews">Your plan renews monthly.</p>`, `<p class="renews">Your plan renews monthly.</p>`},
		sheet:  [2]string{`.renews { color: #aaa }`, `.renews { color: #aaa }`},
		script: [2]string{headTags(false), headTags(true)}},
	{name: "style sheets in the head, in another order", // the cascade's order decides the colour
		page:   [2]string{`<p class="renews">Your plan renews monthly.</p>`, `<p class="renews">Your plan renews monthly.</p>`},
		script: [2]string{styles(".renews { color: #aaa }", ".renews { color: #222 }"), styles(".renews { color: #222 }", ".renews { color: #aaa }")}},
	{name: "a server's nonce in an inline script", reuse: true, sameFindings: true, // Next's self.__next_r, Nuxt's payload times
		page:  [2]string{`<script>self.__next_r = "kB7Bq6DdDL2un2EXRZUBZ"</script><p class="renews">Your plan renews monthly.</p>`, `<script>self.__next_r = "-yiNSn5lk9cRdPoAaLCpO"</script><p class="renews">Your plan renews monthly.</p>`},
		sheet: [2]string{`.renews { color: #aaa }`, `.renews { color: #aaa }`}},
	{name: "a dev widget's ticking text", reuse: true, sameFindings: true, // Nuxt DevTools' page load time
		page:  [2]string{devWidget("Page load time 277 ms", 40), devWidget("Page load time 288 ms", 40)},
		sheet: [2]string{`.renews { color: #aaa }`, `.renews { color: #aaa }`}},
	{name: "a dev widget that grew over the text", sameFindings: true, // its box may change what is behind the app's text
		page:  [2]string{devWidget("Page load time 277 ms", 40), devWidget("Page load time 277 ms", 400)},
		sheet: [2]string{`.renews { color: #aaa }`, `.renews { color: #aaa }`}},
	{name: "a hint in the body", sameFindings: true, // printed: a hint the page wrote into its body is its markup, not a router's
		page: [2]string{`<p>Billing</p><p style="color: #aaa">Your plan renews monthly.</p>`,
			`<link rel="prefetch" href="/pic.svg"><p>Billing</p><p style="color: #aaa">Your plan renews monthly.</p>`}},
	{name: "a field's value a script sets", sameFindings: true, // no attribute changes
		page:   [2]string{`<input id="q" aria-label="Search">`, `<input id="q" aria-label="Search">`},
		script: [2]string{`q.value = "a"`, `q.value = "b"`}},
}

// hints is a script that appends a <link rel=rel> to the head for each
// href, in order.
func hints(rel string, hrefs ...string) string {
	list, _ := json.Marshal(hrefs)
	return fmt.Sprintf(`for (const h of %s) { const l = document.createElement("link"); l.rel = %q; l.href = h; document.head.append(l) }`+"\n", list, rel)
}

// headTags is a script that gives the root two attributes and the head
// two tags, in one order or the other, as a head manager re-inserting
// them does.
func headTags(reversed bool) string {
	attrs := []string{`["data-theme", "light"]`, `["class", "docs-wrapper"]`}
	tags := []string{`["meta", "name", "description"]`, `["link", "rel", "canonical"]`}
	if reversed {
		slices.Reverse(attrs)
		slices.Reverse(tags)
	}
	return fmt.Sprintf(`for (const [k, v] of [%s]) document.documentElement.setAttribute(k, v);
for (const [tag, k, v] of [%s]) { const el = document.createElement(tag); el.setAttribute(k, v); document.head.append(el) }`,
		strings.Join(attrs, ", "), strings.Join(tags, ", "))
}

// devWidget is a page with Nuxt DevTools' container, a fixed panel of the
// given height showing text, at the foot of the window.
func devWidget(text string, height int) string {
	return fmt.Sprintf(`<p class="renews">Your plan renews monthly.</p><div id="nuxt-devtools-container" style="position: fixed; left: 0; bottom: 0; height: %dpx; background: #fff"><span>%s</span></div>`, height, text)
}

// styles is a script that appends a <style> to the head for each sheet,
// in order.
func styles(sheets ...string) string {
	list, _ := json.Marshal(sheets)
	return fmt.Sprintf(`for (const css of %s) { const s = document.createElement("style"); s.textContent = css; document.head.append(s) }`, list)
}

// TestA11yMemory takes a look at each page's first version, then at its
// second with the first look's pass in memory, and compares the second
// look's accessibility findings with a full pass's (a manager that
// forgets). A print blind to what differs reuses the first version's
// pass, and the findings do not match.
func TestA11yMemory(t *testing.T) {
	needsBrowser(t)
	full := NewManager(Options{NavigationTimeout: 10 * time.Second, FindingsBudget: 5 * time.Second, A11yBudget: 5 * time.Second, ForgetA11y: true})
	t.Cleanup(func() { full.Close() })
	for _, tc := range memoryPages {
		t.Run(tc.name, func(t *testing.T) {
			var version atomic.Int32
			mux := http.NewServeMux()
			mux.HandleFunc("/{$}", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html; charset=utf-8")
				fmt.Fprintf(w, `<!doctype html><html lang="en"><title>memory</title><link rel="stylesheet" href="/app.css"><main>%s</main><script src="/app.js"></script>`, tc.page[version.Load()])
			})
			mux.HandleFunc("/app.js", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/javascript")
				w.Header().Set("Cache-Control", "no-cache")
				fmt.Fprint(w, tc.script[version.Load()])
			})
			mux.HandleFunc("/pic.svg", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "image/svg+xml")
				w.Header().Set("Cache-Control", "no-cache")
				fmt.Fprint(w, tc.pic[version.Load()])
			})
			mux.HandleFunc("/app.css", func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/css")
				w.Header().Set("Cache-Control", "no-cache")
				fmt.Fprint(w, tc.sheet[version.Load()])
			})
			url := serve(t, mux).URL + "/"
			req := Request{URL: url, Viewport: "desktop"}
			first := capture(t, req)
			if first.Summary.Timings.A11yReused {
				t.Fatal("the first look of a page reused a pass")
			}
			version.Store(1)
			second := capture(t, req)
			if got := second.Summary.Timings.A11yReused; got != tc.reuse {
				t.Errorf("second look reused the first's pass: %v, want %v", got, tc.reuse)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			base, err := full.Capture(ctx, req)
			if err != nil {
				t.Fatal(err)
			}
			got, want := a11yFindings(second), a11yFindings(base)
			if !slices.Equal(got, want) {
				t.Errorf("second look's accessibility findings %q, a full pass's %q", got, want)
			}
			if alike := slices.Equal(a11yFindings(first), want); alike != tc.sameFindings {
				t.Errorf("the versions' findings alike: %v, want %v (first %q, second %q): the page does not test what it says", alike, tc.sameFindings, a11yFindings(first), want)
			}
		})
	}
}

// a11yFindings are a look's accessibility findings, as rule, selector
// and what the user sees.
func a11yFindings(res *Result) []string {
	var out []string
	for _, f := range res.Findings {
		if f.WCAG != "" { // the accessibility rules'
			out = append(out, f.Rule+" "+f.Selector+" "+f.UserSees)
		}
	}
	slices.Sort(out)
	return out
}
