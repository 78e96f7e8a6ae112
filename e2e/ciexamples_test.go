package e2e

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// The CI examples the README points to: the composite action at the
// repository root, a workflow that uses it, and a GitLab job.
type actionFile struct {
	Inputs map[string]struct {
		Default string `yaml:"default"`
	} `yaml:"inputs"`
	Runs struct {
		Using string       `yaml:"using"`
		Steps []actionStep `yaml:"steps"`
	} `yaml:"runs"`
}

type actionStep struct {
	Name  string            `yaml:"name"`
	ID    string            `yaml:"id"`
	If    string            `yaml:"if"`
	Uses  string            `yaml:"uses"`
	Shell string            `yaml:"shell"`
	Run   string            `yaml:"run"`
	Env   map[string]string `yaml:"env"`
	With  map[string]string `yaml:"with"`
}

func readYAML(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("..", path))
	if err != nil {
		t.Fatal(err)
	}
	if err := yaml.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// ciFixture serves a clean page at / and a buggy one at /broken (an
// image that 404s, an uncaught error).
func ciFixture(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(`<!doctype html><html lang="en"><title>Home</title><meta name="viewport" content="width=device-width"><main><h1>Home</h1><p>All good.</p></main>`))
		case "/broken":
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			w.Write([]byte(`<!doctype html><html lang="en"><title>Broken</title><meta name="viewport" content="width=device-width"><main><h1>Team</h1>
<img src="/team.png" alt="The team" width="200" height="100"><script>undefinedFunction()</script></main>`))
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv.URL
}

// inputsEnv is the env of an action step with ${{ inputs.x }} given values
// (the action's defaults, then set) and ${{ steps... }} from outputs.
func inputsEnv(a actionFile, step actionStep, set, outputs map[string]string) []string {
	env := os.Environ()
	for k, v := range step.Env {
		if name, ok := strings.CutPrefix(strings.TrimSuffix(strings.TrimPrefix(v, "${{ "), " }}"), "inputs."); ok {
			val, given := set[name]
			if !given {
				val = a.Inputs[name].Default
			}
			v = val
		} else if name, ok := strings.CutPrefix(strings.TrimSuffix(strings.TrimPrefix(v, "${{ "), " }}"), "steps.check.outputs."); ok {
			v = outputs[name]
		}
		env = append(env, k+"="+v)
	}
	return env
}

// TestCIExamples runs the CI examples' own shell, as a runner would, on
// a loopback fixture with the built binary on PATH: the composite
// action's check and gate steps (the steps that use GitHub's actions are
// checked by their inputs: those actions run on GitHub), and the GitLab
// job's script. A buggy page fails the gate after the reports are
// written where the upload steps look for them; a clean page passes.
func TestCIExamples(t *testing.T) {
	var a actionFile
	readYAML(t, "action.yml", &a)
	if a.Runs.Using != "composite" {
		t.Fatalf("action.yml runs.using = %q, want composite", a.Runs.Using)
	}
	steps := map[string]actionStep{}
	for _, s := range a.Runs.Steps {
		steps[s.Name] = s
	}
	check, gate := steps["vibelens check"], steps["Gate"]
	sarifUp, htmlUp := steps["Upload SARIF to code scanning"], steps["Keep the HTML report"]
	switch {
	case check.ID != "check" || check.Shell != "bash" || gate.Run == "":
		t.Fatalf("action.yml: no check step with id check, or no gate: %+v", a.Runs.Steps)
	case sarifUp.Uses != "github/codeql-action/upload-sarif@v4" || sarifUp.With["sarif_file"] != "${{ inputs.sarif }}" || !strings.Contains(sarifUp.If, "always()"):
		t.Errorf("upload-sarif step = %+v, want upload-sarif@v4 of inputs.sarif, always", sarifUp)
	case htmlUp.Uses != "actions/upload-artifact@v4" || htmlUp.With["path"] != "${{ inputs.html }}" || !strings.Contains(htmlUp.If, "always()"):
		t.Errorf("HTML report step = %+v, want upload-artifact@v4 of inputs.html, always", htmlUp)
	}

	var wf struct {
		Permissions map[string]string `yaml:"permissions"`
		Jobs        map[string]struct {
			Steps []actionStep `yaml:"steps"`
		} `yaml:"jobs"`
	}
	readYAML(t, "docs/ci/github-actions.yml", &wf)
	if wf.Permissions["security-events"] != "write" {
		t.Errorf("workflow permissions = %v, want security-events: write", wf.Permissions)
	}
	var uses *actionStep
	for _, s := range wf.Jobs["vibelens"].Steps {
		if strings.HasPrefix(s.Uses, "vibelens/vibelens@") {
			uses = &s
		}
	}
	if uses == nil {
		t.Fatal("the workflow does not use the action")
	}
	for k := range uses.With {
		if _, ok := a.Inputs[k]; !ok {
			t.Errorf("the workflow passes %q, which the action has no input for", k)
		}
	}

	base := ciFixture(t)
	pathEnv := "PATH=" + filepath.Dir(bin) + string(os.PathListSeparator) + os.Getenv("PATH")
	for _, tt := range []struct {
		name     string
		urls     string
		wantExit string
	}{
		{"buggy page fails the gate", "/ /broken", "1"},
		{"clean page passes", "/", "0"},
	} {
		t.Run("action/"+tt.name, func(t *testing.T) {
			dir := t.TempDir()
			out := filepath.Join(dir, "github_output")
			set := map[string]string{"base-url": base, "urls": tt.urls, "viewport": "desktop"}
			cmd := exec.Command("bash", "-e", "-c", check.Run)
			cmd.Dir = dir
			cmd.Env = append(inputsEnv(a, check, set, nil), pathEnv, "GITHUB_OUTPUT="+out)
			if b, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("check step: %v\n%s", err, b)
			}
			b, _ := os.ReadFile(out)
			outputs := map[string]string{}
			for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
				k, v, _ := strings.Cut(line, "=")
				outputs[k] = v
			}
			if outputs["exit-code"] != tt.wantExit {
				t.Fatalf("exit-code output = %q, want %s", outputs["exit-code"], tt.wantExit)
			}
			for _, f := range []string{a.Inputs["sarif"].Default, a.Inputs["junit"].Default, filepath.Join(a.Inputs["html"].Default, "index.html")} {
				if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
					t.Errorf("the upload steps look for %s: %v", f, err)
				}
			}
			var sarif struct {
				Version string `json:"version"`
			}
			if b, err := os.ReadFile(filepath.Join(dir, a.Inputs["sarif"].Default)); err != nil || json.Unmarshal(b, &sarif) != nil || sarif.Version != "2.1.0" {
				t.Errorf("SARIF %q: %v", sarif.Version, err)
			}
			g := exec.Command("bash", "-e", "-c", gate.Run)
			g.Env = inputsEnv(a, gate, nil, outputs)
			err := g.Run()
			if failed := err != nil; failed != (tt.wantExit != "0") {
				t.Errorf("gate step: err %v with exit-code %s", err, tt.wantExit)
			}
		})
	}

	var gl map[string]struct {
		Variables    map[string]string `yaml:"variables"`
		BeforeScript []string          `yaml:"before_script"`
		Script       []string          `yaml:"script"`
		Artifacts    struct {
			When    string   `yaml:"when"`
			Paths   []string `yaml:"paths"`
			Reports struct {
				JUnit string `yaml:"junit"`
			} `yaml:"reports"`
		} `yaml:"artifacts"`
	}
	readYAML(t, "docs/ci/gitlab-ci.yml", &gl)
	job, ok := gl["vibelens"]
	if !ok || job.Artifacts.When != "always" || job.Artifacts.Reports.JUnit != "vibelens.xml" || !slices.Contains(job.Artifacts.Paths, "vibelens-report/") {
		t.Fatalf("GitLab job = %+v, want artifacts when: always, reports junit vibelens.xml, paths vibelens-report/", job)
	}
	t.Run("gitlab/script", func(t *testing.T) {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "routes.txt"), []byte("# the pages\n/\n/broken\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		// before_script installs Chromium, vibelens and the app and starts
		// the dev server: here the fixture is that server, and its wait
		// loop runs as written.
		wait := job.BeforeScript[len(job.BeforeScript)-1]
		script := wait + "\n" + strings.Join(job.Script, "\n")
		cmd := exec.Command("bash", "-e", "-c", script)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), pathEnv, "VIBELENS_BASE_URL="+base)
		b, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 1 {
			t.Fatalf("script: %v, want exit 1 (the buggy page)\n%s", err, b)
		}
		x, err := os.ReadFile(filepath.Join(dir, "vibelens.xml"))
		if err != nil || !strings.Contains(string(x), "<failure") || !strings.Contains(string(x), "/broken") {
			t.Errorf("JUnit report: %v\n%s", err, x)
		}
		if _, err := os.Stat(filepath.Join(dir, "vibelens-report", "index.html")); err != nil {
			t.Errorf("HTML report: %v", err)
		}
	})
}
