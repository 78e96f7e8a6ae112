package corpus

import (
	"context"
	"fmt"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser"
)

// TestA11yMemoryOnCorpus holds a look that reuses the last look's
// accessibility pass (ADR 0033) equal to a full pass, on apps nobody here
// wrote. For every captured page of the selected apps, at desktop and
// delay 0: a look, a second look with the first's pass in memory, and a
// look by a manager that forgets; a second look that reused the pass
// must have the forgetting look's accessibility findings (two full
// passes that differ are logged: the page's own variance). Then, on the apps of
// edits: a look, the edit, a look after it (which must not reuse) and a
// forgetting look, compared the same way. It prints how many second looks
// reused the pass. On demand:
//
//	VIBELENS_CORPUS_A11Y_MEMORY=1 VIBELENS_CORPUS=all go test ./corpus -run TestA11yMemoryOnCorpus -v -timeout 60m
func TestA11yMemoryOnCorpus(t *testing.T) {
	if os.Getenv("VIBELENS_CORPUS_A11Y_MEMORY") == "" {
		t.Skip("VIBELENS_CORPUS_A11Y_MEMORY=1 runs it, on the apps VIBELENS_CORPUS selects")
	}
	if noChrome != nil {
		t.Skipf("the corpus needs Chromium: %v", noChrome)
	}
	manifests, err := Load(corpusRoot())
	if err != nil {
		t.Fatal(err)
	}
	apps, err := selectApps(manifests, os.Getenv("VIBELENS_CORPUS"))
	if err != nil {
		t.Fatal(err)
	}
	full := browser.NewManager(browser.Options{FindingsBudget: 5 * time.Second, A11yBudget: 5 * time.Second, ForgetA11y: true})
	defer full.Close()
	look := func(m *browser.Manager, url string) (*browser.Result, error) {
		ctx, cancel := context.WithTimeout(context.Background(), captureTimeout)
		defer cancel()
		return m.Capture(ctx, browser.Request{URL: url, Viewport: "desktop", CompactDOM: true})
	}
	// compare takes the look after, then a full pass, and says whether
	// their accessibility findings match.
	compare := func(t *testing.T, what, url string) (reused, equal bool) {
		after, err := look(manager, url)
		if err != nil {
			t.Errorf("%s: %v", what, err)
			return false, false
		}
		base, err := look(full, url)
		if err != nil {
			t.Errorf("%s, full pass: %v", what, err)
			return false, false
		}
		got, want := a11yOf(after), a11yOf(base)
		reused = after.Summary.Timings.A11yReused
		t.Logf("%s: reused %v, print %d ms", what, reused, after.Summary.Timings.A11yPrint)
		if slices.Equal(got, want) {
			return reused, true
		}
		if reused {
			t.Errorf("%s reused the last look's pass: accessibility findings\n  %q\nwant a full pass's\n  %q", what, got, want)
		} else {
			// Two full passes: the page itself answered differently
			// (a spinner caught in one look), which is not the memory's.
			t.Logf("%s, two full passes differ (the page's own variance): %q against %q", what, got, want)
		}
		return reused, false
	}
	looks, reused, equal := 0, 0, 0
	for _, m := range apps {
		t.Run(m.Name, func(t *testing.T) {
			s := startApp(t, m)
			for _, page := range capturedPages(m) {
				if _, err := look(manager, s.URL+page); err != nil {
					t.Errorf("%s: %v", page, err)
					continue
				}
				r, e := compare(t, page+" again", s.URL+page)
				looks++
				reused += b2i(r)
				equal += b2i(e)
			}
			for _, tc := range edits {
				if tc.app != m.Name {
					continue
				}
				path, _, edited := tc.prepare(t, m)
				if _, err := look(manager, s.URL+tc.page); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, edited, 0o644); err != nil {
					t.Fatal(err)
				}
				time.Sleep(1500 * time.Millisecond) // the watcher and the hot update
				r, e := compare(t, tc.page+" after the edit", s.URL+tc.page)
				if r {
					t.Errorf("%s: the look after the edit reused the pass from before it", tc.page)
				}
				looks++
				reused += b2i(r)
				equal += b2i(e)
			}
		})
	}
	line := fmt.Sprintf("accessibility memory: %d looks, %d reused the last look's pass, %d equal to a full pass", looks, reused, equal)
	t.Log(line)
	fmt.Fprintln(os.Stderr, line)
}

// a11yOf are a look's accessibility findings: rule, selector and what the
// user sees.
func a11yOf(res *browser.Result) []string {
	var out []string
	for _, f := range res.Findings {
		if f.WCAG != "" { // the accessibility rules'
			out = append(out, f.Rule+" "+f.Selector+" "+f.UserSees)
		}
	}
	slices.Sort(out)
	return out
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
