package vitals

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"math"
	"strings"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"
)

//go:generate go run ../../internal/vendorjs -package web-vitals -version 6.2.3 -file dist/web-vitals.attribution.iife.js -out webvitals

var (
	//go:embed webvitals/web-vitals.attribution.iife.js
	libJS string
	//go:embed webvitals/VERSION
	versionFile string
	//go:embed js/observe.js
	observeJS string
)

// Version is the vendored web-vitals' version.
func Version() string {
	first, _, _ := strings.Cut(versionFile, "\n")
	return strings.TrimPrefix(first, "web-vitals ")
}

// Loader is the script a tab installs in the settle observer's world for
// every document, before the page's own: web-vitals registered with
// reportAllChanges, and the record of what could push content.
func Loader() string {
	return strings.Replace(observeJS, "/*WEBVITALS*/", libJS, 1)
}

// Thresholds this package judges by. CLS is web.dev's line between good
// and needs improvement; a shift group under MinShare of it is noise no
// user notices. LCP images at or over HeavyImage bytes are slow on any
// real connection, whatever loopback made of them.
const (
	CLSFinding       = 0.1
	MinShare         = 0.01
	HeavyImage       = 1_000_000
	DevServerWaitMin = 300 // ms on the server before a reply says a dev server compiled
)

// Raw is what observe.js's read() returns.
type Raw struct {
	CLS    *Metric `json:"cls"`
	LCP    *LCP    `json:"lcp"`
	FCP    *Metric `json:"fcp"`
	TTFB   *Metric `json:"ttfb"`
	INP    *INP    `json:"inp"`
	Shifts []Shift `json:"shifts"`
	// Windows are CLS's other session windows, read only when the dev
	// server's styles are in its largest: one of them may be the app's
	// largest (appWindow).
	Windows       [][]Shift `json:"windows"`
	ServerWaitMs  float64   `json:"serverWaitMs"`
	ServerWaitURL string    `json:"serverWaitUrl"`
}

// Metric is one figure and web-vitals' rating of it.
type Metric struct {
	Value  float64 `json:"value"`
	Rating string  `json:"rating"`
}

// LCP is the largest contentful paint with its attribution.
type LCP struct {
	Metric
	Target        []string `json:"target"` // selectors, one per shadow root
	Label         string   `json:"label"`
	URL           string   `json:"url"`
	TTFBMs        float64  `json:"ttfbMs"`
	LoadDelayMs   float64  `json:"loadDelayMs"`
	LoadMs        float64  `json:"loadMs"`
	RenderDelayMs float64  `json:"renderDelayMs"`
	Bytes         int64    `json:"bytes"`
}

// INP is the slowest interaction's latency so far.
type INP struct {
	Metric
	Label string `json:"label"`
	Type  string `json:"type"`
}

// Shift is one layout shift of CLS's largest session window.
type Shift struct {
	Value float64 `json:"value"`
	AtMs  float64 `json:"atMs"`
	Moved []Moved `json:"moved"`
	Cause *Cause  `json:"cause"`
	// WhileParsing: before domInteractive, while the HTML was still
	// arriving. A dev server that streams the page as it renders it paints
	// a partial page that the rest then rearranges; in CLS, not a finding.
	WhileParsing bool `json:"whileParsing"`
}

// Moved is an element the shift moved, by how many CSS pixels.
type Moved struct {
	Target []string `json:"target"`
	Label  string   `json:"label"`
	DY     int      `json:"dy"`
	DX     int      `json:"dx"`
}

// Cause is what pushed the moved elements: an element inserted or
// restyled above them (beside them, for a sideways move), an image
// without dimensions that loaded, a CSS transition animating a box's
// size, a web font that loaded, or the styles Vite's dev server added
// from JavaScript (and the transitions they set going).
type Cause struct {
	How      string   `json:"how"` // inserted, restyled, restyled-self, unsized-image, transition, font, dev-styles
	AtMs     float64  `json:"atMs"`
	Target   []string `json:"target"`
	Label    string   `json:"label"`
	Height   int      `json:"height"`
	Width    int      `json:"width"`
	Families []string `json:"families"`
	// Props are the properties a transition animated (padding, height),
	// Transition the box's computed transition ("all 0.3s ease").
	Props      []string `json:"props"`
	Transition string   `json:"transition"`
}

// Read returns the document's vitals as observe.js has them now, from
// world, the settle observer's world that holds the loader.
func Read(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID) (*Raw, error) {
	if world == 0 {
		return nil, fmt.Errorf("no observer world in this document")
	}
	res, err := proto.RuntimeEvaluate{Expression: "globalThis.vibelensVitals ? vibelensVitals.read() : null", ContextID: world,
		ReturnByValue: true, AwaitPromise: true}.Call(page.Context(ctx))
	if err != nil {
		return nil, err
	}
	if res.ExceptionDetails != nil {
		msg := res.ExceptionDetails.Text
		if e := res.ExceptionDetails.Exception; e != nil && e.Description != "" {
			msg = e.Description
		}
		first, _, _ := strings.Cut(msg, "\n")
		return nil, fmt.Errorf("web-vitals: %s", first)
	}
	var raw *Raw
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &raw); err != nil {
		return nil, fmt.Errorf("web-vitals' result: %w", err)
	}
	return raw, nil
}

// Summary is the figures for summary.vitals, or nil when the page
// reported none.
func Summary(raw *Raw) *contract.Vitals {
	if raw == nil {
		return nil
	}
	v := &contract.Vitals{CLS: vital(raw.CLS), FCP: vital(raw.FCP), TTFB: vital(raw.TTFB)}
	if raw.LCP != nil {
		v.LCP = vital(&raw.LCP.Metric)
		v.LCPElement = raw.LCP.Label
		v.LCPResource = raw.LCP.URL
	}
	if raw.INP != nil {
		v.INP = vital(&raw.INP.Metric)
	}
	if raw.ServerWaitMs >= DevServerWaitMin {
		v.DevServerWait = fmt.Sprintf("%s waited %s on the server (a dev server compiling on first hit): FCP and LCP include it", shortURL(raw.ServerWaitURL), secs(raw.ServerWaitMs))
	}
	v.CLSNote = clsNote(raw)
	if *v == (contract.Vitals{}) {
		return nil
	}
	return v
}

// clsNote accounts for the parts of a CLS at or over CLSFinding that
// shiftFindings leaves out, each when it is at least MinShare.
func clsNote(raw *Raw) string {
	if raw.CLS == nil || raw.CLS.Value < CLSFinding {
		return ""
	}
	parsing, dev := keptOut(raw.Shifts)
	var parts []string
	if dev >= MinShare {
		parts = append(parts, fmt.Sprintf("%.3g when Vite's dev server added the page's styles after its first paint (a build links them in the head)", round3(dev)))
	}
	if parsing >= MinShare {
		parts = append(parts, fmt.Sprintf("%.3g while the HTML was still arriving", round3(parsing)))
	}
	if len(parts) == 0 {
		return ""
	}
	return fmt.Sprintf("of CLS %.3g, %s: counted, but no layout-shift finding", round3(raw.CLS.Value), strings.Join(parts, ", and "))
}

// keptOut sums the shifts shiftFindings leaves out: those while the HTML
// arrived, and those Vite's dev server made by adding the page's styles.
func keptOut(shifts []Shift) (parsing, dev float64) {
	for _, s := range shifts {
		switch s.setAside() {
		case "parsing":
			parsing += s.Value
		case "dev-styles":
			dev += s.Value
		}
	}
	return parsing, dev
}

// setAside says why a shift that moved something is in CLS and no
// finding: "parsing" (while the HTML arrived) or "dev-styles" (Vite adds
// the CSS a script imports after the HTML was painted; a build links it
// in the head). "" for a finding's shift, and for one that moved nothing.
func (s Shift) setAside() string {
	switch {
	case len(s.Moved) == 0:
		return ""
	case s.WhileParsing:
		return "parsing"
	case s.Cause != nil && s.Cause.How == "dev-styles":
		return "dev-styles"
	}
	return ""
}

// appWindow is the session window a build would report, the app's: CLS's
// largest without the dev server's shifts, which a build does not have,
// or another window that is larger without them (a shift of the app's a
// second after the styles arrived). It returns that window's shifts, its
// value without the dev server's part with web-vitals' rating of it (good
// up to 0.1, poor over 0.25), and that part. A page streamed as it renders
// shifts in production too: those stay. Under MinShare the dev server's
// part is noise, and left in, so the figures match summary.vitals.
func appWindow(raw *Raw) ([]Shift, Metric, float64) {
	shifts, dev := raw.Shifts, devShare(raw.Shifts)
	if dev == 0 {
		return shifts, *raw.CLS, 0
	}
	app := math.Max(0, raw.CLS.Value-dev)
	for _, w := range raw.Windows {
		d := devShare(w)
		if v := total(w) - d; v > app {
			shifts, app, dev = w, v, d
		}
	}
	switch {
	case app <= CLSFinding:
		return shifts, Metric{app, "good"}, dev
	case app <= 0.25:
		return shifts, Metric{app, "needs-improvement"}, dev
	}
	return shifts, Metric{app, "poor"}, dev
}

// devShare is the dev server's shifts' part of a window, or 0 under MinShare.
func devShare(shifts []Shift) float64 {
	if _, dev := keptOut(shifts); dev >= MinShare {
		return dev
	}
	return 0
}

// total is a session window's value.
func total(shifts []Shift) float64 {
	var v float64
	for _, s := range shifts {
		v += s.Value
	}
	return v
}

func vital(m *Metric) *contract.Vital {
	if m == nil {
		return nil
	}
	return &contract.Vital{Value: m.Value, Rating: m.Rating}
}

// Given turns the vitals into findings for findings.js to locate, group
// and source like its own:
//   - layout-shift, when CLS reaches CLSFinding: one finding per cause (the
//     element inserted or restyled, the image without dimensions, the
//     transition, the font),
//     saying what moved and by how much;
//   - slow-loading, when the largest paint waited for an image of
//     HeavyImage bytes or more: the app's cause, whatever the dev server's
//     compile time did to the figures.
func Given(raw *Raw) []findings.Given {
	if raw == nil {
		return nil
	}
	var out []findings.Given
	// The line is the app's: a small shift of its own is no finding for
	// riding on the dev server's styles (clsNote accounts for those).
	if raw.CLS != nil {
		if shifts, cls, dev := appWindow(raw); cls.Value >= CLSFinding {
			out = append(out, shiftFindings(shifts, cls, dev)...)
		}
	}
	if l := raw.LCP; l != nil && l.Bytes >= HeavyImage && l.URL != "" && len(l.Target) > 0 {
		out = append(out, findings.Given{Kind: "slow-loading", Severity: "warning", Rule: "lcp-heavy-image", Target: l.Target,
			Sees: fmt.Sprintf("the largest image (%s) is %s: slow on any real connection", l.Label, megabytes(l.Bytes)),
			Detail: fmt.Sprintf("the largest contentful paint, %s, waited for %s, %s (LCP %s here, on loopback, where bytes cost nothing; at 10 Mbit/s the image alone takes %s). Serve it at the size it is shown, compressed (WebP or AVIF)",
				l.Label, shortURL(l.URL), megabytes(l.Bytes), secs(l.Value), secs(float64(l.Bytes)*8/10_000)),
		})
	}
	return out
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

func secs(ms float64) string {
	if ms < 1000 {
		return fmt.Sprintf("%.0f ms", ms)
	}
	return fmt.Sprintf("%.1f s", ms/1000)
}

func megabytes(b int64) string { return fmt.Sprintf("%.1f MB", float64(b)/1e6) }

// shortURL is a URL's path, for messages about the page's own origin.
func shortURL(u string) string {
	if i := strings.Index(u, "://"); i >= 0 {
		if j := strings.IndexByte(u[i+3:], '/'); j >= 0 {
			return u[i+3+j:]
		}
	}
	return u
}
