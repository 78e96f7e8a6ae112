package gate

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"
)

func TestCheckProgress(t *testing.T) {
	cases := []Case{
		{URL: "http://127.0.0.1:1/", Viewport: "desktop", Ms: 400},
		{URL: "http://127.0.0.1:1/bad", Viewport: "desktop", Ms: 500, Failures: []string{"broken-image: img.hero"}},
		{URL: "http://127.0.0.1:1/down", Viewport: "mobile", Ms: 20, Err: "connection refused"},
	}
	tests := []struct {
		name string
		live bool
		want string
	}{
		{"plain, one line a case", false, "" +
			"[1/3] http://127.0.0.1:1/ desktop: ok (400 ms)\n" +
			"[2/3] http://127.0.0.1:1/bad desktop: FAIL (1) (500 ms)\n" +
			"[3/3] http://127.0.0.1:1/down mobile: could not capture: connection refused (20 ms)\n"},
		{"live line, failures kept above it", true, "" +
			"\r\x1b[Kchecked 0/2, 0 failing" +
			"\r\x1b[Kchecked 0/3, 0 failing" +
			"\r\x1b[Kchecked 1/3, 0 failing, about 4s left" +
			"\r\x1b[K[2/3] http://127.0.0.1:1/bad desktop: FAIL (1) (500 ms)\n" +
			"\r\x1b[Kchecked 2/3, 1 failing, about 2s left" +
			"\r\x1b[K[3/3] http://127.0.0.1:1/down mobile: could not capture: connection refused (20 ms)\n" +
			"\r\x1b[Kchecked 3/3, 2 failing\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var buf bytes.Buffer
			start := time.Unix(0, 0)
			clock := start
			p := &checkProgress{w: &buf, live: tt.live, start: start, now: func() time.Time { return clock }}
			p.add(2)
			p.add(1) // a crawl wave: the numbering runs on
			for i := range cases {
				clock = clock.Add(2 * time.Second)
				p.ended(&cases[i])
			}
			p.finish()
			if got := buf.String(); got != tt.want {
				t.Errorf("got\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}

func TestIsTerminal(t *testing.T) {
	if isTerminal(&bytes.Buffer{}) {
		t.Error("a buffer is not a terminal")
	}
	f, err := os.CreateTemp(t.TempDir(), "log")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if isTerminal(f) {
		t.Error("a file is not a terminal")
	}
}

// TestProgressEscapes: a page's control or format characters (an ESC
// sequence, a bare carriage return, a right-to-left override) reach the
// progress lines escaped: they cannot rewrite the terminal or reorder a
// line. The report's table has its own twin (report.TestControlCharactersEscaped).
func TestProgressEscapes(t *testing.T) {
	for _, c := range []Case{
		{URL: "http://127.0.0.1:5173/\x1b]0;title\x07", Viewport: "desktop", Failures: []string{"boom\r\x1b[2Kok"}},
		{URL: "http://127.0.0.1:5173/\u202egnp.x", Viewport: "desktop"},
	} {
		var b bytes.Buffer
		p := newCheckProgress(&b)
		p.add(1)
		p.ended(&c)
		if strings.ContainsAny(b.String(), "\x1b\r\x07\u202e") {
			t.Errorf("progress holds a raw control or format character: %q", b.String())
		}
	}
}
