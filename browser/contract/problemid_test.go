package contract

import "testing"

// TestProblemIDSameAndDifferent: the same problem seen on another port,
// build hash, cache buster or count is one ID; a different message, rule
// or element is another.
func TestProblemIDSameAndDifferent(t *testing.T) {
	id := func(page, kind, rule, where, msg string) ProblemID {
		return NewProblemID(page, "desktop", "", kind, rule, where, msg)
	}
	base := id("http://localhost:5173/checkout", "console-error", "", "src/cart.ts", "TypeError: price is undefined at http://localhost:5173/assets/index-3f2a9c1b.js?v=ab12cd:12:7")
	tests := []struct {
		name string
		b    ProblemID
		same bool
	}{
		{"another port, hash, cache buster and line", id("http://127.0.0.1:4000/checkout", "console-error", "", "src/cart.ts", "TypeError: price is undefined at http://127.0.0.1:4000/assets/index-9e8d7c6b.js?v=ff0011:40:2"), true},
		{"a fragment on the page", id("http://localhost:5173/checkout#pay", "console-error", "", "src/cart.ts", "TypeError: price is undefined at http://localhost:5173/assets/index-3f2a9c1b.js:12:7"), true},
		{"light is the default scheme", NewProblemID("http://localhost:5173/checkout", "desktop", "light", "console-error", "", "src/cart.ts", "TypeError: price is undefined at /assets/index-3f2a9c1b.js:1:1"), true},
		{"another message", id("http://localhost:5173/checkout", "console-error", "", "src/cart.ts", "TypeError: checkout total is undefined"), false},
		{"another viewport", NewProblemID("http://localhost:5173/checkout", "mobile", "", "console-error", "", "src/cart.ts", "TypeError: price is undefined"), false},
		{"dark scheme", NewProblemID("http://localhost:5173/checkout", "desktop", "dark", "console-error", "", "src/cart.ts", "TypeError: price is undefined"), false},
		{"another page query", id("http://localhost:5173/checkout?step=2", "console-error", "", "src/cart.ts", "TypeError: price is undefined"), false},
	}
	for _, tt := range tests {
		if got := base == tt.b; got != tt.same {
			t.Errorf("%s: %v == %v is %v, want %v", tt.name, base, tt.b, got, tt.same)
		}
		if got := base.Fingerprint() == tt.b.Fingerprint(); got != tt.same {
			t.Errorf("%s: fingerprints equal = %v, want %v", tt.name, got, tt.same)
		}
	}
	a := id("http://localhost:5173/", "color-contrast", "color-contrast", "p.fine", "")
	b := id("http://localhost:5173/", "color-contrast", "link-in-text-block", "p.fine", "")
	if a == b || a.Fingerprint() == b.Fingerprint() {
		t.Errorf("two axe rules on one element share an identity: %v", a)
	}
}

func TestNormalizeMessage(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Failed to load http://localhost:3000/logo.png?t=1712345678", "Failed to load /logo.png"},
		{"chunk main.3f2a1bc9.js failed", "chunk main.#.js failed"},
		{"3 items failed to render", "# items failed to render"},
		{"the facade is deadbeef", "the facade is deadbeef"},
		{"first line\n    at stack (x.js:1:2)", "first line"},
		{"  two   spaces ", "two spaces"},
	}
	for _, tt := range tests {
		if got := NormalizeMessage(tt.in); got != tt.want {
			t.Errorf("NormalizeMessage(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
