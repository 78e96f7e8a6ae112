package browser

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/vibelens/vibelens/"

// layout is what each package under browser/ may not depend on, directly
// or not, so that imports run one way (ADR 0012): a row per package, and
// a package without a row fails the test. A rule names a package and
// everything under it ("browser/tabs"), or ends in "$" for that package
// alone ("browser$": the façade, not its subpackages). The commands under
// internal/ are above browser; a leaf under internal/ that imports nothing
// of ours (internal/atomicfile) is below everything and anyone may use it.
var layout = []struct {
	pkg, why  string
	forbidden []string
}{
	{"browser/contract", "plain data: everything in browser/ imports it, never the other way round",
		[]string{"github.com/", "gopkg.in/", "net/http$", "os/exec$"}},
	{"browser/viewport", "presets are data",
		[]string{"github.com/go-rod", module + "browser", module + "guard", module + "egress"}},
	{"browser/storage", "storage-state files are parsed and written here; no browser driver, no capture code",
		[]string{"github.com/go-rod", module + "browser/tabs", module + "browser/render", module + "browser/chrome", module + "egress"}},
	{"browser/chrome", "the browser process knows the contract, the presets' defaults and the policy; nothing about tabs, captures or what a page shows",
		[]string{module + "browser/tabs", module + "browser/render", module + "browser/collect", module + "browser/settle", module + "browser/findings", module + "browser/source", module + "browser/storage", module + "server", module + "egress"}},
	{"browser/source", "source naming reads the page and the Input it is handed; the cascade plugs into it, never the other way",
		[]string{module + "browser/cascade", module + "browser/collect", module + "browser/render", module + "browser/findings", module + "browser/tabs", module + "browser/chrome", module + "browser/settle", module + "browser/storage", module + "egress", module + "guard"}},
	{"browser/source/vlq", "decoding a source map's mappings is pure: strings in, positions out",
		[]string{"github.com/", "gopkg.in/", module + "browser/", module + "egress", module + "guard"}},
	{"browser/cascade", "the cascade places causes inside source naming: it reads the page and what source naming hands it",
		[]string{module + "browser/collect", module + "browser/render", module + "browser/findings", module + "browser/tabs", module + "browser/chrome", module + "browser/settle", module + "browser/storage", module + "browser$", module + "egress", module + "guard"}},
	{"browser/findings", "findings judge a render from plain values and own their in-page script",
		[]string{module + "browser/collect", module + "browser/settle", module + "browser/tabs", module + "browser/render", module + "browser/chrome", module + "browser/storage", module + "egress"}},
	{"browser/trial", "trying a cause's fix runs the findings pass again in the page and hands back verdicts; no tabs, collector or pipeline",
		[]string{module + "browser/collect", module + "browser/settle", module + "browser/tabs", module + "browser/render", module + "browser/chrome", module + "browser/storage", module + "browser/a11y", module + "egress"}},
	{"browser/a11y", "the accessibility pass owns axe-core and its runner, and hands findings plain values; it does not know tabs, the collector or the pipeline",
		[]string{module + "browser/collect", module + "browser/settle", module + "browser/tabs", module + "browser/render", module + "browser/chrome", module + "browser/storage", module + "egress"}},
	{"browser/changes", "comparing two renders is pure: plain records in, plain entries out, with its in-page script and the baseline file a record is saved in; it touches no browser, page or stage",
		[]string{module + "browser/collect", module + "browser/settle", module + "browser/tabs", module + "browser/render", module + "browser/chrome", module + "browser/source", module + "browser/findings", module + "browser/a11y", module + "browser/storage", module + "egress", "github.com/go-rod/rod"}},
	{"browser/vitals", "web vitals are measured by the vendored web-vitals in the observer's world and handed over as plain values and findings' inputs; no tabs, collector or pipeline",
		[]string{module + "browser/collect", module + "browser/settle", module + "browser/tabs", module + "browser/render", module + "browser/chrome", module + "browser/storage", module + "browser/a11y", module + "egress"}},
	{"browser/theme", "reading what a render shows of its colour scheme: its in-page script in, a plain contract.Theme out; no tabs, collector or pipeline",
		[]string{module + "browser/collect", module + "browser/settle", module + "browser/tabs", module + "browser/render", module + "browser/chrome", module + "browser/storage", module + "browser/a11y", module + "browser/findings", module + "egress"}},
	{"browser/compact", "folding the sanitized DOM is pure: HTML and selectors in, HTML out; it touches no browser, page or stage",
		[]string{module + "browser/", "github.com/go-rod/rod"}},
	{"browser/keyboard", "the walk with Tab presses keys on the page it is handed and returns raw findings; no tabs, collector or pipeline",
		[]string{module + "browser/collect", module + "browser/settle", module + "browser/tabs", module + "browser/render", module + "browser/chrome", module + "browser/storage", module + "browser/a11y", module + "egress"}},
	{"browser/navguard", "the navigation guard holds each hop of a page to the policy it is handed; no tabs, collector, stages or pipeline",
		[]string{module + "browser/collect", module + "browser/settle", module + "browser/tabs", module + "browser/render", module + "browser/chrome", module + "browser/storage", module + "browser/findings", module + "browser/a11y", module + "egress"}},
	{"browser/collect", "the collector records what the page says",
		[]string{module + "browser/findings", module + "browser/settle", module + "browser/tabs", module + "browser/render", module + "browser/chrome", module + "browser/storage"}},
	{"browser/settle", "settle waits on the collector's network state and its own observer; it is told what to ignore, never imports findings",
		[]string{module + "browser/findings", module + "browser/tabs", module + "browser/render", module + "browser/chrome", module + "browser/storage"}},
	{"browser/tabs", "a tab is a prepared browser context; the settle observer is handed in as a script",
		[]string{module + "browser/collect", module + "browser/settle", module + "browser/findings", module + "browser/source", module + "browser/render", module + "browser/chrome"}},
	{"browser/render", "the pipeline uses every stage's package and the tabs; never the browser process, the steps that run as one of its stages, nor the façade",
		[]string{module + "browser/chrome", module + "browser/steps", module + "browser$", module + "server", module + "internal/cli", module + "internal/demo", module + "internal/dist"}},
	{"browser/steps", "steps are a stage of the pipeline and reach the page through render.Capture",
		[]string{module + "browser/chrome", module + "browser$", module + "server", module + "internal/cli", module + "internal/demo", module + "internal/dist"}},
	{"browser/point", "pointing is a stage of the pipeline, like steps, and reaches the page through render.Capture",
		[]string{module + "browser/chrome", module + "browser/steps", module + "browser$", module + "server", module + "internal/cli"}},
	{"browser", "the façade server/ and internal/cli use",
		[]string{module + "server", module + "internal/cli"}},
}

// TestLayout lists every package under browser/ with its dependencies in
// one go list call and holds each to its row of layout.
func TestLayout(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found; cannot list dependencies")
	}
	out, err := exec.Command(goTool, "list", "-f", `{{.ImportPath}}{{range .Deps}} {{.}}{{end}}`, "./...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	seen := map[string]bool{}
	for line := range strings.Lines(string(out)) {
		fields := strings.Fields(line)
		if len(fields) == 0 {
			continue
		}
		pkg := strings.TrimPrefix(fields[0], module)
		seen[pkg] = true
		i := slices.IndexFunc(layout, func(r struct {
			pkg, why  string
			forbidden []string
		}) bool {
			return r.pkg == pkg
		})
		if i < 0 {
			t.Errorf("%s has no row in layout: say what it may not import", pkg)
			continue
		}
		for _, dep := range fields[1:] {
			for _, rule := range layout[i].forbidden {
				if breaks(dep, rule) {
					t.Errorf("%s depends on %s, against its rule %q (%s)", pkg, dep, rule, layout[i].why)
				}
			}
		}
	}
	for _, r := range layout {
		if !seen[r.pkg] {
			t.Errorf("layout has a row for %s, which go list does not show", r.pkg)
		}
	}
}

// breaks reports whether dep is what rule forbids.
func breaks(dep, rule string) bool {
	if exact, ok := strings.CutSuffix(rule, "$"); ok {
		return dep == exact
	}
	return dep == rule || strings.HasPrefix(dep, rule+"/") || (strings.HasSuffix(rule, "/") && strings.HasPrefix(dep, rule))
}

// TestBreaks pins the rule syntax.
func TestBreaks(t *testing.T) {
	tests := []struct {
		dep, rule string
		want      bool
	}{
		{module + "browser/tabs", module + "browser/tabs", true},
		{module + "browser/tabs/x", module + "browser/tabs", true},
		{module + "browser/tabsx", module + "browser/tabs", false},
		{module + "browser", module + "browser$", true},
		{module + "browser/render", module + "browser$", false},
		{"github.com/go-rod/rod", "github.com/", true},
		{"net/http", "net/http$", true},
		{"net/http/httptrace", "net/http$", false},
	}
	for _, tt := range tests {
		if got := breaks(tt.dep, tt.rule); got != tt.want {
			t.Errorf("breaks(%q, %q) = %v, want %v", tt.dep, tt.rule, got, tt.want)
		}
	}
}

// TestCallersUseTheFacade: the packages above browser (the MCP server,
// the commands, the end-to-end, corpus and real-app suites) import
// browser, never its sub-packages: the façade's aliases are the one list
// of what callers may use, and the sub-packages stay free to change
// (ADR 0012, "Why the façade re-exports").
func TestCallersUseTheFacade(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found; cannot list imports")
	}
	out, err := exec.Command(goTool, "list", "-f", `{{.ImportPath}} {{join .Imports " "}} {{join .TestImports " "}} {{join .XTestImports " "}}`, "../...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	inside := strings.TrimSuffix(module, "/") + "/browser"
	for line := range strings.Lines(string(out)) {
		fields := strings.Fields(line)
		if len(fields) == 0 || fields[0] == inside || strings.HasPrefix(fields[0], inside+"/") {
			continue
		}
		for _, dep := range fields[1:] {
			if strings.HasPrefix(dep, inside+"/") {
				t.Errorf("%s imports %s: use the façade, browser (add an alias there if a name is missing)", fields[0], dep)
			}
		}
	}
}
