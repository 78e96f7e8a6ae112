package browser

import (
	"bytes"
	"strings"
	"testing"
)

func TestCaptureJPEGAndDiagnostics(t *testing.T) {
	srv := serve(t, html(`<!doctype html><title>Diag</title>
<div id="app" class="p-4 text-lg">Hello</div>
<script>console.log("dropped"); console.error("boom", 42); console.warn("careful");</script>`))
	res := capture(t, Request{URL: srv.URL})
	if !bytes.HasPrefix(res.Screenshot, []byte{0xFF, 0xD8, 0xFF}) {
		t.Fatalf("screenshot starts % x, want JPEG magic", res.Screenshot[:4])
	}
	if res.Summary.Title != "Diag" {
		t.Errorf("title = %q", res.Summary.Title)
	}
	if res.Summary.ConsoleErrors != 1 || res.Summary.ConsoleWarnings != 1 {
		t.Errorf("console = %+v, want one error and one warning", res.ConsoleLogs)
	}
	for _, c := range res.ConsoleLogs {
		if strings.Contains(c.Text, "dropped") {
			t.Errorf("console.log kept: %+v", c)
		}
	}
	if !strings.Contains(res.SimplifiedDOM, `<div id="app" class="p-4 text-lg">Hello</div>`) {
		t.Errorf("DOM = %s", res.SimplifiedDOM)
	}
}
