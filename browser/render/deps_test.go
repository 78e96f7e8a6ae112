package render

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies keeps the imports of browser/ running one way: the pipeline uses every stage's package and the tabs; it never imports the browser process, the steps that run as one of its stages, nor the façade above it.
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
		"github.com/vibelens/vibelens/browser/chrome",
		"github.com/vibelens/vibelens/browser/steps",
		"github.com/vibelens/vibelens/server",
		"github.com/vibelens/vibelens/internal",
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "github.com/vibelens/vibelens/browser/render" {
			continue
		}
		for _, f := range forbidden {
			if dep == f || strings.HasPrefix(dep, f+"/") {
				t.Errorf("render depends on %s; it must not import %s", dep, f)
			}
		}
	}
}
