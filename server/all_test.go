package server

import (
	"context"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/vibelens/vibelens/browser"
)

// perViewport is a fake Capturer that answers each viewport with its own
// result or error, or panics for it; it records the requests it got.
type perViewport struct {
	mu     sync.Mutex
	got    []browser.Request
	result func(vp string) (*browser.Result, error)
}

func (p *perViewport) Capture(_ context.Context, req browser.Request) (*browser.Result, error) {
	p.mu.Lock()
	p.got = append(p.got, req)
	p.mu.Unlock()
	return p.result(req.Viewport)
}

// fakeResult is a small result for viewport vp with the given findings.
func fakeResult(vp string, findings ...browser.Finding) *browser.Result {
	return &browser.Result{
		Screenshot: []byte(vp), // tells the images apart
		Summary: browser.Summary{URL: "http://localhost:3000/", FinalURL: "http://localhost:3000/", Title: "Shop",
			Viewport: browser.ViewportInfo{Name: vp}, DOMChars: 20},
		ConsoleLogs: []browser.ConsoleEntry{{Level: "error", Text: "GET http://localhost:3000/api?t=" + vp + " 500"}},
		FailedRequests: []browser.FailedRequest{
			{URL: "http://localhost:3000/only-" + vp + ".png", Method: "GET", Status: 404},
			{URL: "http://localhost:3000/hero.png?v=" + vp, Method: "GET", Status: 404},
		},
		Findings:      findings,
		SimplifiedDOM: "<main>" + vp + "</main>",
	}
}

// allText is the decoded text block of an "all" answer.
type allText struct {
	URL       string `json:"url"`
	Viewports []struct {
		Name    string          `json:"name"`
		Width   int             `json:"width"`
		Image   int             `json:"image"`
		Summary json.RawMessage `json:"summary"`
		Error   *struct {
			Code    string           `json:"code"`
			Partial *browser.Partial `json:"partial"`
		} `json:"error"`
		Since *browser.Since `json:"sinceLastCapture"`
	} `json:"viewports"`
	ConsoleLogs    []seenConsole `json:"consoleLogs"`
	FailedRequests []seenRequest `json:"failedRequests"`
	Findings       []seenFinding `json:"findings"`
	DOMViewport    string        `json:"simplifiedDOMViewport"`
	SimplifiedDOM  string        `json:"simplifiedDOM"`
}

func callAll(t *testing.T, c Capturer) (*mcp.CallToolResult, allText) {
	t.Helper()
	cs := connect(t, c, "")
	res, err := call(t, cs, map[string]any{"url": "http://localhost:3000", "viewport": "all"})
	if err != nil {
		t.Fatal(err)
	}
	var got allText
	if !res.IsError {
		if err := json.Unmarshal([]byte(textOf(t, res)), &got); err != nil {
			t.Fatalf("text block: %v", err)
		}
	}
	return res, got
}

func images(res *mcp.CallToolResult) []string {
	var out []string
	for _, c := range res.Content {
		if img, ok := c.(*mcp.ImageContent); ok {
			out = append(out, string(img.Data))
		}
	}
	return out
}

func viewportsOf(es []string) string { return strings.Join(es, ",") }

// TestAllReportsEachThingOnce: a finding only tablet and mobile show is one
// entry with those two viewports; a console error and a failed request
// seen everywhere (cache busters aside) are one entry each; a broken
// image's failedRequest index points into the merged list.
func TestAllReportsEachThingOnce(t *testing.T) {
	overflow := browser.Finding{Kind: "page-overflow-x", Severity: "error", Selector: "div.grid", Classes: []string{"grid"}}
	broken := func(i int) browser.Finding {
		return browser.Finding{Kind: "broken-image", Severity: "error", Selector: "img.hero", Classes: []string{"hero"}, FailedRequest: &i}
	}
	tap := browser.Finding{Kind: "small-tap-target", Severity: "warning", Selector: "a.more", Classes: []string{"more"}}
	fake := &perViewport{result: func(vp string) (*browser.Result, error) {
		switch vp {
		case "desktop":
			return fakeResult(vp, broken(1)), nil
		case "tablet":
			return fakeResult(vp, overflow, broken(1)), nil
		default:
			return fakeResult(vp, tap, overflow, broken(1)), nil
		}
	}}
	res, got := callAll(t, fake)
	if res.IsError {
		t.Fatalf("all = error %s", textOf(t, res))
	}
	if imgs := images(res); !reflect.DeepEqual(imgs, []string{"desktop", "tablet", "mobile"}) {
		t.Errorf("images = %v, want desktop, tablet, mobile in that order", imgs)
	}
	if _, isText := res.Content[len(res.Content)-1].(*mcp.TextContent); !isText || len(res.Content) != 4 {
		t.Errorf("content = %d blocks, want three images then one text", len(res.Content))
	}
	var names []string
	for i, v := range got.Viewports {
		names = append(names, v.Name)
		if v.Image != i+1 || v.Error != nil || len(v.Summary) == 0 {
			t.Errorf("viewport %s: image %d, error %v, summary %s; want image %d and a summary", v.Name, v.Image, v.Error, v.Summary, i+1)
		}
	}
	if viewportsOf(names) != "desktop,tablet,mobile" || got.Viewports[1].Width != 820 {
		t.Errorf("viewports = %v (tablet width %d), want desktop, tablet, mobile with their sizes", names, got.Viewports[1].Width)
	}
	byKind := map[string]seenFinding{}
	for _, f := range got.Findings {
		if _, dup := byKind[f.Kind]; dup {
			t.Errorf("finding %s reported twice", f.Kind)
		}
		byKind[f.Kind] = f
	}
	for kind, want := range map[string]string{"page-overflow-x": "tablet,mobile", "broken-image": "desktop,tablet,mobile", "small-tap-target": "mobile"} {
		if f, ok := byKind[kind]; !ok || viewportsOf(f.Viewports) != want {
			t.Errorf("finding %s viewports = %v, want %s", kind, f.Viewports, want)
		}
	}
	if len(got.ConsoleLogs) != 1 || viewportsOf(got.ConsoleLogs[0].Viewports) != "desktop,tablet,mobile" {
		t.Errorf("consoleLogs = %+v, want the one error once in every viewport", got.ConsoleLogs)
	}
	// hero.png in all three, only-<vp>.png once each: 4 requests.
	if len(got.FailedRequests) != 4 {
		t.Errorf("failedRequests = %+v, want 4", got.FailedRequests)
	}
	if b := byKind["broken-image"]; b.FailedRequest == nil || !strings.Contains(got.FailedRequests[*b.FailedRequest].URL, "hero.png") {
		t.Errorf("broken-image failedRequest = %v, want the index of hero.png in the merged list", b.FailedRequest)
	}
	if got.DOMViewport != "desktop" || got.SimplifiedDOM != "<main>desktop</main>" {
		t.Errorf("DOM from %q = %q, want desktop's", got.DOMViewport, got.SimplifiedDOM)
	}
	var vps []string
	for _, r := range fake.got {
		vps = append(vps, r.Viewport)
		if r.Image.Area <= 0 || r.Image.Quality <= 0 {
			t.Errorf("%s request has no image budget: %+v", r.Viewport, r.Image)
		}
	}
	slices.Sort(vps)
	if viewportsOf(vps) != "desktop,mobile,tablet" {
		t.Errorf("captured %v, want each built-in preset once", vps)
	}
}

// TestAllOneViewportFails: the others are kept, the failed one says why
// with its code and what it had collected, and the images renumber.
func TestAllOneViewportFails(t *testing.T) {
	hung := &browser.Error{Code: browser.CodeTimeout, Problem: "the dom stage did not finish", NextStep: "Fix the loop.",
		Partial: &browser.Partial{Stage: "dom", ConsoleLogs: []browser.ConsoleEntry{{Level: "error", Text: "before the loop"}}}}
	fake := &perViewport{result: func(vp string) (*browser.Result, error) {
		if vp == "tablet" {
			return nil, hung
		}
		return fakeResult(vp), nil
	}}
	res, got := callAll(t, fake)
	if res.IsError {
		t.Fatalf("one viewport failing failed the call: %s", textOf(t, res))
	}
	if imgs := images(res); !reflect.DeepEqual(imgs, []string{"desktop", "mobile"}) {
		t.Errorf("images = %v, want desktop, mobile", imgs)
	}
	v := got.Viewports
	if len(v) != 3 || v[0].Image != 1 || v[2].Image != 2 || v[1].Image != 0 {
		t.Fatalf("viewports = %+v, want desktop image 1, tablet none, mobile image 2", v)
	}
	if v[1].Error == nil || v[1].Error.Code != "TIMEOUT" || v[1].Error.Partial == nil || v[1].Error.Partial.Stage != "dom" || len(v[1].Summary) != 0 {
		t.Errorf("tablet = %+v, want error TIMEOUT with its partial and no summary", v[1])
	}
}

// TestAllEveryViewportFails: an answer with no image is the error a single
// call returns, so CONNECTION_REFUSED reads the same; differing codes are
// listed per viewport after it.
func TestAllEveryViewportFails(t *testing.T) {
	refused := &browser.Error{Code: browser.CodeConnectionRefused, Problem: "nothing listens on 3000", NextStep: "Start the dev server."}
	res, _ := callAll(t, failing{refused})
	if !res.IsError || len(res.Content) != 1 {
		t.Fatalf("all failing = %+v, want one error block", res.Content)
	}
	if lines := strings.Split(res.Content[0].(*mcp.TextContent).Text, "\n"); len(lines) != 3 || lines[0] != "Error: CONNECTION_REFUSED" {
		t.Errorf("error = %q, want the single-call shape", lines)
	}

	mixed := &perViewport{result: func(vp string) (*browser.Result, error) {
		if vp == "mobile" {
			return nil, &browser.Error{Code: browser.CodeTimeout, Problem: "slow", NextStep: "Retry."}
		}
		return nil, refused
	}}
	res, _ = callAll(t, mixed)
	if !res.IsError || len(res.Content) != 2 {
		t.Fatalf("mixed failures = %+v, want the error then the per-viewport list", res.Content)
	}
	var list allText
	if err := json.Unmarshal([]byte(res.Content[1].(*mcp.TextContent).Text), &list); err != nil {
		t.Fatal(err)
	}
	if len(list.Viewports) != 3 || list.Viewports[2].Error == nil || list.Viewports[2].Error.Code != "TIMEOUT" {
		t.Errorf("per-viewport errors = %+v, want mobile TIMEOUT", list.Viewports)
	}
}

// TestAllPanicInOneViewport: a panic in one capture is that viewport's
// UNKNOWN error, not a dead server.
func TestAllPanicInOneViewport(t *testing.T) {
	fake := &perViewport{result: func(vp string) (*browser.Result, error) {
		if vp == "mobile" {
			panic("boom")
		}
		return fakeResult(vp), nil
	}}
	res, got := callAll(t, fake)
	if res.IsError || len(got.Viewports) != 3 || got.Viewports[2].Error == nil || got.Viewports[2].Error.Code != "UNKNOWN" {
		t.Fatalf("panic in mobile: %+v", got.Viewports)
	}
}

// TestAllSincePerViewport: a repeat "all" call says, per viewport, what
// is new and resolved; a single-viewport call shares its viewport's memory.
func TestAllSincePerViewport(t *testing.T) {
	overflow := browser.Finding{Kind: "page-overflow-x", Severity: "error", Selector: "div.grid"}
	var mu sync.Mutex
	fixed := false
	fake := &perViewport{result: func(vp string) (*browser.Result, error) {
		mu.Lock()
		defer mu.Unlock()
		if vp == "mobile" && !fixed {
			return fakeResult(vp, overflow), nil
		}
		return fakeResult(vp), nil
	}}
	cs := connect(t, fake, "")
	first, err := call(t, cs, map[string]any{"url": "http://localhost:3000", "viewport": "all"})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(textOf(t, first), "sinceLastCapture") {
		t.Error("first call has sinceLastCapture")
	}
	mu.Lock()
	fixed = true
	mu.Unlock()
	second, err := call(t, cs, map[string]any{"url": "http://localhost:3000", "viewport": "all"})
	if err != nil {
		t.Fatal(err)
	}
	var got allText
	if err := json.Unmarshal([]byte(textOf(t, second)), &got); err != nil {
		t.Fatal(err)
	}
	for _, v := range got.Viewports {
		if v.Since == nil {
			t.Fatalf("%s has no sinceLastCapture on the repeat call", v.Name)
		}
		resolved := v.Since.Resolved.Findings
		if v.Name == "mobile" && !reflect.DeepEqual(resolved, []string{"page-overflow-x div.grid"}) {
			t.Errorf("mobile resolved = %v, want the overflow", resolved)
		}
		if v.Name != "mobile" && len(resolved)+len(v.Since.New.Findings) != 0 {
			t.Errorf("%s since = %+v, want nothing new or resolved", v.Name, v.Since)
		}
	}
	single, err := call(t, cs, map[string]any{"url": "http://localhost:3000", "viewport": "mobile"})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(textOf(t, single), `"sinceLastCapture"`) {
		t.Error("a mobile call after an all call has no sinceLastCapture")
	}
}

// TestImageBudgets: the images of an "all" answer share 1.2 single-image
// areas, none is larger than its viewport in CSS pixels, and what mobile
// leaves over goes to the larger viewports.
func TestImageBudgets(t *testing.T) {
	vps := AllPresets(browser.BuiltinPresets())
	b := imageBudgets(vps)
	sum := 0
	for i, v := range vps {
		sum += b[i].Area
		if b[i].Area <= 0 || b[i].Area > v.Width*v.Height || b[i].Quality != allJPEGQuality {
			t.Errorf("%s budget %+v: want 0 < area <= %d, quality %d", v.Name, b[i], v.Width*v.Height, allJPEGQuality)
		}
	}
	if limit := int(allImageShare * float64(browser.Limits.ImageArea)); sum > limit {
		t.Errorf("budgets sum to %d px², over %d", sum, limit)
	}
	if mobile := vps[2]; b[2].Area != mobile.Width*mobile.Height || b[0].Area != b[1].Area || b[0].Area <= b[2].Area {
		t.Errorf("budgets = %+v, want mobile at its CSS size and the rest shared by desktop and tablet", b)
	}
}

// TestSummaryFieldsSorted: every field of browser.Summary is kept per
// viewport, said once at the top, or left out on purpose, and viewportSummary
// carries exactly the kept ones.
func TestSummaryFieldsSorted(t *testing.T) {
	tags := func(typ reflect.Type) []string {
		var out []string
		for f := range typ.Fields() {
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name != "-" { // never sent
				out = append(out, name)
			}
		}
		slices.Sort(out)
		return out
	}
	sorted := append(append(append([]string(nil), summaryFields.kept...), summaryFields.top...), summaryFields.left...)
	slices.Sort(sorted)
	sorted = slices.Compact(sorted)
	if want := tags(reflect.TypeFor[browser.Summary]()); !reflect.DeepEqual(sorted, want) {
		t.Errorf("summaryFields sort %v, browser.Summary has %v", sorted, want)
	}
	kept := slices.Clone(summaryFields.kept)
	slices.Sort(kept)
	if got := tags(reflect.TypeFor[viewportSummary]()); !reflect.DeepEqual(got, kept) {
		t.Errorf("viewportSummary has %v, summaryFields.kept %v", got, kept)
	}
}

// TestAllIsReserved: a user preset cannot take the name "all".
func TestAllIsReserved(t *testing.T) {
	p, err := browser.BuiltinPresets().WithUserPresets("test", []byte("- {name: all, width: 400, height: 800, deviceScaleFactor: 1}\n"))
	if err != nil {
		t.Skipf("the preset loader already refuses it: %v", err)
	}
	if _, err := ToolFor(p); err == nil || !strings.Contains(err.Error(), "reserved") {
		t.Errorf("ToolFor(with a preset named all) = %v, want an error saying the name is reserved", err)
	}
}

// TestSummarizeKeepsFields: summarize copies every kept field of
// browser.Summary, with its value, into a viewport's summary (a field
// declared in viewportSummary but not copied would be lost silently).
func TestSummarizeKeepsFields(t *testing.T) {
	var s browser.Summary
	fill(reflect.ValueOf(&s).Elem())
	var first browser.Summary
	first.FinalURL, first.Title = "elsewhere", "another title" // so this viewport's are said
	asMap := func(v any) map[string]json.RawMessage {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		return m
	}
	want, got := asMap(s), asMap(summarize(s, first, true))
	for _, k := range summaryFields.kept {
		if string(got[k]) != string(want[k]) {
			t.Errorf("%s: summarize gives %s, browser.Summary has %s", k, got[k], want[k])
		}
	}
}

// fill gives every field of v a value that is not its zero value.
func fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(7)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(7)
	case reflect.Float32, reflect.Float64:
		v.SetFloat(0.5)
	case reflect.String:
		v.SetString("x")
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem())
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fill(v.Index(0))
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i))
			}
		}
	}
}
