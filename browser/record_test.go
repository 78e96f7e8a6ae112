package browser

import (
	"testing"
)

// TestRecordSurvivesShadowedProperties: a form whose controls are named
// id, className and localName shadows those properties on the form; the
// record reads through the prototypes, and neither it nor the capture
// fails (an input named "id" once made the record hold a DOM node, and
// the whole capture fail to return).
func TestRecordSurvivesShadowedProperties(t *testing.T) {
	srv := serve(t, html(`<!doctype html><title>form</title>
<form id="edit" class="edit-form"><input name="id" value="1"><input name="className"><input name="localName"><input name="firstElementChild"><button>Save</button></form>
<p class="spin" style="animation: turn 1s linear infinite">spinning</p><style>@keyframes turn{to{transform:rotate(1turn)}}</style>`))
	res := capture(t, Request{URL: srv.URL})
	if res.Record == nil {
		t.Fatal("no record")
	}
	found := map[string]bool{}
	for _, e := range res.Record.Elements {
		found[e.Tag] = true
		if e.Tag == "form" && (e.ID != "edit" || len(e.Classes) != 1 || e.Classes[0] != "edit-form") {
			t.Errorf("form recorded as %+v, want id edit and class edit-form", e)
		}
		if e.Tag == "p" && !e.Animated {
			t.Errorf("the spinning paragraph is not marked as animated: %+v", e)
		}
	}
	for _, tag := range []string{"form", "input", "button", "p"} {
		if !found[tag] {
			t.Errorf("no %s in the record: %+v", tag, res.Record.Elements)
		}
	}
}
