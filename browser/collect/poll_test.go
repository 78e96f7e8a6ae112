package collect

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/go-rod/rod/lib/proto"
)

// TestPolls feeds the collector the events Chromium sends for a page's
// asks, each answered (responseReceived, then loadingFinished), and holds
// it to what settle sees: which asks still hold it, and which are named
// as polling.
func TestPolls(t *testing.T) {
	const api = "http://localhost/api/status"
	type ask struct {
		url      string
		answered bool // the ask got its answer before the next one
		step     bool // a step acted on the page just before it
	}
	tests := []struct {
		name    string
		asks    []ask
		busy    int      // asks still holding settle at the end
		polling []string // settle's polling list
	}{
		{name: "one ask", asks: []ask{{url: api}}, busy: 1},
		{name: "asked again after its answer: a chain that renders the second", asks: []ask{{url: api, answered: true}, {url: api}}, busy: 1},
		{name: "asked a third time: a poll", asks: []ask{{url: api, answered: true}, {url: api, answered: true}, {url: api}}, busy: 0, polling: []string{"GET " + api}},
		{name: "the poll's fragment is no other ask", asks: []ask{{url: api, answered: true}, {url: api + "#a", answered: true}, {url: api + "#b"}}, busy: 0, polling: []string{"GET " + api}},
		{name: "twice at once (React's strict mode), then once more", asks: []ask{{url: api}, {url: api, answered: true}, {url: api}}, busy: 1},
		{name: "another query each time: no poll known", asks: []ask{{url: api + "?after=1", answered: true}, {url: api + "?after=2", answered: true}, {url: api + "?after=3"}}, busy: 1},
		{name: "a step starts a new round", asks: []ask{{url: api, answered: true}, {url: api, answered: true}, {url: api, step: true}}, busy: 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := New("main", nil, "")
			c.onRequest(&proto.NetworkRequestWillBeSent{RequestID: "doc", FrameID: "main", LoaderID: "doc", Type: proto.NetworkResourceTypeDocument,
				Request: &proto.NetworkRequest{URL: "http://localhost/", Method: "GET"}})
			c.onFinished(&proto.NetworkLoadingFinished{RequestID: "doc"})
			var open []proto.NetworkRequestID
			for i, a := range tc.asks {
				if a.step {
					c.ActionBegins()
				}
				id := proto.NetworkRequestID(fmt.Sprint(i))
				c.onRequest(&proto.NetworkRequestWillBeSent{RequestID: id, FrameID: "main", LoaderID: "doc", Type: proto.NetworkResourceTypeFetch,
					Request: &proto.NetworkRequest{URL: a.url, Method: "GET"}})
				open = append(open, id)
				if a.answered {
					for _, id := range open {
						c.onResponse(&proto.NetworkResponseReceived{RequestID: id, Type: proto.NetworkResourceTypeFetch, Response: &proto.NetworkResponse{URL: a.url, Status: 200}})
						c.onFinished(&proto.NetworkLoadingFinished{RequestID: id})
					}
					open = nil
				}
			}
			st := c.NetState(time.Now(), 20*time.Millisecond, 500*time.Millisecond)
			if len(st.Busy) != tc.busy || !slices.Equal(st.Polling, tc.polling) {
				t.Errorf("busy %q, polling %q; want %d busy, polling %q", st.Busy, st.Polling, tc.busy, tc.polling)
			}
		})
	}
}
