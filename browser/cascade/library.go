package cascade

import (
	"os"
	"path"
	"regexp"
	"strings"
)

// A rule a dependency's own sheet writes is the library's, not the app's:
// where its sheet is on disk (a package under node_modules, or a Vite
// plugin's virtual id for one) and the line of its rule.

// virtualSheets are the Vite plugins that serve a package's own sheets
// under a virtual id, and the package folder each id's rest is under:
// vite-plugin-vuetify compiles Vuetify's Sass with the app's settings as
// virtual:plugin-vuetify:components/VCard/VCard.sass.
var virtualSheets = []struct{ prefix, dir string }{
	{"virtual:plugin-vuetify:", "node_modules/vuetify/lib/"},
}

// devID is the file on disk a data-vite-dev-id names: itself, or a
// virtual sheet's package file under the dev server's folder (found as
// projectFile finds it), when there is one.
func (r *resolver) devID(id string) string {
	for _, v := range virtualSheets {
		rest, ok := strings.CutPrefix(id, v.prefix)
		if !ok || rest == "" || strings.Contains(rest, "..") {
			continue
		}
		if dir := r.serverDir(); dir != "" {
			if f := path.Join(dir, v.dir, rest); dependencySheet(f) {
				if _, err := os.Stat(f); err == nil {
					return f
				}
			}
		}
	}
	return id
}

// dependencyPath is a file in a dependency named from its last
// node_modules folder (node_modules/vuetify/lib/components/VCard/VCard.css),
// or "" when the file is not a dependency's. Vite's pre-bundled copies
// (node_modules/.vite) are not a package's file.
func dependencyPath(file string) string {
	file, _, _ = strings.Cut(file, "?")
	i := strings.LastIndex(file, "node_modules/")
	if i < 0 || (i > 0 && file[i-1] != '/') {
		return ""
	}
	rel := file[i:]
	pkg := strings.TrimPrefix(rel, "node_modules/")
	if pkg == "" || strings.HasPrefix(pkg, ".") || strings.Contains(rel, "/../") {
		return ""
	}
	return rel
}

// dependencySheet reports a dependency's stylesheet on disk, which a
// cause may read to find the line of a rule it names (never a script).
func dependencySheet(file string) bool {
	switch path.Ext(file) {
	case ".css", ".scss", ".sass", ".less", ".styl":
		return dependencyPath(file) != ""
	}
	return false
}

// sheetLine is devLine, and for a dependency's sheet where no line agrees
// by value, ruleLine: the line of the rule's own block.
func sheetLine(lines []string, served int, selector, name, value, dev string) int {
	l := devLine(lines, served, name, value, dev)
	if l == 0 && dependencyPath(dev) != "" {
		l = ruleLine(lines, selector, name)
	}
	return l
}

// ruleLine is the line under the rule selector that writes the property
// name, whatever its value: in a dependency's Sass the value is often a
// variable ($card-title-white-space) that no line agrees with by value.
// The rule is found by its selector alone on a line (an indented Sass
// block, or one ending in "{"), and the property within that block (its
// lines indented deeper, or up to the closing brace); 0 when not found
// once.
func ruleLine(lines []string, selector, name string) int {
	sel := strings.Join(strings.Fields(selector), " ")
	if sel == "" || name == "" {
		return 0
	}
	decl := regexp.MustCompile(`^\s*` + regexp.QuoteMeta(name) + `\s*:`)
	indent := func(l string) int { return len(l) - len(strings.TrimLeft(l, " \t")) }
	found := 0
	for i, l := range lines {
		head := strings.Join(strings.Fields(strings.TrimSuffix(strings.TrimSpace(l), "{")), " ")
		if head != sel {
			continue
		}
		// The block's own declarations: at its first line's indent in
		// Sass, at depth one within braces; nested rules are skipped.
		braces := strings.Contains(l, "{")
		depth, child := 1, -1
		for j := i + 1; j < len(lines) && depth > 0; j++ {
			t := strings.TrimSpace(lines[j])
			if t == "" {
				continue
			}
			if !braces {
				if indent(lines[j]) <= indent(l) {
					break
				}
				if child < 0 {
					child = indent(lines[j])
				}
			}
			own := (braces && depth == 1) || (!braces && indent(lines[j]) == child)
			if own && decl.MatchString(lines[j]) {
				if found != 0 && found != j+1 {
					return 0
				}
				found = j + 1
				break
			}
			if braces {
				depth += strings.Count(lines[j], "{") - strings.Count(lines[j], "}")
			}
		}
	}
	return found
}
