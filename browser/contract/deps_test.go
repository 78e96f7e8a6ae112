package contract

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies keeps the contract plain data: no browser driver, no
// other VibeLens package, no I/O beyond what the standard library's
// formatting needs. Everything else in browser/ imports it, never the
// other way round.
func TestDependencies(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found; cannot list dependencies")
	}
	out, err := exec.Command(goTool, "list", "-deps", "-f", "{{.ImportPath}}", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	const self = "github.com/vibelens/vibelens/browser/contract"
	for _, dep := range strings.Fields(string(out)) {
		if dep == self {
			continue
		}
		if strings.HasPrefix(dep, "github.com/") || strings.HasPrefix(dep, "gopkg.in/") || dep == "net/http" || dep == "os/exec" {
			t.Errorf("contract depends on %s, want the standard library's basics only", dep)
		}
	}
}
