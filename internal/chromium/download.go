package chromium

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"
)

// download fetches url into a scratch file in dir while hashing it, and
// returns the file's path only when the digest is want. On any failure the
// scratch file is gone.
func download(ctx context.Context, client *http.Client, url, dir, want string, progress io.Writer) (path string, err error) {
	if client == nil {
		client = &http.Client{}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return "", fmt.Errorf("download %s: %w", url, err)
	}
	resp, err := client.Do(req)
	if err != nil {
		return "", fmt.Errorf("download: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("download %s: %s", url, resp.Status)
	}

	f, err := os.CreateTemp(dir, downloadPrefix+"*.zip")
	if err != nil {
		return "", fmt.Errorf("create download file: %w", err)
	}
	defer func() {
		if cerr := f.Close(); err == nil && cerr != nil {
			err = fmt.Errorf("write download: %w", cerr)
		}
		if err != nil {
			os.Remove(f.Name())
		}
	}()

	h := sha256.New()
	bar := newProgressBar(progress, resp.ContentLength)
	n, err := io.Copy(io.MultiWriter(f, h, bar), resp.Body)
	bar.done(err == nil)
	if err != nil {
		return "", fmt.Errorf("download %s: %w", url, err)
	}
	if resp.ContentLength >= 0 && n != resp.ContentLength {
		return "", fmt.Errorf("download %s: got %d of %d bytes", url, n, resp.ContentLength)
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != want {
		return "", fmt.Errorf("%w: %s has SHA-256 %s, want %s; the download was deleted", ErrChecksumMismatch, url, got, want)
	}
	return f.Name(), nil
}

// progressBar draws download progress. On a terminal it redraws one line;
// elsewhere (CI logs) it prints a line every 10% so logs stay short.
type progressBar struct {
	w         io.Writer
	total     int64
	n         int64
	tty       bool
	last      time.Time
	lastTenth int64
}

func newProgressBar(w io.Writer, total int64) *progressBar {
	if w == nil {
		w = io.Discard
	}
	return &progressBar{w: w, total: total, tty: isTerminal(w), lastTenth: -1}
}

func (p *progressBar) Write(b []byte) (int, error) {
	p.n += int64(len(b))
	if p.tty {
		if time.Since(p.last) >= 100*time.Millisecond {
			p.last = time.Now()
			fmt.Fprintf(p.w, "\r%s", p.line())
		}
		return len(b), nil
	}
	if p.total > 0 {
		if tenth := p.n * 10 / p.total; tenth > p.lastTenth {
			p.lastTenth = tenth
			fmt.Fprintln(p.w, p.line())
		}
	}
	return len(b), nil
}

func (p *progressBar) done(ok bool) {
	switch {
	case p.tty:
		fmt.Fprintf(p.w, "\r%s\n", p.line())
	case p.total <= 0 && ok:
		fmt.Fprintln(p.w, p.line())
	}
}

func (p *progressBar) line() string {
	const width = 30
	if p.total <= 0 {
		return fmt.Sprintf("downloading %s", mib(p.n))
	}
	pct := p.n * 100 / p.total
	filled := int(p.n * width / p.total)
	bar := make([]byte, width)
	for i := range bar {
		if i < filled {
			bar[i] = '='
		} else {
			bar[i] = ' '
		}
	}
	return fmt.Sprintf("downloading [%s] %3d%% %s / %s", bar, pct, mib(p.n), mib(p.total))
}

func mib(n int64) string { return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20)) }

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	info, err := f.Stat()
	return err == nil && info.Mode()&os.ModeCharDevice != 0
}
