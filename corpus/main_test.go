package corpus

import (
	"fmt"
	"os"
	"os/signal"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/devserver"
)

var (
	manager  *browser.Manager // one browser for the package; a context per capture
	noChrome error
	logDir   string
)

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	defer devserver.TakeTurn()() // with realapps, not beside it
	if _, err := browser.FindChrome(""); err != nil {
		noChrome = err
	} else {
		// The rules are under test, not the machine's speed: the product's
		// 150 ms findings budget can run out on a loaded CI machine. The
		// report counts passes that took longer than it.
		// Long budgets: a loaded machine must not cut the rules short. The
		// product's budgets are timed on their own (report.go).
		manager = browser.NewManager(browser.Options{FindingsBudget: 5 * time.Second, A11yBudget: 5 * time.Second,
			A11yTargetSize: os.Getenv("VIBELENS_CORPUS_AXE_TARGET_SIZE") != ""})
		defer manager.Close()
	}
	dir, err := os.MkdirTemp("", "corpus-logs-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	logDir = dir
	defer os.RemoveAll(dir)
	// The dev servers run in their own process groups, so an interrupted
	// run must stop them itself.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, os.Interrupt, syscall.SIGTERM)
	go func() {
		<-sig
		stopServers()
		os.Exit(2)
	}()
	defer stopServers()
	return m.Run()
}

var (
	serversMu sync.Mutex
	servers   []*devserver.Server
)

// track remembers a running server for stopServers.
func track(s *devserver.Server) {
	serversMu.Lock()
	defer serversMu.Unlock()
	servers = append(servers, s)
}

// stopServers stops every server started; Stop is idempotent.
func stopServers() {
	serversMu.Lock()
	defer serversMu.Unlock()
	for _, s := range servers {
		s.Stop()
	}
}

// corpusRoot is the folder of app folders: testdata, or VIBELENS_CORPUS_DIR
// to try the harness on manifests kept elsewhere.
func corpusRoot() string {
	if d := os.Getenv("VIBELENS_CORPUS_DIR"); d != "" {
		return d
	}
	return "testdata"
}

// selectApps picks the apps a run captures: the sample by default, every
// one for "all", or the named ones for a comma list.
func selectApps(all []*Manifest, which string) ([]*Manifest, error) {
	switch which = strings.TrimSpace(which); which {
	case "":
		return slices.DeleteFunc(slices.Clone(all), func(m *Manifest) bool { return !m.Sample }), nil
	case "all":
		return all, nil
	}
	var out []*Manifest
	for _, name := range strings.Split(which, ",") {
		name = strings.TrimSpace(name)
		i := slices.IndexFunc(all, func(m *Manifest) bool { return m.Name == name })
		if i < 0 {
			return nil, fmt.Errorf("VIBELENS_CORPUS names %q, which has no valid manifest", name)
		}
		if !slices.Contains(out, all[i]) {
			out = append(out, all[i])
		}
	}
	return out, nil
}
