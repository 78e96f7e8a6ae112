package hostdocs

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/vibelens/vibelens/installers"
	"github.com/vibelens/vibelens/internal/udiff"
)

// TestReadmeHostsSection fails when docs/install.md's generated host
// section drifts from the table, or is gone. Fix: go generate ./installers
func TestReadmeHostsSection(t *testing.T) {
	data, err := os.ReadFile("../../docs/install.md")
	if err != nil {
		t.Fatal(err)
	}
	got, err := ReadmeSectionOf(string(data))
	if err != nil {
		t.Fatalf("docs/install.md: %v", err)
	}
	if want := ReadmeSection(); got != want {
		t.Errorf("docs/install.md host section is stale; run go generate ./installers\n%s",
			udiff.Unified("docs/install.md", []byte(got), []byte(want)))
	}
}

func TestReplaceReadmeSection(t *testing.T) {
	readme := "# X\n\nIntro.\n\n" + ReadmeBegin + "\nold\n" + ReadmeEnd + "\n\nMore.\n"
	out, err := ReplaceReadmeSection(readme, "new\n")
	if err != nil {
		t.Fatal(err)
	}
	if want := "# X\n\nIntro.\n\n" + ReadmeBegin + "\nnew\n" + ReadmeEnd + "\n\nMore.\n"; out != want {
		t.Errorf("ReplaceReadmeSection = %q, want %q", out, want)
	}
	if got, _ := ReadmeSectionOf(out); got != "new\n" {
		t.Errorf("ReadmeSectionOf = %q", got)
	}
	if _, err := ReplaceReadmeSection("# X\n", "new\n"); !errors.Is(err, ErrNoMarkers) {
		t.Errorf("no markers: err = %v", err)
	}
}

func TestManualSnippetsMatchInstaller(t *testing.T) {
	// What the README tells people to paste is what install writes into an
	// empty directory.
	for _, s := range ManualSnippets("/opt/vibelens/bin/vibelens") {
		want, err := os.ReadFile(filepath.Join("..", "testdata", s.Host.Name, "new.after")) // what install writes (installers/testdata)
		if err != nil {
			t.Fatal(err)
		}
		if s.Text != string(want) {
			t.Errorf("%s snippet =\n%s\nwant testdata new.after\n%s", s.Host.Name, s.Text, want)
		}
		if s.Host.ManagedByCLI() != (s.Command != "") {
			t.Errorf("%s: Command = %q", s.Host.Name, s.Command)
		}
	}
	section := ReadmeSection()
	for _, h := range installers.Hosts() {
		if !strings.Contains(section, "`"+h.Name+"`") || !strings.Contains(section, "### "+h.DisplayName) {
			t.Errorf("README section lacks %s", h.Name)
		}
	}
}

// TestReadmeInstallTable fails when README.md's install table drifts from
// the hosts table or from server.json's version. Fix: go generate ./installers
func TestReadmeInstallTable(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	sj, err := os.ReadFile("../../server.json")
	if err != nil {
		t.Fatal(err)
	}
	var doc struct{ Version string }
	if err := json.Unmarshal(sj, &doc); err != nil || doc.Version == "" {
		t.Fatalf("server.json version: %q, %v", doc.Version, err)
	}
	want, err := ReplaceInstallTable(string(data), InstallTable(doc.Version))
	if err != nil {
		t.Fatal(err)
	}
	if want != string(data) {
		t.Errorf("README.md install table is stale; run go generate ./installers\n%s", udiff.Unified("README.md", data, []byte(want)))
	}
}
