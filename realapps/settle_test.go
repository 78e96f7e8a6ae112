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

// Gaps measured on 2026-11-30 with the main branch's settle, 20 captures
// each at delay 0 (VIBELENS_STRICT=1 VIBELENS_REALAPPS_RUNS=20).
const (
	gapEarly  = "issue 9: settle ends before the fetch the app starts after load (vite-react fetch-content 19/20 and fetch-fail-unread 20/20 captured #loading; next-app fetch-content 16/20)"
	gapUnread = "issue 9: an unread chunked 500 body holds settle until the cap (vue-vite fetch-fail-unread cap hit 20/20; next-app 6/20, with #loading in 14/20)"
	gapReload = "issue 9: a reload during settle shows the first document or breaks the capture (5 runs: vite-react 5/5 wrong, one a 30 s screenshot hang; next-app #reloading 5/5; vue-vite 2/5 failed: screenshot deadline, sanitizer threw)"
)

var settleCases = []settleCase{
	{app: viteReact, path: "/fetch-content", final: "loaded", interim: "loading", capFree: true, knownGap: gapEarly},
	{app: nextApp, path: "/fetch-content", final: "loaded", interim: "loading", capFree: true, knownGap: gapEarly},
	{app: vueVite, path: "/fetch-content", final: "loaded", interim: "loading", capFree: true},
	{app: viteReact, path: "/fetch-fail-unread", final: "failed", interim: "loading", capFree: true, knownGap: gapEarly},
	{app: nextApp, path: "/fetch-fail-unread", final: "failed", interim: "loading", capFree: true, knownGap: gapUnread},
	{app: vueVite, path: "/fetch-fail-unread", final: "failed", interim: "loading", capFree: true, knownGap: gapUnread},
	{app: viteReact, path: "/reload-once", final: "reloaded", interim: "reloading", capFree: true, knownGap: gapReload},
	{app: nextApp, path: "/reload-once", final: "reloaded", interim: "reloading", capFree: true, knownGap: gapReload},
	{app: vueVite, path: "/reload-once", final: "reloaded", interim: "reloading", capFree: true, knownGap: gapReload},
}

// TestSettleShowsFinalState captures each settle page at delay 0, several
// times, and requires the settled state every time: the final marker in the
// DOM, the interim one gone, and no settle cap hit on a page with no open
// request (issue 9).
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
				dom := res.SimplifiedDOM
				if !strings.Contains(dom, final) || strings.Contains(dom, interim) {
					state := "neither marker"
					if strings.Contains(dom, interim) {
						state = "#" + tc.interim
					}
					early = append(early, fmt.Sprintf("run %d: %s after %d ms settle (waited for %v)", i, state, res.Summary.Timings.Settle, res.Summary.Settle.WaitedFor))
				}
				if tc.capFree && res.Summary.Settle.CapHit {
					capHit = append(capHit, fmt.Sprintf("run %d: cap hit, pending %v", i, res.Summary.Settle.Pending))
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
