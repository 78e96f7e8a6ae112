package report

import (
	"net/url"
	"path"
	"regexp"
	"strings"

	"github.com/vibelens/vibelens/internal/textline"
)

// repoPath puts a source path a page named under prefix (where the dev
// server's root is in the repository) as a clean repository-relative
// path. A source map can name anything: ok is false for a path that is
// absolute (/home/runner/work/..., C:\...), leaves the repository
// (webpack:///../../../etc/passwd), is a URL, or holds a control or
// format character. Nor is a path in the repository the app's file to
// edit when it lies in a dot-folder or is a dotfile (.github/workflows/ci.yml,
// .git/config, .next/ and .svelte-kit/ build output, .env) or in
// node_modules: a dependency's file can be the cause, but the fix is in
// the app's code or a new version, never an edit of the installed copy.
// Such a path gets no location in a report (the JUnit and JSON reports
// still name the source as the page gave it): a wrong one would send a
// reviewer, or code scanning, to a file that is not the cause.
func repoPath(prefix, file string) (string, bool) {
	f := strings.ReplaceAll(file, `\`, "/")
	if rest, ok := strings.CutPrefix(f, "webpack://"); ok {
		// webpack://<name>/./x and webpack:///x: relative to the project.
		_, f, _ = strings.Cut(rest, "/")
	}
	if f == "" || strings.HasPrefix(f, "/") || driveLetter.MatchString(f) || strings.Contains(f, ":/") ||
		strings.ContainsFunc(f, textline.Unsafe) {
		return "", false
	}
	// In a monorepo a dev server's source can sit beside its root
	// (../../packages/ui/Button.tsx from apps/web): it is judged after
	// joining the prefix.
	p := strings.Trim(strings.ReplaceAll(prefix, `\`, "/"), "/")
	joined := path.Join(p, f)
	if joined == "." || joined == ".." || strings.HasPrefix(joined, "../") || strings.HasPrefix(joined, "/") {
		return "", false
	}
	for _, seg := range strings.Split(joined, "/") {
		if strings.HasPrefix(seg, ".") || seg == "node_modules" {
			return "", false
		}
	}
	return joined, true
}

var driveLetter = regexp.MustCompile(`^[A-Za-z]:`)

// uriPath is a repository-relative path as a URI reference, each segment
// percent-encoded: "src/my page.tsx" is src/my%20page.tsx, and a "#" or
// "?" in a file name stays part of the path.
func uriPath(p string) string {
	segs := strings.Split(p, "/")
	for i, s := range segs {
		segs[i] = url.PathEscape(s)
	}
	return strings.Join(segs, "/")
}
