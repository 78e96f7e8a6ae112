package render

import (
	"context"
	"encoding/json"

	"github.com/vibelens/vibelens/browser/cascade"
	"github.com/vibelens/vibelens/browser/collect"
	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/findings"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
	"github.com/ysmood/gson"

	"github.com/vibelens/vibelens/browser/source"
)

// SourceNamer names the app code behind a capture's findings and messages
// (source.Namer, through the dev server's source maps). It reads the page
// and the Input it is handed, never the collector.
type SourceNamer interface {
	Name(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, in source.Input) source.Output
}

// naming is source naming in flight while the screenshot is taken.
type naming struct {
	done         chan struct{}
	out          source.Output
	failedBefore int // failed requests up to here are the page's; later ones may be the maps'
	changedAt    int // where the changed elements' raws start in the input
}

// startNaming names the sources of snap's findings and of the messages in
// obs in the background; wait for it with apply.
func startNaming(page *rod.Page, world proto.RuntimeExecutionContextID, namer SourceNamer, obs collect.Observations, scripts map[string]source.Script, snap *snapshotResult) *naming {
	in := source.Input{PageURL: snap.URL, Scripts: scripts}
	if raw := snap.Findings; raw != nil {
		in.Next, in.ServerFrame = raw.Next, raw.ServerFrame
		causes := make([]*cascade.RawCause, len(raw.Findings))
		for i := range raw.Findings {
			in.Elements = append(in.Elements, raw.Findings[i].Origin)
			causes[i] = raw.Findings[i].Why
		}
		if job := cascade.NewJob(snap.URL, scripts, causes); job != nil {
			in.Causes = job
		}
		if a := raw.HydrationAnchor; a != nil {
			in.Elements = append(in.Elements, a.Origin)
		}
	}
	n := &naming{done: make(chan struct{}), failedBefore: len(obs.Failed), changedAt: len(in.Elements)}
	in.Elements = append(in.Elements, snap.changedOrigins...)
	for _, e := range obs.Console {
		in.Messages = append(in.Messages, e.SourceMessage())
	}
	for _, e := range obs.Errors {
		in.Messages = append(in.Messages, e.SourceMessage())
	}
	go func() {
		defer close(n.done)
		n.out = namer.Name(page.GetContext(), page, world, in)
	}()
	return n
}

// wait ends the naming; it may be called more than once.
func (n *naming) wait() { <-n.done }

// apply waits, then writes the names into snap's findings and into obs,
// the capture's own copy of what it collected: messages that arrived
// since are named from the maps already read, and the maps' own failed
// fetches leave failedRequests.
func (n *naming) apply(snap *snapshotResult, obs *collect.Observations) {
	n.wait()
	out := n.out
	if raw := snap.Findings; raw != nil {
		for i := range raw.Findings {
			raw.Findings[i].Source = out.Elements[i]
			if i < len(out.Causes) && out.Causes[i] != nil {
				raw.Findings[i].Cause = out.Causes[i]
			}
		}
		if a := raw.HydrationAnchor; a != nil {
			a.Source = out.Elements[len(raw.Findings)]
		}
	}
	if rec := snap.rec; rec != nil && len(snap.changedPaths) > 0 && len(out.Elements) >= n.changedAt+len(snap.changedPaths) {
		rec.Sources = map[string]*contract.Source{}
		for i, p := range snap.changedPaths {
			if s := out.Elements[n.changedAt+i]; s != nil {
				rec.Sources[p] = s
			}
		}
	}
	for i := range obs.Console {
		named := out.Message(obs.Console[i].SourceMessage())
		obs.Console[i].Source, obs.Console[i].Text = named.Source, named.Text
	}
	for i := range obs.Errors {
		named := out.Message(obs.Errors[i].SourceMessage())
		obs.Errors[i].Source, obs.Errors[i].Message = named.Source, named.Text
	}
	if n.failedBefore <= len(obs.Failed) {
		kept := obs.Failed[:n.failedBefore:n.failedBefore]
		for _, f := range obs.Failed[n.failedBefore:] {
			if !out.Ours(f.URL) {
				kept = append(kept, f)
			}
		}
		obs.Failed = kept
	}
	snap.sourceTime = out.Took
}

// lateHydration looks again for hydration reports once the DOM has been
// read: at delay 0 React's error can land between the first look and the
// read. A report that arrived late, or one whose element only the late
// message names, is located with a second small evaluation.
func lateHydration(page *rod.Page, obs collect.Observations, before *findings.Hydration, snap *snapshotResult) {
	h := findings.FindHydration(hydrationTexts(obs.Console, obs.Errors))
	if h == nil || snap == nil || snap.Findings == nil {
		return
	}
	if snap.Findings.HydrationAnchor != nil && before != nil && !before.Hint.Empty() {
		return
	}
	if h.Hint.Empty() {
		return
	}
	if snap.measure == "" {
		return
	}
	// The pass the DOM read compiled for this document, not a new compile.
	res, err := proto.RuntimeCallFunctionOn{FunctionDeclaration: "function (o) { return this.measure(o); }", ObjectID: snap.measure, ReturnByValue: true,
		Arguments: []*proto.RuntimeCallArgument{{Value: gson.New(findings.Opts{AnchorOnly: true, Hydration: h.Hint})}}}.Call(page)
	if err != nil || res.ExceptionDetails != nil {
		return
	}
	var raw findings.Raw
	if json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &raw) == nil && raw.HydrationAnchor != nil {
		snap.Findings.HydrationAnchor = raw.HydrationAnchor
	}
}

// hydrationTexts are the messages' raw texts, console first, for findings.FindHydration.
func hydrationTexts(console []collect.Console, errs []collect.Exception) []findings.Message {
	out := make([]findings.Message, 0, len(console)+len(errs))
	for _, e := range console {
		out = append(out, findings.Message{Text: e.RawText(), URL: e.At.URL})
	}
	for _, e := range errs {
		out = append(out, findings.Message{Text: e.RawText(), URL: e.At.URL})
	}
	return out
}
