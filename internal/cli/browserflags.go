package cli

import (
	"flag"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"
	"unicode"

	"github.com/vibelens/vibelens/browser"
	"github.com/vibelens/vibelens/guard"
)

// browserFlags are the flags every command that drives Chromium shares.
type browserFlags struct {
	chrome    string
	stealth   bool
	ephemeral bool
	idle      time.Duration
	parallel  int
	network   guard.Mode
	allow     allowHosts

	storageState string
	userDataDir  string
	headed       bool
	viewports    string
	cdpEndpoint  string
	cdpHeaders   cdpHeaders
	cdpRemote    bool
	freshTabs    bool // bench only: what reusing a reset tab saves (ADR 0018)
	forgetA11y   bool // bench only: what the accessibility memory saves (ADR 0033)

	// The in-page passes' time boxes, when a command wants its own
	// (check: every rule judged, however loaded the machine); zero keeps
	// the product's.
	findingsBudget, a11yBudget time.Duration
	// afterLoad overrides the deadline for the work after the load event
	// (zero keeps the product's): one that gives the passes more time
	// must give the capture that time too.
	afterLoad time.Duration
}

// cdpHeaders collects repeated --cdp-header values, checked as they come.
type cdpHeaders http.Header

func (h *cdpHeaders) String() string {
	if h == nil || *h == nil {
		return ""
	}
	return fmt.Sprint(len(*h), " headers") // values are secrets: never echo them
}

func (h *cdpHeaders) Set(v string) error {
	name, value, err := browser.ParseCDPHeader(v)
	if err != nil {
		return err
	}
	if *h == nil {
		*h = cdpHeaders{}
	}
	http.Header(*h).Add(name, value)
	return nil
}

// allowHosts collects repeated --allow-host values, each parsed as it comes
// so a bad one fails at start-up with the reason. One value may list several
// rules separated by commas or spaces (an MCP Bundle's settings field passes
// them that way); an empty one adds none.
type allowHosts []guard.Rule

func (a *allowHosts) String() string {
	if a == nil {
		return ""
	}
	s := make([]string, len(*a))
	for i, r := range *a {
		s[i] = r.String()
	}
	return strings.Join(s, ",")
}

func (a *allowHosts) Set(v string) error {
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }) {
		r, err := guard.ParseRule(f)
		if err != nil {
			return err
		}
		*a = append(*a, r)
	}
	return nil
}

func (b *browserFlags) register(fs *flag.FlagSet, server bool) {
	fs.StringVar(&b.chrome, "chrome", "", "path to a Chrome, Chromium or Edge binary (default: $"+browser.EnvChrome+", then the system browser)")
	fs.BoolVar(&b.stealth, "stealth", false, "apply go-rod/stealth evasions for apps that behave differently under headless detection (changes what the page sees)")
	fs.TextVar(&b.network, "network", guard.AllowPublic, "which connections a page may make: public (loopback plus public subresources such as fonts and CDNs) or local (loopback and --allow-host only; other names are not even resolved); private ranges, link-local and cloud metadata addresses are refused in both")
	fs.Var(&b.allow, "allow-host", "also allow this host for the URL, navigations and connections: a name (myapp.test), a wildcard (*.test) or a CIDR (10.0.0.0/8, fd00::/8); repeatable, or several separated by commas. Cloud metadata, link-local, multicast and broadcast addresses stay refused")
	fs.StringVar(&b.storageState, "storage-state", "", "log in with the Playwright storage-state JSON `FILE` (cookies and localStorage, e.g. saved by vibelens auth save): applied to every call's fresh context before it navigates; re-read when the file changes. Anyone who can read the file can use the session")
	fs.StringVar(&b.userDataDir, "user-data-dir", "", "use the persistent browser profile in `DIR` instead of a fresh context per call: logins and storage carry over between calls (summary.isolation \"persistent\"), calls run one at a time. Calls share state, and the profile keeps whatever the pages stored")
	fs.BoolVar(&b.headed, "headed", false, "show the browser window (launch mode only), to watch what the assistant sees; needs a display")
	fs.StringVar(&b.viewports, "viewports", "", "YAML `FILE` of extra viewport presets (schema of the built-in viewports.yaml, plus optional colorScheme light|dark, reducedMotion, locale, timezone); added after "+userPresetsHint()+". Built-in names cannot be redefined")
	fs.StringVar(&b.cdpEndpoint, "cdp-endpoint", "", "attach to the running browser at `URL` instead of launching one: http(s)://host:port (discovered via /json/version) or ws(s)://… . VibeLens creates its own browser context per call, leaves your tabs alone and never closes the browser. A browser on another machine cannot reach the egress proxy: every request is then checked over CDP and only loopback and --allow-host hosts are reachable")
	fs.Var(&b.cdpHeaders, "cdp-header", "header for --cdp-endpoint's discovery and WebSocket handshake, \"Name: value\" (an API key); repeatable")
	fs.BoolVar(&b.cdpRemote, "cdp-remote", false, "treat --cdp-endpoint as remote even on a loopback address (a port forward or tunnel to another machine): check requests over CDP instead of using the egress proxy")
	if server {
		fs.BoolVar(&b.ephemeral, "ephemeral", false, "launch a browser per call instead of keeping one warm")
		fs.DurationVar(&b.idle, "idle-timeout", browser.DefaultIdleTimeout, "shut the warm browser down after this long without calls")
		fs.IntVar(&b.parallel, "max-concurrent", browser.DefaultMaxConcurrent, "captures served in parallel; more wait their turn")
	}
}

// userPresetsHint names the per-user presets file for help text.
func userPresetsHint() string {
	if f := browser.UserPresetsFile(); f != "" {
		return f
	}
	return "the per-user viewports.yaml"
}

// presets loads the viewport presets: built-ins, the per-user file, --viewports.
func (b *browserFlags) presets() (browser.Presets, error) {
	var files []string
	if b.viewports != "" {
		files = append(files, b.viewports)
	}
	return browser.LoadPresets(files...)
}

// manager builds the browser manager the flags describe; a nil log
// discards. A bad storage-state or presets file is an error here, at start.
func (b *browserFlags) manager(log *slog.Logger) (*browser.Manager, error) {
	var attach *browser.AttachOptions
	if b.cdpEndpoint != "" {
		switch {
		case b.headed:
			return nil, fmt.Errorf("--headed works only when VibeLens launches the browser, not with --cdp-endpoint")
		case b.userDataDir != "":
			return nil, fmt.Errorf("--user-data-dir works only when VibeLens launches the browser; with --cdp-endpoint the browser's own profile is used (and VibeLens still gives each call a fresh context)")
		case b.chrome != "":
			return nil, fmt.Errorf("--chrome and --cdp-endpoint exclude each other: one launches a browser, the other attaches to one")
		}
		attach = &browser.AttachOptions{Endpoint: b.cdpEndpoint, Header: http.Header(b.cdpHeaders), Remote: b.cdpRemote}
	} else if b.cdpHeaders != nil || b.cdpRemote {
		return nil, fmt.Errorf("--cdp-header and --cdp-remote need --cdp-endpoint")
	}
	presets, err := b.presets()
	if err != nil {
		return nil, err
	}
	var state *browser.StorageFile
	if b.storageState != "" {
		if state, err = browser.OpenStorageFile(b.storageState); err != nil {
			return nil, err
		}
	}
	return browser.NewManager(browser.Options{
		Launch:           browser.LaunchOptions{ChromePath: b.chrome, UserDataDir: b.userDataDir, Headed: b.headed},
		StorageState:     state,
		Attach:           attach,
		Viewports:        presets,
		Stealth:          b.stealth,
		Network:          b.network,
		Allow:            b.allow,
		Ephemeral:        b.ephemeral,
		IdleTimeout:      b.idle,
		MaxConcurrent:    b.parallel,
		FreshTabs:        b.freshTabs,
		ForgetA11y:       b.forgetA11y,
		FindingsBudget:   b.findingsBudget,
		AfterLoadTimeout: b.afterLoad,
		A11yBudget:       b.a11yBudget,
		Logger:           log,
	}), nil
}
