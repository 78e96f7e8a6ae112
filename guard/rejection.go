package guard

import (
	"fmt"
	"strconv"
	"unicode/utf8"
)

// Rejection explains why a URL or address is refused, in words a model can
// act on. Every error returned by this package is a *Rejection, so callers
// can tell a policy refusal (a tool result for the model) from a bug.
type Rejection struct {
	// Input is what was checked, exactly as given.
	Input string
	// Reason says what is wrong and, where possible, what to pass instead.
	Reason string
}

// Error returns the quoted input followed by the reason, for example
// "http://169.254.169.254/": cloud metadata endpoint, always refused; ...
// A very long
// input is shortened, because the message lands in the model's context.
func (r *Rejection) Error() string {
	return fmt.Sprintf("%s: %s", quoteShort(r.Input), r.Reason)
}

// maxQuoted bounds how much of a hostile input is echoed back.
const maxQuoted = 200

// quoteShort quotes s, cutting it to maxQuoted bytes (on a rune boundary).
func quoteShort(s string) string {
	if len(s) <= maxQuoted {
		return strconv.Quote(s)
	}
	cut := maxQuoted
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.Quote(s[:cut]) + fmt.Sprintf("... (%d bytes)", len(s))
}

// Reasons shared by URL, host and address checks. The model reads them, so
// each ends with something it can do.
const (
	localOnlyHint = "only loopback (localhost, *.localhost, 127.0.0.0/8, [::1]) may be inspected"
	// allowHostHint tells the model who can widen the policy: the user,
	// never the model itself.
	allowHostHint       = "only the user, not the model, can allow it: --allow-host HOST|*.DOMAIN|CIDR in the vibelens serve args of the editor's MCP server config"
	reasonMetadata      = "cloud metadata endpoint, always refused; " + localOnlyHint
	reasonPublic        = "public address: VibeLens only inspects local dev servers; run the app locally and pass its localhost URL"
	reasonPrivate       = "private network address (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7) is refused by default; " + allowHostHint
	reasonLinkLocal     = "link-local address (169.254.0.0/16, fe80::/10) is not a dev server and is always refused; " + localOnlyHint
	reasonMulticast     = "multicast address cannot serve a page; " + localOnlyHint
	reasonBroadcast     = "broadcast address cannot serve a page; " + localOnlyHint
	reasonCompat        = "IPv4-compatible IPv6 address (::a.b.c.d) is deprecated and not local; pass the IPv4 address itself, for example http://127.0.0.1:PORT/"
	reasonNotLocal      = "address is not local; " + localOnlyHint
	reasonLocalMode     = "non-local address refused: the network mode is \"local\", which allows only loopback and hosts allowed with --allow-host"
	reasonLocalModeName = "name not resolved: the network mode is \"local\", which resolves only localhost names and hosts allowed with --allow-host"
	reasonMixedAnswer   = "the name resolves to both public and local or private addresses (DNS rebinding); refused"
)
