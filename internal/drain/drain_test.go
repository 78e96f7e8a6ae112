package drain

import (
	"context"
	"io"
	"strings"
	"testing"
)

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

// TestDrainCountsLongResponses: a full-page screenshot result is one line of
// megabytes; it must still count as the answer to its request, or stdin's
// EOF waits out the whole grace period for a call that was answered.
func TestDrainCountsLongResponses(t *testing.T) {
	tests := []struct {
		name, response string
	}{
		{"short", `{"jsonrpc":"2.0","id":7,"result":{}}`},
		{"3 MB image", `{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"image","data":"` + strings.Repeat("A", 3<<20) + `"}]}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := io.NopCloser(strings.NewReader(`{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{}}` + "\n"))
			r, w := Stdio(context.Background(), func() {}, in, nopWriteCloser{io.Discard})
			buf := make([]byte, 4096)
			if _, err := r.Read(buf); err != nil {
				t.Fatal(err)
			}
			// Written in pieces, as the transport's buffered writer does.
			resp := tt.response + "\n"
			for len(resp) > 0 {
				n := min(len(resp), 64<<10)
				if _, err := w.Write([]byte(resp[:n])); err != nil {
					t.Fatal(err)
				}
				resp = resp[n:]
			}
			f := r.(*drainingReader).f
			f.mu.Lock()
			defer f.mu.Unlock()
			if f.n != 0 {
				t.Errorf("%d requests still counted in flight after their answer was written", f.n)
			}
		})
	}
}
