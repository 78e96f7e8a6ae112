package corpus

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/vibelens/vibelens/internal/devserver"
)

// ManifestFile is the name of every app's manifest in its folder.
const ManifestFile = "corpus.yaml"

// Viewports are the tool's presets every page is captured in.
var Viewports = []string{"desktop", "tablet", "mobile"}

// Manifest is one app's corpus.yaml: where it comes from, how to serve it,
// which pages to capture and what a person saw on them.
type Manifest struct {
	Name    string    `yaml:"name"`
	Origin  string    `yaml:"origin"`
	Stack   string    `yaml:"stack"`
	Sample  bool      `yaml:"sample"`
	Server  Server    `yaml:"server"`
	Pages   []string  `yaml:"pages"`
	Planted []Planted `yaml:"planted"`
	Truth   []Truth   `yaml:"truth"`
	Design  []Design  `yaml:"design"`
	Console []Console `yaml:"console"`

	Dir string `yaml:"-"` // the app's folder, absolute
}

// Server is the app's own dev server command.
type Server struct {
	Command []string          `yaml:"command"`
	Env     map[string]string `yaml:"env"`
	Ready   string            `yaml:"ready"`
	Startup time.Duration     `yaml:"startup"`
}

// Expect is a defect a finding may name: on a page, in some viewports
// (none listed means all), as one of the kinds, naming the selector.
type Expect struct {
	Page      string   `yaml:"page"`
	Viewports []string `yaml:"viewports"`
	Kinds     []string `yaml:"kinds"`
	Selector  string   `yaml:"selector"`
	Why       string   `yaml:"why"`
}

// Planted is a bug we planted; its finding must name the source file.
type Planted struct {
	Expect `yaml:",inline"`
	File   string `yaml:"file"`
}

// Truth is a real defect of a clean page, seen in its screenshots.
type Truth struct {
	Expect `yaml:",inline"`
	// Sometimes, for a defect that shows on some looks only, says when it
	// shows: a layout shift that needs a lazily loaded view to arrive
	// after the first paint, as it does on a busy machine. Reported, it
	// is true; not reported, it is no miss.
	Sometimes string `yaml:"sometimes"`
}

// Required reports whether every capture of its page must find it.
func (t Truth) Required() bool { return t.Sometimes == "" }

// Design documents what looks odd but is the authors' intent.
type Design struct {
	Page string `yaml:"page"`
	What string `yaml:"what"`
}

// Console is a console or uncaught error expected on a page, with the
// source file it must be attributed to.
type Console struct {
	Page string `yaml:"page"`
	Text string `yaml:"text"`
	File string `yaml:"file"`
}

// In reports whether the expectation applies in the viewport.
func (e Expect) In(viewport string) bool {
	return len(e.Viewports) == 0 || slices.Contains(e.Viewports, viewport)
}

// PlantedPages are the planted entries' pages, each once, in order.
func (m *Manifest) PlantedPages() []string {
	var out []string
	for _, p := range m.Planted {
		if !slices.Contains(out, p.Page) {
			out = append(out, p.Page)
		}
	}
	return out
}

// Clean reports whether page is one of the app's own pages.
func (m *Manifest) Clean(page string) bool { return slices.Contains(m.Pages, page) }

// Command is the dev server as devserver starts it.
func (m *Manifest) Command() devserver.Command {
	return devserver.Command{Name: m.Name, Dir: m.Dir, Argv: m.Server.Command, Env: m.Server.Env,
		Ready: m.Server.Ready, Startup: m.Server.Startup}
}

// Load reads and validates every <root>/*/corpus.yaml. It returns the
// manifests that are valid, and every problem of the others joined.
func Load(root string) ([]*Manifest, error) {
	paths, err := filepath.Glob(filepath.Join(root, "*", ManifestFile))
	if err != nil {
		return nil, err
	}
	var out []*Manifest
	var errs []error
	for _, p := range paths {
		m, err := LoadFile(p)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, m)
	}
	return out, errors.Join(errs...)
}

// LoadFile reads and validates one manifest; its folder names the app.
func LoadFile(path string) (*Manifest, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	dir, err := filepath.Abs(filepath.Dir(path))
	if err != nil {
		return nil, err
	}
	m, err := Parse(b, filepath.Base(dir))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	m.Dir = dir
	return m, nil
}

// Parse decodes a manifest strictly (unknown fields are errors) and
// validates it for the app folder named folder.
func Parse(b []byte, folder string) (*Manifest, error) {
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	var m Manifest
	if err := dec.Decode(&m); err != nil {
		return nil, err
	}
	if err := m.validate(folder); err != nil {
		return nil, err
	}
	return &m, nil
}

// validate returns every rule the manifest breaks, joined.
func (m *Manifest) validate(folder string) error {
	var errs []error
	bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf(format, a...)) }
	if m.Name != folder {
		bad("name %q is not the folder name %q", m.Name, folder)
	}
	if strings.TrimSpace(m.Origin) == "" {
		bad("origin is empty")
	}
	if strings.TrimSpace(m.Stack) == "" {
		bad("stack is empty")
	}
	m.validateServer(bad)
	if len(m.Pages) == 0 {
		bad("pages is empty")
	}
	for i, p := range m.Pages {
		if !strings.HasPrefix(p, "/") {
			bad("pages[%d] %q does not start with /", i, p)
		}
		if slices.Contains(m.Pages[:i], p) {
			bad("pages[%d] %q is listed twice", i, p)
		}
	}
	for i, p := range m.Planted {
		at := fmt.Sprintf("planted[%d]", i)
		validateExpect(at, p.Expect, bad)
		if m.Clean(p.Page) {
			bad("%s: page %q is one of pages: planted bugs live on pages of their own", at, p.Page)
		}
		if strings.TrimSpace(p.File) == "" {
			bad("%s: file is empty", at)
		}
	}
	for i, tr := range m.Truth {
		at := fmt.Sprintf("truth[%d]", i)
		validateExpect(at, tr.Expect, bad)
		if !m.Clean(tr.Page) {
			bad("%s: page %q is not one of pages", at, tr.Page)
		}
		if tr.Sometimes != "" && strings.TrimSpace(tr.Why) == "" {
			bad("%s: sometimes needs why, the judgement that the defect is true when it shows", at)
		}
	}
	for i, d := range m.Design {
		if !m.Clean(d.Page) && !slices.Contains(m.PlantedPages(), d.Page) {
			bad("design[%d]: page %q is not captured", i, d.Page)
		}
		if strings.TrimSpace(d.What) == "" {
			bad("design[%d]: what is empty", i)
		}
	}
	for i, c := range m.Console {
		if !m.Clean(c.Page) && !slices.Contains(m.PlantedPages(), c.Page) {
			bad("console[%d]: page %q is not captured", i, c.Page)
		}
		if c.Text == "" || strings.TrimSpace(c.File) == "" {
			bad("console[%d]: text and file are required", i)
		}
	}
	return errors.Join(errs...)
}

func (m *Manifest) validateServer(bad func(string, ...any)) {
	s := m.Server
	if len(s.Command) == 0 || s.Command[0] == "" {
		bad("server.command is empty")
	} else if !slices.ContainsFunc(s.Command, func(a string) bool { return strings.Contains(a, devserver.PortVar) }) {
		bad("server.command has no %s", devserver.PortVar)
	}
	if s.Ready != "" && !strings.HasPrefix(s.Ready, "/") {
		bad("server.ready %q does not start with /", s.Ready)
	}
	if s.Startup < 0 {
		bad("server.startup %s is negative", s.Startup)
	}
	for k := range s.Env {
		if k == "" || strings.ContainsAny(k, "= ") {
			bad("server.env has a bad name %q", k)
		}
	}
}

func validateExpect(at string, e Expect, bad func(string, ...any)) {
	if !strings.HasPrefix(e.Page, "/") {
		bad("%s: page %q does not start with /", at, e.Page)
	}
	for _, v := range e.Viewports {
		if !slices.Contains(Viewports, v) {
			bad("%s: viewport %q is not one of %s", at, v, strings.Join(Viewports, ", "))
		}
	}
	if len(e.Kinds) == 0 {
		bad("%s: kinds is empty", at)
	}
	if strings.TrimSpace(e.Selector) == "" {
		bad("%s: selector is empty", at)
	}
}
