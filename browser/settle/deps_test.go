package settle

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies keeps the imports of browser/ running one way: settle waits on the collector's network state and its own observer; it never imports findings, tabs, the pipeline or the browser process.
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
		"github.com/vibelens/vibelens/browser/findings",
		"github.com/vibelens/vibelens/browser/tabs",
		"github.com/vibelens/vibelens/browser/render",
		"github.com/vibelens/vibelens/browser/chrome",
		"github.com/vibelens/vibelens/browser/storage",
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "github.com/vibelens/vibelens/browser/settle" {
			continue
		}
		for _, f := range forbidden {
			if dep == f || strings.HasPrefix(dep, f+"/") {
				t.Errorf("settle depends on %s; it must not import %s", dep, f)
			}
		}
	}
}
