package cli

import (
	"flag"
	"log/slog"
	"time"

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
}

func (b *browserFlags) register(fs *flag.FlagSet, server bool) {
	fs.StringVar(&b.chrome, "chrome", "", "path to a Chrome, Chromium or Edge binary (default: $"+browser.EnvChrome+", then the system browser)")
	fs.BoolVar(&b.stealth, "stealth", false, "apply go-rod/stealth evasions for apps that behave differently under headless detection (changes what the page sees)")
	fs.TextVar(&b.network, "network", guard.AllowPublic, "which connections a page may make: public (local pages plus public subresources such as fonts and CDNs) or local (local addresses only); link-local and cloud metadata addresses are always refused")
	if server {
		fs.BoolVar(&b.ephemeral, "ephemeral", false, "launch a browser per call instead of keeping one warm")
		fs.DurationVar(&b.idle, "idle-timeout", browser.DefaultIdleTimeout, "shut the warm browser down after this long without calls")
		fs.IntVar(&b.parallel, "max-concurrent", browser.DefaultMaxConcurrent, "captures served in parallel; more wait their turn")
	}
}

// manager builds the browser manager the flags describe; a nil log discards.
func (b *browserFlags) manager(log *slog.Logger) *browser.Manager {
	return browser.NewManager(browser.Options{
		Launch:        browser.LaunchOptions{ChromePath: b.chrome},
		Stealth:       b.stealth,
		Network:       b.network,
		Ephemeral:     b.ephemeral,
		IdleTimeout:   b.idle,
		MaxConcurrent: b.parallel,
		Logger:        log,
	})
}
