// Command testall runs the whole test suite on a fresh clone, in one
// command:
//
//	go run ./internal/testall [-strict] [go test flags and packages]
//
// Every argument it does not know goes to go test, flags and packages
// alike (`-run TestCheck ./internal/cli`), and so does everything after
// `--`. Without packages it tests ./..., and without -timeout it gives
// the suite 25 minutes (go test's 10 is too short for it).
//
// It installs what the suite's real apps need when it is missing or older
// than the app's package-lock.json (npm ci for testapps/, the browserless
// service under internal/cli/testdata, and each corpus app under
// corpus/testdata/), then runs go test. An app whose install fails is named and left out (its
// tests skip) unless -strict is set, as CI does.
//
// The corpus apps' own git-hook installers (husky, simple-git-hooks) are
// kept off, and so is framework telemetry. The Docus app builds
// better-sqlite3 from source: node-gyp is pointed at the headers of the
// Node.js that runs npm (Debian's libnode-dev puts them in /usr/include/node;
// Node's official tarballs ship them), so it never tries to download them,
// which fails offline.
package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// browserless is the test-only browser service check's tests attach to.
const browserless = "internal/cli/testdata/browserless"

const usage = `Usage: go run ./internal/testall [-strict] [go test flags and packages] [-- go test arguments]

  -strict  fail when an app's dependencies cannot be installed, instead of
           leaving its tests to skip

Anything else goes to go test. Without packages: ./...; without -timeout: 25m.
`

func main() {
	strict, testArgs, err := parseArgs(os.Args[1:])
	if errors.Is(err, errHelp) {
		fmt.Fprint(os.Stderr, usage)
		return
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "testall: %v\n%s", err, usage)
		os.Exit(2)
	}
	if err := run(strict, testArgs); err != nil {
		fmt.Fprintln(os.Stderr, "testall:", err)
		os.Exit(1)
	}
}

func run(strict bool, testArgs []string) error {
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	apps := []string{filepath.Join(root, "testapps"), filepath.Join(root, browserless)}
	corpus, _ := filepath.Glob(filepath.Join(root, "corpus", "testdata", "*", "package-lock.json"))
	for _, lock := range corpus {
		apps = append(apps, filepath.Dir(lock))
	}
	var missing []string
	for _, app := range apps {
		if why := needsInstall(app); why != "" {
			rel, _ := filepath.Rel(root, app)
			fmt.Fprintf(os.Stderr, "testall: %s: %s\n", rel, why)
			missing = append(missing, app)
		}
	}
	if len(missing) > 0 {
		if _, err := exec.LookPath("npm"); err != nil {
			return fmt.Errorf("%d apps need npm ci and npm is not on PATH: install Node.js 20 or later (Debian: apt-get install nodejs npm)", len(missing))
		}
	}
	env := installEnv()
	var failed []string
	for _, app := range missing {
		rel, _ := filepath.Rel(root, app)
		fmt.Fprintf(os.Stderr, "== npm ci (%s)\n", rel)
		t0 := time.Now()
		args := []string{"ci", "--prefix", app, "--no-audit", "--no-fund", "--loglevel=error"}
		if rel == browserless {
			// A test-only browser service (SSPL-1.0, never shipped): it runs
			// on the system Chromium, so no optional browser packages and
			// no install scripts.
			args = append(args, "--omit=optional", "--ignore-scripts")
		}
		cmd := exec.Command("npm", args...)
		cmd.Env, cmd.Stdout, cmd.Stderr = env, os.Stderr, os.Stderr
		if err := cmd.Run(); err != nil {
			failed = append(failed, rel)
			fmt.Fprintf(os.Stderr, "testall: npm ci in %s failed (%v): its tests will skip\n", rel, err)
			_ = os.RemoveAll(filepath.Join(app, "node_modules")) // a half install would not skip
			continue
		}
		fmt.Fprintf(os.Stderr, "   %s in %s\n", rel, time.Since(t0).Round(time.Second))
	}
	if len(failed) > 0 && strict {
		return fmt.Errorf("could not install %s", strings.Join(failed, ", "))
	}
	fmt.Fprintf(os.Stderr, "== go test %s\n", strings.Join(testArgs, " "))
	cmd := exec.Command("go", append([]string{"test"}, testArgs...)...)
	cmd.Dir, cmd.Stdout, cmd.Stderr, cmd.Stdin = root, os.Stdout, os.Stderr, os.Stdin
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) {
			os.Exit(ee.ExitCode())
		}
		return err
	}
	if len(failed) > 0 {
		fmt.Fprintf(os.Stderr, "testall: the suite passed, without %s (not installed)\n", strings.Join(failed, ", "))
	}
	return nil
}

// needsInstall says why app needs npm ci, or "" when its install is
// current: node_modules is missing, or package-lock.json is newer than the
// install npm recorded in node_modules/.package-lock.json (a pull changed
// the dependencies, such as a newly pinned dev tool whose test would
// otherwise fail on the old install). An install npm left no record of is
// taken as current.
func needsInstall(app string) string {
	if _, err := os.Stat(filepath.Join(app, "node_modules")); err != nil {
		return "no node_modules"
	}
	lock, err := os.Stat(filepath.Join(app, "package-lock.json"))
	if err != nil {
		return ""
	}
	installed, err := os.Stat(filepath.Join(app, "node_modules", ".package-lock.json"))
	if err == nil && lock.ModTime().After(installed.ModTime()) {
		return "package-lock.json is newer than its node_modules"
	}
	return ""
}

// installEnv is the environment npm ci runs in: no git hooks written into
// this checkout, no telemetry, and node-gyp pointed at local headers.
func installEnv() []string {
	env := append(os.Environ(), "HUSKY=0", "SKIP_INSTALL_SIMPLE_GIT_HOOKS=1", "NUXT_TELEMETRY_DISABLED=1",
		"NEXT_TELEMETRY_DISABLED=1", "NG_CLI_ANALYTICS=false", "PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1", "PUPPETEER_SKIP_DOWNLOAD=1")
	if os.Getenv("npm_config_nodedir") == "" {
		if dir := nodeHeaders(); dir != "" {
			env = append(env, "npm_config_nodedir="+dir)
		} else {
			fmt.Fprintln(os.Stderr, "testall: no Node.js headers found (Debian: apt-get install libnode-dev); an app that builds a native module (Docus's better-sqlite3) may fail to install offline")
		}
	}
	return env
}

// nodeHeaders is the prefix of the Node.js on PATH when it has its
// headers (PREFIX/include/node/node_version.h), for node-gyp's nodedir.
func nodeHeaders() string {
	node, err := exec.LookPath("node")
	if err != nil {
		return ""
	}
	if real, err := filepath.EvalSymlinks(node); err == nil {
		node = real
	}
	for _, prefix := range []string{filepath.Dir(filepath.Dir(node)), "/usr", "/usr/local"} {
		if _, err := os.Stat(filepath.Join(prefix, "include", "node", "node_version.h")); err == nil {
			return prefix
		}
	}
	return ""
}

// moduleRoot is the folder of this module's go.mod, from the working
// directory up.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for d := dir; ; d = filepath.Dir(d) {
		if b, err := os.ReadFile(filepath.Join(d, "go.mod")); err == nil && strings.Contains(string(b), "module github.com/vibelens/vibelens") {
			return d, nil
		}
		if filepath.Dir(d) == d {
			return "", fmt.Errorf("run it inside the vibelens checkout (no go.mod above %s)", dir)
		}
	}
}
