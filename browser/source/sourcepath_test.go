package source

import (
	"os"
	"path/filepath"
	"testing"
)

// TestDisplayPath: every way a dev server's map names a file comes out
// relative to the project (/home/me/blog), as real Vite, webpack (Next 15
// and 16 --webpack) and Turbopack maps write them.
func TestDisplayPath(t *testing.T) {
	const origin = "http://127.0.0.1:3000"
	const root = "file:///home/me/blog/"
	tests := []struct{ name, src, root, want string }{
		{"vite: same-origin module", origin + "/src/pages/Bugs.jsx?t=17", "", "src/pages/Bugs.jsx"},
		{"vite: a file outside the root, served by /@fs/", origin + "/@fs/home/me/blog/lib/x.ts", root, "lib/x.ts"},
		{"webpack: Next's bundle name", "webpack://_N_E/./components/Header.tsx", "", "components/Header.tsx"},
		{"webpack: a named bundle", "webpack://my-app/./src/x.tsx", root, "src/x.tsx"},
		{"webpack: no ./", "webpack://my-app/src/x.tsx", "", "src/x.tsx"},
		{"webpack: empty name", "webpack:///./src/App.js", "", "src/App.js"},
		{"webpack: empty name, no ./", "webpack:///src/App.js", "", "src/App.js"},
		{"webpack: absolute that lost its slash, under the root", "webpack:///home/me/blog/src/App.js", root, "src/App.js"},
		{"webpack: Next's endpoint, no name", "webpack://./app/hydration/page.jsx", "", "app/hydration/page.jsx"},
		{"webpack: a layer", "webpack://_N_E/(app-pages-browser)/./app/page.tsx", "", "app/page.tsx"},
		{"webpack-internal: a module's eval name", "webpack-internal:///(app-pages-browser)/./src/app/_components/header.tsx", "", "src/app/_components/header.tsx"},
		{"webpack-internal: server layer", "webpack-internal:///(rsc)/./app/layout.jsx", root, "app/layout.jsx"},
		{"turbopack: workspace-relative", "turbopack:///[project]/apps/web/app/page.tsx", "file:///ws/apps/web/", "app/page.tsx"},
		{"turbopack: bare [project]", "[project]/app/page.tsx", "file:///ws/blog/", "app/page.tsx"},
		{"file URL under the root", "file:///home/me/blog/components/Header.tsx", root, "components/Header.tsx"},
		{"file URL, escaped", "file:///home/me/my%20blog/app/page.tsx", "file:///home/me/my%20blog/", "app/page.tsx"},
		{"absolute path under the root", "/home/me/blog/components/Header.tsx", root, "components/Header.tsx"},
		{"absolute path, root without its slash", "/home/me/blog/components/Header.tsx", "file:///home/me/blog", "components/Header.tsx"},
		{"windows file URL", "file:///C:/Users/me/blog/app/page.tsx", "file:///C:/Users/me/blog/", "app/page.tsx"},
		{"no root: stays absolute", "file:///home/me/blog/components/Header.tsx", "", "/home/me/blog/components/Header.tsx"},
		{"outside the root: stays absolute", "/home/me/other/x.tsx", root, "/home/me/other/x.tsx"},
		{"a sibling folder with the root's name as prefix", "/home/me/blog2/x.tsx", root, "/home/me/blog2/x.tsx"},
	}
	for _, tt := range tests {
		if got := displayPath(tt.src, tt.root, origin); got != tt.want {
			t.Errorf("%s: displayPath(%q, %q) = %q, want %q", tt.name, tt.src, tt.root, got, tt.want)
		}
	}
}

// TestModuleRoot: Next on webpack names a Server Component's module
// "webpack-internal:///(rsc)/./app/page.jsx" and its endpoint's map names
// the same file by its absolute path; together they tell the project root.
func TestModuleRoot(t *testing.T) {
	m := func(sources ...string) *sourceMap { return &sourceMap{Sources: sources} }
	tests := []struct {
		name, module string
		m            *sourceMap
		want         string
	}{
		{"server component", "webpack-internal:///(rsc)/./app/_ui/Bugs.jsx", m("file:///work/testapps/next-app/app/_ui/Bugs.jsx"), "file:///work/testapps/next-app/"},
		{"src folder", "webpack-internal:///(rsc)/./src/app/_components/header.tsx", m("file:///home/me/blog/src/app/_components/header.tsx"), "file:///home/me/blog/"},
		{"client module: relative sources tell nothing", "webpack-internal:///(app-pages-browser)/./app/page.jsx", m("webpack://./app/page.jsx"), ""},
		{"another file", "webpack-internal:///(rsc)/./app/page.jsx", m("file:///home/me/blog/app/layout.jsx"), ""},
		{"a dependency", "webpack-internal:///(rsc)/./node_modules/next/dist/x.js", m("file:///home/me/blog/node_modules/next/dist/x.js"), ""},
		{"outside the project", "webpack-internal:///(rsc)/../packages/ui/Button.jsx", m("file:///home/me/packages/ui/Button.jsx"), ""},
		{"a Turbopack chunk is nextProjectRoot's", "file:///home/me/blog/.next/server/chunks/ssr/x.js", m("file:///home/me/blog/app/page.jsx"), ""},
	}
	for _, tt := range tests {
		if got := moduleRoot(tt.module, tt.m); got != tt.want {
			t.Errorf("%s: moduleRoot = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestFrameworkFile: what a framework, bundler runtime or dependency
// file looks like once made project-relative; none is ever a source.
func TestFrameworkFile(t *testing.T) {
	tests := []struct {
		path string
		want bool
	}{
		{"node_modules/next/dist/client/components/errors/stitched-error.js", true},
		{"../../node_modules/react-dom/cjs/react-dom-client.development.js", true},
		{"next/dist/compiled/react-dom/cjs/react-dom-client.development.js", true},
		{"webpack/bootstrap", true},
		{"webpack/runtime/jsonp chunk loading", true},
		{"(webpack)/buildin/module.js", true},
		{"[turbopack]/browser/runtime/base/dev-base.ts", true},
		{"@vite/client", true},
		{".vite/deps/react-dom_client.js", true},
		{"/home/me/blog/node_modules/react/cjs/react.development.js", true},
		{"components/Header.tsx", false},
		{"src/next/dist-helpers.ts", false},
		{"app/webpack/page.jsx", false},
		{"src/react-dom-utils.ts", false},
		// In the repository but never the page's source.
		{".github/workflows/ci.yml", true},
		{".git/config", true},
		{"../../.github/workflows/ci.yml", true},
		{".svelte-kit/generated/root.svelte", true},
		{"src/.env", true},
		// Fine twins: dots inside names, a path that leaves the root, an
		// absolute path through a dot-folder.
		{"src/my.component.tsx", false},
		{"../../packages/ui/Button.tsx", false},
		{"./src/App.jsx", false},
		{"/home/me/.local/src/app/src/App.jsx", false},
		{"C:/Users/me/.projects/app/src/App.jsx", false},
	}
	for _, tt := range tests {
		if got := FrameworkFile(tt.path); got != tt.want {
			t.Errorf("FrameworkFile(%q) = %v, want %v", tt.path, got, tt.want)
		}
	}
}

// TestUnmapped: a frame no map covers is its own source, unless it is a
// framework's; a module webpack evals keeps its file but not the eval's line.
func TestUnmapped(t *testing.T) {
	const origin = "http://127.0.0.1:3000"
	tests := []struct {
		name string
		f    Frame
		want string
	}{
		{"a plain script", Frame{URL: origin + "/app.js", Line: 4, Column: 2}, "app.js:4:2"},
		{"react-dom through Next on webpack", Frame{URL: "webpack-internal:///(app-pages-browser)/../../node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.development.js", Line: 5548, Column: 11}, ""},
		{"Next's stitched error", Frame{URL: "webpack-internal:///(app-pages-browser)/./node_modules/next/dist/client/components/errors/stitched-error.js", Line: 26, Column: 49}, ""},
		{"a Vite dependency", Frame{URL: origin + "/node_modules/.vite/deps/react-dom_client.js?v=1", Line: 1, Column: 1}, ""},
		{"an app module in webpack's eval: the file, not the line", Frame{URL: "webpack-internal:///(app-pages-browser)/./app/page.jsx", Line: 20, Column: 5, Fn: "Page"}, "app/page.jsx (Page)"},
	}
	for _, tt := range tests {
		if got := tt.f.Unmapped(origin).String(); got != tt.want {
			t.Errorf("%s: unmapped = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestKnownRoot: React 18 records an element's file by absolute path,
// webpack's maps by project-relative path; a file both name tells the root.
func TestKnownRoot(t *testing.T) {
	const origin = "http://localhost:3000"
	tests := []struct {
		name, source, raw, want string
	}{
		{"the same file in a webpack map", "webpack://app/./src/ui/Card.jsx", "/home/me/app/src/ui/Card.jsx", "src/ui/Card.jsx:3"},
		{"another file of the project", "webpack://app/./src/ui/Card.jsx", "/home/me/app/src/ui/Badge.jsx", "/home/me/app/src/ui/Badge.jsx:3"},
		{"a bare file name tells nothing", "webpack://app/./index.js", "/home/me/app/index.js", "/home/me/app/index.js:3"},
		{"a dependency tells nothing, and is no source", "webpack://app/./node_modules/ui/Card.jsx", "/home/me/app/node_modules/ui/Card.jsx", ""},
	}
	for _, tt := range tests {
		r := newSourceResolver(origin+"/", false, nil, nil)
		r.maps[origin+"/static/js/bundle.js"] = &sourceMap{Sources: []string{tt.source}}
		if got := r.element(&Raw{Via: "react", File: tt.raw, Line: 3}).String(); got != tt.want {
			t.Errorf("%s: element = %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestDisplayPathOnDisk: an absolute path no map or root explains (Next's
// Pages Router with no overlay open, a monorepo package outside Vite's
// root) is named from the project folder it lies in on this machine: the
// workspace with the lockfile, else the package; a file that is not here
// stays absolute.
func TestDisplayPathOnDisk(t *testing.T) {
	dir := filepath.ToSlash(t.TempDir())
	write := func(rel string) {
		t.Helper()
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range []string{
		"next/package-lock.json", "next/package.json", "next/pages/planted.tsx",
		"mono/package-lock.json", "mono/apps/web/package.json", "mono/packages/ui/package.json", "mono/packages/ui/src/button.tsx",
		"lone/package.json", "lone/src/App.tsx",
		"deps/package-lock.json", "deps/node_modules/lib/package.json", "deps/node_modules/lib/index.js",
	} {
		write(f)
	}
	const origin = "http://127.0.0.1:3000"
	tests := []struct{ name, src, root, want string }{
		{"no root: the workspace with the lockfile", "file://" + dir + "/next/pages/planted.tsx", "", "pages/planted.tsx"},
		{"no root: an absolute path", dir + "/next/pages/planted.tsx", "", "pages/planted.tsx"},
		{"monorepo package outside vite's root, by /@fs/", origin + "/@fs" + dir + "/mono/packages/ui/src/button.tsx", "", "packages/ui/src/button.tsx"},
		{"outside the known root", dir + "/mono/packages/ui/src/button.tsx", "file://" + dir + "/mono/apps/web/", "packages/ui/src/button.tsx"},
		{"a package with no workspace above", dir + "/lone/src/App.tsx", "", "src/App.tsx"},
		{"node_modules is never a project", dir + "/deps/node_modules/lib/index.js", "", "node_modules/lib/index.js"},
		{"not on this machine: stays absolute", dir + "/gone/x.tsx", "", dir + "/gone/x.tsx"},
	}
	for _, tt := range tests {
		if got := displayPath(tt.src, tt.root, origin); got != tt.want {
			t.Errorf("%s: displayPath(%q, %q) = %q, want %q", tt.name, tt.src, tt.root, got, tt.want)
		}
	}
}
