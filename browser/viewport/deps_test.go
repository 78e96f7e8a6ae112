package viewport

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies keeps the imports of browser/ running one way: presets are data: no browser driver and no other VibeLens package.
func TestDependencies(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found; cannot list dependencies")
	}
	out, err := exec.Command(goTool, "list", "-deps", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	forbidden := []string{
		"github.com/go-rod",
		"github.com/vibelens/vibelens/browser",
		"github.com/vibelens/vibelens/guard",
		"github.com/vibelens/vibelens/egress",
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "github.com/vibelens/vibelens/browser/viewport" {
			continue
		}
		for _, f := range forbidden {
			if dep == f || strings.HasPrefix(dep, f+"/") {
				t.Errorf("viewport depends on %s; it must not import %s", dep, f)
			}
		}
	}
}
