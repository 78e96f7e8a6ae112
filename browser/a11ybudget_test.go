package browser

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestAccessibilityBudgetCountsPageTime: the accessibility pass's budget is
// the page's time, not the clock's. A renderer that the machine lets run
// a tenth of the time (stopped 90 ms of every 100, as a busy laptop
// starves it) still judges every rule within a budget its pass fits on a
// quiet machine, where a clock budget cut it off; and a budget too small
// for the page still cuts it, naming the rules not run, starved or not.
func TestAccessibilityBudgetCountsPageTime(t *testing.T) {
	needsBrowser(t)
	if runtime.GOOS != "linux" {
		t.Skip("starves the renderer with SIGSTOP, found under /proc")
	}
	var b strings.Builder
	b.WriteString(`<!doctype html><html lang="en"><title>rows</title><main><h1>Rows</h1><p class="fine" style="color:#bbb;background:#fff">Terms apply</p><ul>`)
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&b, `<li><a href="/r/%d">Item %d</a> <button>Edit %d</button></li>`, i, i, i)
	}
	b.WriteString(`</ul></main>`)
	srv := serve(t, html(b.String()))
	for _, tt := range []struct {
		name   string
		budget time.Duration
		cut    bool
	}{
		{"a budget the pass fits", time.Second, false},
		{"a budget too small", 2 * time.Millisecond, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			m := NewManager(Options{A11yBudget: tt.budget, FindingsBudget: 30 * time.Second, AfterLoadTimeout: 60 * time.Second, NavigationTimeout: 30 * time.Second})
			t.Cleanup(func() { m.Close() })
			ctx, cancel := context.WithTimeout(context.Background(), 120*time.Second)
			defer cancel()
			// A look first, so the tab and its renderer exist to starve.
			if _, err := m.Capture(ctx, Request{URL: srv.URL + "/"}); err != nil {
				t.Fatal(err)
			}
			stop := starve(t, 90*time.Millisecond, 10*time.Millisecond)
			res, err := m.Capture(ctx, Request{URL: srv.URL + "/"})
			stop()
			if err != nil {
				t.Fatal(err)
			}
			contrast := slices.ContainsFunc(res.Findings, func(f Finding) bool { return f.Rule == "color-contrast" && f.Selector == "p.fine" })
			if tt.cut {
				if !slices.Contains(res.Summary.A11yNotRun, "color-contrast") || contrast ||
					!strings.Contains(res.Summary.FindingsPartial, "not run: ") {
					t.Errorf("a11yNotRun %v, findingsPartial %q, contrast finding %v: want the cut named and no contrast finding",
						res.Summary.A11yNotRun, res.Summary.FindingsPartial, contrast)
				}
				return
			}
			if len(res.Summary.A11yNotRun) > 0 || !contrast {
				t.Errorf("starved: a11yNotRun %v, findingsPartial %q, contrast finding %v (pass %d ms on the clock): want every rule judged",
					res.Summary.A11yNotRun, res.Summary.FindingsPartial, contrast, res.Summary.Timings.A11yPass)
			}
			// The premise: on the clock the pass outran its budget.
			if pass := time.Duration(res.Summary.Timings.A11yPass) * time.Millisecond; pass <= tt.budget {
				t.Logf("premise not met: the starved pass took %v on the clock, within its %v budget", pass, tt.budget)
			}
		})
	}
}

// starve stops this process's Chromium renderers for off and lets them run
// for on, over and over, until the returned func is called (which lets
// them run again). Only renderers descended from this test process.
func starve(t *testing.T, off, on time.Duration) func() {
	t.Helper()
	done := make(chan struct{})
	ended := make(chan struct{})
	go func() {
		defer close(ended)
		for {
			pids := renderers(os.Getpid())
			for _, p := range pids {
				syscall.Kill(p, syscall.SIGSTOP)
			}
			select {
			case <-done:
			case <-time.After(off):
			}
			for _, p := range pids {
				syscall.Kill(p, syscall.SIGCONT)
			}
			select {
			case <-done:
				return
			case <-time.After(on):
			}
		}
	}()
	return func() {
		close(done)
		<-ended
	}
}

// renderers are the Chromium renderer processes descended from pid.
func renderers(pid int) []int {
	parent := map[int]int{}
	var out []int
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		p, err := strconv.Atoi(filepath.Base(d))
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(d + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, so read after ")".
		fields := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(fields) > 1 {
			parent[p], _ = strconv.Atoi(fields[1])
		}
	}
	for p := range parent {
		cmd, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", p))
		if !strings.Contains(string(cmd), "--type=renderer") {
			continue
		}
		for a, n := parent[p], 0; a > 1 && n < 16; a, n = parent[a], n+1 {
			if a == pid {
				out = append(out, p)
				break
			}
		}
	}
	return out
}
