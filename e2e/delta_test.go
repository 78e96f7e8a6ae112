//go:build linux

package e2e

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/internal/devserver"
)

// copyApp copies testapps/app's own files (not node_modules: the copy
// resolves the workspace's, one level up, as the app does) into a fresh
// sibling directory, so a test can edit its source while other tests
// serve the original. It returns the copy's name under testapps/.
func copyApp(t *testing.T, app string) (root, name string) {
	t.Helper()
	root, err := devserver.Root()
	if err != nil {
		t.Fatal(err)
	}
	dst, err := os.MkdirTemp(root, ".e2e-"+app+"-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dst) })
	src := filepath.Join(root, app)
	err = filepath.WalkDir(src, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, path)
		if d.IsDir() {
			if d.Name() == "node_modules" {
				return filepath.SkipDir
			}
			return os.MkdirAll(filepath.Join(dst, rel), 0o755)
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(dst, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return root, filepath.Base(dst)
}

// TestDeltaOverStdio: through the real binary over stdio and a real Vite
// + Vue dev server, the first look is whole; after a one-line edit to a
// component the next look sends what changed, naming the edited file,
// with the image; the same look again says unchanged with no image; and
// detail full is the whole look (issue 59).
func TestDeltaOverStdio(t *testing.T) {
	root, app := copyApp(t, "vue-vite")
	ctx, cancel := context.WithTimeout(context.Background(), 4*time.Minute)
	defer cancel()
	srv, err := devserver.Start(ctx, root, app, devserver.Vite, t.TempDir())
	if err != nil {
		if strings.Contains(err.Error(), "not installed") {
			t.Skip(err)
		}
		t.Fatal(err)
	}
	t.Cleanup(srv.Stop)
	if err := srv.Warm(ctx, "/clean"); err != nil {
		t.Fatal(err)
	}
	cs, err := mcp.NewClient(&mcp.Implementation{Name: "e2e", Version: "0"}, nil).Connect(ctx, &mcp.CommandTransport{Command: exec.Command(bin, "serve")}, nil)
	if err != nil {
		t.Fatalf("Connect: %v", err)
	}
	defer cs.Close()
	type answer struct {
		text   string
		images int
		p      struct {
			Look             string          `json:"look"`
			SimplifiedDOM    *string         `json:"simplifiedDOM"`
			DOMChanges       json.RawMessage `json:"domChanges"`
			SinceLastCapture *struct {
				Changed []struct {
					Selector string `json:"selector"`
					Source   *struct {
						File string `json:"file"`
						Line int    `json:"line"`
					} `json:"source"`
				} `json:"changed"`
			} `json:"sinceLastCapture"`
		}
	}
	look := func(name string, extra map[string]any) answer {
		t.Helper()
		args := map[string]any{"url": srv.URL + "/clean", "delay": 0}
		for k, v := range extra {
			args[k] = v
		}
		res, err := cs.CallTool(ctx, &mcp.CallToolParams{Name: "inspect_localhost_ui", Arguments: args})
		if err != nil || res.IsError {
			t.Fatalf("%s: %v, %+v", name, err, res)
		}
		var a answer
		for _, c := range res.Content {
			switch c := c.(type) {
			case *mcp.ImageContent:
				a.images++
			case *mcp.TextContent:
				a.text = c.Text
			}
		}
		if err := json.Unmarshal([]byte(a.text), &a.p); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		t.Logf("%s: %d characters, %d images", name, len(a.text), a.images)
		return a
	}
	whole := func(name string, a answer) {
		t.Helper()
		if a.images != 1 || a.p.SimplifiedDOM == nil || a.p.Look != "" {
			t.Errorf("%s: %d images, DOM %v, look %q; want the whole look", name, a.images, a.p.SimplifiedDOM != nil, a.p.Look)
		}
	}

	whole("first look", look("first look", nil))

	file := filepath.Join(root, app, "src/pages/Clean.vue")
	orig, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	edited := strings.Replace(string(orig), "Pick the plan that fits.", "Pick the plan that fits your team best.", 1)
	if edited == string(orig) {
		t.Fatalf("%s no longer holds the sentence this test edits", file)
	}
	if err := os.WriteFile(file, []byte(edited), 0o644); err != nil {
		t.Fatal(err)
	}
	// The dev server has the edit once it serves the new module; a look
	// opens the page afresh, so it loads that.
	for deadline := time.Now().Add(30 * time.Second); ; {
		res, err := http.Get(srv.URL + "/src/pages/Clean.vue")
		if err == nil {
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if strings.Contains(string(b), "fits your team best") {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the dev server did not serve the edit within 30 s (%v)", err)
		}
		time.Sleep(200 * time.Millisecond)
	}

	after := look("after the edit", nil)
	if after.p.Look != "changes" || after.images != 1 || len(after.text) > 3000 {
		t.Errorf("after the edit: look %q, %d images, %d characters; want changes with the image, at most 3,000:\n%s", after.p.Look, after.images, len(after.text), after.text)
	}
	if !strings.Contains(string(after.p.DOMChanges), "fits your team best") {
		t.Errorf("after the edit: domChanges = %s, want the edited paragraph", after.p.DOMChanges)
	}
	named := false
	if s := after.p.SinceLastCapture; s != nil {
		for _, c := range s.Changed {
			if c.Source != nil && c.Source.File == "src/pages/Clean.vue" && c.Source.Line > 0 {
				named = true
			}
		}
	}
	if !named {
		t.Errorf("after the edit: no changed entry names src/pages/Clean.vue with a line:\n%s", after.text)
	}

	again := look("the same look again", nil)
	if again.p.Look != "unchanged" || again.images != 0 || len(again.text) > 1000 {
		t.Errorf("the same look again: look %q, %d images, %d characters; want unchanged, no image, at most 1,000:\n%s", again.p.Look, again.images, len(again.text), again.text)
	}

	whole("detail full", look("detail full", map[string]any{"detail": "full"}))
}
