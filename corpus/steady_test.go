package corpus

import (
	"cmp"
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strings"
	"testing"
	"text/tabwriter"

	"github.com/vibelens/vibelens/browser"
)

// steadyApps are the apps TestA11ySteady runs by default: the admin
// dashboards and docs sites whose pages are the biggest the corpus has.
const steadyApps = "react-admin,gentelella,angular-material,docusaurus-classic"

// TestA11ySteady takes the same look at the same unchanged page several
// times, with the product's own accessibility budget (not the corpus's
// long one), and says whether the accessibility findings are the same
// every time: every selected app's clean pages, on desktop and mobile, in
// light and in dark, VIBELENS_CORPUS_STEADY_RUNS times each (5). With
// VIBELENS_CORPUS_LOAD_BURN=N beside N processes that keep a core busy
// each, as on a laptop running tests beside its dev servers. It prints,
// per app, the renders, those whose pass was cut off and the rules they
// did not run, and the looks whose findings differed from run to run,
// and fails on a look that differed. VIBELENS_CORPUS_STEADY_PAGES=N takes
// each app's first N clean pages only. On demand:
//
//	VIBELENS_CORPUS_STEADY=1 [VIBELENS_CORPUS=a,b] [VIBELENS_CORPUS_LOAD_BURN=3] [VIBELENS_CORPUS_STEADY_PAGES=2] go test ./corpus -run TestA11ySteady -v -timeout 60m
func TestA11ySteady(t *testing.T) {
	if os.Getenv("VIBELENS_CORPUS_STEADY") == "" {
		t.Skip("set VIBELENS_CORPUS_STEADY=1 to look at the same pages several times with the product's accessibility budget")
	}
	if noChrome != nil {
		t.Skipf("the corpus needs Chromium: %v", noChrome)
	}
	manifests, err := Load(corpusRoot())
	if err != nil {
		t.Fatal(err)
	}
	apps, err := selectApps(manifests, cmp.Or(os.Getenv("VIBELENS_CORPUS"), steadyApps))
	if err != nil {
		t.Fatal(err)
	}
	runs := envInt(t, "VIBELENS_CORPUS_STEADY_RUNS", 5)
	pages := envInt(t, "VIBELENS_CORPUS_STEADY_PAGES", 0) // the first N clean pages of each app; 0 is all
	// The product's budgets: the tool's own look, as an assistant takes it.
	product := browser.NewManager(browser.Options{})
	t.Cleanup(func() { product.Close() })
	for i := 0; i < envInt(t, "VIBELENS_CORPUS_LOAD_BURN", 0); i++ {
		burn := exec.Command("sh", "-c", "while :; do :; done")
		if err := burn.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { burn.Process.Kill(); burn.Wait() })
	}
	loadBefore := loadAverage()
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "app\tlooks\trenders\tcut\tlooks that differed\trules not run")
	total := map[string]int{}
	for _, m := range apps {
		t.Run(m.Name, func(t *testing.T) {
			s := startApp(t, m)
			looks, renders, cut, differed := 0, 0, 0, 0
			notRun := map[string]int{}
			for i, page := range m.Pages {
				if pages > 0 && i >= pages {
					break
				}
				for _, vp := range []string{"desktop", "mobile"} {
					for _, scheme := range []string{"light", "dark"} {
						looks++
						var seen []string
						for range runs {
							ctx, cancel := context.WithTimeout(context.Background(), captureTimeout)
							res, err := product.Capture(ctx, browser.Request{URL: s.URL + page, Viewport: vp, ColorScheme: scheme, Delay: delay})
							cancel()
							if err != nil {
								t.Errorf("%s %s %s: %v", page, vp, scheme, err)
								continue
							}
							renders++
							if len(res.Summary.A11yNotRun) > 0 {
								cut++
								for _, r := range res.Summary.A11yNotRun {
									notRun[r]++
								}
							}
							seen = append(seen, a11yFindings(res))
						}
						if len(slices.Compact(slices.Sorted(slices.Values(seen)))) > 1 {
							differed++
							t.Errorf("%s %s %s: the accessibility findings differ between runs:\n%s", page, vp, scheme, strings.Join(seen, "\n---\n"))
						}
					}
				}
			}
			var rules []string
			for r, n := range notRun {
				rules = append(rules, fmt.Sprintf("%s %d", r, n))
			}
			slices.Sort(rules)
			fmt.Fprintf(w, "%s\t%d\t%d\t%d\t%d\t%s\n", m.Name, looks, renders, cut, differed, strings.Join(rules, ", "))
			total["looks"] += looks
			total["renders"] += renders
			total["cut"] += cut
			total["differed"] += differed
		})
	}
	fmt.Fprintf(w, "all\t%d\t%d\t%d\t%d\t\n", total["looks"], total["renders"], total["cut"], total["differed"])
	w.Flush()
	t.Logf("\n%s(%d runs a look, delay %v, %s spinning processes; load average (1 min) at start %s, at end %s, on %d CPUs)",
		b.String(), runs, delay, cmp.Or(os.Getenv("VIBELENS_CORPUS_LOAD_BURN"), "0"), loadBefore, loadAverage(), runtime.NumCPU())
}

// a11yFindings is a render's accessibility findings, one line each, in
// the order given.
func a11yFindings(res *browser.Result) string {
	var lines []string
	for _, f := range res.Findings {
		if f.Rule != "" && slices.Contains(browser.AccessibilityKinds(), f.Kind) {
			lines = append(lines, f.Kind+" "+f.Rule+" "+f.Selector)
		}
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}
