package guard

import (
	"errors"
	"fmt"
	"math"
	"net/netip"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// uts46 maps non-ASCII hosts the way the WHATWG URL Standard's
// domain-to-ASCII does (UTS #46, non-transitional, CheckBidi, CheckJoiners,
// no STD3 rules, no DNS length check), so that full-width digits and
// ideographic full stops turn into the ASCII the browser will actually use.
var uts46 = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.CheckJoiners(true),
	idna.Transitional(false),
	// MapForLookup turns STD3 rules on; WHATWG keeps them off and instead
	// rejects its own list of forbidden domain code points afterwards.
	idna.StrictDomainName(false),
	idna.CheckHyphens(false),
	idna.VerifyDNSLength(false),
)

// host is the result of parsing a URL host: exactly one of name or addr is set.
type host struct {
	name string     // ASCII, lowercase, trailing dot kept as the browser keeps it
	addr netip.Addr // an IPv4 or IPv6 address, zone-free
}

// hostError is a parse failure with a reason a model can act on.
type hostError struct{ reason string }

func (e *hostError) Error() string { return e.reason }

func hostErrorf(format string, args ...any) error {
	return &hostError{reason: fmt.Sprintf(format, args...)}
}

// String serializes h the way the WHATWG URL Standard does (IPv6 without
// brackets).
func (h host) String() string {
	if !h.addr.IsValid() {
		return h.name
	}
	if h.addr.Is4() {
		return h.addr.String()
	}
	return serializeIPv6(h.addr)
}

// CanonicalHost parses host the way a browser does (the WHATWG URL host
// parser for http and https URLs) and returns its canonical form: a
// lowercase ASCII name (trailing dot kept, as browsers keep it), dotted IPv4
// text for any IPv4 spelling (octal, hex, integer, shortened), or IPv6 text
// in the browser's serialization (for example "::ffff:7f00:1"). IPv6 may be
// given with or without brackets and comes back without them, so
// netip.ParseAddr accepts the result. The error is a *Rejection.
func CanonicalHost(host string) (string, error) {
	h, err := parseHost(host)
	if err != nil {
		return "", &Rejection{Input: host, Reason: err.Error()}
	}
	return h.String(), nil
}

// parseHost implements the WHATWG host parser for special schemes. A bare
// IPv6 literal (no brackets) is accepted too, because callers that split
// "host:port" with net.SplitHostPort have already removed the brackets.
func parseHost(input string) (host, error) {
	if input == "" {
		return host{}, hostErrorf("URL has no host: pass a URL such as http://localhost:3000/")
	}
	if strings.HasPrefix(input, "[") {
		if !strings.HasSuffix(input, "]") {
			return host{}, hostErrorf("IPv6 address %s is missing its closing bracket", quoteShort(input))
		}
		return parseIPv6Host(input[1 : len(input)-1])
	}
	if strings.Count(input, ":") >= 2 && !strings.ContainsAny(input, "[]/@") {
		return parseIPv6Host(input)
	}
	decoded := percentDecode(input)
	if !utf8.ValidString(decoded) {
		// The browser would turn invalid UTF-8 into U+FFFD, which IDNA refuses.
		return host{}, hostErrorf("host %s is not valid UTF-8 after percent-decoding", quoteShort(input))
	}
	ascii, err := domainToASCII(decoded)
	if err != nil {
		return host{}, err
	}
	if i := strings.IndexFunc(ascii, isForbiddenDomainCodePoint); i >= 0 {
		r, _ := utf8.DecodeRuneInString(ascii[i:])
		return host{}, hostErrorf("host %s contains the forbidden character %q", quoteShort(input), r)
	}
	if endsInANumber(ascii) {
		a, err := parseIPv4(ascii)
		if err != nil {
			return host{}, hostErrorf("host %s ends in a number but is not a valid IPv4 address (%v)", quoteShort(input), err)
		}
		return host{addr: a}, nil
	}
	return host{name: ascii}, nil
}

// percentDecode decodes %XX sequences and leaves a stray % alone, as the
// WHATWG percent-decoder does; the stray % is then refused as a forbidden
// domain code point.
func percentDecode(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// domainToASCII is the WHATWG "domain to ASCII" with beStrict false.
func domainToASCII(domain string) (string, error) {
	if isASCII(domain) && !hasPunycodeLabel(domain) {
		// The Standard's fast path: ASCII without xn-- labels only lowercases.
		domain = strings.ToLower(domain)
	} else {
		out, err := uts46.ToASCII(domain)
		if err != nil || out == "" {
			return "", hostErrorf("host %s is not a valid internationalized domain name", quoteShort(domain))
		}
		domain = out
	}
	if domain == "" {
		return "", hostErrorf("URL has no host: pass a URL such as http://localhost:3000/")
	}
	return domain, nil
}

func hasPunycodeLabel(domain string) bool {
	for label := range strings.SplitSeq(domain, ".") {
		if len(label) >= 4 && strings.EqualFold(label[:4], "xn--") {
			return true
		}
	}
	return false
}

// isForbiddenDomainCodePoint is the WHATWG set: forbidden host code points
// plus C0 controls, % and DEL.
func isForbiddenDomainCodePoint(r rune) bool {
	if r <= 0x20 || r == 0x7f {
		return true
	}
	return strings.ContainsRune("#%/:<>?@[\\]^|", r)
}

// endsInANumber is the WHATWG "ends in a number checker": such hosts are
// parsed as IPv4 (or refused), never looked up as names.
func endsInANumber(s string) bool {
	parts := strings.Split(s, ".")
	if parts[len(parts)-1] == "" {
		if len(parts) == 1 {
			return false
		}
		parts = parts[:len(parts)-1]
	}
	last := parts[len(parts)-1]
	if last != "" && strings.Trim(last, "0123456789") == "" {
		return true
	}
	_, err := parseIPv4Number(last)
	return err == nil
}

// parseIPv4 is the WHATWG IPv4 parser: one to four parts, each decimal,
// octal (leading 0) or hex (0x), the last part filling the remaining bytes.
func parseIPv4(s string) (netip.Addr, error) {
	parts := strings.Split(s, ".")
	if parts[len(parts)-1] == "" && len(parts) > 1 {
		parts = parts[:len(parts)-1]
	}
	if len(parts) > 4 {
		return netip.Addr{}, errors.New("more than four parts")
	}
	nums := make([]uint64, len(parts))
	for i, p := range parts {
		n, err := parseIPv4Number(p)
		if err != nil {
			return netip.Addr{}, err
		}
		nums[i] = n
	}
	for _, n := range nums[:len(nums)-1] {
		if n > 255 {
			return netip.Addr{}, errors.New("a part before the last is above 255")
		}
	}
	last := nums[len(nums)-1]
	if last >= 1<<(8*(5-len(nums))) {
		return netip.Addr{}, errors.New("the last part is too large")
	}
	v := last
	for i, n := range nums[:len(nums)-1] {
		v += n << (8 * (3 - i))
	}
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), nil
}

// parseIPv4Number is the WHATWG IPv4 number parser. Values saturate at
// MaxUint64 so a long part is reported as too large rather than wrapping.
func parseIPv4Number(s string) (uint64, error) {
	if s == "" {
		return 0, errors.New("empty part")
	}
	base := uint64(10)
	switch {
	case len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X"):
		base, s = 16, s[2:]
	case len(s) >= 2 && s[0] == '0':
		base, s = 8, s[1:]
	}
	var v uint64
	for i := 0; i < len(s); i++ {
		d, ok := digitValue(s[i])
		if !ok || d >= base {
			return 0, fmt.Errorf("%s is not a base-%d number", quoteShort(s), base)
		}
		if v > (math.MaxUint64-d)/base {
			v = math.MaxUint64
			continue
		}
		v = v*base + d
	}
	return v, nil
}

func digitValue(c byte) (uint64, bool) {
	switch {
	case '0' <= c && c <= '9':
		return uint64(c - '0'), true
	case 'a' <= c && c <= 'f':
		return uint64(c-'a') + 10, true
	case 'A' <= c && c <= 'F':
		return uint64(c-'A') + 10, true
	}
	return 0, false
}

// parseIPv6Host parses the text between the brackets of an IPv6 host.
func parseIPv6Host(s string) (host, error) {
	if strings.Contains(s, "%") {
		return host{}, hostErrorf("IPv6 zone id in %s is not allowed: browsers do not accept zone ids in URLs; use http://[::1]:PORT/ or http://localhost:PORT/", quoteShort(s))
	}
	// netip.ParseAddr matches the WHATWG IPv6 parser here: hex pieces of at
	// most four digits, one "::", and an optional dotted-decimal IPv4 tail
	// without leading zeros. It also accepts plain IPv4, which WHATWG
	// refuses inside brackets.
	a, err := netip.ParseAddr(s)
	if err != nil || !a.Is6() {
		return host{}, hostErrorf("%s is not a valid IPv6 address", quoteShort(s))
	}
	return host{addr: a}, nil
}

// serializeIPv6 is the WHATWG IPv6 serializer: lowercase hex, the first
// longest run of two or more zero pieces compressed, and no dotted IPv4
// tail, so ::ffff:127.0.0.1 becomes ::ffff:7f00:1 exactly as Chromium
// prints it.
func serializeIPv6(a netip.Addr) string {
	b := a.As16()
	var pieces [8]uint16
	for i := range pieces {
		pieces[i] = uint16(b[2*i])<<8 | uint16(b[2*i+1])
	}
	compress, bestLen := -1, 1
	for i := 0; i < 8; {
		if pieces[i] != 0 {
			i++
			continue
		}
		j := i
		for j < 8 && pieces[j] == 0 {
			j++
		}
		if j-i > bestLen {
			compress, bestLen = i, j-i
		}
		i = j
	}
	var sb strings.Builder
	for i := 0; i < 8; i++ {
		if i == compress {
			if i == 0 {
				sb.WriteString("::")
			} else {
				sb.WriteString(":")
			}
			i += bestLen - 1
			continue
		}
		sb.WriteString(strconv.FormatUint(uint64(pieces[i]), 16))
		if i != 7 {
			sb.WriteString(":")
		}
	}
	return sb.String()
}

// IsLocalhostName reports whether name is "localhost" or a subdomain of it
// ("app.localhost"), with or without a trailing dot. Browsers resolve these
// to loopback themselves (RFC 6761), so no DNS answer can redirect them.
// name must already be canonical (see CanonicalHost): lowercase ASCII.
func IsLocalhostName(name string) bool {
	name = strings.TrimSuffix(name, ".")
	if name == "localhost" {
		return true
	}
	sub, ok := strings.CutSuffix(name, ".localhost")
	if !ok || sub == "" {
		return false
	}
	for label := range strings.SplitSeq(sub, ".") {
		if !isLocalhostLabel(label) {
			return false
		}
	}
	return true
}

// isLocalhostLabel keeps subdomains to letters, digits, '-' and '_' so that
// an empty or odd label cannot send the name to a resolver that treats it
// differently from Chromium's built-in localhost handling.
func isLocalhostLabel(label string) bool {
	if label == "" || len(label) > 63 {
		return false
	}
	for i := 0; i < len(label); i++ {
		c := label[i]
		if !('a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '_') {
			return false
		}
	}
	return true
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func isHex(c byte) bool {
	_, ok := digitValue(c)
	return ok
}

func unhex(c byte) byte {
	v, _ := digitValue(c)
	return byte(v)
}
