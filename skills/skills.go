// Package skills holds the VibeLens prompts: one embedded YAML file per skill
// is the single source for the MCP prompts the server offers, the Claude Code
// plugin's SKILL.md files (generated into plugin/skills by go generate) and
// the rule files written for other hosts.
package skills

//go:generate go run ./internal/gen -root ../plugin

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
	"text/template"

	"gopkg.in/yaml.v3"
)

//go:embed *.yaml
var sources embed.FS

// order fixes the order of All; every embedded YAML file must be listed here.
var order = []string{"check-ui", "responsive-audit"}

// MaxDescription is the longest description hosts accept portably (the
// Agent Skills limit for SKILL.md frontmatter).
const MaxDescription = 1024

// Argument is one input of a skill, as offered to MCP prompt callers.
type Argument struct {
	Name        string
	Description string
	Required    bool

	// generic is how the body refers to the argument when no value is
	// given: in SKILL.md and rule files, and for omitted optional arguments.
	generic string
}

// Skill is one workflow prompt for the inspect_localhost_ui tool.
type Skill struct {
	Name        string
	Title       string
	Description string
	Arguments   []Argument

	body *template.Template
}

// file is the on-disk shape of a skill; unknown keys are rejected.
type file struct {
	Name        string         `yaml:"name"`
	Title       string         `yaml:"title"`
	Description string         `yaml:"description"`
	Arguments   []fileArgument `yaml:"arguments"`
	Body        string         `yaml:"body"`
}

type fileArgument struct {
	Name        string `yaml:"name"`
	Description string `yaml:"description"`
	Required    bool   `yaml:"required"`
	Generic     string `yaml:"generic"`
}

// loaded is parsed once; the YAML is compiled in, so a failure is a bug the
// package tests catch before anything ships.
var loaded = func() []Skill {
	all, err := load(sources)
	if err != nil {
		panic("skills: " + err.Error())
	}
	return all
}()

// All returns every skill in a stable order: check-ui, responsive-audit.
func All() []Skill {
	out := make([]Skill, len(loaded))
	for i, s := range loaded {
		out[i] = s.clone()
	}
	return out
}

// Lookup returns the skill with the given name.
func Lookup(name string) (Skill, bool) {
	for _, s := range loaded {
		if s.Name == name {
			return s.clone(), true
		}
	}
	return Skill{}, false
}

func (s Skill) clone() Skill {
	s.Arguments = slices.Clone(s.Arguments)
	return s
}

// Render returns the prompt text with the arguments filled in. A missing or
// blank required argument, or an argument the skill does not declare, is an
// error that names it (and not the skill: the caller knows whether it
// serves the skill as an MCP prompt or otherwise, and says so). Optional
// arguments left out read generically.
func (s Skill) Render(args map[string]string) (string, error) {
	for name := range args {
		if !slices.ContainsFunc(s.Arguments, func(a Argument) bool { return a.Name == name }) {
			return "", fmt.Errorf("unknown argument %q", name)
		}
	}
	values := make(map[string]string, len(s.Arguments))
	for _, a := range s.Arguments {
		v := strings.TrimSpace(args[a.Name])
		switch {
		case v != "":
			values[a.Name] = v
		case a.Required:
			return "", fmt.Errorf("missing required argument %q", a.Name)
		default:
			values[a.Name] = a.generic
		}
	}
	return s.execute(values)
}

// genericBody is the body as SKILL.md and rule files carry it: every argument
// phrased generically, because there the model picks the values itself.
func (s Skill) genericBody() string {
	text, err := s.execute(genericValues(s.Arguments))
	if err != nil {
		// load executed this exact case already.
		panic("skills: " + err.Error())
	}
	return text
}

func (s Skill) execute(values map[string]string) (string, error) {
	var b strings.Builder
	if err := s.body.Execute(&b, values); err != nil {
		return "", fmt.Errorf("skill %s: render: %w", s.Name, err)
	}
	return b.String(), nil
}

var (
	kebab      = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	identifier = regexp.MustCompile(`^[a-z][a-zA-Z0-9]*$`)
)

// load parses and validates every YAML file in fsys and returns the skills in
// the order of the order list.
func load(fsys fs.FS) ([]Skill, error) {
	names, err := fs.Glob(fsys, "*.yaml")
	if err != nil {
		return nil, err
	}
	byName := map[string]Skill{}
	for _, name := range names {
		data, err := fs.ReadFile(fsys, name)
		if err != nil {
			return nil, err
		}
		s, err := parse(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if want := strings.TrimSuffix(path.Base(name), ".yaml"); s.Name != want {
			return nil, fmt.Errorf("%s: name %q does not match the file name", name, s.Name)
		}
		byName[s.Name] = s
	}
	var all []Skill
	for _, name := range order {
		s, ok := byName[name]
		if !ok {
			return nil, fmt.Errorf("skill %s: no %s.yaml", name, name)
		}
		all = append(all, s)
		delete(byName, name)
	}
	for name := range byName {
		return nil, fmt.Errorf("skill %s: missing from the order list in skills.go", name)
	}
	return all, nil
}

// parse decodes one skill strictly and checks everything a host relies on.
func parse(data []byte) (Skill, error) {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var f file
	if err := dec.Decode(&f); err != nil {
		return Skill{}, fmt.Errorf("decode: %w", err)
	}
	if err := dec.Decode(new(file)); !errors.Is(err, io.EOF) {
		return Skill{}, errors.New("more than one YAML document")
	}

	var problems []string
	bad := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }
	if !kebab.MatchString(f.Name) || len(f.Name) > 64 {
		bad("name %q is not kebab-case (at most 64 characters)", f.Name)
	}
	if strings.TrimSpace(f.Title) == "" {
		bad("title is empty")
	}
	switch d := strings.TrimSpace(f.Description); {
	case d == "":
		bad("description is empty")
	case len(d) > MaxDescription:
		bad("description is %d characters, more than %d", len(d), MaxDescription)
	case strings.ContainsAny(d, "\n<>"):
		bad("description must be one line without angle brackets")
	}
	if strings.TrimSpace(f.Body) == "" {
		bad("body is empty")
	}
	if !strings.Contains(f.Body, "inspect_localhost_ui") {
		bad("body does not mention inspect_localhost_ui")
	}
	s := Skill{Name: f.Name, Title: strings.TrimSpace(f.Title), Description: strings.TrimSpace(f.Description)}
	seen := map[string]bool{}
	for _, a := range f.Arguments {
		if !identifier.MatchString(a.Name) {
			bad("argument name %q must be a plain identifier", a.Name)
		}
		if seen[a.Name] {
			bad("argument %q is declared twice", a.Name)
		}
		seen[a.Name] = true
		if strings.TrimSpace(a.Description) == "" {
			bad("argument %q has no description", a.Name)
		}
		if strings.TrimSpace(a.Generic) == "" {
			bad("argument %q has no generic phrasing", a.Name)
		}
		s.Arguments = append(s.Arguments, Argument{
			Name:        a.Name,
			Description: strings.TrimSpace(a.Description),
			Required:    a.Required,
			generic:     strings.TrimSpace(a.Generic),
		})
	}
	if i := slices.IndexFunc(s.Arguments, func(a Argument) bool { return a.Name == "url" }); i < 0 || !s.Arguments[i].Required {
		bad("no required url argument")
	}
	tmpl, err := template.New(f.Name).Option("missingkey=error").Parse(f.Body)
	if err != nil {
		bad("body: %v", err)
	} else {
		s.body = tmpl
		for _, a := range s.Arguments {
			if !strings.Contains(f.Body, "{{."+a.Name+"}}") {
				bad("body never uses argument %q", a.Name)
			}
		}
		// An undeclared argument fails here (missingkey=error); leftover
		// braces mean a placeholder the template did not take.
		text, err := s.execute(genericValues(s.Arguments))
		if err != nil {
			bad("%v", err)
		} else if strings.Contains(text, "{{") || strings.Contains(text, "}}") {
			bad("body keeps template braces after rendering")
		}
	}
	if len(problems) > 0 {
		return Skill{}, fmt.Errorf("skill %q: %s", f.Name, strings.Join(problems, "; "))
	}
	return s, nil
}

func genericValues(args []Argument) map[string]string {
	values := make(map[string]string, len(args))
	for _, a := range args {
		values[a.Name] = a.generic
	}
	return values
}
