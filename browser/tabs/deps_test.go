package tabs

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies keeps the imports of browser/ running one way: a tab is a prepared browser context; it never imports the collector, settle, findings, source naming, the pipeline or the browser process (the settle observer is handed in as a Script).
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
		"github.com/vibelens/vibelens/browser/collect",
		"github.com/vibelens/vibelens/browser/settle",
		"github.com/vibelens/vibelens/browser/findings",
		"github.com/vibelens/vibelens/browser/source",
		"github.com/vibelens/vibelens/browser/render",
		"github.com/vibelens/vibelens/browser/chrome",
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "github.com/vibelens/vibelens/browser/tabs" {
			continue
		}
		for _, f := range forbidden {
			if dep == f || strings.HasPrefix(dep, f+"/") {
				t.Errorf("tabs depends on %s; it must not import %s", dep, f)
			}
		}
	}
}
