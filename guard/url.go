package guard

import (
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxURLLength is Chromium's own limit (url::kMaxURLChars); the browser
// refuses anything longer, so there is nothing to canonicalize.
const maxURLLength = 2 << 20

// defaultPorts are the ports a URL without one connects to; canonical URLs
// omit them, as browsers do.
var defaultPorts = map[string]string{"http": "80", "https": "443", "ws": "80", "wss": "443"}

// DefaultPort is the port a URL of scheme connects to when it names none,
// or "" for a scheme that is not http(s) or ws(s).
func DefaultPort(scheme string) string { return defaultPorts[scheme] }

// CheckURL validates a URL from the model, or any top-level navigation hop,
// under the default policy (Policy{}: loopback only, no allow rules) and
// returns the canonical URL Chromium should be handed. The error is always a
// *Rejection.
//
// The URL is parsed the way Chromium parses it (WHATWG URL Standard):
// surrounding whitespace is trimmed, tabs and newlines inside are dropped,
// backslashes count as slashes before the query, and the host goes through
// percent-decoding, IDNA mapping and the IPv4 number parser, so the decision
// is made about the address the browser would really connect to. A missing
// scheme means http. Only localhost, *.localhost, loopback, 0.0.0.0 and ::
// are allowed without an allow rule; DNS names are never resolved here,
// because a resolved answer can change (DNS rebinding): a name an allow rule
// names is left to the egress proxy, which resolves it once and checks every
// answer.
//
// The returned URL names the host in canonical form (dotted IPv4, bracketed
// IPv6 as Chromium prints it, localhost names without a trailing dot), drops
// a default port and percent-encodes the path, query and fragment so that
// Go's u.String() and Chromium read the same URL.
func CheckURL(raw string) (*url.URL, error) {
	return Policy{}.CheckURL(raw)
}

// CheckHost is Policy{}.CheckHost(host).
func CheckHost(host string) error {
	return Policy{}.CheckHost(host)
}

func checkURL(raw string, p Policy) (*url.URL, string) {
	if len(raw) > maxURLLength {
		return nil, fmt.Sprintf("URL is longer than %d bytes, which Chromium refuses", maxURLLength)
	}
	if !utf8.ValidString(raw) {
		return nil, "URL is not valid UTF-8"
	}
	// WHATWG trims C0 controls and spaces; other Unicode spaces and a BOM at
	// the ends are almost always copy-paste debris from the model's prose.
	s := strings.TrimFunc(raw, func(r rune) bool { return r <= 0x20 || r == '\ufeff' || unicode.IsSpace(r) })
	// Browsers delete every tab and newline before parsing, so "java\nscript:"
	// is javascript: and "local\thost" is localhost.
	s = strings.Map(func(r rune) rune {
		if r == '\t' || r == '\n' || r == '\r' {
			return -1
		}
		return r
	}, s)
	if s == "" {
		return nil, "URL is empty: pass the local dev server URL, for example http://localhost:3000/"
	}

	scheme, rest := splitScheme(s)
	if scheme != "http" && scheme != "https" {
		return nil, schemeReason(scheme)
	}
	// For http(s) browsers skip any run of slashes and backslashes before
	// the authority: "http:localhost", "http:\\localhost" and
	// "http:///localhost" all name localhost.
	rest = strings.TrimLeft(rest, `/\`)
	end := strings.IndexAny(rest, `/\?#`)
	if end < 0 {
		end = len(rest)
	}
	authority, tail := rest[:end], rest[end:]
	if strings.Contains(authority, "@") {
		// The browser takes the host after the last '@'; whatever the split,
		// credentials have no place in a local inspection URL.
		return nil, "URL has credentials: remove user:password@ and pass only the host, for example http://localhost:3000/"
	}
	hostText, portText := splitHostPort(authority)
	h, err := parseHost(hostText)
	if err != nil {
		return nil, err.Error()
	}
	// The host's verdict comes first: "metadata endpoint" matters more to
	// the model than a typo in the port.
	if reason := p.hostVerdict(h); reason != "" {
		return nil, reason
	}
	port, reason := canonicalPort(portText, scheme)
	if reason != "" {
		return nil, reason
	}

	canonicalHost := h.String()
	hostport := canonicalHost
	if h.addr.IsValid() && h.addr.Is6() {
		hostport = "[" + canonicalHost + "]"
	} else if !h.addr.IsValid() && IsLocalhostName(canonicalHost) {
		// Localhost names are resolved by the browser itself; without the
		// trailing dot no resolver can treat "localhost." as a search-free
		// DNS query instead.
		canonicalHost = strings.TrimSuffix(canonicalHost, ".")
		hostport = canonicalHost
	}
	if port != "" {
		hostport += ":" + port
	}
	canonical := scheme + "://" + hostport + canonicalTail(tail)

	u, err := url.Parse(canonical)
	if err != nil || u.String() != canonical || u.Hostname() != canonicalHost || u.Port() != port {
		// Go and Chromium would read this URL differently; refusing is the
		// only safe answer.
		return nil, "URL cannot be put in a form that Go and Chromium read the same way; simplify the path, query or fragment"
	}
	return u, ""
}

// splitScheme returns the lowercase scheme and what follows its colon. A
// missing scheme means http. "localhost:3000/x" and "app.localhost:8080"
// look like scheme "localhost" to a browser, but a model means host:port,
// so a digits-only "scheme-specific part" or a localhost name reads as a
// host.
func splitScheme(s string) (scheme, rest string) {
	i := 0
	for i < len(s) && isSchemeChar(s[i], i == 0) {
		i++
	}
	if i == 0 || i == len(s) || s[i] != ':' {
		return "http", "//" + s
	}
	scheme = strings.ToLower(s[:i])
	after := s[i+1:]
	if scheme == "http" || scheme == "https" {
		return scheme, after
	}
	portEnd := strings.IndexAny(after, `/\?#`)
	if portEnd < 0 {
		portEnd = len(after)
	}
	if p := after[:portEnd]; p != "" && strings.Trim(p, "0123456789") == "" || IsLocalhostName(scheme) {
		return "http", "//" + s
	}
	return scheme, after
}

func isSchemeChar(c byte, first bool) bool {
	alpha := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
	if first {
		return alpha
	}
	return alpha || '0' <= c && c <= '9' || c == '+' || c == '-' || c == '.'
}

// schemeReason tells the model what to do instead of the refused scheme.
func schemeReason(scheme string) string {
	switch {
	case scheme == "file" || len(scheme) == 1:
		// A one-letter "scheme" is a Windows drive: C:\site\index.html.
		return fmt.Sprintf("scheme %s is not allowed: serve the file over http (for example `python3 -m http.server`) and pass http://localhost:PORT/...", quoteShort(scheme))
	case scheme == "ws" || scheme == "wss":
		return fmt.Sprintf("scheme %s is not allowed: pass the http(s) URL of the page that opens the WebSocket, for example http://localhost:3000/", quoteShort(scheme))
	}
	return fmt.Sprintf("scheme %s is not allowed: only http and https URLs of a local dev server can be inspected; pass http://localhost:PORT/...", quoteShort(scheme))
}

// splitHostPort splits at the first colon outside brackets, as the WHATWG
// host state does.
func splitHostPort(authority string) (host, port string) {
	inBrackets := false
	for i := 0; i < len(authority); i++ {
		switch authority[i] {
		case '[':
			inBrackets = true
		case ']':
			inBrackets = false
		case ':':
			if !inBrackets {
				return authority[:i], authority[i+1:]
			}
		}
	}
	return authority, ""
}

// canonicalPort returns the port as the browser serializes it (no leading
// zeros, default port omitted) or a reason to refuse it.
func canonicalPort(text, scheme string) (port, reason string) {
	if text == "" {
		return "", ""
	}
	if strings.Trim(text, "0123456789") != "" {
		return "", fmt.Sprintf("port %s is not a number: use a number from 1 to 65535, for example http://localhost:3000/", quoteShort(text))
	}
	trimmed := strings.TrimLeft(text, "0")
	n, err := strconv.Atoi(trimmed)
	if trimmed == "" || err != nil || n > 65535 || len(trimmed) > 5 {
		return "", fmt.Sprintf("port %s is out of range: use a number from 1 to 65535, for example http://localhost:3000/", quoteShort(text))
	}
	port = strconv.Itoa(n)
	if port == defaultPorts[scheme] {
		return "", ""
	}
	return port, ""
}

// metadataNames are DNS names of cloud metadata services. Every non-local
// name is refused anyway; these get the specific reason.
var metadataNames = map[string]bool{
	"metadata":                     true,
	MetadataName:                   true,
	"metadata.goog":                true,
	"metadata.azure.com":           true,
	"metadata.azure.internal":      true,
	"instance-data":                true,
	"instance-data.ec2.internal":   true,
	"metadata.tencentyun.com":      true,
	"metadata.platformequinix.com": true,
	"metadata.packet.net":          true,
}

// embeddedIP spots wildcard-DNS names that spell an address
// (127.0.0.1.nip.io, 127-0-0-1.sslip.io, 7f000001.nip.io); they resolve
// through public DNS and can be made to answer anything.
var embeddedIP = regexp.MustCompile(`(^|[.-])\d{1,3}[.-]\d{1,3}[.-]\d{1,3}[.-]\d{1,3}([.-]|$)|(^|\.)[0-9a-f]{8}\.`)

// hostVerdict returns why h may not be navigated to, or "" if it may.
func (p Policy) hostVerdict(h host) string {
	if h.addr.IsValid() {
		switch c := classify(h.addr); {
		case c == classLoopback:
			return ""
		case c.alwaysRefused():
			return c.reason()
		case p.allowsAddr(h.addr):
			return ""
		default:
			return c.reason()
		}
	}
	name := h.name
	if IsLocalhostName(name) {
		return ""
	}
	bare := strings.TrimSuffix(name, ".")
	switch {
	case metadataNames[bare]:
		return reasonMetadata
	case p.AllowsName(name):
		return ""
	case strings.TrimRight(name, ".") == "localhost" || strings.HasSuffix(strings.TrimRight(name, "."), ".localhost"):
		return fmt.Sprintf("host %s is not a valid localhost name: use letters, digits, '-' and '_' in each label, for example http://app.localhost:3000/", quoteShort(name))
	case strings.Contains(bare, "localhost"):
		return fmt.Sprintf("host %s only looks like localhost: it is a DNS name that could resolve anywhere; pass http://localhost:PORT/", quoteShort(name))
	case embeddedIP.MatchString(bare):
		return fmt.Sprintf("host %s embeds an IP address in a DNS name (wildcard DNS such as nip.io or sslip.io can answer anything); pass the IP itself, for example http://127.0.0.1:PORT/", quoteShort(name))
	}
	return fmt.Sprintf("host %s is a DNS name that no --allow-host rule names: only localhost, *.localhost and loopback addresses are allowed by default; %s", quoteShort(name), allowHostHint)
}

// canonicalTail percent-encodes path, query and fragment so that Go's
// url.URL.String() reproduces them byte for byte and Chromium reads the same
// path. Backslashes become slashes in the path, as in Chromium.
func canonicalTail(tail string) string {
	path, query, fragment := tail, "", ""
	hasQuery, hasFragment := false, false
	if i := strings.IndexByte(path, '#'); i >= 0 {
		path, fragment, hasFragment = path[:i], path[i+1:], true
	}
	if i := strings.IndexByte(path, '?'); i >= 0 {
		path, query, hasQuery = path[:i], path[i+1:], true
	}
	path = strings.ReplaceAll(path, `\`, "/")
	if path == "" {
		path = "/"
	}
	var b strings.Builder
	b.WriteString(encode(path, keepInPath))
	if hasQuery {
		b.WriteString("?")
		b.WriteString(encode(query, keepInQuery))
	}
	// An empty fragment is dropped: Go cannot represent "#" alone, and it
	// names the same document.
	if hasFragment && fragment != "" {
		b.WriteString("#")
		b.WriteString(encode(fragment, keepInFragment))
	}
	return b.String()
}

// keepInPath and keepInFragment are what Go's url package leaves unescaped
// (unreserved, sub-delims, ':', '@', '/', brackets); everything else is
// escaped, so Go keeps our escaping instead of re-escaping the decoded text.
func keepInPath(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		strings.IndexByte("-._~!$&'()*+,;=:@/[]", c) >= 0
}

func keepInFragment(c byte) bool { return keepInPath(c) || c == '?' }

// keepInQuery is Chromium's query set for special schemes, inverted, plus
// the backslash: Chromium keeps it literally in queries, but a URL with no
// backslash anywhere cannot be split differently by a less careful parser.
// Go copies the raw query as is.
func keepInQuery(c byte) bool {
	return c > 0x20 && c < 0x7f && strings.IndexByte(`"#<>'\`, c) < 0
}

// encode percent-encodes bytes that keep refuses. A valid %XX escape is
// kept; a stray '%' is written %25 in paths and fragments, where Go refuses
// it, and kept in queries, where browsers and Go both keep it.
func encode(s string, keep func(byte) bool) string {
	const hexDigits = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			b.WriteByte(c)
		case c == '%' && keep(c):
			b.WriteByte(c)
		case c != '%' && keep(c):
			b.WriteByte(c)
		default:
			b.WriteByte('%')
			b.WriteByte(hexDigits[c>>4])
			b.WriteByte(hexDigits[c&15])
		}
	}
	return b.String()
}

// Origin is rawURL's scheme://host[:port], lower-cased, or "" for a URL
// without a network origin (about:, data:, blob:, a malformed one): what
// storage and same-origin checks are keyed by.
func Origin(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" || (u.Scheme != "http" && u.Scheme != "https") {
		return ""
	}
	return strings.ToLower(u.Scheme + "://" + u.Host)
}
