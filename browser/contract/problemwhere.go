package contract

import (
	"regexp"
	"strings"
)

// NormalizeWhere takes out of a problem's Where what a rebuild changes
// while the problem stays: for a message or a failed request (kind
// console-error, uncaught-error, failed-request) the hashes in asset file
// names (NormalizeAssets); for a finding, the generated parts of its
// element's selector (NormalizeSelector). The tool keeps showing the real
// names; only the identity forgets them.
func NormalizeWhere(kind, where string) string {
	where = strings.TrimSpace(where)
	switch kind {
	case "console-error", "uncaught-error", "failed-request":
		return NormalizeAssets(where)
	}
	return NormalizeSelector(where)
}

var (
	// assetName is a file name a bundler may have put a hash into: a run
	// of name characters ending in an asset's extension. # is a name
	// character so that a message normalised before hashes were (its
	// digits already #) is recognised too.
	// Only what a bundler writes: source files (.tsx, .ts) keep their
	// names in dev and behind source maps.
	assetName = regexp.MustCompile(`[A-Za-z0-9_#.-]+\.(?:m?js|cjs|css|map|wasm|svg|png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|eot)\b`)
	// innerSuffix is what a bundler writes between the hash and the
	// extension (main.3f2a9c1b.chunk.js) or a map adds (index-x.js.map).
	innerSuffix = regexp.MustCompile(`\.(?:chunk|min|bundle|m?js|css)$`)
	// nextBuildID is the build's id that Next.js puts in a path
	// (/_next/static/<id>/_buildManifest.js, /_next/data/<id>/page.json).
	nextBuildID = regexp.MustCompile(`(/_next/(?:static|data)/)([A-Za-z0-9_-]{10,})/`)
)

// NormalizeAssets replaces with # the hash a bundler puts in a file
// name: Vite's and Rollup's eight base64 characters (index-DiwrgTda.js,
// index-D3-fzl0q.css), webpack's and Next's hex (main.3f2a9c1b.chunk.js,
// page-8a7b6c5d4e3f2a1b.js), esbuild's eight upper-case characters
// (main-5AYZQ7PR.js), and Next's build id directory. A hash sits after a
// - or . just before the extension and looks like one (hashy); a name
// such as index-header.js, user-settings.js or foo-deadbeef.js stays.
func NormalizeAssets(s string) string {
	// A name with its hash out can show another (x.abcdef-#.js): until
	// nothing changes, so that normalising twice is normalising once.
	for {
		t := normalizeAssetsOnce(s)
		if t == s {
			return s
		}
		s = t
	}
}

func normalizeAssetsOnce(s string) string {
	s = assetName.ReplaceAllStringFunc(s, func(name string) string {
		dot := strings.LastIndexByte(name, '.')
		stem, ext := name[:dot], name[dot:]
		for range 2 {
			if loc := innerSuffix.FindStringIndex(stem); loc != nil && loc[0] > 0 {
				stem, ext = stem[:loc[0]], stem[loc[0]:]+ext
			}
		}
		if n := hashSuffix(stem); n > 0 {
			return stem[:len(stem)-n] + "#" + ext
		}
		return name
	})
	return nextBuildID.ReplaceAllStringFunc(s, func(m string) string {
		sub := nextBuildID.FindStringSubmatch(m)
		if transitions(sub[2]) >= 3 {
			return sub[1] + "#/"
		}
		return m
	})
}

// hashSuffix is the length of the hash that ends stem, after a - or a .,
// or 0: a hex run of eight or more holding a digit, else the last eight
// characters when they look like a base64 or base32 hash.
func hashSuffix(stem string) int {
	hex := 0
	for hex < len(stem) && strings.IndexByte("0123456789abcdef", stem[len(stem)-1-hex]) >= 0 {
		hex++
	}
	if hex >= 8 && hex < len(stem) && sep(stem[len(stem)-1-hex]) && strings.ContainsAny(stem[len(stem)-hex:], "0123456789") {
		return hex
	}
	const n = 8
	if len(stem) <= n || !sep(stem[len(stem)-1-n]) {
		return 0
	}
	if h := stem[len(stem)-n:]; hashy(h) {
		return n
	}
	return 0
}

func sep(c byte) bool { return c == '-' || c == '.' }

// hashy says whether eight characters of a file name are a hash, not a
// word: all digits or upper case (esbuild's base32), or mixed (lower and
// upper case, digits, - or _) in a way no identifier is. DiwrgTda and
// B7x9QpLm are hashes; useState, section2, dark-red and deadbeef are
// words. A # is a digit an older normalisation replaced (B#x#QpLm).
func hashy(h string) bool {
	h = strings.ReplaceAll(h, "#", "0")
	if strings.Trim(h, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == "" {
		return true
	}
	return transitions(h) > 0 && !wordLike.MatchString(h)
}

// wordLike is a name a person writes: camelCase, a word and a number,
// kebab or snake case, all in lower case but for the humps.
var wordLike = regexp.MustCompile(`^(?:[a-z]+(?:[A-Z][a-z]+)*|[a-z]+[0-9]{1,2}|[a-z]+(?:[-_][a-z]+)+)$`)

// transitions counts the places where s changes between lower case,
// upper case, digits and other characters.
func transitions(s string) int {
	class := func(c byte) int {
		switch {
		case c >= 'a' && c <= 'z':
			return 0
		case c >= 'A' && c <= 'Z':
			return 1
		case c >= '0' && c <= '9':
			return 2
		}
		return 3
	}
	n := 0
	for i := 1; i < len(s); i++ {
		if class(s[i]) != class(s[i-1]) {
			n++
		}
	}
	return n
}
