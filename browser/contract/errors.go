package contract

import (
	"context"
	"errors"
	"fmt"
)

type Code string

const (
	CodeInvalidURL          Code = "INVALID_URL"
	CodeConnectionRefused   Code = "CONNECTION_REFUSED"
	CodeDNSFailure          Code = "DNS_FAILURE"
	CodeUnsafePort          Code = "UNSAFE_PORT"
	CodeTimeout             Code = "TIMEOUT"
	CodeBlockedNavigation   Code = "BLOCKED_NAVIGATION"
	CodeBrowserNotInstalled Code = "BROWSER_NOT_INSTALLED"
	CodeBrowserLaunchFailed Code = "BROWSER_LAUNCH_FAILED"
	CodeUnknown             Code = "UNKNOWN"

	// CodeInvalidArguments: the arguments do not match the input schema
	// (a missing url, an unknown viewport, a delay out of range).
	CodeInvalidArguments Code = "INVALID_ARGUMENTS"

	// CodeSelectorNotFound: the selector of an element-scoped capture is
	// invalid or matches nothing; the problem lists ids and classes that exist.
	CodeSelectorNotFound Code = "SELECTOR_NOT_FOUND"
)

type Error struct {
	Code     Code
	Problem  string
	NextStep string
	Err      error    // underlying cause, if any
	Partial  *Partial // what a capture that timed out had collected, if any
}

type Partial struct {
	Stage              string          `json:"stage"` // navigate, settle, steps, delay, dom or screenshot
	ConsoleLogs        []ConsoleEntry  `json:"consoleLogs"`
	UncaughtPageErrors []PageError     `json:"uncaughtPageErrors"`
	FailedRequests     []FailedRequest `json:"failedRequests"`
	Pending            []string        `json:"pending,omitempty"` // requests still open
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s: %s", e.Code, e.Problem)
}

func (e *Error) Unwrap() error { return e.Err }

func AsError(err error) *Error {
	var e *Error
	if errors.As(err, &e) {
		return e
	}
	return &Error{
		Code:     CodeUnknown,
		Problem:  err.Error(),
		NextStep: "Retry once; if it persists, run `vibelens doctor` and report the output.",
		Err:      err,
	}
}

var netErrors = map[string]struct {
	code Code
	next string
}{
	"net::ERR_CONNECTION_REFUSED":   {CodeConnectionRefused, "Nothing is listening on that port. Start the dev server (for example `npm run dev`) and check the port it prints, then call again."},
	"net::ERR_CONNECTION_RESET":     {CodeConnectionRefused, "The server closed the connection. Check the dev server's terminal for a crash, restart it, then call again."},
	"net::ERR_CONNECTION_CLOSED":    {CodeConnectionRefused, "The server closed the connection. Check the dev server's terminal for a crash, restart it, then call again."},
	"net::ERR_EMPTY_RESPONSE":       {CodeConnectionRefused, "The server answered with nothing. Check that the port serves HTTP (not HTTPS or another protocol) and that the dev server is healthy."},
	"net::ERR_ADDRESS_UNREACHABLE":  {CodeConnectionRefused, "That address is not reachable from this machine. Use the address the dev server prints, usually http://localhost:PORT."},
	"net::ERR_ADDRESS_INVALID":      {CodeInvalidURL, "That address cannot be connected to. Use the address the dev server prints, usually http://localhost:PORT."},
	"net::ERR_NAME_NOT_RESOLVED":    {CodeDNSFailure, "The host name does not resolve. Use localhost or 127.0.0.1 with the dev server's port."},
	"net::ERR_UNSAFE_PORT":          {CodeUnsafePort, "Chromium refuses this port for security reasons. Run the dev server on a common port such as 3000, 5173 or 8080."},
	"net::ERR_TIMED_OUT":            {CodeTimeout, "The server did not answer in time. Check that the dev server is not stuck, then call again."},
	"net::ERR_CONNECTION_TIMED_OUT": {CodeTimeout, "The server did not answer in time. Check that the dev server is not stuck, then call again."},
	"net::ERR_SSL_PROTOCOL_ERROR":   {CodeConnectionRefused, "The port does not speak HTTPS. Try the same URL with http://."},
	"net::ERR_BLOCKED_BY_CLIENT":    {CodeBlockedNavigation, BlockedNavigationNextStep},
}

// CancelledError is the TIMEOUT of a capture whose context ended: the
// client cancelled, or its own deadline passed.
func CancelledError(ctx context.Context, url string) error {
	return &Error{Code: CodeTimeout, Problem: fmt.Sprintf("capture of %s was cancelled: %v", url, context.Cause(ctx)),
		NextStep: "Call again; if the client cancelled on a timeout, use a smaller delay.", Err: ctx.Err()}
}

// NavigationError turns Chromium's errorText for the main document into an Error.
func NavigationError(url, errorText string) *Error {
	if m, ok := netErrors[errorText]; ok {
		return &Error{Code: m.code, Problem: fmt.Sprintf("loading %s failed: %s", url, errorText), NextStep: m.next}
	}
	return &Error{
		Code:     CodeUnknown,
		Problem:  fmt.Sprintf("loading %s failed: %s", url, errorText),
		NextStep: "Open the URL in a browser to see the same error; fix the server, then call again.",
	}
}

const (
	InvalidURLNextStep = "Pass the URL of a local dev server, for example http://localhost:3000/pricing. " +
		"A private-network or named host (10.x, 192.168.x, myapp.test) works only if the user starts VibeLens with " +
		"--allow-host for it in the editor's MCP server config; only the user can set that, not the model: ask them."
	BlockedNavigationNextStep = "VibeLens only follows top-level navigations to loopback and to hosts the user allowed with --allow-host " +
		"(set only by the user in the editor's MCP server config, never by the model). " +
		"Fix the redirect or script in the app, inspect the local page it should land on, or ask the user to allow the host."
)
