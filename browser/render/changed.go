package render

import (
	"encoding/json"
	"fmt"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/changes"
	"github.com/vibelens/vibelens/browser/source"
)

// changedOrigins reads, for the elements that changed since the previous
// look (Request.Before), where the app's code makes each, while the page
// is there to read: the comparison itself runs after the capture, on two
// records, with no page. One small evaluation, and only after a change:
// a look at an unchanged page costs nothing more. The raws are named with
// the findings' (names.go), so each source map is read once.
func (r *Capture) changedOrigins(page *rod.Page, so snapshotOptions, snap *snapshotResult) {
	before := r.job.Request.Before
	if before == nil || so.findings == nil || so.noSources {
		return
	}
	prev := before(r.job.URL, r.job.Viewport.Name)
	if prev == nil {
		return
	}
	cur := record(snap.Record)
	if cur == nil {
		return
	}
	snap.rec = cur
	paths := changes.Named(prev, cur)
	if len(paths) == 0 {
		return
	}
	raws, err := originsAt(page, so, paths)
	if err != nil {
		return // the entries go without sources
	}
	snap.changedPaths, snap.changedOrigins = paths, raws
}

// originsAt runs changes.OriginsJS for paths.
func originsAt(page *rod.Page, so snapshotOptions, paths []string) ([]*source.Raw, error) {
	srcOpts, _ := json.Marshal(sourceOptions(so))
	opts, _ := json.Marshal(map[string]any{"root": so.root, "paths": paths})
	expr := fmt.Sprintf("(%s)(%s, %s, %s)", changes.OriginsJS, source.JS, srcOpts, opts)
	res, err := proto.RuntimeEvaluate{Expression: expr, ReturnByValue: true}.Call(page)
	if err != nil {
		return nil, err
	}
	if res.ExceptionDetails != nil {
		return nil, fmt.Errorf("origins: %s", res.ExceptionDetails.Text)
	}
	var raws []*source.Raw
	if err := json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &raws); err != nil {
		return nil, err
	}
	if len(raws) != len(paths) {
		return nil, fmt.Errorf("origins: %d for %d paths", len(raws), len(paths))
	}
	return raws, nil
}
