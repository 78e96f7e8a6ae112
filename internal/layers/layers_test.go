package layers

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/vibelens/vibelens"

// layers are the module's packages from the top down (ADR 0031): a
// package may import packages of its own layer and of the layers below,
// never one above, so imports run main → internal/cli → server → browser
// → egress → guard. A package is in the layer of the longest prefix that
// names it ("browser" is browser and everything under it; "" is the
// module root alone). A package no row names fails the test: say where it sits.
// browser/layout_test.go orders the packages inside browser/.
var layers = []struct {
	name string
	pkgs []string
}{
	{"main", []string{""}},
	{"commands and suites", []string{"internal/cli", "internal/dist", "internal/testall", "installers/internal/readmegen", "skills/internal/gen", "e2e", "corpus", "realapps", "docs"}},
	// What the commands use and nothing below them does: the CI gate and
	// its reports, the editor installers, the browser download, the demo
	// page and the dev servers the suites start.
	{"command helpers", []string{"internal/gate", "internal/textline", "internal/chromium", "installers", "internal/demo", "internal/devserver"}},
	{"server", []string{"server"}},
	{"browser", []string{"browser"}},
	{"egress", []string{"egress"}},
	{"guard", []string{"guard"}},
	// Leaves import nothing of the module but other leaves, so any layer
	// may use them: the one atomic file write and the careful write of a
	// user's file, the config-file editors, unified diffs, shell quoting,
	// stdio draining, whether a program runs, the machine's CPU time, the
	// embedded skills and JavaScript, test harnesses, and this check.
	// internal/ is Go's visibility boundary, not a layer: where a package
	// sits is its row here.
	{"leaves", []string{"internal/atomicfile", "internal/userfile", "internal/jsonc", "internal/udiff", "internal/tomledit", "internal/drain", "internal/cpustat", "internal/procs", "internal/shellquote", "skills", "internal/vendorjs", "internal/xvfb", "internal/netnstest", "internal/layers"}},
}

// layerOf is the index in layers of pkg (its path inside the module), or
// -1 when no row names it.
func layerOf(pkg string) int {
	best, bestLen := -1, -1
	for i, l := range layers {
		for _, p := range l.pkgs {
			if (pkg == p || p != "" && strings.HasPrefix(pkg, p+"/")) && len(p) > bestLen {
				best, bestLen = i, len(p)
			}
		}
	}
	return best
}

// TestLayers lists every package's imports (not its tests') with go list
// and fails on an import from a lower layer into a higher one, and on a
// leaf that imports anything of the module but another leaf.
func TestLayers(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found; cannot list imports")
	}
	list := exec.Command(goTool, "list", "-json=ImportPath,Imports", "./...")
	list.Dir = "../.." // the module root
	out, err := list.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	dec := json.NewDecoder(strings.NewReader(string(out)))
	leaves := len(layers) - 1
	for dec.More() {
		var p struct {
			ImportPath string
			Imports    []string
		}
		if err := dec.Decode(&p); err != nil {
			t.Fatal(err)
		}
		pkg := inModule(p.ImportPath)
		at := layerOf(pkg)
		if at < 0 {
			t.Errorf("%s is in no layer: give it a row in layers (internal/layers/layers_test.go)", p.ImportPath)
			continue
		}
		for _, imp := range p.Imports {
			if !strings.HasPrefix(imp, module) {
				continue
			}
			dep := inModule(imp)
			switch to := layerOf(dep); {
			case at == leaves && to != leaves:
				t.Errorf("%s is a leaf but imports %s: a leaf imports only other leaves, or it is not one", pkg, dep)
			case to >= 0 && to < at:
				t.Errorf("%s (%s) imports %s (%s), a higher layer: imports run %s", show(pkg), layers[at].name, show(dep), layers[to].name, order())
			}
		}
	}
}

// TestLayerOf pins the prefix rule: the longest prefix wins, a prefix
// names whole path segments, and the root is main alone ("" is no layer).
func TestLayerOf(t *testing.T) {
	for _, tt := range []struct {
		pkg, want string
	}{
		{"", "main"},
		{"browser", "browser"},
		{"browser/chrome", "browser"},
		{"server/argcheck", "server"},
		{"internal/gate/report", "command helpers"},
		{"installers/internal/readmegen", "commands and suites"},
		{"skills", "leaves"},
		{"skills/internal/gen", "commands and suites"},
		{"internal/atomicfile", "leaves"},
		{"browserx", ""}, // no row names it: a prefix is a whole segment
		{"newpkg", ""},
	} {
		got := ""
		if i := layerOf(tt.pkg); i >= 0 {
			got = layers[i].name
		}
		if got != tt.want {
			t.Errorf("layerOf(%q) = %s, want %s", tt.pkg, got, tt.want)
		}
	}
}

func inModule(path string) string {
	return strings.TrimPrefix(strings.TrimPrefix(path, module), "/")
}

func show(pkg string) string {
	if pkg == "" {
		return "main"
	}
	return pkg
}

// order is the layers top down, for a message.
func order() string {
	var names []string
	for _, l := range layers {
		names = append(names, l.name)
	}
	return strings.Join(names, " → ")
}
