package guard

import (
	"os/exec"
	"strings"
	"testing"
)

// TestPureDependencies keeps guard pure: it must not pull in browser code or
// other VibeLens packages (dependencies point main → server → browser →
// guard), nor the packages that resolve names or run programs.
func TestPureDependencies(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found; cannot list dependencies")
	}
	out, err := exec.Command(goTool, "list", "-deps", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	const self = "github.com/vibelens/vibelens/guard"
	forbiddenPrefixes := []string{
		"github.com/vibelens/vibelens/",
		"github.com/go-rod/",
		"github.com/chromedp/",
		"github.com/ysmood/",
	}
	// net would mean DNS lookups; os/exec and net/http would mean I/O the
	// package promises not to do.
	forbidden := map[string]bool{"net": true, "net/http": true, "os/exec": true}
	deps := strings.Fields(string(out))
	if len(deps) == 0 {
		t.Fatalf("go list -deps printed nothing")
	}
	for _, dep := range deps {
		if dep == self {
			continue
		}
		bad := forbidden[dep]
		for _, p := range forbiddenPrefixes {
			bad = bad || strings.HasPrefix(dep, p)
		}
		if bad {
			t.Errorf("guard depends on %s, want no browser, project or I/O packages", dep)
		}
	}
}
