//go:build linux

package cli

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// browserlessDir is the test-only npm project that holds browserless, a
// real browser service (SSPL-1.0: installed for this test, never shipped;
// see its README.md). Without its node_modules the test skips.
const browserlessDir = "testdata/browserless"

// TestCheckBrowserService runs vibelens check --cdp-endpoint against a
// real browser service, browserless, started here on a loopback port with
// a token. Two workers over a clean page and a buggy one give exit 1, the
// clean case passing and the buggy one failing with its findings, the
// same outcomes as the same run on a browser VibeLens launches; each
// worker's connection is a session (a browser) of its own in the service.
// The same buggy page through --cdp-remote (every request checked over
// CDP, the endpoint found by HTTP discovery with the token in an
// Authorization header) fails the same way. The sessions end with the
// run; once the service is stopped, no process it started remains.
func TestCheckBrowserService(t *testing.T) {
	svc := startBrowserless(t)
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		switch r.URL.Path {
		case "/clean":
			fmt.Fprint(w, `<!doctype html><html lang="en"><title>fine</title><meta name="viewport" content="width=device-width"><main><h1>All good</h1><p>Nothing to see.</p></main>`)
		case "/buggy":
			fmt.Fprint(w, `<!doctype html><html lang="en"><title>buggy</title><meta name="viewport" content="width=device-width"><main><h1>Broken</h1>`+
				`<img src="/missing.png" alt="Team photo" width="200" height="100"><script>throw new Error("boom from the buggy page")</script></main>`)
		default:
			http.NotFound(w, r)
		}
	}))
	defer app.Close()
	clean, buggy := app.URL+"/clean", app.URL+"/buggy"
	dir := t.TempDir()

	t0 := time.Now()
	local := svc.check(t, filepath.Join(dir, "local.xml"), nil, clean, buggy)
	t.Logf("launched browser, 2 workers: %v", time.Since(t0).Round(time.Millisecond))
	wantOutcomes(t, "launched browser", local, clean, buggy)

	watch := svc.watch()
	t0 = time.Now()
	attached := svc.check(t, filepath.Join(dir, "service.xml"), []string{"--cdp-endpoint", svc.wsURL()}, clean, buggy)
	t.Logf("browserless, 2 workers: %v", time.Since(t0).Round(time.Millisecond))
	sessions, procs := watch.stop()
	wantOutcomes(t, "browserless", attached, clean, buggy)
	for page, want := range local {
		if got := attached[page]; got.outcome != want.outcome {
			t.Errorf("%s: %s on browserless, %s on the launched browser", page, got.outcome, want.outcome)
		}
	}
	// checkManagers gives each worker a connection of its own; browserless
	// launches a browser per connection.
	if len(sessions) != 2 {
		t.Errorf("browserless ran %d browsers during the run (%v), want one per worker: 2", len(sessions), sessions)
	}
	if procs == 0 {
		t.Error("no Chromium process of the service was seen during the run: the leftover check below would prove nothing")
	}

	t0 = time.Now()
	remote := svc.check(t, filepath.Join(dir, "remote.xml"), []string{"--workers", "1", "--cdp-remote",
		"--cdp-endpoint", svc.httpURL(), "--cdp-header", "Authorization: Bearer " + svc.token}, buggy)
	t.Logf("browserless, --cdp-remote, 1 worker: %v", time.Since(t0).Round(time.Millisecond))
	if got := remote[buggy]; got.outcome != "failure" || !strings.Contains(got.text, "broken-image") ||
		!strings.Contains(got.text, "boom from the buggy page") || !strings.Contains(got.text, "/missing.png") {
		t.Errorf("buggy page through --cdp-remote: %s\n%s\nwant a failure naming the broken image, its request and the uncaught error", got.outcome, got.text)
	}

	// The run's connections end with it, and the service closes their browsers.
	if left := svc.sessionsAfter(10 * time.Second); len(left) > 0 {
		t.Errorf("sessions still open after the runs: %v", left)
	}
	// Stopped as its operator would (SIGTERM), the service leaves no
	// Chromium of ours behind. This looks before stop's SIGKILL sweep,
	// which only keeps a failing run from leaking.
	svc.terminate()
	var left []string
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if left = svc.processes(); len(left) == 0 {
			break
		}
	}
	if len(left) > 0 {
		t.Errorf("processes of the service remain after it was stopped:\n%s", strings.Join(left, "\n"))
	}
	svc.stop()
}

// caseOutcome is one JUnit case: ok, failure or error, and its text.
type caseOutcome struct{ outcome, text string }

// wantOutcomes: the clean page passes, the buggy one fails with its
// broken image and its uncaught error.
func wantOutcomes(t *testing.T, run string, got map[string]caseOutcome, clean, buggy string) {
	t.Helper()
	if c := got[clean]; c.outcome != "ok" {
		t.Errorf("%s: clean page %s:\n%s", run, c.outcome, c.text)
	}
	if c := got[buggy]; c.outcome != "failure" || !strings.Contains(c.text, "broken-image") || !strings.Contains(c.text, "boom from the buggy page") {
		t.Errorf("%s: buggy page %s:\n%s\nwant a failure naming the broken image and the uncaught error", run, c.outcome, c.text)
	}
}

// browserless is the browser service one test runs.
type browserless struct {
	t     *testing.T
	port  string
	token string
	// dir is the service's own directory: its routes, Playwright's
	// browser folder, the profiles, TMPDIR. Every process the service
	// starts names it in its command line or environment, Chromium's
	// (which puppeteer puts in a process group of its own) and its crash
	// handler's (reparented to init) included.
	dir  string
	log  string
	cmd  *exec.Cmd
	done chan struct{}
	once sync.Once
}

// startBrowserless starts browserless from its npm package on the system
// Chromium, bound to 127.0.0.1 with a token, and waits until it answers.
func startBrowserless(t *testing.T) *browserless {
	t.Helper()
	if testing.Short() {
		t.Skip("starts a browser service; skipped with -short")
	}
	if os.Getenv("VIBELENS_SKIP_BROWSER") == "1" {
		t.Skip("needs Chromium: VIBELENS_SKIP_BROWSER=1")
	}
	project, err := filepath.Abs(browserlessDir)
	if err != nil {
		t.Fatal(err)
	}
	pkg := filepath.Join(project, "node_modules", "@browserless.io", "browserless")
	if _, err := os.Stat(filepath.Join(pkg, "build", "index.js")); err != nil {
		t.Skipf("browserless is not installed (test-only, SSPL-1.0): PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --prefix internal/cli/%s --omit=optional --ignore-scripts; .ci/run installs it", browserlessDir)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("browserless needs Node.js: no node on PATH")
	}
	var chromium string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome-stable", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			chromium = p
			break
		}
	}
	if chromium == "" {
		t.Skip("browserless needs the system Chromium: no chromium on PATH")
	}

	b := &browserless{t: t, dir: t.TempDir(), port: freePort(t), token: randomHex(t), done: make(chan struct{})}
	b.log = filepath.Join(b.dir, "browserless.log")
	// Only the chromium and management routes: with every route folder it
	// refuses to start without Firefox, WebKit, Chrome and Edge.
	routes := filepath.Join(b.dir, "routes")
	for _, r := range []string{"chromium", "management"} {
		if err := os.MkdirAll(routes, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.Symlink(filepath.Join(pkg, "build", "routes", r), filepath.Join(routes, r)); err != nil {
			t.Fatal(err)
		}
	}
	for _, d := range []string{"data", "downloads", "tmp"} {
		if err := os.MkdirAll(filepath.Join(b.dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	env := append(os.Environ(),
		"HOST=127.0.0.1",
		"PORT="+b.port,
		"TOKEN="+b.token,
		"CONCURRENT=4",
		// A check run holds each worker's session for the whole run: the
		// default 30 s would end it in the middle of a longer one.
		"TIMEOUT=300000",
		"ROUTES="+routes,
		// browserless launches Playwright's Chromium: its folder here
		// holds the system one under the name Playwright looks for.
		"PLAYWRIGHT_BROWSERS_PATH="+filepath.Join(b.dir, "playwright"),
		"PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1",
		"DATA_DIR="+filepath.Join(b.dir, "data"),
		"DOWNLOAD_DIR="+filepath.Join(b.dir, "downloads"),
		"TMPDIR="+filepath.Join(b.dir, "tmp"),
		"DEBUG=browserless*,-**:trace,-**:verbose",
	)
	exe := playwrightChromium(t, node, project, env)
	if err := os.MkdirAll(filepath.Dir(exe), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(chromium, exe); err != nil {
		t.Fatal(err)
	}

	logf, err := os.Create(b.log)
	if err != nil {
		t.Fatal(err)
	}
	defer logf.Close()
	// Run from the project: a management route reads Playwright's
	// browsers.json from ./node_modules.
	b.cmd = exec.Command(node, filepath.Join(pkg, "build", "index.js"))
	b.cmd.Dir, b.cmd.Env, b.cmd.Stdout, b.cmd.Stderr = project, env, logf, logf
	b.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := b.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { b.cmd.Wait(); close(b.done) }()
	t.Cleanup(b.stop)

	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		select {
		case <-b.done:
			t.Fatalf("browserless exited at start:\n%s", b.logTail())
		default:
		}
		res, err := http.Get(b.httpURL() + "/active?token=" + b.token)
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusNoContent {
				return b
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("browserless did not answer on %s within 60 s (%v):\n%s", b.httpURL(), err, b.logTail())
		}
	}
}

// playwrightChromium asks the installed playwright-core where it looks for
// Chromium under env's PLAYWRIGHT_BROWSERS_PATH.
func playwrightChromium(t *testing.T, node, project string, env []string) string {
	t.Helper()
	cmd := exec.Command(node, "-e", `process.stdout.write(require("playwright-core").chromium.executablePath())`)
	cmd.Dir, cmd.Env = project, env
	out, err := cmd.Output()
	if err != nil || len(out) == 0 {
		t.Fatalf("playwright-core's Chromium path: %v %s", err, out)
	}
	return string(out)
}

func (b *browserless) wsURL() string   { return "ws://127.0.0.1:" + b.port + "/?token=" + b.token }
func (b *browserless) httpURL() string { return "http://127.0.0.1:" + b.port }

// check runs vibelens check with two workers (unless extra says
// otherwise) and a JUnit report over pages, wants exit 1, and returns each
// page's outcome.
func (b *browserless) check(t *testing.T, junit string, extra []string, pages ...string) map[string]caseOutcome {
	t.Helper()
	args := append([]string{"check", "--delay", "0", "--workers", "2", "--junit", junit}, extra...)
	out, errOut, code := runCLI(t, append(args, pages...)...)
	if code != exitFailure {
		t.Fatalf("check %v = %d, want %d\n%s\n%s\nbrowserless:\n%s", extra, code, exitFailure, out, errOut, b.logTail())
	}
	var doc struct {
		Cases []struct {
			ClassName string `xml:"classname,attr"`
			Failure   *struct {
				Text string `xml:",chardata"`
			} `xml:"failure"`
			Error *struct {
				Text string `xml:",chardata"`
			} `xml:"error"`
		} `xml:"testsuite>testcase"`
	}
	if err := xml.Unmarshal([]byte(mustRead(t, junit)), &doc); err != nil || len(doc.Cases) != len(pages) {
		t.Fatalf("junit %s: %v, %d cases for %d pages\n%s", junit, err, len(doc.Cases), len(pages), mustRead(t, junit))
	}
	got := map[string]caseOutcome{}
	for _, c := range doc.Cases {
		switch {
		case c.Error != nil:
			got[c.ClassName] = caseOutcome{"error", c.Error.Text}
		case c.Failure != nil:
			got[c.ClassName] = caseOutcome{"failure", c.Failure.Text}
		default:
			got[c.ClassName] = caseOutcome{outcome: "ok"}
		}
	}
	return got
}

// sessions lists the service's open sessions: the ids of its browsers
// (/sessions has an entry for each browser and one for each of its pages).
func (b *browserless) sessions() ([]string, error) {
	res, err := http.Get(b.httpURL() + "/sessions?token=" + b.token)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	var list []struct {
		BrowserID string `json:"browserId"`
	}
	if err := json.NewDecoder(res.Body).Decode(&list); err != nil {
		return nil, err
	}
	var ids []string
	for _, s := range list {
		if !slices.Contains(ids, s.BrowserID) {
			ids = append(ids, s.BrowserID)
		}
	}
	return ids, nil
}

// sessionsAfter waits up to d for the service to have no session, and
// returns those still open.
func (b *browserless) sessionsAfter(d time.Duration) []string {
	var ids []string
	for deadline := time.Now().Add(d); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		var err error
		if ids, err = b.sessions(); err == nil && len(ids) == 0 {
			return nil
		}
	}
	return ids
}

// watcher samples, while a run goes, the service's sessions and its
// Chromium processes.
type watcher struct {
	quit     chan struct{}
	wg       sync.WaitGroup
	sessions map[string]bool
	procs    int
}

func (b *browserless) watch() *watcher {
	w := &watcher{quit: make(chan struct{}), sessions: map[string]bool{}}
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		for {
			if ids, err := b.sessions(); err == nil {
				for _, id := range ids {
					w.sessions[id] = true
				}
			}
			w.procs = max(w.procs, len(b.processes()))
			select {
			case <-w.quit:
				return
			case <-time.After(200 * time.Millisecond):
			}
		}
	}()
	return w
}

// stop returns the sessions seen and the most service processes seen at once.
func (w *watcher) stop() (sessions []string, procs int) {
	close(w.quit)
	w.wg.Wait()
	for id := range w.sessions {
		sessions = append(sessions, id)
	}
	return sessions, w.procs
}

// processes lists the live processes other than the service itself whose
// command line or environment names its directory: its Chromiums and
// their helpers.
func (b *browserless) processes() []string {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return nil
	}
	var out []string
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil || (b.cmd.Process != nil && pid == b.cmd.Process.Pid) {
			continue
		}
		cmdline, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		environ, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "environ"))
		if bytes.Contains(cmdline, []byte(b.dir)) || bytes.Contains(environ, []byte(b.dir)) {
			line := strings.ReplaceAll(string(cmdline), "\x00", " ")
			out = append(out, fmt.Sprintf("%d %.160s", pid, line))
		}
	}
	return out
}

// terminate asks the service to end, as its operator would (SIGTERM: it
// closes its browsers), and waits up to 10 s for it to exit.
func (b *browserless) terminate() {
	syscall.Kill(-b.cmd.Process.Pid, syscall.SIGTERM)
	select {
	case <-b.done:
	case <-time.After(10 * time.Second):
		b.t.Logf("browserless did not exit within 10 s of SIGTERM")
	}
}

// stop ends the service for good: terminate, then SIGKILL to its process
// group and to every process it started, Chromium included (puppeteer
// launches it in a process group of its own).
func (b *browserless) stop() {
	b.once.Do(func() {
		pid := b.cmd.Process.Pid
		b.terminate()
		syscall.Kill(-pid, syscall.SIGKILL)
		<-b.done
		for _, p := range b.processes() {
			if n, err := strconv.Atoi(strings.Fields(p)[0]); err == nil {
				syscall.Kill(n, syscall.SIGKILL)
			}
		}
	})
}

// logTail is the end of the service's log, for a failure message.
func (b *browserless) logTail() string {
	s, _ := os.ReadFile(b.log)
	const n = 4000
	if len(s) > n {
		s = s[len(s)-n:]
	}
	return string(s)
}

func freePort(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return strconv.Itoa(l.Addr().(*net.TCPAddr).Port)
}

func randomHex(t *testing.T) string {
	t.Helper()
	b := make([]byte, 16)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(b)
}
