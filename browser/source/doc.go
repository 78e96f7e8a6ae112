// Package source names the app code behind what a capture reports: the
// file, line and component of a finding's element and of a console message
// or uncaught error, on a development build. It reads stack frames and the
// dev server's source maps (fetched through the page, so the network policy
// applies), Vue templates and React component stacks, and hands back plain
// values. Its one entry point is Namer.Name; its in-page scripts are in js/.
package source
