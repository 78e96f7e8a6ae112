package browser

import "github.com/vibelens/vibelens/browser/chrome"

// Launching and attaching live in package chrome; these names keep them
// where internal/cli has always found them.
type (
	LaunchOptions = chrome.LaunchOptions
	AttachOptions = chrome.AttachOptions
	Found         = chrome.Found
)

// EnvChrome names the environment variable that points at a browser binary.
const EnvChrome = chrome.EnvChrome

// FindChrome locates a browser binary without downloading anything.
func FindChrome(explicit string) (Found, error) { return chrome.FindChrome(explicit) }

// FindBrowser is FindChrome for a headed or headless browser.
func FindBrowser(explicit string, headed bool) (Found, error) {
	return chrome.FindBrowser(explicit, headed)
}

// InstalledChrome returns the browser `vibelens browser install` cached, or "".
func InstalledChrome() string { return chrome.InstalledChrome() }

// CacheDir is where `vibelens browser install` puts a browser.
func CacheDir() (string, error) { return chrome.CacheDir() }

// CacheLayout is where, under CacheDir, an installed browser sits on an OS:
// the finder's to say, the installer's to follow.
type CacheLayout = chrome.Layout

// CacheLayoutFor is the cache's layout on goos; ok is false on an OS with
// no build to install.
func CacheLayoutFor(goos string) (CacheLayout, bool) { return chrome.LayoutFor(goos) }

// SweepStaleProfiles removes temporary profiles left by dead VibeLens processes.
func SweepStaleProfiles() { chrome.SweepStaleProfiles() }

// ParseCDPHeader parses one --cdp-header value, "Name: value".
func ParseCDPHeader(s string) (name, value string, err error) { return chrome.ParseCDPHeader(s) }
