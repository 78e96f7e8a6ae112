package cli

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/guard"
	"github.com/vibelens/vibelens/internal/netnstest"
)

// TestCheckPolicy: vibelens check holds the network policy like the tool,
// inside the test's own network namespace with counting listeners on the
// cloud metadata address. A metadata URL given to check is a set-up error
// (exit 2) before anything is opened; a page that redirects there, or
// loads an image and a link from there, is a failing case; the listeners
// count no connection in any of them.
func TestCheckPolicy(t *testing.T) {
	metadataIP := guard.MetadataAddrs()[0].String()
	if !netnstest.Enter(t, metadataIP) {
		return
	}
	metadata := netnstest.Listen(t, metadataIP, "80", "443")
	app := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/redirect":
			http.Redirect(w, r, "http://"+metadataIP+"/latest/meta-data/", http.StatusFound)
		default:
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			fmt.Fprintf(w, `<!doctype html><html lang="en"><title>links</title><main><h1>Links</h1>
<img src="http://%[1]s/latest/meta-data/logo.png" alt="logo" width="20" height="20">
<a href="http://%[1]s/latest/meta-data/">metadata</a> <a href="/redirect">away</a></main>`, metadataIP)
		}
	}))
	defer app.Close()

	tests := []struct {
		name     string
		args     []string
		wantCode int
		wantErr  string // in stderr
		wantOut  string // in stdout (the summary table)
	}{
		{name: "metadata URL", args: []string{"http://" + metadataIP + "/latest/meta-data/"}, wantCode: exitUsage, wantErr: metadataIP + "/latest/meta-data/\": cloud metadata endpoint, always refused"},
		{name: "metadata URL in a routes file", args: []string{"--routes", writeRoutes(t, "http://"+metadataIP+"/")}, wantCode: exitUsage, wantErr: metadataIP + "/\": cloud metadata endpoint, always refused"},
		{name: "redirect to metadata", args: []string{app.URL + "/redirect"}, wantCode: exitFailure, wantErr: "redirected to http://" + metadataIP},
		{name: "image and link to metadata, crawled", args: []string{"--crawl", "5", app.URL + "/"}, wantCode: exitFailure, wantOut: "failed request: GET http://" + metadataIP + "/latest/meta-data/logo.png refused"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			metadata.Reset()
			out, errOut, code := runCLI(t, append([]string{"check", "--delay", "0"}, tt.args...)...)
			if code != tt.wantCode || !strings.Contains(errOut, tt.wantErr) || !strings.Contains(out, tt.wantOut) {
				t.Errorf("exit %d, want %d with %q in stderr and %q in stdout\nstdout:\n%s\nstderr:\n%s", code, tt.wantCode, tt.wantErr, tt.wantOut, out, errOut)
			}
			if n := metadata.Hits(); n != 0 {
				t.Errorf("the metadata listener was reached %d times", n)
			}
		})
	}
}

func writeRoutes(t *testing.T, lines ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "routes.txt")
	if err := os.WriteFile(path, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}
