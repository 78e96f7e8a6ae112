package chrome

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies keeps the imports of browser/ running one way: the browser process knows the contract, the presets' defaults and the policy, nothing about tabs, captures or what a page shows.
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
		"github.com/vibelens/vibelens/browser/tabs",
		"github.com/vibelens/vibelens/browser/render",
		"github.com/vibelens/vibelens/browser/collect",
		"github.com/vibelens/vibelens/browser/settle",
		"github.com/vibelens/vibelens/browser/findings",
		"github.com/vibelens/vibelens/browser/source",
		"github.com/vibelens/vibelens/browser/storage",
		"github.com/vibelens/vibelens/server",
		"github.com/vibelens/vibelens/egress",
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "github.com/vibelens/vibelens/browser/chrome" {
			continue
		}
		for _, f := range forbidden {
			if dep == f || strings.HasPrefix(dep, f+"/") {
				t.Errorf("chrome depends on %s; it must not import %s", dep, f)
			}
		}
	}
}
