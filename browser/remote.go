package browser

import "github.com/vibelens/vibelens/browser/chrome"

// remoteNextStep is added to a navigation error from a remote browser: its
// localhost is not the developer's machine.
const remoteNextStep = " VibeLens is attached to a remote browser (--cdp-endpoint): its localhost is the browser's machine, not yours. " +
	"Give the dev server an address that machine can reach and allow it with --allow-host (a service name such as web:3000 in Docker Compose, or a private address)."

// remoteHint adds the remote-browser note to errors where it explains the failure.
func (m *Manager) remoteHint(err error) error {
	if m.opts.Attach == nil || !m.opts.Attach.IsRemote() {
		return err
	}
	e, ok := err.(*Error)
	if !ok {
		return err
	}
	switch e.Code {
	case CodeConnectionRefused, CodeDNSFailure, CodeTimeout:
		c := *e
		c.NextStep += remoteNextStep
		return &c
	}
	return err
}

// attached prepares inst's tabs for a browser VibeLens attached to: they
// get contexts of their own, with the egress proxy as their proxy where the
// browser can reach it (a browser on this machine), else the Fetch fallback.
func (m *Manager) attached(inst *instance) {
	inst.cfg.Attached = true
	if inst.chrome.Remote {
		// The browser cannot reach our proxy. Its contexts get a proxy that
		// does not exist instead, bypassed only for the hosts the policy
		// allows by name or range: a connection to anything else (a
		// preconnect, a WebSocket, a frame's subresource, a worker) fails
		// at that dead proxy without ever reaching the address. Fetch then
		// checks every request to name the refusals.
		inst.cfg.CheckAll = true
		inst.cfg.ContextProxy = chrome.DeadProxy
		inst.cfg.ContextBypass = chrome.RemoteBypass(m.opts.Allow)
	} else {
		inst.cfg.ContextProxy = "http://" + inst.cfg.Proxy.Addr()
	}
	m.log.Info("attached to browser", "endpoint", m.opts.Attach.Endpoint, "fetchFallback", inst.chrome.Remote)
}
