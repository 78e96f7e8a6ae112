package findings

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser/cascade"
	"github.com/vibelens/vibelens/browser/contract"
)

func TestFindHydration(t *testing.T) {
	real := func(name string) string {
		b, err := os.ReadFile(filepath.Join("testdata", "hydration", name))
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	tests := []struct {
		name      string
		msgs      []Message
		Framework string
		Quote     string // substring
		Hint      HydrationHint
	}{
		{"react 18", []Message{{Text: "Warning: Text content did not match. Server: \"Hi 1\" Client: \"Hi 2\"\n    at h1\n    at App"}},
			"React", `server "Hi 1", client "Hi 2"`, HydrationHint{Tag: "h1", Texts: []string{"Hi 2", "Hi 1"}}},
		{"react 18 className", []Message{{Text: "Warning: Prop `className` did not match. Server: \"a b\" Client: \"a c\"\n    at div\n    at App"}},
			"React", `className: server "a b", client "a c"`, HydrationHint{Tag: "div", Classes: []string{"a c", "a b"}}},
		{"react 19 vite text (real)", []Message{{Text: real("react19-vite-text.txt")}},
			"React", `server "Price: 10 EUR", client "Price: 12 EUR" in <h1>`, HydrationHint{Tag: "h1", Classes: []string{"text-2xl font-bold text-slate-900"}, Texts: []string{"Price: 12 EUR", "Price: 10 EUR"}}},
		{"react 19 vite attribute (real)", []Message{{Text: real("react19-vite-attribute.txt")}},
			"React", `className on <h1>: server "text-2xl server-side", client "text-2xl client-side"`, HydrationHint{Tag: "h1", Classes: []string{"text-2xl client-side", "text-2xl server-side"}}},
		{"next 16 text (real)", []Message{{Text: real("react19-next-text.txt"), URL: "http://127.0.0.1:5180/_next/static/chunks/x.js"}},
			"Next.js (React)", `server "server", client "client" in <p>`, HydrationHint{Tag: "p", Classes: []string{"clock text"}, Texts: []string{"client", "server"}}},
		{"vue 3.5 text (real)", []Message{{Text: real("vue-text.txt")}},
			"Vue", `server "Total: 10 EUR", client "Total: 12 EUR"`, HydrationHint{Tag: "p", Classes: []string{"total text-lg"}, Texts: []string{"Total: 12 EUR", "Total: 10 EUR"}}},
		{"svelte 5 attribute (real)", []Message{{Text: real("svelte-attribute.txt")}},
			"Svelte", `src on <img>: server "/a-server.png", client "/a-client.png"`, HydrationHint{Tag: "img", Classes: []string{"avatar"}}},
		{"react 19 attributes without diff", []Message{{Text: "A tree hydrated but some attributes of the server rendered HTML didn't match the client properties."}}, "React", "A tree hydrated", HydrationHint{}},
		{"nuxt by source", []Message{{Text: "Hydration completed but contains mismatches.", URL: "http://localhost:3000/_nuxt/entry.js"}}, "Nuxt", "Hydration completed", HydrationHint{}},
		{"svelte", []Message{{Text: "[svelte] hydration_mismatch\nHydration failed because the initial UI does not match what was rendered on the server"}}, "Svelte", "hydration_mismatch", HydrationHint{}},
	}
	for _, tt := range tests {
		h := FindHydration(tt.msgs)
		if h == nil {
			t.Errorf("%s: findHydration = nil, want a report", tt.name)
			continue
		}
		if h.Framework != tt.Framework || !strings.Contains(h.Quote, tt.Quote) {
			t.Errorf("%s: framework %q quote %q, want %q and %q", tt.name, h.Framework, h.Quote, tt.Framework, tt.Quote)
		}
		got := HydrationHint{}
		if h.Hint != nil {
			got = *h.Hint
		}
		if got.Tag != tt.Hint.Tag || !slices.Equal(got.Classes, tt.Hint.Classes) || !slices.Equal(got.Texts, tt.Hint.Texts) {
			t.Errorf("%s: hint %+v, want %+v", tt.name, got, tt.Hint)
		}
	}
	long := strings.Repeat("word ", 100)
	if h := FindHydration([]Message{{Text: "Warning: Text content did not match. Server: \"" + long + "\" Client: \"x" + long + "\""}}); h == nil || len(h.Quote) > 2*hydrationQuoteChars+80 {
		t.Errorf("long texts: quote not capped: %+v", h)
	}
	clean := []Message{{Text: "Failed to load resource: the server responded with a status of 404"}, {Text: "Hydrate your plants"}, {Text: "TypeError: x is undefined"}}
	if h := FindHydration(clean); h != nil {
		t.Errorf("findHydration(unrelated) = %+v, want nil", h)
	}
}

// TestAssembleFindingsCaps checks ordering, the per-kind, count and size
// caps, and that dropped findings are still counted.
func TestAssembleFindingsCaps(t *testing.T) {
	raw := &Raw{}
	add := func(kind, sev string, n int) {
		for i := range n {
			f := RawFinding{Finding: contract.Finding{Kind: kind, Severity: sev, Selector: fmt.Sprintf("#%s-%d", kind, i), Detail: strings.Repeat("x", 100)}}
			raw.Findings = append(raw.Findings, f)
			raw.Total++
		}
	}
	add("small-tap-target", "warning", 12)
	add("text-clipped", "info", 3)
	add("page-overflow-x", "error", 2)
	add("overlap", "warning", 10)
	got, total := Assemble(raw, &Hydration{Framework: "React", Count: 1, Quote: "q"}, nil)
	if total != 28 {
		t.Errorf("total = %d, want 28", total)
	}
	if len(got) > contract.Limits.Findings {
		t.Errorf("%d findings, cap %d", len(got), contract.Limits.Findings)
	}
	if got[0].Kind != "hydration-error" || got[1].Kind != "page-overflow-x" || got[len(got)-1].Severity != "info" {
		t.Errorf("order = %v, want errors first and info last", kinds(got))
	}
	per := map[string]int{}
	size := 0
	for _, f := range got {
		per[f.Kind]++
		b, _ := json.Marshal(f)
		size += len(b)
		if f.Classes == nil {
			t.Errorf("%s: classes nil, want []", f.Selector)
		}
	}
	if per["small-tap-target"] > contract.Limits.FindingsPerKind || per["overlap"] > contract.Limits.FindingsPerKind {
		t.Errorf("per kind = %v, cap %d", per, contract.Limits.FindingsPerKind)
	}
	if size > contract.Limits.FindingsChars {
		t.Errorf("findings JSON %d chars, budget %d", size, contract.Limits.FindingsChars)
	}
}

func kinds(fs []contract.Finding) []string {
	var out []string
	for _, f := range fs {
		out = append(out, f.Kind)
	}
	return out
}

func TestFailedIndex(t *testing.T) {
	failed := []contract.FailedRequest{{URL: "http://x/a.png"}, {URL: "http://x/long/" + "…[truncated]"}}
	for _, tt := range []struct {
		src  string
		want int
	}{{"http://x/a.png", 0}, {"http://x/long/path.png", 1}, {"http://x/b.png", -1}} {
		if got := failedIndex(failed, tt.src); got != tt.want {
			t.Errorf("failedIndex(%q) = %d, want %d", tt.src, got, tt.want)
		}
	}
}

// TestAssembleCause: a cause the page found reaches the finding's JSON
// when the naming added nothing (no dev server, sources off), with empty
// fields left out; one the naming filled is kept as it is.
func TestAssembleCause(t *testing.T) {
	raw := &Raw{Findings: []RawFinding{
		{Finding: contract.Finding{Kind: "escapes-container", Severity: "warning"}, Why: &cascade.RawCause{Property: "width", Value: "480px", Inline: true, Fix: "remove the fixed width"}},
		{Finding: contract.Finding{Kind: "text-clipped", Severity: "warning"}, Why: &cascade.RawCause{Property: "overflow-wrap", Value: "normal", Missing: true}},
		{Finding: contract.Finding{Kind: "escapes-container", Severity: "warning", Cause: &contract.Cause{Property: "width", Rule: ".banner"}}, Why: &cascade.RawCause{Property: "width"}},
		{Finding: contract.Finding{Kind: "broken-image", Severity: "error"}},
	}}
	got, _ := Assemble(raw, nil, nil)
	// Every cause is unverified until its fix is tried in the page
	// (browser/trial), after the look.
	want := map[string]bool{
		`{"property":"width","value":"480px","rule":"style","fix":"remove the fixed width","trial":"unverified"}`: true,
		`{"property":"overflow-wrap","value":"normal","missing":true,"trial":"unverified"}`:                       true,
		`{"property":"width","rule":".banner","trial":"unverified"}`:                                              true,
	}
	n := 0
	for _, f := range got {
		if f.Cause == nil {
			continue
		}
		n++
		b, _ := json.Marshal(f.Cause)
		if !want[string(b)] {
			t.Errorf("%s cause %s, want one of %v", f.Kind, b, want)
		}
	}
	if n != 3 {
		t.Errorf("%d findings with a cause, want 3", n)
	}
}

// TestCauseFits: a cause never carries more than contract.MaxCauseBytes
// of JSON, however long the selectors it names.
func TestCauseFits(t *testing.T) {
	long := strings.Repeat("div.card-grid > section.pricing:nth-of-type(3) > ", 12)
	raw := &Raw{Findings: []RawFinding{{Finding: contract.Finding{Kind: "escapes-container", Severity: "warning",
		Cause: &contract.Cause{Property: "width", Value: "520px", Element: long + "div.x", Rule: long + ".y",
			Source: &contract.Source{File: "src/components/pricing/PricingCard.module.css", Line: 120}, Fix: "remove the fixed width (max-width: 100%)"}}}}}
	got, _ := Assemble(raw, nil, nil)
	b, _ := json.Marshal(got[0].Cause)
	if len(b) > contract.MaxCauseBytes || got[0].Cause.Property != "width" || got[0].Cause.Source == nil {
		t.Errorf("cause is %d bytes, want at most %d with its property and source: %s", len(b), contract.MaxCauseBytes, b)
	}
}
