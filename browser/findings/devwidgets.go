package findings

import "strings"

// devWidgets are the roots of the development-only tools that frameworks and
// libraries put into a page as their authors ship them: devtools toggles,
// dev indicators, inspectors. They are not the app, so they get no layout
// findings, and their own churn (CSS-in-JS rewriting a <style>, a ticking
// panel) does not hold settle. Error overlays are not here: they are read on
// purpose as dev-error-overlay findings.
var devWidgets = []string{
	".tsqd-parent-container",      // TanStack Query devtools (v5)
	".ReactQueryDevtools",         // React Query devtools (v3/v4)
	".TanStackRouterDevtools",     // TanStack Router devtools
	"tanstack-devtools",           // TanStack's unified devtools
	"#__vue-devtools-container__", // vite-plugin-vue-devtools
	"#nuxt-devtools-container",    // Nuxt DevTools
	"nuxt-devtools-frame",         // Nuxt DevTools' frame
	"nextjs-portal",               // Next.js dev indicator (its overlay is read as dev-error-overlay)
	"astro-dev-toolbar",           // Astro dev toolbar
	"#svelte-inspector-host",      // @sveltejs/vite-plugin-svelte-inspector
	"vite-plugin-checker-error-overlay",
	"vercel-live-feedback", // Vercel toolbar
}

// DevWidgets are the dev widget roots, one selector each.
func DevWidgets() []string { return append([]string(nil), devWidgets...) }

// DevWidgetSelector matches any dev widget root, for closest() and matches().
var DevWidgetSelector = strings.Join(devWidgets, ",")

// errorOverlays are the dev servers' error overlays: read as
// dev-error-overlay findings, and not the app either.
var errorOverlays = []string{
	"vite-error-overlay",
	"nuxt-error-overlay",
	"#webpack-dev-server-client-overlay",
}

// NotTheApp are the selectors, one by one, of everything a dev server or a
// dev library puts in the page: the dev widgets and the error overlays,
// for a pass that takes a list (axe-core's context exclude).
func NotTheApp() []string { return append(append([]string(nil), devWidgets...), errorOverlays...) }
