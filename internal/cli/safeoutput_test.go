package cli

import (
	"bytes"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/browser"
)

// TestInspectSummaryEscaped: inspect's summary escapes page text too: a
// selector or a failed request's URL with an ESC sequence in it.
func TestInspectSummaryEscaped(t *testing.T) {
	var b bytes.Buffer
	printSummary(&b, &browser.Result{
		Summary:        browser.Summary{FinalURL: "http://127.0.0.1:5173/", Title: "t"},
		FailedRequests: []browser.FailedRequest{{Method: "GET", URL: "http://127.0.0.1:5173/\x1b[2Kx", Status: 404}},
		Findings:       []browser.Finding{{Kind: "overlap", Severity: "error", Selector: "p.a\x1b[1A\rok", Detail: "d"}},
	}, "shot.jpg")
	if strings.ContainsAny(b.String(), "\x1b\r") {
		t.Errorf("summary holds a raw control character: %q", b.String())
	}
	if !strings.Contains(b.String(), `p.a\x1b[1A\rok`) {
		t.Errorf("summary does not show the selector escaped:\n%s", b.String())
	}
}
