package cascade

import (
	"context"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/source"
)

// Job places one capture's layout causes: a source.CauseJob.
type Job struct {
	pageURL string
	scripts map[string]source.Script
	causes  []*RawCause
	extra   []*source.Raw
	carrier []int // cause i's carrier among the extra elements, -1: its finding's element
	owner   []int // the <style> holding cause i's declaration among them, -1: none
	cascade []settled
	r       *resolver
}

// NewJob is the Job of a page's causes, one per finding in order (nil
// for a finding without one), or nil when there is none; scripts are the
// page's script responses (a Vite sheet's file is named from their folder).
func NewJob(pageURL string, scripts map[string]source.Script, causes []*RawCause) *Job {
	any := false
	for _, c := range causes {
		any = any || c != nil
	}
	if !any {
		return nil
	}
	j := &Job{pageURL: pageURL, scripts: scripts, causes: causes, carrier: make([]int, len(causes)), owner: make([]int, len(causes))}
	for i, c := range causes {
		j.carrier[i], j.owner[i] = -1, -1
		if c != nil && c.Origin != nil {
			j.carrier[i] = len(j.extra)
			j.extra = append(j.extra, c.Origin)
		}
		if c != nil && c.Placed != nil && c.Placed.Owner != nil {
			j.owner[i] = len(j.extra)
			j.extra = append(j.extra, c.Placed.Owner)
		}
	}
	return j
}

// Elements are the carriers that are not their finding's element and the
// <style> elements holding declarations: their markup is named too.
func (j *Job) Elements() []*source.Raw { return j.extra }

// Read asks Chromium's cascade for the causes the page could not place.
func (j *Job) Read(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, src source.Resolver) {
	j.r = j.resolver(src)
	j.cascade = j.r.readCascade(ctx, page, world, j.causes)
}

// Settle is each finding's Cause.
func (j *Job) Settle(src source.Resolver, elements, extra []*contract.Source) []*contract.Cause {
	if j.r == nil {
		j.r = j.resolver(src)
	}
	at := func(k int) *contract.Source {
		if k >= 0 && k < len(extra) {
			return extra[k]
		}
		return nil
	}
	markup := make([]*contract.Source, len(j.causes))
	owners := make([]*contract.Source, len(j.causes))
	for i := range j.causes {
		if j.carrier[i] >= 0 {
			markup[i] = at(j.carrier[i])
		} else if i < len(elements) {
			markup[i] = elements[i]
		}
		owners[i] = at(j.owner[i])
	}
	return j.r.causes(j.pageURL, j.causes, j.cascade, markup, owners)
}

func (j *Job) resolver(src source.Resolver) *resolver {
	return &resolver{src: src, origin: source.OriginOf(j.pageURL), scripts: j.scripts}
}
