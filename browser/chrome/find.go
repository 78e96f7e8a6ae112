package chrome

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"

	"github.com/vibelens/vibelens/browser/contract"

	"github.com/go-rod/rod/lib/launcher"
)

// EnvChrome names the environment variable that points at a browser binary.
const EnvChrome = "VIBELENS_CHROME"

// Found says which browser binary will be used and why.
type Found struct {
	Path   string
	Source string // "--chrome", EnvChrome, "vibelens browser install", "system", "system headless shell"
}

// headlessShells are the names Chromium's headless shell is installed
// under (Debian's chromium-headless-shell, Chrome for Testing's
// chrome-headless-shell). It is the same Blink without a window system:
// a full browser builds a browser window for every isolated context and
// a tab in it, which cost its main thread about 100 ms a capture on this
// project's 2-core machine; the shell makes a tab in about half the time
// and launches in half the time (ADR 0016).
var headlessShells = []string{"chromium-headless-shell", "chrome-headless-shell"}

// debianHeadlessShell is the shell's binary in Debian's package. Its
// /usr/bin entry is a script that runs it as a child instead of exec'ing
// it, so the process VibeLens tracks (and kills) would be the script.
var debianHeadlessShell = "/usr/lib/chromium/chromium-headless-shell"

// headlessShell returns the headless shell's binary, or "".
func headlessShell() string {
	if info, err := os.Stat(debianHeadlessShell); err == nil && !info.IsDir() {
		return debianHeadlessShell
	}
	for _, name := range headlessShells {
		if p, err := exec.LookPath(name); err == nil {
			if abs, err := filepath.Abs(p); err == nil {
				p = abs
			}
			return p
		}
	}
	return ""
}

// FindChrome locates a Chrome, Chromium or Edge binary without downloading
// anything: the explicit path, then $VIBELENS_CHROME, then a browser that
// `vibelens browser install` put in the user cache, then the usual system
// locations. It never fetches a browser: a download inside a tool call would
// stall the editor and, through rod, print to stdout. Among system
// browsers a headless shell comes first: see FindBrowser.
func FindChrome(explicit string) (Found, error) { return FindBrowser(explicit, false) }

// FindBrowser is FindChrome for a browser that is headed or not: a headed
// one needs the full browser, since the headless shell has no windows.
func FindBrowser(explicit string, headed bool) (Found, error) {
	if explicit != "" {
		return checkBinary(explicit, "--chrome")
	}
	if p := os.Getenv(EnvChrome); p != "" {
		return checkBinary(p, EnvChrome)
	}
	if p := InstalledChrome(); p != "" {
		return Found{Path: p, Source: "vibelens browser install"}, nil
	}
	if p := headlessShell(); p != "" && !headed {
		return Found{Path: p, Source: "system headless shell"}, nil
	}
	if p, ok := launcher.LookPath(); ok {
		if abs, err := exec.LookPath(p); err == nil {
			p = abs
		}
		return Found{Path: p, Source: "system"}, nil
	}
	return Found{}, &contract.Error{
		Code:     contract.CodeBrowserNotInstalled,
		Problem:  "no Chrome, Chromium or Edge was found on this machine",
		NextStep: "Install one: " + installHint() + ". Or point " + EnvChrome + " at a browser binary.",
	}
}

func checkBinary(path, source string) (Found, error) {
	info, err := os.Stat(path)
	if err != nil || info.IsDir() {
		return Found{}, &contract.Error{
			Code:     contract.CodeBrowserNotInstalled,
			Problem:  fmt.Sprintf("the browser named by %s (%q) does not exist", source, path),
			NextStep: "Fix the path, or unset it to use a browser found on the system (" + installHint() + ").",
			Err:      err,
		}
	}
	return Found{Path: path, Source: source}, nil
}

// installHint is the command that installs a browser on this OS.
func installHint() string {
	switch runtime.GOOS {
	case "darwin":
		return "brew install --cask chromium (or install Google Chrome), or run `vibelens browser install`"
	case "windows":
		return "winget install Google.Chrome, or run `vibelens browser install`"
	default:
		return "sudo apt-get install chromium (Debian/Ubuntu) or sudo dnf install chromium (Fedora), or run `vibelens browser install`"
	}
}
