package atomicfile

import (
	"os/exec"
	"strings"
	"testing"
)

// TestImportsNothingOfOurs keeps the package a leaf: installers, the
// baseline files under browser/ and the commands all write through it, so
// one import of theirs here would make a cycle or pull a layer down.
func TestImportsNothingOfOurs(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found; cannot list dependencies")
	}
	out, err := exec.Command(goTool, "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	const self = "github.com/vibelens/vibelens/internal/atomicfile"
	for dep := range strings.Lines(string(out)) {
		dep = strings.TrimSpace(dep)
		if dep != self && strings.HasPrefix(dep, "github.com/vibelens/vibelens") {
			t.Errorf("atomicfile depends on %s; it must import nothing of this module", dep)
		}
	}
}
