package egress

import (
	"strings"

	"github.com/vibelens/vibelens/guard"
)

// ReasonChromiumService is the refusal reason for Chromium's own service
// hosts. Launch flags keep Chromium from asking for them at all; this list
// is the second line, in both network modes, checked before any lookup so a
// refused service host is not even resolved.
const ReasonChromiumService = "Chromium service traffic (updates, network time, safe browsing, metrics) is not part of the inspected page"

// chromiumServiceHosts are hosts only Chromium itself talks to; no page a
// developer inspects needs them. A leading dot matches the domain and every
// subdomain. Hosts pages do use (fonts.googleapis.com, www.gstatic.com,
// accounts.google.com) are deliberately absent.
var chromiumServiceHosts = []string{
	"update.googleapis.com",         // component updater
	"clients1.google.com",           // update and crash pings
	"clients2.google.com",           // network time, extension and component downloads
	"clients4.google.com",           //
	"clients5.google.com",           //
	"clients6.google.com",           //
	"clientservices.googleapis.com", // variations seed
	"safebrowsing.googleapis.com",   // safe browsing lists and lookups
	"safebrowsing.google.com",       //
	"sb-ssl.google.com",             //
	"optimizationguide-pa.googleapis.com",
	"content-autofill.googleapis.com",
	"passwordsleakcheck-pa.googleapis.com",
	"chromewebstore.googleapis.com",
	"android.clients.google.com",                      // GCM check-in
	"mtalk.google.com",                                // GCM
	".gvt1.com",                                       // component and model downloads (redirector, edgedl)
	".gvt2.com",                                       // domain reliability beacons
	"google-ohttp-relay-safebrowsing.fastly-edge.com", // safe browsing relay
}

// chromiumService refuses Chromium's own service hosts, or returns nil.
func chromiumService(host string) error {
	canon, err := guard.CanonicalHost(host)
	if err != nil {
		return nil // the normal decision reports a bad host
	}
	canon = strings.TrimSuffix(canon, ".")
	for _, h := range chromiumServiceHosts {
		if canon == strings.TrimPrefix(h, ".") || (strings.HasPrefix(h, ".") && strings.HasSuffix(canon, h)) {
			return &guard.Rejection{Input: canon, Reason: ReasonChromiumService}
		}
	}
	return nil
}
