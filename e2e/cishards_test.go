package e2e

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// ciRun runs script with bash -e in dir, as a runner would, and returns
// its exit code and output.
func ciRun(t *testing.T, dir, script string, env ...string) (int, string) {
	t.Helper()
	cmd := exec.Command("bash", "-e", "-c", script)
	cmd.Dir = dir
	cmd.Env = append(append(os.Environ(), "PATH="+filepath.Dir(bin)+string(os.PathListSeparator)+os.Getenv("PATH")), env...)
	b, err := cmd.CombinedOutput()
	var ee *exec.ExitError
	switch {
	case err == nil:
		return 0, string(b)
	case errors.As(err, &ee):
		return ee.ExitCode(), string(b)
	}
	t.Fatalf("bash: %v", err)
	return -1, ""
}

// TestCIShardExamples runs the sharded CI examples' own shell, as their
// runners would, on a loopback fixture with the built binary on PATH:
// every shard's job, then the gate's merge. With every shard's file the
// gate fails on the buggy page; with one file missing (a job that died
// before writing) it fails naming that shard, where it used to pass over
// the pages nobody checked. A shard's set-up error fails its own job,
// and the gate runs even then.
func TestCIShardExamples(t *testing.T) {
	base := ciFixture(t)
	routes := []byte("# the pages\n/\n/broken\n")

	var gh struct {
		Jobs map[string]struct {
			If       string `yaml:"if"`
			Needs    string `yaml:"needs"`
			Strategy struct {
				Matrix struct {
					Shard []int `yaml:"shard"`
				} `yaml:"matrix"`
			} `yaml:"strategy"`
			Steps []actionStep `yaml:"steps"`
		} `yaml:"jobs"`
	}
	readYAML(t, "docs/ci/github-actions-shards.yml", &gh)
	check, gate := gh.Jobs["check"], gh.Jobs["gate"]
	steps := func(s []actionStep) map[string]actionStep {
		m := map[string]actionStep{}
		for _, x := range s {
			m[x.Name] = x
			if x.Uses != "" {
				m[x.Uses] = x
			}
		}
		return m
	}
	cs, gs := steps(check.Steps), steps(gate.Steps)
	shards := check.Strategy.Matrix.Shard
	up := cs["actions/upload-artifact@v4"]
	switch {
	case cs["vibelens check"].Run == "" || gs["vibelens check merge"].Run == "" || len(shards) < 2:
		t.Fatalf("github-actions-shards.yml: no check step, merge step or matrix of shards: %+v", gh)
	case up.With["if-no-files-found"] != "error" || !strings.Contains(up.If, "always()"):
		t.Errorf("upload step = %+v, want if-no-files-found: error, always", up)
	case gate.Needs != "check" || !strings.Contains(gate.If, "!cancelled()"):
		t.Errorf("gate job needs %q if %q, want needs check, if !cancelled(): skipped, it would not say a shard is missing", gate.Needs, gate.If)
	}
	t.Run("github", func(t *testing.T) {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "routes.txt"), routes, 0o644)
		for _, i := range shards {
			run := strings.ReplaceAll(cs["vibelens check"].Run, "${{ matrix.shard }}", strconv.Itoa(i))
			if code, out := ciRun(t, dir, strings.ReplaceAll(run, "http://127.0.0.1:5173", base)); code != 0 {
				t.Fatalf("shard %d's step = %d, want 0 (failed pages are the gate's)\n%s", i, code, out)
			}
		}
		merge := gs["vibelens check merge"].Run
		summary := "GITHUB_STEP_SUMMARY=" + filepath.Join(t.TempDir(), "summary.md")
		if code, out := ciRun(t, dir, merge, summary); code != 1 || !strings.Contains(out, "/broken") {
			t.Errorf("merge of every shard = %d, want 1 (the buggy page)\n%s", code, out)
		}
		os.Remove(filepath.Join(dir, "shard-2.json"))
		if code, out := ciRun(t, dir, merge, summary); code != 2 || !strings.Contains(out, "shard 2 of "+strconv.Itoa(len(shards))+" is missing") {
			t.Errorf("merge without shard 2's file = %d, want 2 naming it\n%s", code, out)
		}
	})

	var gl map[string]struct {
		Parallel     int               `yaml:"parallel"`
		When         string            `yaml:"when"`
		Needs        []string          `yaml:"needs"`
		Variables    map[string]string `yaml:"variables"`
		BeforeScript []string          `yaml:"before_script"`
		Script       []string          `yaml:"script"`
		Artifacts    struct {
			When  string   `yaml:"when"`
			Paths []string `yaml:"paths"`
		} `yaml:"artifacts"`
	}
	readYAML(t, "docs/ci/gitlab-ci-shards.yml", &gl)
	job, gj := gl["vibelens"], gl["vibelens-gate"]
	switch {
	case job.Parallel < 2 || job.Artifacts.When != "always" || len(job.Script) == 0 || len(gj.Script) == 0:
		t.Fatalf("gitlab-ci-shards.yml: shard job %+v", job)
	case gj.When != "always" || len(gj.Needs) != 1 || gj.Needs[0] != "vibelens":
		t.Errorf("gate job when %q needs %v, want when: always, needs vibelens: otherwise a failed shard skips it", gj.When, gj.Needs)
	}
	t.Run("gitlab", func(t *testing.T) {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "routes.txt"), routes, 0o644)
		// before_script installs Chromium, vibelens and the app and starts
		// the dev server: here the fixture is that server, and its wait
		// loop runs as written.
		script := job.BeforeScript[len(job.BeforeScript)-1] + "\n" + strings.Join(job.Script, "\n")
		total := strconv.Itoa(job.Parallel)
		env := []string{"VIBELENS_BASE_URL=" + base, "CI_NODE_TOTAL=" + total}
		for i := 1; i <= job.Parallel; i++ {
			if code, out := ciRun(t, dir, script, append(env, "CI_NODE_INDEX="+strconv.Itoa(i))...); code != 0 {
				t.Fatalf("shard %d's script = %d, want 0 (failed pages are the gate's)\n%s", i, code, out)
			}
		}
		merge := strings.Join(gj.Script, "\n")
		if code, out := ciRun(t, dir, merge); code != 1 {
			t.Errorf("gate with every shard = %d, want 1 (the buggy page)\n%s", code, out)
		}
		if x, err := os.ReadFile(filepath.Join(dir, "vibelens.xml")); err != nil || !strings.Contains(string(x), "/broken") {
			t.Errorf("JUnit report: %v\n%s", err, x)
		}
		os.Remove(filepath.Join(dir, "shard-1.json"))
		if code, out := ciRun(t, dir, merge); code != 2 || !strings.Contains(out, "shard 1 of "+total+" is missing") {
			t.Errorf("gate without shard 1's file = %d, want 2 naming it\n%s", code, out)
		}
		// A set-up error (here a shard past the matrix) fails the shard's
		// own job: || [ $? -eq 1 ] lets only failed pages through.
		if code, out := ciRun(t, dir, script, append(env, "CI_NODE_INDEX=9")...); code == 0 {
			t.Errorf("a shard's set-up error passed its job\n%s", out)
		}
	})
}
