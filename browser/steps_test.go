package browser

import (
	"context"
	_ "embed"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"
)

//go:embed testdata/interact/app.html
var interactApp string

// interactServer serves the interaction fixture at / and a second page at /next.
func interactServer(t *testing.T) string {
	t.Helper()
	mux := http.NewServeMux()
	mux.Handle("/", html(interactApp))
	mux.Handle("/next", html(`<!doctype html><title>Next</title><h1 id="arrived">Next page</h1>`))
	return serve(t, mux).URL
}

func interact(t *testing.T, req Request) *Result {
	t.Helper()
	needsBrowser(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	res, err := testManager.Interact(ctx, req)
	if err != nil {
		t.Fatalf("Interact(%q, %+v): %v", req.URL, req.Steps, err)
	}
	return res
}

// TestInteractSteps runs each action on the fixture and checks the step
// report and the state the capture shows.
func TestInteractSteps(t *testing.T) {
	base := interactServer(t)
	tests := []struct {
		name     string
		path     string
		steps    []Step
		statuses []string
		dom      []string // substrings of simplifiedDOM
		check    func(t *testing.T, res *Result)
	}{
		{name: "click opens the menu", steps: []Step{{Action: "click", Selector: "#hamburger"}},
			statuses: []string{"ok"}, dom: []string{`class="site-nav open"`}},
		{name: "fill and submit", steps: []Step{{Action: "fill", Selector: "#email", Value: "not-an-email"}, {Action: "click", Selector: "#submit"}},
			statuses: []string{"ok", "ok"}, dom: []string{"Enter a valid email address"}},
		{name: "hover shows the tooltip", steps: []Step{{Action: "hover", Selector: "#info"}}, statuses: []string{"ok"}},
		{name: "dialog", steps: []Step{{Action: "click", Selector: "#open-dialog"}}, statuses: []string{"ok"}, dom: []string{"open"}},
		{name: "throwing click", steps: []Step{{Action: "click", Selector: "#hamburger"}, {Action: "click", Selector: "#broken"}},
			statuses: []string{"ok", "ok"}, check: func(t *testing.T, res *Result) {
				if len(res.Steps[0].UncaughtPageErrors) != 0 || len(res.Steps[1].UncaughtPageErrors) != 1 ||
					!strings.Contains(res.Steps[1].UncaughtPageErrors[0].Message, "checkout total is NaN") {
					t.Errorf("errors by step = %+v / %+v, want the NaN error on step 2 only", res.Steps[0].UncaughtPageErrors, res.Steps[1].UncaughtPageErrors)
				}
			}},
		{name: "missing selector", steps: []Step{{Action: "click", Selector: "#hamburger"}, {Action: "click", Selector: "#hamburger-menu"}, {Action: "click", Selector: "#submit"}},
			statuses: []string{"ok", "not-found", "skipped"}, dom: []string{`class="site-nav open"`}, check: func(t *testing.T, res *Result) {
				if near := res.Steps[1].Near; len(near) == 0 || near[0] != "#hamburger" {
					t.Errorf("near = %v, want #hamburger first", near)
				}
			}},
		{name: "near selectors resemble the missing one", steps: []Step{{Action: "fill", Selector: "#emailInput"}}, statuses: []string{"not-found"},
			check: func(t *testing.T, res *Result) {
				if near := res.Steps[0].Near; len(near) == 0 || near[0] != "#email" {
					t.Errorf("near = %v, want #email first", near)
				}
			}},
		{name: "covered", path: "#banner", steps: []Step{{Action: "click", Selector: "#under-banner"}}, statuses: []string{"covered"},
			check: func(t *testing.T, res *Result) {
				if !strings.Contains(res.Steps[0].CoveredBy, "cookie-banner") {
					t.Errorf("coveredBy = %q, want the banner", res.Steps[0].CoveredBy)
				}
			}},
		{name: "off-screen drawer", steps: []Step{{Action: "click", Selector: "#drawer"}}, statuses: []string{"off-screen"}},
		{name: "hidden link", steps: []Step{{Action: "click", Selector: "#next-link"}}, statuses: []string{"not-visible"}},
		{name: "navigate", steps: []Step{{Action: "click", Selector: "#hamburger"}, {Action: "click", Selector: "#next-link"}, {Action: "waitFor", Selector: "#arrived"}},
			statuses: []string{"ok", "ok", "ok"}, dom: []string{"arrived"}, check: func(t *testing.T, res *Result) {
				if !strings.HasSuffix(res.Steps[1].NavigatedTo, "/next") {
					t.Errorf("navigatedTo = %q, want /next", res.Steps[1].NavigatedTo)
				}
			}},
		{name: "check select press", steps: []Step{{Action: "check", Selector: "#terms"}, {Action: "select", Selector: "#plan", Value: "Pro plan"},
			{Action: "focus", Selector: "#email"}, {Action: "press", Value: "a"}, {Action: "press", Value: "Enter"}},
			statuses: []string{"ok", "ok", "ok", "ok", "ok"}, dom: []string{"Enter a valid email address"}},
		{name: "no option", steps: []Step{{Action: "select", Selector: "#plan", Value: "enterprise"}}, statuses: []string{"no-option"}},
		{name: "alert answered and reported", path: "", steps: []Step{{Action: "click", Selector: "#alert"}}, statuses: []string{"ok"},
			check: func(t *testing.T, res *Result) {
				if d := res.Steps[0].Dialogs; len(d) != 1 || d[0].Message != "Saved!" {
					t.Errorf("step dialogs = %+v, want the alert", d)
				}
			}},
		{name: "scroll", steps: []Step{{Action: "scroll", Value: "300"}, {Action: "wait", Value: "50"}}, statuses: []string{"ok", "ok"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := interact(t, Request{URL: base + "/" + tt.path, Steps: tt.steps})
			var got []string
			for _, s := range res.Steps {
				got = append(got, s.Status)
			}
			if strings.Join(got, ",") != strings.Join(tt.statuses, ",") {
				t.Errorf("statuses = %v, want %v; steps: %+v", got, tt.statuses, res.Steps)
			}
			for _, want := range tt.dom {
				if !strings.Contains(res.SimplifiedDOM, want) {
					t.Errorf("simplifiedDOM lacks %q", want)
				}
			}
			if tt.check != nil {
				tt.check(t, res)
			}
			if t.Failed() {
				t.Logf("steps: %+v", res.Steps)
			}
		})
	}
}

// TestInteractHungClick: a click whose handler never returns ends the call
// in TIMEOUT at the deadline, with what was collected, instead of holding it.
func TestInteractHungClick(t *testing.T) {
	needsBrowser(t)
	url := serve(t, html(`<!doctype html><title>hang</title><button id="spin">Spin</button>
<script>document.getElementById("spin").onclick = () => { console.error("about to spin"); for (;;) {} }</script>`)).URL
	m := NewManager(Options{AfterLoadTimeout: 2 * time.Second})
	defer m.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	start := time.Now()
	_, err := m.Interact(ctx, Request{URL: url, Steps: []Step{{Action: ActionClick, Selector: "#spin"}}})
	e := AsError(err)
	if err == nil || e.Code != CodeTimeout || !strings.Contains(e.Problem, "steps stage") {
		t.Fatalf("Interact = %v, want TIMEOUT in the steps stage", err)
	}
	if e.Partial == nil || len(e.Partial.ConsoleLogs) == 0 {
		t.Errorf("partial = %+v, want the console error logged before the loop", e.Partial)
	}
	t.Logf("ended after %s", time.Since(start).Round(time.Millisecond))
}

// TestInteractRefetchIsNoPoll: a click that saves, then asks again for
// the list the page loaded with, is waited for, each time: asked a third
// time after two answers, the list would be a poll, but a step starts a
// new round of asks (collect.ActionBegins), so the look shows the list
// the second click made.
func TestInteractRefetchIsNoPoll(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	items := 1
	mux := http.NewServeMux()
	mux.Handle("/{$}", html(`<title>list</title><p id="n">loading</p><button id="add">Add</button>
<script>
const show = () => fetch("/api/items").then(r => r.text()).then(t => { document.getElementById("n").textContent = t + " items" });
show();
document.getElementById("add").onclick = () => fetch("/api/items", {method: "POST"}).then(show);
</script>`))
	mux.HandleFunc("/api/items", func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		if r.Method == http.MethodPost {
			items++
		}
		n := items
		mu.Unlock()
		if r.Method == http.MethodGet && n > 1 {
			time.Sleep(700 * time.Millisecond)
		}
		fmt.Fprint(w, n)
	})
	srv := serve(t, mux)
	res := interact(t, Request{URL: srv.URL, Steps: []Step{{Action: "click", Selector: "#add"}, {Action: "click", Selector: "#add"}}})
	if !strings.Contains(res.SimplifiedDOM, `<p id="n">3 items</p>`) {
		t.Errorf("captured before the list the click asked for: %s (steps %+v)", res.SimplifiedDOM, res.Steps)
	}
	if p := res.Summary.Settle.Polling; len(p) > 0 {
		t.Errorf("settle.polling = %q: a list asked again after a click is no poll", p)
	}
}
