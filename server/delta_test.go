package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
)

// deltaPage is a pricing page with twelve alike plan rows, in two states:
// the second changes the Pro plan's price.
func deltaPage(second bool) string {
	price := "$12"
	if second {
		price = "$15"
	}
	var rows strings.Builder
	for i := 1; i <= 12; i++ {
		fmt.Fprintf(&rows, `<li class="plan"><span class="name">Plan %d</span> <span class="price">$%d</span></li>`, i, 20+i)
	}
	return `<!doctype html><meta name="viewport" content="width=device-width"><title>delta</title>
<style>body{margin:0;font:16px/1.4 sans-serif}main{padding:24px}</style>
<main><h1 class="headline">Pricing</h1><p class="pro">Pro: <b class="pro-price">` + price + `</b> a month</p>
<ul class="plans">` + rows.String() + `</ul></main>`
}

// look is one answer: its text, parsed, and whether it had an image.
type look struct {
	text  string
	image bool
	p     map[string]json.RawMessage
}

func lookAt(t *testing.T, cs *mcp.ClientSession, args map[string]any) look {
	t.Helper()
	res, err := call(t, cs, args)
	if err != nil || res.IsError {
		t.Fatalf("call(%v) = %v, %v", args, res, err)
	}
	l := look{text: textOf(t, res)}
	for _, c := range res.Content {
		if _, ok := c.(*mcp.ImageContent); ok {
			l.image = true
		}
	}
	if err := json.Unmarshal([]byte(l.text), &l.p); err != nil {
		t.Fatalf("payload %s: %v", l.text, err)
	}
	return l
}

// TestDeltaLooks: the first look is whole and folds the twelve plans; the
// same look again says unchanged in under 1,000 characters with no image;
// after the price changes, the answer names the changed element in under
// 3,000 characters with the image; detail full is the whole look; and
// another viewport, or dark, starts its own history with a whole look.
func TestDeltaLooks(t *testing.T) {
	needsBrowser(t)
	var second atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, deltaPage(second.Load()))
	}))
	t.Cleanup(srv.Close)
	cs := connect(t, testManager, "")
	args := func(extra ...any) map[string]any {
		a := map[string]any{"url": srv.URL, "delay": 0}
		for i := 0; i+1 < len(extra); i += 2 {
			a[extra[i].(string)] = extra[i+1]
		}
		return a
	}
	whole := func(name string, l look) {
		t.Helper()
		if !l.image || l.p["simplifiedDOM"] == nil || l.p["look"] != nil {
			t.Errorf("%s: image %v, simplifiedDOM %v, look %s; want the whole look with its image", name, l.image, l.p["simplifiedDOM"] != nil, l.p["look"])
		}
	}

	first := lookAt(t, cs, args())
	whole("first look", first)
	if !strings.Contains(first.text, `<vl-more count=\"9\" of=\"li\">`) {
		t.Errorf("first look: want the twelve plans folded to three and <vl-more count=\"9\" of=\"li\">; DOM %s", first.p["simplifiedDOM"])
	}

	same := lookAt(t, cs, args())
	if string(same.p["look"]) != `"unchanged"` || same.image || len(same.text) > 1000 {
		t.Errorf("same page again: look %s, image %v, %d characters; want unchanged, no image, at most 1,000: %s", same.p["look"], same.image, len(same.text), same.text)
	}

	second.Store(true)
	edited := lookAt(t, cs, args())
	if string(edited.p["look"]) != `"changes"` || !edited.image || len(edited.text) > 3000 {
		t.Errorf("after an edit: look %s, image %v, %d characters; want changes with the image, at most 3,000: %s", edited.p["look"], edited.image, len(edited.text), edited.text)
	}
	if !strings.Contains(string(edited.p["domChanges"]), "b.pro-price") || !strings.Contains(string(edited.p["domChanges"]), "$15") {
		t.Errorf("after an edit: domChanges = %s, want b.pro-price with $15", edited.p["domChanges"])
	}
	if edited.p["simplifiedDOM"] != nil {
		t.Errorf("after an edit: the whole DOM was sent again")
	}

	full := lookAt(t, cs, args("detail", "full"))
	whole("detail full", full)

	mobile := lookAt(t, cs, args("viewport", "mobile"))
	whole("first mobile look", mobile)
	dark := lookAt(t, cs, args("colorScheme", "dark"))
	whole("first dark look", dark)
}

// TestDeltaLooksAll: viewport all and colorScheme both follow the same
// rules per render: the
// same look again sends no image and says unchanged, in at most 1,000
// characters for three renders (and for two schemes, and six renders), each render's
// sinceLastCapture saying unchanged; after an edit every
// render whose pixels changed sends its image and the DOM is its
// changes; a delta never crosses viewports (a first mobile look is whole).
func TestDeltaLooksAll(t *testing.T) {
	needsBrowser(t)
	var second atomic.Bool
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, deltaPage(second.Load()))
	}))
	t.Cleanup(srv.Close)
	cs := connect(t, testManager, "")
	all := map[string]any{"url": srv.URL, "viewport": "all", "delay": 0}
	images := func(l look) int {
		var p struct{ Viewports []struct{ Image int } }
		json.Unmarshal([]byte(l.text), &p)
		n := 0
		for _, v := range p.Viewports {
			if v.Image > 0 {
				n++
			}
		}
		return n
	}
	first := lookAt(t, cs, all)
	if images(first) != 3 || first.p["simplifiedDOM"] == nil || first.p["look"] != nil {
		t.Fatalf("first look: %d images, want the whole look with 3: %s", images(first), first.text)
	}
	same := lookAt(t, cs, all)
	if string(same.p["look"]) != `"unchanged"` || same.image || images(same) != 0 || same.p["simplifiedDOM"] != nil || len(same.text) > 1000 {
		t.Errorf("same page again: look %s, %d images, %d characters; want unchanged with none, at most 1,000: %s", same.p["look"], images(same), len(same.text), same.text)
	}
	if n := sinceUnchanged(t, same); n != 3 {
		t.Errorf("same page again: %d renders' sinceLastCapture say unchanged, want 3: %s", n, same.text)
	}
	// Another target (its query), so that its light render is not the desktop one above.
	both := map[string]any{"url": srv.URL + "/?schemes", "colorScheme": "both", "delay": 0}
	if l := lookAt(t, cs, both); images(l) != 2 || l.p["look"] != nil {
		t.Errorf("first look in both schemes: %d images, look %s; want the whole look with 2", images(l), l.p["look"])
	}
	bothSame := lookAt(t, cs, both)
	if string(bothSame.p["look"]) != `"unchanged"` || bothSame.image || len(bothSame.text) > 1000 || sinceUnchanged(t, bothSame) != 2 {
		t.Errorf("both schemes again: look %s, image %v, %d characters; want unchanged with none, at most 1,000, both renders' sinceLastCapture unchanged: %s", bothSame.p["look"], bothSame.image, len(bothSame.text), bothSame.text)
	}
	// Six renders, viewport all with both schemes.
	six := map[string]any{"url": srv.URL + "/?six", "viewport": "all", "colorScheme": "both", "delay": 0}
	lookAt(t, cs, six)
	sixSame := lookAt(t, cs, six)
	if string(sixSame.p["look"]) != `"unchanged"` || sixSame.image || len(sixSame.text) > 1000 || sinceUnchanged(t, sixSame) != 6 {
		t.Errorf("all in both schemes again: look %s, image %v, %d characters; want unchanged with none, at most 1,000, six renders' sinceLastCapture unchanged: %s", sixSame.p["look"], sixSame.image, len(sixSame.text), sixSame.text)
	}
	second.Store(true)
	edited := lookAt(t, cs, all)
	if string(edited.p["look"]) != `"changes"` || images(edited) != 3 || !strings.Contains(string(edited.p["domChanges"]), "$15") {
		t.Errorf("after an edit: look %s, %d images, domChanges %s; want changes, 3 images, the price", edited.p["look"], images(edited), edited.p["domChanges"])
	}
	t.Logf("all: first %d, unchanged %d, after an edit %d characters; both unchanged %d; all and both unchanged %d", len(first.text), len(same.text), len(edited.text), len(bothSame.text), len(sixSame.text))
}

// sinceUnchanged counts the renders of a merged answer whose
// sinceLastCapture says unchanged, with an age.
func sinceUnchanged(t *testing.T, l look) int {
	t.Helper()
	var p struct {
		Viewports []struct {
			Since *browser.Since `json:"sinceLastCapture"`
		}
	}
	if err := json.Unmarshal([]byte(l.text), &p); err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, v := range p.Viewports {
		if v.Since != nil && v.Since.Unchanged && v.Since.PreviousAgeMs > 0 {
			n++
		}
	}
	return n
}
