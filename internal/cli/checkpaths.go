package cli

import (
	"net/url"
	"path"
	"regexp"
	"strings"
	"unicode"
)

// repoPath puts a source path a page named under prefix (where the dev
// server's root is in the repository) as a clean repository-relative
// path. A source map can name anything: ok is false for a path that is
// absolute (/home/runner/work/..., C:\...), leaves the repository
// (webpack:///../../../etc/passwd), is a URL, or holds a control
// character. Such a path gets no location in a report: a wrong one would
// send a reviewer, or code scanning, to a file that is not the cause.
func repoPath(prefix, file string) (string, bool) {
	f := strings.ReplaceAll(file, `\`, "/")
	if rest, ok := strings.CutPrefix(f, "webpack://"); ok {
		// webpack://<name>/./x and webpack:///x: relative to the project.
		_, f, _ = strings.Cut(rest, "/")
	}
	if f == "" || strings.HasPrefix(f, "/") || driveLetter.MatchString(f) || strings.Contains(f, ":/") ||
		strings.ContainsFunc(f, unicode.IsControl) {
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
