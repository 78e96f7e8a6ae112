package browser

import (
	"path"
	"regexp"
	"strings"
)

// componentName is the component a frame's function belongs to: the
// PascalCase name React and Svelte components have ("PriceTag",
// "PriceTag.useEffect"), else the file's name for single-file components
// (.vue, .svelte), else "".
var pascalName = regexp.MustCompile(`^(?:async )?([A-Z][A-Za-z0-9_$]*)(?:\.|$)`)

// notComponents are built-in receivers V8 prints in frame names.
var notComponents = map[string]bool{"Object": true, "Array": true, "Promise": true, "Function": true, "Module": true, "Map": true, "Set": true, "Reflect": true, "JSON": true, "HTMLElement": true, "Window": true, "Document": true}

func componentName(fn, file string) string {
	if m := pascalName.FindStringSubmatch(fn); m != nil && !notComponents[m[1]] {
		return m[1]
	}
	switch ext := path.Ext(file); ext {
	case ".vue", ".svelte":
		return strings.TrimSuffix(path.Base(file), ext)
	}
	return ""
}

// nextProjectRoot derives the app's directory from a Next.js server chunk
// path, "file:///app/.next/dev/server/chunks/ssr/x.js" -> "file:///app/":
// the dist folder's parent. "" when the path is not one.
func nextProjectRoot(chunk string) string {
	i := strings.Index(chunk, "/server/chunks/")
	if i < 0 {
		i = strings.Index(chunk, "/server/app/")
	}
	if i < 0 {
		return ""
	}
	dist := strings.TrimSuffix(chunk[:i], "/dev")
	j := strings.LastIndex(dist, "/")
	if j < 0 {
		return ""
	}
	return dist[:j+1]
}

// projectRoot guesses the app's directory from a dependency the same map
// names: everything before "/node_modules/" (Turbopack lists absolute
// file:// paths for both).
func (m *sourceMap) projectRoot() string {
	if m.root != "" {
		return m.root
	}
	var all []string
	all = append(all, m.Sources...)
	for _, s := range m.Sections {
		if s.Map != nil {
			all = append(all, s.Map.Sources...)
		}
	}
	for _, s := range all {
		if strings.HasPrefix(s, "file://") {
			if i := strings.Index(s, "/node_modules/"); i > 0 {
				return s[:i+1]
			}
		}
	}
	return ""
}

// displayPath shortens a resolved source to a path relative to the project:
// the path of a same-origin URL, a file:// path under the project root, or
// the part after a bundler's project prefix.
func displayPath(src, root, origin string) string {
	switch {
	case origin != "" && strings.HasPrefix(src, origin+"/"):
		p := strings.TrimPrefix(src, origin+"/")
		p, _, _ = strings.Cut(p, "?")
		return p
	case root != "" && strings.HasPrefix(src, root):
		return strings.TrimPrefix(src, root)
	case strings.HasPrefix(src, "file://"):
		return strings.TrimPrefix(src, "file://")
	}
	for _, prefix := range []string{"[project]/", "/./", "webpack:///./"} {
		if i := strings.Index(src, prefix); i >= 0 {
			return underRoot(src[i+len(prefix):], root)
		}
	}
	return src
}

// underRoot drops the leading folders of a path relative to a bundler's
// own root (Turbopack's [project] is the workspace, the folder with the
// lockfile) that are the project root's last folders: with the root
// /ws/apps/web/, "apps/web/app/page.jsx" becomes "app/page.jsx".
func underRoot(rel, root string) string {
	root = strings.TrimSuffix(root, "/")
	if root == "" {
		return rel
	}
	parts := strings.Split(rel, "/")
	for i := len(parts) - 1; i >= 1; i-- {
		if strings.HasSuffix(root, "/"+strings.Join(parts[:i], "/")) {
			return strings.Join(parts[i:], "/")
		}
	}
	return rel
}
