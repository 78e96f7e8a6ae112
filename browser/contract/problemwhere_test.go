package contract

import "testing"

// TestProblemIDSurvivesRebuild: what a rebuild, an edit to a CSS module
// or a class sorter changes leaves a problem's identity alone; each case
// has a twin that must stay a different problem (another real class,
// another error, another status, a word that only looks like a hash).
func TestProblemIDSurvivesRebuild(t *testing.T) {
	const page = "http://127.0.0.1:4173/cart"
	tests := []struct {
		name               string
		kind, rule         string
		whereA, whereB     string
		messageA, messageB string
		same               bool
		ruleB              string // another rule for b, when set
	}{
		// Hashed asset names, in sources, messages and request paths.
		{name: "Vite renames the script a console error comes from", kind: "console-error",
			whereA: "assets/index-DiwrgTda.js", whereB: "assets/index-B7x9QpLm.js",
			messageA: "Uncaught Error: boom at http://127.0.0.1:4173/assets/index-DiwrgTda.js:1:3512",
			messageB: "Uncaught Error: boom at http://127.0.0.1:4173/assets/index-B7x9QpLm.js:1:3512", same: true},
		{name: "a truly new error from the same script", kind: "console-error",
			whereA: "assets/index-DiwrgTda.js", whereB: "assets/index-B7x9QpLm.js",
			messageA: "TypeError: price is undefined", messageB: "TypeError: cart.total is undefined"},
		{name: "Vite's CSS hash holds a dash", kind: "failed-request", rule: "HTTP 404",
			whereA: "GET /assets/index-D3-fzl0q.css", whereB: "GET /assets/index-Cx_9kPq2.css", same: true},
		{name: "a 404 and a 500 of the same renamed file", kind: "failed-request", rule: "HTTP 404", ruleB: "HTTP 500",
			whereA: "GET /assets/index-DiwrgTda.js", whereB: "GET /assets/index-B7x9QpLm.js"},
		{name: "webpack's hex contenthash", kind: "uncaught-error",
			whereA: "static/js/main.3f2a9c1b.chunk.js", whereB: "static/js/main.9e8d7c6b.chunk.js",
			messageA: "ReferenceError: cart is not defined", messageB: "ReferenceError: cart is not defined", same: true},
		{name: "Next's chunk and build id", kind: "failed-request", rule: "HTTP 404",
			whereA: "GET /_next/static/chunks/app/page-8a7b6c5d4e3f2a1b.js", whereB: "GET /_next/static/chunks/app/page-1b2a3f4e5d6c7b8a.js", same: true},
		{name: "Next's build id directory", kind: "failed-request", rule: "HTTP 404",
			whereA: "GET /_next/static/Xy9_abcDEF123ghiJkLm/_buildManifest.js", whereB: "GET /_next/static/q7W_PzR2tY0uIoP4aSdF/_buildManifest.js", same: true},
		{name: "esbuild's base32 hash", kind: "console-error",
			whereA: "main-5AYZQ7PR.js", whereB: "main-FFHMD2TL.js", messageA: "x failed", messageB: "x failed", same: true},
		{name: "two real files with hash-length names", kind: "console-error",
			whereA: "assets/index-header.js", whereB: "assets/index-footer.js", messageA: "x failed", messageB: "x failed"},
		{name: "hash-like words in file names", kind: "console-error",
			whereA: "assets/foo-deadbeef.js", whereB: "assets/foo-cafebabe.js", messageA: "x failed", messageB: "x failed"},
		{name: "an identifier in a file name", kind: "console-error",
			whereA: "assets/chunk-useState.js", whereB: "assets/chunk-useEffect.js", messageA: "x failed", messageB: "x failed"},
		{name: "a word and a number in a file name", kind: "console-error",
			whereA: "assets/page-section2.js", whereB: "assets/page-section3.js", messageA: "x failed", messageB: "x failed"},

		// Generated class names in selectors.
		{name: "Vite CSS module renamed by an edit", kind: "unnamed-control", rule: "button-name",
			whereA: "main > button._card_1x9ab_3", whereB: "main > button._card_7kq2z_3", same: true},
		{name: "two CSS module classes", kind: "unnamed-control", rule: "button-name",
			whereA: "main > button._card_1x9ab_3", whereB: "main > button._header_1x9ab_3"},
		{name: "Next CSS module", kind: "overlap",
			whereA: "div.Home_card__a1B2c > button", whereB: "div.Home_card__Zz9x1 > button", same: true},
		{name: "BEM is not a CSS module", kind: "overlap",
			whereA: "div.card_big__title > button", whereB: "div.card_big__items > button"},
		{name: "Turbopack CSS module", kind: "overlap",
			whereA: "main.page-module__E0kJGG__main > div.page-module__E0kJGG__card", whereB: "main.page-module__x7Rq2a__main > div.page-module__x7Rq2a__card", same: true},
		{name: "Turbopack CSS module, two classes", kind: "overlap",
			whereA: "div.page-module__E0kJGG__card", whereB: "div.page-module__E0kJGG__title"},
		{name: "Turbopack CSS module in production", kind: "overlap",
			whereA: "div.EgL3uq_card > button._9kQ2xw_icon", whereB: "div.a1B2c3_card > button._4Zz9Yx_icon", same: true},
		{name: "snake case with a six-letter word", kind: "overlap",
			whereA: "nav.header_nav", whereB: "nav.footer_nav"},
		{name: "snake case with a PascalCase word", kind: "overlap",
			whereA: "div.Button_primary", whereB: "div.Header_primary"},
		{name: "Docusaurus CSS module", kind: "cut-off",
			whereA: "header.heroBanner_qdFl > div.buttons_AeoN", whereB: "header.heroBanner_t9lD > div.buttons_m1mJ", same: true},
		{name: "snake case is not a CSS module", kind: "cut-off",
			whereA: "div.grid_3col > div.menu_open", whereB: "div.grid_4col > div.menu_open"},
		{name: "snake case with a capital", kind: "cut-off",
			whereA: "i.icon_Home", whereB: "i.icon_User"},
		{name: "snake case words", kind: "cut-off",
			whereA: "div.menu_open", whereB: "div.menu_shut"},
		{name: "BEM with a dash is not a CSS module", kind: "overlap",
			whereA: "div.nav_main__sub-a", whereB: "div.nav_main__sub-b"},
		{name: "Angular's animation class", kind: "cut-off",
			whereA: "div.panel.ng-tns-c1798928316-0", whereB: "div.panel.ng-tns-c2960829929-3", same: true},
		{name: "Emotion", kind: "low-contrast",
			whereA: "button.css-1x2y3z", whereB: "button.css-9q8w7e", same: true},
		{name: "Emotion with a label, reordered", kind: "low-contrast",
			whereA: "button.css-1hv8oq8-MuiButton-root.MuiButton-root", whereB: "button.MuiButton-root.css-b3pn3c-MuiButton-root", same: true},
		{name: "css- words", kind: "low-contrast",
			whereA: "div.css-columns", whereB: "div.css-content"},
		{name: "styled-components", kind: "cut-off",
			whereA: "div.sc-bdVaJa.kQXXpR", whereB: "div.sc-AxjAm.fRBhqD", same: true},
		{name: "styled-components with a display name", kind: "cut-off",
			whereA: "div.Button-sc-1x2y3z-0", whereB: "div.Button-sc-9q8w7e-0", same: true},
		{name: "styled-components beside a real class", kind: "cut-off",
			whereA: "div.sc-bdVaJa.isActive", whereB: "div.sc-bdVaJa.isHidden"},
		{name: "Svelte", kind: "text-clipped",
			whereA: "p.intro.svelte-xyz123", whereB: "p.intro.svelte-1hrsiw", same: true},
		{name: "Svelte words", kind: "text-clipped",
			whereA: "div.svelte-select", whereB: "div.svelte-option"},
		{name: "styled-jsx", kind: "text-clipped",
			whereA: "p.jsx-2883428349", whereB: "p.jsx-1195214567", same: true},
		{name: "Astro", kind: "text-clipped",
			whereA: "p.astro-J7PV25F6", whereB: "p.astro-K2LM44QZ", same: true},
		{name: "two real classes", kind: "unnamed-control", rule: "button-name",
			whereA: "button.btn.primary", whereB: "button.btn.secondary"},
		{name: "Tailwind's escaped classes", kind: "cut-off",
			whereA: `div.w-1\/2`, whereB: `div.w-1\/3`},

		// React's useId.
		{name: "useId, React 18", kind: "unlabelled-field", rule: "label",
			whereA: `#\:r1\:`, whereB: `#\:r5\:`, same: true},
		{name: "useId, server rendered, in a library's id", kind: "unnamed-control", rule: "button-name",
			whereA: `#radix-\:R1mlalb\: > button`, whereB: `#radix-\:R2kq\: > button`, same: true},
		{name: "useId, React 19.1", kind: "unlabelled-field", rule: "label",
			whereA: "#«r1»", whereB: "#«r2»", same: true},
		{name: "useId, React 19.2", kind: "unlabelled-field", rule: "label",
			whereA: "#_r_1_", whereB: "#_r_a_", same: true},
		{name: "two real ids", kind: "unlabelled-field", rule: "label",
			whereA: "#email", whereB: "#password"},

		// Class order.
		{name: "a class sorter", kind: "unnamed-control", rule: "button-name",
			whereA: "nav.top.bar > button.primary.btn", whereB: "nav.bar.top > button.btn.primary", same: true},
		{name: "a class sorter, escaped classes", kind: "cut-off",
			whereA: `div.md\:flex.p-4`, whereB: `div.p-4.md\:flex`, same: true},

		// :nth-of-type.
		{name: "a row inserted above, under a stable id", kind: "unnamed-control", rule: "button-name",
			whereA: "#cart > li:nth-of-type(2) > button", whereB: "#cart > li:nth-of-type(3) > button", same: true},
		{name: "look-alike siblings from body", kind: "unnamed-control", rule: "button-name",
			whereA: "body > div:nth-of-type(2) > button", whereB: "body > div:nth-of-type(3) > button"},
		{name: "look-alike siblings under a useId", kind: "unnamed-control", rule: "button-name",
			whereA: `#\:r1\: > li:nth-of-type(2)`, whereB: `#\:r1\: > li:nth-of-type(3)`},
		{name: "under a stable id, other elements", kind: "unnamed-control", rule: "button-name",
			whereA: "#cart > li:nth-of-type(2) > button.remove", whereB: "#cart > li:nth-of-type(2) > button.add"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ruleB := tt.rule
			if tt.ruleB != "" {
				ruleB = tt.ruleB
			}
			a := NewProblemID(page, "desktop", "", tt.kind, tt.rule, tt.whereA, tt.messageA)
			b := NewProblemID("http://127.0.0.1:5000/cart", "desktop", "", tt.kind, ruleB, tt.whereB, tt.messageB)
			if got := a == b; got != tt.same {
				t.Errorf("same = %v, want %v\n a: %v\n b: %v", got, tt.same, a, b)
			}
			if got := a.Fingerprint() == b.Fingerprint(); got != tt.same {
				t.Errorf("fingerprints equal = %v, want %v", got, tt.same)
			}
		})
	}
}

// TestNormalizeSelector: what the identity keeps of a selector, written
// out, so a reviewer sees the placeholders a known-problems file holds.
func TestNormalizeSelector(t *testing.T) {
	tests := []struct{ in, want string }{
		{"main > button._card_1x9ab_3", "main > button._card_#_#"},
		{"div._card_title_1x9ab_12.active", "div._card_title_#_#.active"},
		{"div.Home_card__title__a1B2c", "div.Home_card__title__#"},
		{"button.css-1hv8oq8-MuiButton-root.MuiButton-root", "button.MuiButton-root.css-#-MuiButton-root"},
		{"div.sc-bdVaJa.kQXXpR", "div.#.sc-#"},
		{"p.intro.svelte-xyz123", "p.intro.svelte-#"},
		{`#\:r1\:`, "#«useId»"},
		{`#radix-\:R1mlalb\: > button`, "#radix-«useId» > button"},
		{"#cart > li:nth-of-type(2) > a.btn:nth-of-type(1)", "#cart > li > a.btn"},
		{"body > div:nth-of-type(2) > button", "body > div:nth-of-type(2) > button"},
		{`div.md\:flex.p-4`, `div.md\:flex.p-4`},
		{`div.p-4.md\:flex`, `div.md\:flex.p-4`},
		{`span.\31 0px`, `span.\31 0px`},
		{"a.b  >  c.d", "a.b > c.d"},
		{"main article p", "main article p"},
		{"input[type=\"a b\"].z.y", "input.y.z[type=\"a b\"]"},
		{"li::before", "li::before"},
		{"", ""},
		{"div:not(", "div:not("},
	}
	for _, tt := range tests {
		if got := NormalizeSelector(tt.in); got != tt.want {
			t.Errorf("NormalizeSelector(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if got := NormalizeSelector(tt.in); NormalizeSelector(got) != got && tt.want == tt.in {
			t.Errorf("NormalizeSelector(%q) is not stable", tt.in)
		}
	}
}

func TestNormalizeAssets(t *testing.T) {
	tests := []struct{ in, want string }{
		{"/assets/index-DiwrgTda.js", "/assets/index-#.js"},
		{"assets/index-D3-fzl0q.css", "assets/index-#.css"},
		{"my-app-DiwrgTda.js", "my-app-#.js"},
		{"static/js/main.3f2a9c1b.chunk.js", "static/js/main.#.chunk.js"},
		{"index-DiwrgTda.js.map", "index-#.js.map"},
		{"_astro/index.BX7yQe8l.js", "_astro/index.#.js"},
		{"main-5AYZQ7PR.js", "main-#.js"},
		{"/_next/static/chunks/app/page-8a7b6c5d4e3f2a1b.js", "/_next/static/chunks/app/page-#.js"},
		{"/_next/static/Xy9_abcDEF123ghiJkLm/_buildManifest.js", "/_next/static/#/_buildManifest.js"},
		{"failed at /assets/index-DiwrgTda.js:12:7 and /assets/vendor-B7x9QpLm.js", "failed at /assets/index-#.js:12:7 and /assets/vendor-#.js"},
		// A message normalised before hashes were: its digits are # already.
		{"/assets/index-B#x#QpLm.js", "/assets/index-#.js"},
		// Not hashes.
		{"assets/index-header.js", "assets/index-header.js"},
		{"user-settings.js", "user-settings.js"},
		{"foo-deadbeef.js", "foo-deadbeef.js"},
		{"chunk-useState.js", "chunk-useState.js"},
		{"page-section2.js", "page-section2.js"},
		{"src/components/CartTotal.tsx", "src/components/CartTotal.tsx"},
		{"src/components/Dialog-UserForm.tsx", "src/components/Dialog-UserForm.tsx"},
		{"assets/theme-dark-red.css", "assets/theme-dark-red.css"},
		{"assets/app-isActive.js", "assets/app-isActive.js"},
		{"/_next/static/chunks/main.js", "/_next/static/chunks/main.js"},
		{"TypeError: useState is not a function", "TypeError: useState is not a function"},
	}
	for _, tt := range tests {
		if got := NormalizeAssets(tt.in); got != tt.want {
			t.Errorf("NormalizeAssets(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestNormalizeMessageStable: normalising a normalised message changes
// nothing, and a message normalised before asset hashes were (its
// digits already #) meets today's form of the same message.
func TestNormalizeMessageStable(t *testing.T) {
	for _, m := range []string{
		"Uncaught Error: boom at http://127.0.0.1:4173/assets/index-DiwrgTda.js:1:3512",
		"Failed to load http://localhost:3000/logo.png?t=1712345678",
		"chunk main.3f2a1bc9.js failed",
		"TypeError: cart.total is undefined",
		"failed to load /assets/page-section2.js and /assets/app-getItem2.js",
		"chunk-A1.js, app.12345678.js, x-abcdefg12.js",
	} {
		once := NormalizeMessage(m)
		if twice := NormalizeMessage(once); twice != once {
			t.Errorf("NormalizeMessage(%q) = %q, again %q", m, once, twice)
		}
	}
	old := "Uncaught Error: boom at /assets/index-B#x#QpLm.js:#:#" // what the last round wrote for index-B7x9QpLm.js
	if got, want := NormalizeMessage(old), NormalizeMessage("Uncaught Error: boom at http://127.0.0.1:4173/assets/index-DiwrgTda.js:1:3512"); got != want {
		t.Errorf("NormalizeMessage(%q) = %q, want %q", old, got, want)
	}
}

// FuzzNormalizeWhere: any selector, file name or request, however
// broken, normalises without a panic, and a plain word stays itself.
func FuzzNormalizeWhere(f *testing.F) {
	for _, s := range []string{`#\:r1\: > li:nth-of-type(2)`, `div.\31 0px`, "a[b=(", `\`, "x\\", "GET /assets/index-DiwrgTda.js", "«r1»", "div:not(.a > b)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, kind := range []string{"console-error", "failed-request", "overlap"} {
			_ = NormalizeWhere(kind, s)
		}
		if w := "button"; NormalizeWhere("overlap", w) != w {
			t.Fatalf("NormalizeWhere(%q) changed a tag", w)
		}
	})
}
