//go:build linux

// Package e2e tests the built vibelens binary the way editors and users run
// it: over real stdio, with real signals and real Chromium.
package e2e

import (
	"bytes"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// bin is the vibelens binary built once for the package.
var bin string

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

func run(m *testing.M) int {
	if os.Getenv(envUnportable) == "1" { // started by TestInspectorStrict
		return serveUnportable()
	}
	if _, err := exec.LookPath("chromium"); err != nil {
		if _, err := os.Stat("/usr/bin/chromium"); err != nil {
			fmt.Fprintln(os.Stderr, "e2e tests need Chromium")
			return 1
		}
	}
	dir, err := os.MkdirTemp("", "vibelens-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	bin = filepath.Join(dir, "vibelens")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = ".." // the repository root
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintf(os.Stderr, "go build: %v\n", err)
		return 1
	}
	return m.Run()
}

// page starts a loopback server answering / with body and everything else
// with 404.
func page(t *testing.T, body string) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}

// syncBuffer is a bytes.Buffer safe to read while a process writes to it.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
