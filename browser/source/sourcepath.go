package source

import (
	"maps"
	"net/url"
	"os"
	"path"
	"regexp"
	"slices"
	"strings"
)

// componentName is the component a frame's function belongs to: the
// PascalCase name React and Svelte components have ("PriceTag",
// "PriceTag.useEffect"), else the file's name for single-file components
// (.vue, .svelte, .astro), else "".
var pascalName = regexp.MustCompile(`^(?:async )?([A-Z][A-Za-z0-9_$]*)(?:\.|$)`)

// notComponents are built-in receivers V8 prints in frame names.
var notComponents = map[string]bool{"Object": true, "Array": true, "Promise": true, "Function": true, "Module": true, "Map": true, "Set": true, "Reflect": true, "JSON": true, "HTMLElement": true, "Window": true, "Document": true}

func componentName(fn, file string) string {
	if m := pascalName.FindStringSubmatch(fn); m != nil && !notComponents[m[1]] {
		return m[1]
	}
	switch ext := path.Ext(file); ext {
	case ".vue", ".svelte", ".astro":
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
	for _, s := range m.allSources() {
		if strings.HasPrefix(s, "file://") {
			if i := strings.Index(s, "/node_modules/"); i > 0 {
				return s[:i+1]
			}
		}
	}
	return ""
}

// allSources is every source the map and its sections name, as written.
func (m *sourceMap) allSources() []string {
	all := append([]string(nil), m.Sources...)
	for _, s := range m.Sections {
		if s.Map != nil {
			all = append(all, s.Map.Sources...)
		}
	}
	return all
}

// displayPath shortens a resolved source to a path relative to the
// project root, root (a file:// URL, "" when unknown):
//
//   - a URL on the page's origin: its path (Vite serves src/App.jsx as
//     /src/App.jsx), or the file behind Vite's /@fs/;
//   - webpack's names: webpack://<name>/./x, webpack:///x,
//     webpack-internal:///(<layer>)/./x, all relative to webpack's context,
//     the project;
//   - Turbopack's [project]/x, relative to the workspace;
//   - file:// URLs and absolute paths, under root.
//
// An absolute path outside root, or with no root known, is made relative
// to the project folder it lies in on this machine (see localRoot: the dev
// server is local, so its files are here), and stays absolute only when
// no such folder exists: right, if long, where a guessed shortening could
// name the wrong file.
func displayPath(src, root, origin string) string {
	p := mappedPath(src, root, origin)
	if abs := absPath(p); abs != "" && abs == p {
		if dir := localRoot(abs); dir != "" {
			return strings.TrimPrefix(abs, dir)
		}
	}
	return p
}

// mappedPath is displayPath as far as the map and root tell it.
func mappedPath(src, root, origin string) string {
	if origin != "" && strings.HasPrefix(src, origin+"/") {
		p, _, _ := strings.Cut(strings.TrimPrefix(src, origin+"/"), "?")
		if abs, ok := strings.CutPrefix(p, "@fs/"); ok {
			return underAbsRoot("/"+abs, root)
		}
		return p
	}
	if rel, ok := bundlerPath(src); ok {
		if strings.HasPrefix(rel, "/") {
			return underAbsRoot(rel, root)
		}
		// webpack:///home/me/app/src/x.js: an absolute path lost its slash.
		if under := underAbsRoot("/"+rel, root); under != "/"+rel {
			return under
		}
		return rel
	}
	if i := strings.Index(src, "[project]/"); i >= 0 {
		return underRoot(src[i+len("[project]/"):], root)
	}
	if abs := absPath(src); abs != "" {
		return underAbsRoot(abs, root)
	}
	if i := strings.Index(src, "/./"); i >= 0 {
		return src[i+len("/./"):]
	}
	return src
}

// webpackLayer is the layer Next.js puts before a module's path:
// "(app-pages-browser)/", "(rsc)/", "(ssr)/".
var webpackLayer = regexp.MustCompile(`^\([\w-]+\)/`)

// bundlerPath is the path webpack records for a module, relative to its
// context (the project): "webpack://_N_E/./components/Header.tsx",
// "webpack:///src/x.js", "webpack://./app/page.jsx" and
// "webpack-internal:///(rsc)/./app/page.jsx" are all the project's
// components/Header.tsx, src/x.js, app/page.jsx.
func bundlerPath(src string) (string, bool) {
	var rest string
	switch {
	case strings.HasPrefix(src, "webpack-internal:///"):
		rest = strings.TrimPrefix(src, "webpack-internal:///")
	case strings.HasPrefix(src, "webpack:///"):
		rest = strings.TrimPrefix(src, "webpack:///")
	case strings.HasPrefix(src, "webpack://"):
		// webpack://<name>/path: the name is the bundle's (Next's is _N_E),
		// or "." when the map left it out.
		_, rest, _ = strings.Cut(strings.TrimPrefix(src, "webpack://"), "/")
	default:
		return "", false
	}
	rest, _, _ = strings.Cut(rest, "?")
	rest = webpackLayer.ReplaceAllString(rest, "")
	rest = strings.TrimPrefix(rest, "./")
	if rest == "" {
		return "", false
	}
	return rest, true
}

// absPath is the absolute file path a file:// URL or a path names, or "".
func absPath(src string) string {
	p := src
	if rest, ok := strings.CutPrefix(src, "file://"); ok {
		if u, err := url.PathUnescape(rest); err == nil {
			rest = u
		}
		p = rest
		if winDrive.MatchString(p) {
			p = p[1:] // file:///C:/x is C:/x
		}
	}
	if strings.HasPrefix(p, "/") || winDrive.MatchString("/"+p) {
		return p
	}
	return ""
}

var winDrive = regexp.MustCompile(`^/[A-Za-z]:/`)

// underAbsRoot makes an absolute path relative to root when it lies under
// it; any other path is returned as is.
func underAbsRoot(p, root string) string {
	r := absPath(root)
	if r == "" {
		return p
	}
	if !strings.HasSuffix(r, "/") {
		r += "/"
	}
	if rel, ok := strings.CutPrefix(p, r); ok && rel != "" {
		return rel
	}
	return p
}

// moduleRoot derives the project root from a map of one module whose
// project-relative path is known, "webpack-internal:///(rsc)/./app/page.jsx"
// (the file name Next.js maps through its endpoint) and whose map names it
// by its absolute path, "file:///home/me/blog/app/page.jsx": the part
// before the relative path, "file:///home/me/blog/". "" when they do not
// agree.
func moduleRoot(module string, m *sourceMap) string {
	rel, ok := bundlerPath(module)
	if !ok || strings.HasPrefix(rel, "../") || strings.HasPrefix(rel, "/") || FrameworkFile(rel) {
		return ""
	}
	for _, s := range m.allSources() {
		abs := absPath(s)
		if abs == "" {
			continue
		}
		if dir, ok := strings.CutSuffix(abs, "/"+rel); ok && dir != "" {
			return "file://" + dir + "/"
		}
	}
	return ""
}

// knownRoot is the project root told by a file the page's maps name by
// its project-relative path (webpack://app/./src/ui/Card.jsx) and abs is
// the absolute path of (/home/me/app/src/ui/Card.jsx, as React 18 records
// it): /home/me/app/. Only paths with a folder count, so that one index.js
// does not make another's folder the root. "" when none matches.
func (r *sourceResolver) knownRoot(abs string) string {
	for _, u := range slices.Sorted(maps.Keys(r.maps)) {
		m := r.maps[u]
		if m == nil {
			continue
		}
		for _, s := range m.allSources() {
			rel, ok := bundlerPath(s)
			if !ok || !strings.Contains(rel, "/") || strings.HasPrefix(rel, "../") || FrameworkFile(rel) {
				continue
			}
			if dir, ok := strings.CutSuffix(abs, "/"+rel); ok && dir != "" {
				return "file://" + dir + "/"
			}
		}
	}
	return ""
}

// frameworkPath reports a project-relative or absolute path that is a
// framework's, a bundler runtime's or a dependency's file, never the app's:
// such a file is not a source.
var frameworkPath = regexp.MustCompile(`(?:^|/)(?:node_modules|\.vite/deps|@vite|@react-refresh|\(webpack\)|\[turbopack\]|\[next\]|webpack/(?:bootstrap|runtime))(?:/|$)|` +
	`(?:^|/)(?:next/dist|react-dom/cjs|react/cjs)/|^(?:webpack|turbopack|node):|^__vite-`)

// FrameworkFile reports a path that is not the app's file to edit: a
// framework's, a bundler's or a dependency's (frameworkPath), or a
// project-relative path in a dot-folder or to a dotfile. A source map can
// name any file in the repository; .github/workflows/ci.yml or .git/config
// is never where a page's problem is, and .svelte-kit/, .nuxt/ and .next/
// hold generated code whose source is elsewhere. An absolute path is
// judged by frameworkPath only: a project may live under ~/.local/.
func FrameworkFile(p string) bool {
	return frameworkPath.MatchString(p) || dotPath(p)
}

// dotPath reports a relative path with a segment that starts with a dot,
// other than "." and "..".
func dotPath(p string) bool {
	if absPath(p) != "" || strings.Contains(p, "://") {
		return false
	}
	for _, seg := range strings.Split(p, "/") {
		if len(seg) > 1 && seg[0] == '.' && seg != ".." {
			return true
		}
	}
	return false
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

// ProjectMarkers name a project's folder, strongest first: a lockfile or
// .git marks the workspace (a monorepo's packages/ui is named from there,
// "packages/ui/src/button.tsx", not as a second "src/button.tsx"); a
// package.json marks a package when there is no workspace above it.
var ProjectMarkers = [][]string{
	{"package-lock.json", "pnpm-lock.yaml", "yarn.lock", "bun.lock", "bun.lockb", "deno.lock", ".git"},
	{"package.json"},
}

// localRoot is the folder, with its trailing slash, of the project an
// absolute file path lies in on this machine: its nearest ancestor with a
// lockfile or .git, else its nearest with a package.json; folders inside
// node_modules never count. "" when the file is not here or no ancestor
// is marked.
func localRoot(abs string) string {
	if _, err := os.Stat(abs); err != nil {
		return ""
	}
	for _, markers := range ProjectMarkers {
		for dir := path.Dir(abs); dir != "/" && dir != "." && !strings.HasSuffix(dir, ":"); dir = path.Dir(dir) {
			if path.Base(dir) == "node_modules" || strings.Contains(dir, "/node_modules/") {
				continue
			}
			if HasMarker(dir, markers) {
				return dir + "/"
			}
		}
	}
	return ""
}

// HasMarker reports whether dir holds one of the files named.
func HasMarker(dir string, names []string) bool {
	for _, n := range names {
		if _, err := os.Stat(path.Join(dir, n)); err == nil {
			return true
		}
	}
	return false
}
