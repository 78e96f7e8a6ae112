package render

import (
	"sync"
	"time"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/browser/settle"
)

// earlyQuiet is how long the network must have been quiet, and the load
// event past, before the early screenshot is taken. Settle ends no sooner
// than SettleNetQuiet (60 ms) after the last request and SettleLoadQuiet
// (50 ms) after load, and a screenshot takes about 50 ms: started here, it
// is mostly done by the time settle is, and a late image decode or render
// after the last response has had a little time to land.
const earlyQuiet = 15 * time.Millisecond

// early is a screenshot taken while settle waits out its quiet windows,
// which are idle time for the page but not for the clock. It stands for
// the settled page only if nothing moved between the moment it was taken
// and the end of the DOM read (holds): the same document, no request
// started or ended before settle ended, and not one DOM change, not even
// those settle's quiet rule sets aside (an inline style, a <style>'s text,
// a dev widget), but for class names that only turn transitions on
// (settle/js/easing.js). Otherwise look takes a new one, as without it.
type early struct {
	stop     chan struct{} // closed when the first settle ends
	stopOnce sync.Once
	asked    chan struct{} // closed when the screenshot is asked for, if it is
	done     chan struct{} // closed when the attempt is over

	// Set by the attempt before asked is closed.
	gen     int       // the document it shows (collect.DocumentGen)
	changes int       // the settle observer's count when it was taken
	taken   time.Time // when it was asked for
	// Set by the attempt before done is closed.
	shot  []byte
	image contract.ImageInfo

	// Set when settle ends, before stop is closed.
	lastNet time.Time // the collector's last network activity then
}

// earlyEligible says whether a capture may use an early screenshot: one of
// the viewport, right after the first settle. None when no image is
// wanted; a selector's clip comes from the DOM read, a full page resizes
// the view, a delay asks for the page later, and steps act on it first.
func earlyEligible(job Job) bool {
	req := job.Request
	return !req.NoImage && req.Selector == "" && !req.FullPage && req.Delay <= 0 && len(job.Steps) == 0
}

// startEarly begins the attempt; settleEnded stops it, if it has not
// started its screenshot yet, and take collects it.
func (r *Capture) startEarly() {
	e := &early{stop: make(chan struct{}), asked: make(chan struct{}), done: make(chan struct{})}
	r.early = e
	rules := settle.RulesFromLimits()
	go func() {
		defer close(e.done)
		tick := time.NewTicker(5 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-e.stop:
				return
			case <-r.work.Done():
				return
			case <-tick.C:
			}
			now := time.Now()
			st := r.c.NetState(now, rules.BodyQuiet, rules.StreamGrace)
			if !st.Doc.Loaded || len(st.Busy) > 0 || st.Doc.World == 0 || st.QuietFor < earlyQuiet || now.Sub(st.Doc.LoadedAt) < earlyQuiet {
				continue
			}
			ch, err := settle.ChangesIn(r.Page(), st.Doc.World)
			if err != nil || !ch.FontsReady || ch.Quiet() < earlyQuiet || ch.Entering {
				// Ask the page again no sooner than it could be still
				// enough: a page that keeps changing is asked every 10 ms
				// at most, not at every tick. One still animating is
				// asked again too: settle brings its entrances to their
				// end once the DOM is quiet, and the picture must be of
				// that end.
				wait := max(earlyQuiet-ch.Quiet(), 10*time.Millisecond)
				select {
				case <-e.stop:
					return
				case <-r.work.Done():
					return
				case <-time.After(wait):
				}
				continue
			}
			e.gen, e.changes, e.taken = st.Doc.Gen, ch.Count, time.Now()
			close(e.asked)
			page, cancel := r.pageOf(e.gen)
			e.shot, e.image, err = screenshot(page, r.job.Viewport, false, nil, r.job.Request.Image)
			cancel()
			if err != nil {
				e.shot = nil
			}
			return
		}
	}()
}

// settleEnded marks the end of the first settle.
func (e *early) settleEnded(lastNet time.Time) {
	e.stopOnce.Do(func() {
		e.lastNet = lastNet
		close(e.stop)
	})
}

// coming says, once settle has ended, whether the early screenshot may
// still show the page: it was asked for (or is taken), in the document
// look reads, with no request started or ended from then to the end of
// settle and no DOM change since but harmless ones. It waits for the ask,
// not for the image: the read can run while the image is read back.
func (e *early) coming(r *Capture) bool {
	select {
	case <-e.asked:
	case <-e.done:
		select {
		case <-e.asked:
		default:
			return false // given up before it was asked for
		}
	}
	return e.gen == r.doc && r.c.DocumentGen() == r.doc && e.lastNet.Before(e.taken) && e.unchanged(r)
}

// holds reports whether the early screenshot shows the page as it is now,
// in the document look reads. Call it once the attempt is over.
func (e *early) holds(r *Capture) bool {
	if e.shot == nil || e.gen != r.doc || r.c.DocumentGen() != r.doc || !e.lastNet.Before(e.taken) {
		return false
	}
	return e.unchanged(r)
}

// unchanged says whether the page's DOM is as it was when the early
// screenshot was asked for, but for changes that do not show.
func (e *early) unchanged(r *Capture) bool {
	ch, err := settle.ChangesIn(r.Page(), r.c.ObserverWorld())
	if err != nil {
		return false
	}
	if ch.Count == e.changes {
		return true
	}
	harmless, err := settle.HarmlessSince(r.Page(), r.c.ObserverWorld(), e.changes)
	return err == nil && harmless
}
