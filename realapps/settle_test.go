package realapps

import (
	"fmt"
	"strings"
	"testing"
)

// settleCase is a page whose final state appears only after work the page
// starts itself after load: a fetch, a failed fetch, a reload.
type settleCase struct {
	app     *app
	path    string
	final   string // marker id of the settled state
	interim string // marker id of the state before it
	// capFree: no request stays open on this page, so a capture that hits
	// the settle cap waited for something that was not there.
	capFree  bool
	knownGap string
}

var settleCases = []settleCase{
	{app: viteReact, path: "/fetch-content", final: "loaded", interim: "loading", capFree: true},
	{app: nextApp, path: "/fetch-content", final: "loaded", interim: "loading", capFree: true},
	{app: vueVite, path: "/fetch-content", final: "loaded", interim: "loading", capFree: true},
	{app: svelteVite, path: "/fetch-content", final: "loaded", interim: "loading", capFree: true},
	{app: viteReact, path: "/fetch-fail-unread", final: "failed", interim: "loading", capFree: true},
	{app: nextApp, path: "/fetch-fail-unread", final: "failed", interim: "loading", capFree: true},
	{app: vueVite, path: "/fetch-fail-unread", final: "failed", interim: "loading", capFree: true},
	{app: svelteVite, path: "/fetch-fail-unread", final: "failed", interim: "loading", capFree: true},
	{app: viteReact, path: "/reload-once", final: "reloaded", interim: "reloading", capFree: true},
	{app: nextApp, path: "/reload-once", final: "reloaded", interim: "reloading", capFree: true},
	{app: vueVite, path: "/reload-once", final: "reloaded", interim: "reloading", capFree: true},
	{app: svelteVite, path: "/reload-once", final: "reloaded", interim: "reloading", capFree: true},
}

// TestSettleShowsFinalState captures each settle page at delay 0, several
// times, and requires the settled state every time: the final marker in the
// DOM, the interim one gone, and no settle cap hit on a page with no open
// request (issue 9). A capture that hit the cap while the page's own
// requests were still pending is taken once more before it counts.
func TestSettleShowsFinalState(t *testing.T) {
	for _, tc := range settleCases {
		t.Run(tc.app.name+tc.path, func(t *testing.T) {
			n := runs(t)
			gap(t, tc.knownGap)
			url := tc.app.server(t).URL + tc.path
			warmPage(t, url)
			final, interim := `id="`+tc.final+`"`, `id="`+tc.interim+`"`
			var early, capHit []string
			failed := 0
			for i := 1; i <= n; i++ {
				res, err := tryCapture(url, "desktop", 0)
				if err != nil {
					early = append(early, fmt.Sprintf("run %d: capture failed: %v", i, err))
					// A hung capture costs the full timeout: three are enough.
					if failed++; failed == 3 {
						n = i
						break
					}
					continue
				}
				if tc.capFree && res.Summary.Settle.CapHit && len(res.Summary.Settle.Pending) > 0 {
					// The cap with the page's own code still on its way is
					// the machine (two cores, other suites' dev servers and
					// browsers beside this one): taken once more, and it
					// counts if that one caps too. Settle ending early, or a
					// cap with nothing pending, is never retaken.
					t.Logf("run %d: cap hit (%s) after %d ms with %v pending: taken again", i, res.Summary.Settle.CapReason, res.Summary.Timings.Settle, res.Summary.Settle.Pending)
					if again, err := tryCapture(url, "desktop", 0); err == nil {
						res = again
					}
				}
				dom := res.SimplifiedDOM
				if !strings.Contains(dom, final) || strings.Contains(dom, interim) {
					state := "neither marker"
					if strings.Contains(dom, interim) {
						state = "#" + tc.interim
					}
					early = append(early, fmt.Sprintf("run %d: %s after %d ms settle (waited for %v)", i, state, res.Summary.Timings.Settle, res.Summary.Settle.WaitedFor))
				}
				if tc.capFree && res.Summary.Settle.CapHit {
					capHit = append(capHit, fmt.Sprintf("run %d: cap hit (%s) after %d ms, pending %v, restarts %d", i, res.Summary.Settle.CapReason, res.Summary.Timings.Settle, res.Summary.Settle.Pending, res.Summary.Settle.Restarts))
				}
			}
			if len(early) > 0 {
				t.Errorf("%s: not settled (no #%s) in %d/%d captures at delay 0:\n  %s", tc.app.name+tc.path, tc.final, len(early), n, strings.Join(early, "\n  "))
			}
			if len(capHit) > 0 {
				t.Errorf("%s: settle cap hit in %d/%d captures of a page with no open request:\n  %s", tc.app.name+tc.path, len(capHit), n, strings.Join(capHit, "\n  "))
			}
		})
	}
}
