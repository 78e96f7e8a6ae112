package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/internal/demo"
)

// TestInspectWritesOutsideTheRepo: without --out the screenshot goes to
// the user cache directory, not the current directory, and the path is
// printed; the timing line's parts add up to its total.
func TestInspectWritesOutsideTheRepo(t *testing.T) {
	url, stop, err := demo.Serve()
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	cache, repo := t.TempDir(), t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	t.Chdir(repo)

	out, errOut, code := runCLI(t, "inspect", url, "--delay", "300")
	if code != exitOK {
		t.Fatalf("inspect = %d\n%s\n%s", code, out, errOut)
	}
	if m, _ := filepath.Glob(filepath.Join(repo, "*")); len(m) != 0 {
		t.Errorf("inspect wrote into the current directory: %v", m)
	}
	shots, _ := filepath.Glob(filepath.Join(cache, "vibelens", "screenshots", "vibelens-127.0.0.1-*.jpg"))
	if len(shots) != 1 {
		t.Fatalf("screenshots in the cache dir: %v", shots)
	}
	if !strings.Contains(out, "screenshot: "+shots[0]+" (") {
		t.Errorf("output does not name %s:\n%s", shots[0], out)
	}
	if fi, err := os.Stat(shots[0]); err != nil || fi.Size() == 0 {
		t.Errorf("screenshot %s: %v", shots[0], err)
	}

	m := regexp.MustCompile(`captured in (\d+) ms \(browser \w+ (\d+) ms, navigate (\d+), settle (\d+), delay (\d+), a11y (\d+), DOM (\d+), screenshot (\d+), other (\d+)\)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("no timing line with the delay:\n%s", out)
	}
	n := make([]int, len(m))
	for i := 1; i < len(m); i++ {
		n[i], _ = strconv.Atoi(m[i])
	}
	if n[5] != 300 {
		t.Errorf("delay %d, want 300", n[5])
	}
	if sum := n[2] + n[3] + n[4] + n[5] + n[6] + n[7] + n[8] + n[9]; sum != n[1] {
		t.Errorf("stages add up to %d, total is %d: %s", sum, n[1], m[0])
	}
}
