package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"path/filepath"
	"strings"
	"time"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/internal/textline"
	"github.com/vibelens/vibelens/server"
)

// baselineFlags are inspect's --compare-to options.
type baselineFlags struct {
	path   string
	update bool
	out    string
	asJSON bool
}

// inspectBaseline is inspect with --compare-to: the look is compared with
// the one saved in the file, the way a repeat call of the tool is compared
// with the call before (sinceLastCapture.changed), and saved there when
// there is none yet or with --save. A file that is not a
// baseline, or one taken of another target, is a usage error and is left
// as it is; a change is information, not a failure (exit 0).
func inspectBaseline(ctx context.Context, e *env, flags *flag.FlagSet, mgr *browser.Manager, req browser.Request, bf baselineFlags) int {
	base, err := browser.ReadBaseline(bf.path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		base = nil
	case err != nil:
		return usageError(flags, "%v", err)
	}
	viewport := req.Viewport
	if base != nil && (base.Viewport != viewport || base.FullPage != req.FullPage || base.Selector != req.Selector) {
		return usageError(flags, "%s was taken of %s, not %s: pass the same --viewport, --full-page and --selector, or another --compare-to file",
			bf.path, base.Target(), browser.TargetName(req.URL, viewport, req.FullPage, req.Selector))
	}
	if base != nil {
		// The elements that changed since get their sources named while
		// the page is there.
		req.Before = func(url, vp string) *browser.Record {
			if url == base.URL && vp == base.Viewport {
				return base.Record()
			}
			return nil
		}
	}
	res, err := mgr.Capture(ctx, req)
	if err != nil {
		be := browser.AsError(err)
		w := e.stderr
		if bf.asJSON {
			w = e.stdout
		}
		fmt.Fprintln(w, server.ErrorText(be))
		return exitFailure
	}
	s := res.Summary
	if base != nil && base.URL != s.URL {
		return usageError(flags, "%s was taken of %s, not %s: pass the same URL, or another --compare-to file",
			bf.path, base.Target(), browser.TargetName(s.URL, s.Viewport.Name, s.FullPage, req.Selector))
	}
	if base != nil && res.Record != nil {
		d := browser.CompareRecords(base.Record(), res.Record)
		// No New or Resolved: the file holds no messages or findings to compare.
		since := &browser.Since{PreviousAgeMs: time.Since(base.Taken).Milliseconds(), Changed: d.Changed, ChangedOmitted: d.Omitted}
		since.Unchanged = len(d.Changed) == 0 && d.Omitted == 0
		for _, c := range d.Changed { // the elements, not only pixels with no DOM change
			since.DOMChanged = since.DOMChanged || len(c.What) == 0 || !strings.HasPrefix(c.What[0], "pixels changed")
		}
		if since.Unchanged {
			since.Changed = nil
		}
		res.SinceLastCapture = since
	}
	code := reportCapture(e, res, bf.out, bf.asJSON)
	if code != exitOK {
		return code
	}
	if base != nil && !bf.asJSON {
		printChanged(e.stdout, bf.path, base, res.SinceLastCapture)
	}
	if base == nil || bf.update {
		if res.Record == nil {
			fmt.Fprintf(e.stderr, "vibelens: the page left no record to save in %s\n", bf.path)
			return exitFailure
		}
		nb := browser.NewBaseline(s.URL, s.Viewport.Name, s.FullPage, req.Selector, time.Now(), res.Record)
		if err := browser.WriteBaseline(bf.path, nb); err != nil {
			fmt.Fprintf(e.stderr, "vibelens: write baseline %s: %v\n", bf.path, err)
			return exitFailure
		}
		if !bf.asJSON {
			fmt.Fprintf(e.stdout, "baseline saved: %s (%d elements, %s)\n", bf.path, len(nb.Elements), nb.Target())
		}
	}
	return exitOK
}

// printChanged is the human view of the comparison with the baseline.
func printChanged(w io.Writer, path string, base *browser.Baseline, since *browser.Since) {
	w = textline.Writer(w) // page text: a control character in it would rewrite the terminal
	fmt.Fprintf(w, "\nsince the baseline %s (taken %s):\n", filepath.Base(path), base.Taken.Local().Format(time.DateTime))
	if since == nil {
		fmt.Fprintln(w, "  the page left no record to compare")
		return
	}
	if since.Unchanged {
		fmt.Fprintln(w, "  unchanged: nothing visible changed")
		return
	}
	for _, c := range since.Changed {
		sel := c.Selector
		if c.Count > 1 {
			sel += fmt.Sprintf(" (×%d)", c.Count)
		}
		fmt.Fprintf(w, "  %s: %s\n", sel, strings.Join(c.What, "; "))
		for _, p := range c.Pushed {
			fmt.Fprintf(w, "      pushed %s\n", p)
		}
		if c.Source != nil {
			fmt.Fprintf(w, "      at %s\n", c.Source)
		}
	}
	if since.ChangedOmitted > 0 {
		fmt.Fprintf(w, "  …and %d more\n", since.ChangedOmitted)
	}
}
