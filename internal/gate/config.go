package gate

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"regexp"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/vibelens/vibelens/browser"
)

// ConfigFile is the file check reads from the working directory when
// --config does not name another, the way pa11y-ci and Lighthouse CI keep
// a project's settings beside it.
const ConfigFile = "vibelens.yaml"

// checkConfig is vibelens.yaml. Its keys are check's flag names; a flag
// given on the command line wins over its key.
type checkConfig struct {
	BaseURL      string        `yaml:"base-url"`
	Routes       []string      `yaml:"routes"`    // pages: URLs, or paths joined to base-url
	Viewports    []string      `yaml:"viewports"` // --viewport's values
	ColorSchemes []string      `yaml:"color-schemes"`
	FailOn       string        `yaml:"fail-on"`
	Exclude      []string      `yaml:"exclude"` // --exclude's patterns
	Workers      int           `yaml:"workers"`
	Ignore       []ignoreEntry `yaml:"ignore"`
}

// ignoreEntry is a problem the team has decided not to fail on, and why.
// A problem matches when every field given matches: Rule its kind or its
// axe rule, Page its page path (a trailing * matches a prefix), Selector
// its element. Ignored problems fail nothing and are listed as ignored in
// every report, with Reason.
type ignoreEntry struct {
	Rule     string `yaml:"rule"`
	Page     string `yaml:"page"`
	Selector string `yaml:"selector"`
	Reason   string `yaml:"reason"`
}

// matches reports whether the entry covers id.
func (i ignoreEntry) matches(id browser.ProblemID) bool {
	if i.Rule != "" && i.Rule != id.Kind && i.Rule != id.Rule {
		return false
	}
	if prefix, ok := strings.CutSuffix(i.Page, "*"); ok {
		if !strings.HasPrefix(id.Page, prefix) {
			return false
		}
	} else if i.Page != "" && i.Page != id.Page {
		return false
	}
	// The identity's Where is normalised (hashes and generated classes
	// out): an entry written with the real selector, before or after a
	// rebuild, matches as well as one copied from the known-problems file.
	return i.Selector == "" || i.Selector == id.Where || browser.NormalizeWhere(id.Kind, i.Selector) == id.Where
}

// String is the entry on one line, for the reports.
func (i ignoreEntry) String() string {
	var what []string
	for _, f := range []struct{ name, v string }{{"rule", i.Rule}, {"page", i.Page}, {"selector", i.Selector}} {
		if f.v != "" {
			what = append(what, f.name+" "+f.v)
		}
	}
	return strings.Join(what, ", ") + ": " + i.Reason
}

// loadCheckConfig reads --config, or vibelens.yaml in the working
// directory when there is one; nil when neither is there.
func loadCheckConfig(path string) (*checkConfig, string, error) {
	explicit := path != ""
	if !explicit {
		path = ConfigFile
	}
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) && !explicit {
		return nil, "", nil
	}
	if err != nil {
		return nil, path, fmt.Errorf("--config: %w", err)
	}
	c, err := parseCheckConfig(b)
	if err != nil {
		return nil, path, fmt.Errorf("%s: %w", path, err)
	}
	return c, path, nil
}

// unknownKey is yaml.v3's message for a key the struct does not have.
var unknownKey = regexp.MustCompile(`line (\d+): field (\S+) not found in type \S+`)

// wrongType is yaml.v3's message for a value of the wrong type.
var wrongType = regexp.MustCompile("line (\\d+): cannot unmarshal !!(\\w+)(?: (`[^`]*`))? into (\\S+)")

// typeWords say what a Go type of checkConfig is in a YAML file.
var typeWords = map[string]string{
	"int": "a whole number", "string": "text", "[]string": "a list of text",
	"[]gate.ignoreEntry": "a list of entries", "gate.ignoreEntry": "an entry with rule, page, selector and reason",
	"gate.checkConfig": "a mapping of keys",
}

// keyAt is the key written on line n of a YAML file ("workers: two"), or
// "the value".
func keyAt(b []byte, n string) string {
	var i int
	fmt.Sscan(n, &i)
	lines := strings.Split(string(b), "\n")
	if i < 1 || i > len(lines) {
		return "the value"
	}
	k, _, ok := strings.Cut(strings.TrimLeft(lines[i-1], " -"), ":")
	if !ok || k == "" {
		return "the value"
	}
	return k
}

// parseCheckConfig decodes strictly (an unknown key is an error that
// names it) and checks every value.
func parseCheckConfig(b []byte) (*checkConfig, error) {
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	var c checkConfig
	if err := dec.Decode(&c); err != nil && !errors.Is(err, io.EOF) { // io.EOF: an empty file
		msg := strings.TrimPrefix(err.Error(), "yaml: unmarshal errors:\n  ")
		if m := unknownKey.FindStringSubmatch(msg); m != nil {
			return nil, fmt.Errorf("line %s: unknown key %q (the keys are base-url, routes, viewports, color-schemes, fail-on, exclude, workers, ignore)", m[1], m[2])
		}
		if m := wrongType.FindStringSubmatch(msg); m != nil {
			given := m[3]
			if given == "" {
				given = map[string]string{"seq": "a list", "map": "a mapping"}[m[2]]
			}
			return nil, fmt.Errorf("line %s: %s must be %s, not %s", m[1], keyAt(b, m[1]), typeWords[m[4]], given)
		}
		return nil, errors.New(strings.TrimPrefix(msg, "yaml: "))
	}
	if _, ok := failOnLevels[c.FailOn]; c.FailOn != "" && !ok {
		return nil, fmt.Errorf("fail-on must be error, warning or never, not %q", c.FailOn)
	}
	if c.Workers < 0 {
		return nil, fmt.Errorf("workers must be at least 1, not %d", c.Workers)
	}
	for _, s := range c.ColorSchemes {
		if s != "light" && s != "dark" {
			return nil, fmt.Errorf("color-schemes: %q is not light or dark", s)
		}
	}
	for _, x := range c.Exclude {
		if _, err := regexp.Compile(x); err != nil {
			return nil, fmt.Errorf("exclude: %q is not a regular expression: %v", x, err)
		}
	}
	for n, i := range c.Ignore {
		if i.Rule == "" && i.Page == "" && i.Selector == "" {
			return nil, fmt.Errorf("ignore entry %d names no rule, page or selector", n+1)
		}
		if strings.TrimSpace(i.Reason) == "" {
			return nil, fmt.Errorf("ignore entry %d (%s) has no reason: say why it is ignored", n+1, strings.TrimSuffix(i.String(), ": "))
		}
	}
	return &c, nil
}

// apply puts the file's values into the flags the command line did not
// set: flags win.
func (c *checkConfig) apply(fs *flag.FlagSet, f *Flags, path string) {
	set := map[string]bool{}
	fs.Visit(func(fl *flag.Flag) { set[fl.Name] = true })
	if c.BaseURL != "" && !set["base-url"] {
		f.baseURL = c.BaseURL
	}
	if len(c.Viewports) > 0 && !set["viewport"] {
		f.viewports, f.viewportsFrom = c.Viewports, path
	}
	if c.FailOn != "" && !set["fail-on"] {
		f.failOn = c.FailOn
	}
	if len(c.Exclude) > 0 && !set["exclude"] {
		f.exclude = c.Exclude
	}
	if c.Workers > 0 && !set["workers"] {
		f.workers = c.Workers
	}
	if len(c.Routes) > 0 && fs.NArg() == 0 && !set["routes"] {
		f.configRoutes = c.Routes
	}
	f.colorSchemes = c.ColorSchemes
	f.ignore = c.Ignore
}
