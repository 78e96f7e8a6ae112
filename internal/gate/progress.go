package gate

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/vibelens/vibelens/internal/textline"
)

// checkProgress reports a check run as its cases end. On a terminal it
// keeps one live line (done of total, failures so far, time left) and
// prints only failing cases above it; anywhere else (a CI log) it prints
// one plain line a case. Totals grow as --crawl adds waves, and the
// numbering runs on across them.
type checkProgress struct {
	mu     sync.Mutex
	w      io.Writer
	live   bool
	start  time.Time
	now    func() time.Time
	total  int
	done   int
	failed int
}

func newCheckProgress(w io.Writer) *checkProgress {
	return &checkProgress{w: w, live: isTerminal(w), start: time.Now(), now: time.Now}
}

// isTerminal reports whether w is a character device: a terminal, not a
// pipe or file (CI logs are pipes).
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0 && os.Getenv("TERM") != "dumb"
}

// add announces n more cases (a wave).
func (p *checkProgress) add(n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.total += n
	if p.live {
		fmt.Fprintf(p.w, "\r\x1b[K%s", p.statusLine())
	}
}

// ended records a finished case and reports it.
func (p *checkProgress) ended(c *Case) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.done++
	if c.Failed() {
		p.failed++
	}
	line := textline.Escape(fmt.Sprintf("[%d/%d] %s %s: %s (%d ms)", p.done, p.total, c.URL, c.Variant(), caseStatus(c), c.Ms))
	if !p.live {
		fmt.Fprintln(p.w, line)
		return
	}
	const clear = "\r\x1b[K"
	if c.Failed() {
		fmt.Fprintf(p.w, "%s%s\n", clear, line)
	}
	fmt.Fprintf(p.w, "%s%s", clear, p.statusLine())
}

// statusLine is the live line: pages done of total, failures so far and
// the time left at the pace so far (wall time per case, which counts the
// workers' overlap).
func (p *checkProgress) statusLine() string {
	s := fmt.Sprintf("checked %d/%d, %d failing", p.done, p.total, p.failed)
	if left := p.total - p.done; left > 0 && p.done > 0 {
		per := p.now().Sub(p.start) / time.Duration(p.done)
		s += fmt.Sprintf(", about %s left", (per * time.Duration(left)).Round(time.Second))
	}
	return s
}

// finish ends the live line so the summary table starts on its own line.
func (p *checkProgress) finish() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.live && p.done > 0 {
		fmt.Fprintln(p.w)
	}
}

// caseStatus is a case's outcome in one phrase.
func caseStatus(c *Case) string {
	switch {
	case c.Err != "":
		return "could not capture: " + c.Err
	case len(c.Failures) > 0:
		return fmt.Sprintf("FAIL (%d)", len(c.Failures))
	case c.Incomplete != "":
		return "FAIL (incomplete)"
	}
	return "ok"
}
