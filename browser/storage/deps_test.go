package storage

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies keeps the imports of browser/ running one way: storage-state files are parsed and written here; no browser driver, no capture code.
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
		"github.com/vibelens/vibelens/browser/tabs",
		"github.com/vibelens/vibelens/browser/render",
		"github.com/vibelens/vibelens/browser/chrome",
		"github.com/vibelens/vibelens/egress",
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "github.com/vibelens/vibelens/browser/storage" {
			continue
		}
		for _, f := range forbidden {
			if dep == f || strings.HasPrefix(dep, f+"/") {
				t.Errorf("storage depends on %s; it must not import %s", dep, f)
			}
		}
	}
}
