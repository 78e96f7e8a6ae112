package steps

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies keeps the imports of browser/ running one way: steps are a stage of the pipeline and reach the page through it (render.Capture); they never import the browser process, nor the façade above them, and render never imports them.
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
		"github.com/vibelens/vibelens/server",
		"github.com/vibelens/vibelens/internal",
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "github.com/vibelens/vibelens/browser/steps" {
			continue
		}
		if dep == "github.com/vibelens/vibelens/browser" {
			t.Errorf("steps depend on the browser façade; it must not import it")
		}
		for _, f := range forbidden {
			if dep == f || strings.HasPrefix(dep, f+"/") {
				t.Errorf("steps depend on %s; it must not import %s", dep, f)
			}
		}
	}
}
