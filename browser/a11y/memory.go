package a11y

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"
	"sync"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"
)

//go:embed js/print.js
var printJS string

// Print is what a pass's result depends on in one document, hashed
// (js/print.js): the page part, or the rules part. With it, the settle
// observer's change count when it was taken: a pass whose count differs
// saw another page.
type Print struct {
	Hash    string  `json:"print"`
	Changes int     `json:"changes"`
	Ms      float64 `json:"ms"`
}

// PrintOf hashes the current document in world, the settle observer's:
// its page part, or with rules its style sheets' rules. notApp are the
// selectors the pass excludes (Options.Exclude): their markup is not
// printed.
func PrintOf(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, rules bool, notApp []string) (Print, error) {
	var p Print
	if world == 0 {
		return p, fmt.Errorf("no observer world in this document")
	}
	sel, err := json.Marshal(strings.Join(notApp, ","))
	if err != nil {
		return p, err
	}
	expr := fmt.Sprintf("(%s)(%t, %s)", printJS, rules, sel)
	res, err := proto.RuntimeEvaluate{Expression: expr, ContextID: world, AwaitPromise: true, ReturnByValue: true}.Call(page.Context(ctx))
	if err != nil {
		return p, err
	}
	if res.ExceptionDetails != nil {
		return p, fmt.Errorf("print: %s", res.ExceptionDetails.Text)
	}
	err = json.Unmarshal([]byte(res.Result.Value.JSON("", "")), &p)
	return p, err
}

// memoryKeep is how many pages' passes a Memory holds: the pages of an
// app a developer looks at in one sitting, in each viewport and scheme.
const memoryKeep = 64

// Memory holds the last complete pass of each page a manager looked at,
// by what was asked (the address, viewport, scheme, scope and rules) and
// by the document's two prints: a look whose document prints the same as
// the last look's gets that pass's result without running it again
// (issue 62, ADR 0033). The rules print is added after the look that
// kept the pass (Rules), where its cost is nobody's wait. Safe for
// concurrent use.
type Memory struct {
	mu    sync.Mutex
	byKey map[string]remembered
	order []string // keys, oldest first
}

type remembered struct {
	page, rules string // the prints; rules "" until Rules adds it
	raw         []byte // the Raw as JSON: each recall gets its own copy
}

// NewMemory returns an empty Memory.
func NewMemory() *Memory { return &Memory{byKey: map[string]remembered{}} }

// Known says whether the pass kept for key was taken on a document whose
// page part printed as p, with its rules printed too: only then is the
// rules part worth taking, to Recall it.
func (m *Memory) Known(key string, p Print) bool {
	if m == nil || p.Hash == "" {
		return false
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	r, ok := m.byKey[key]
	return ok && r.page == p.Hash && r.rules != ""
}

// Recall returns a copy of the pass kept for key when it was taken on a
// document that printed as page and rules, else nil. The copy's times
// are zero (it cost nothing) and its change counts are page's, so it
// describes the page as printed.
func (m *Memory) Recall(key string, page, rules Print) *Raw {
	if m == nil || page.Hash == "" || rules.Hash == "" || rules.Changes != page.Changes {
		return nil
	}
	m.mu.Lock()
	r, ok := m.byKey[key]
	m.mu.Unlock()
	if !ok || r.page != page.Hash || r.rules != rules.Hash {
		return nil
	}
	var raw Raw
	if json.Unmarshal(r.raw, &raw) != nil {
		return nil
	}
	raw.Ms, raw.LoadMs = 0, 0
	raw.ChangesBefore, raw.ChangesAfter = page.Changes, page.Changes
	return &raw
}

// Keep remembers raw for key when it describes the document whose page
// part printed as p: the pass began and ended on the count p was taken
// at, so nothing changed between the print and the pass's end. Anything
// else is forgotten, so a later look runs its pass in full. It is not
// recalled until Rules adds the rules print.
func (m *Memory) Keep(key string, p Print, raw *Raw) {
	if m == nil {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if raw == nil || p.Hash == "" || p.Changes < 0 || raw.ChangesBefore != p.Changes || raw.ChangesAfter != p.Changes {
		m.forget(key)
		return
	}
	b, err := json.Marshal(raw)
	if err != nil {
		m.forget(key)
		return
	}
	if _, ok := m.byKey[key]; !ok {
		m.order = append(m.order, key)
		if len(m.order) > memoryKeep {
			delete(m.byKey, m.order[0])
			m.order = m.order[1:]
		}
	}
	m.byKey[key] = remembered{page: p.Hash, raw: b}
}

// Rules adds the rules print to the pass kept for key, taken after the
// look on the same document: again is the page part printed then, which
// must be the kept pass's (nothing the page part sees changed since),
// and rules must be taken at again's count.
func (m *Memory) Rules(key string, again, rules Print) {
	if m == nil || again.Hash == "" || rules.Hash == "" || rules.Changes != again.Changes {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if r, ok := m.byKey[key]; ok && r.page == again.Hash && r.rules == "" {
		r.rules = rules.Hash
		m.byKey[key] = r
	}
}

func (m *Memory) forget(key string) {
	if _, ok := m.byKey[key]; !ok {
		return
	}
	delete(m.byKey, key)
	for i, k := range m.order {
		if k == key {
			m.order = append(m.order[:i], m.order[i+1:]...)
			break
		}
	}
}

// Key names what one pass was asked: the same address, viewport and
// scheme with other rules or another scope is another pass.
func Key(url, viewport, scheme string, o Options) string {
	b, _ := json.Marshal([]any{url, viewport, scheme, o})
	return string(b)
}

// Look is one look's use of a Memory: the page part of its document's
// print, taken before its pass.
type Look struct {
	mem    *Memory
	key    string
	world  proto.RuntimeExecutionContextID
	notApp []string
	page   Print
	Ms     float64 // what the prints cost in the page
}

// Begin prints the document in world (the page part, and the rules part
// when the memory knows that page part) and returns the pass kept for
// key if both match, else nil, with the look to End once the pass has
// run; notApp are the pass's Options.Exclude. A nil Memory begins a look
// that does nothing.
func (m *Memory) Begin(ctx context.Context, page *rod.Page, world proto.RuntimeExecutionContextID, key string, notApp []string) (*Look, *Raw) {
	l := &Look{mem: m, key: key, world: world, notApp: notApp}
	if m == nil {
		return l, nil
	}
	p, err := PrintOf(ctx, page, world, false, notApp)
	if err != nil {
		return l, nil
	}
	l.page, l.Ms = p, p.Ms
	if !m.Known(key, p) {
		return l, nil
	}
	rules, err := PrintOf(ctx, page, world, true, notApp)
	l.Ms += rules.Ms
	if err != nil {
		return l, nil
	}
	return l, m.Recall(key, p, rules)
}

// Eased says whether every change the page counted since count only
// changed how later changes are eased (settle.HarmlessSince): a class
// such as VitePress' no-transition, dropped from its sidebar a moment
// after its first render. No rule of a pass reads what they change.
type Eased func(page *rod.Page, world proto.RuntimeExecutionContextID, count int) (bool, error)

// End keeps raw, the look's complete pass, or forgets the page when raw
// is nil (a pass cut off or failed). A kept pass gets its rules part
// after the look: later runs the given function then (tabs.Tab.Afterward)
// on page, the look's, if nothing the page part sees has changed, or
// eased says the changes since only ease later ones.
func (l *Look) End(raw *Raw, later func(func(context.Context)), page *rod.Page, eased Eased) {
	if l.mem == nil {
		return
	}
	if raw == nil {
		l.mem.Keep(l.key, Print{}, nil)
		return
	}
	l.mem.Keep(l.key, l.page, raw)
	later(func(ctx context.Context) {
		p := page.Context(ctx)
		l.rulesAfter(
			func(rules bool) (Print, error) { return PrintOf(ctx, p, l.world, rules, l.notApp) },
			func(count int) (bool, error) {
				if eased == nil {
					return false, nil
				}
				return eased(p, l.world, count)
			})
	})
}

// rulesAfter adds the rules part, printed by print, to the pass the look
// kept, when the page part prints as it did before the pass, or when
// everything changed since only eases later changes (eased): a look
// ending before such a change would otherwise never have its pass's
// rules part, and every next look would run the pass in full, end as
// late, and miss it again (VitePress' dev server, flipping between the
// two from one run to the next).
func (l *Look) rulesAfter(print func(rules bool) (Print, error), eased func(count int) (bool, error)) {
	again, err := print(false)
	if err != nil {
		return
	}
	if again.Hash != l.page.Hash {
		// Only a difference the observer counted, every change of it easing
		// only: one it did not count (a rule a script inserted) may be read.
		if again.Changes <= l.page.Changes {
			return
		}
		if ok, err := eased(l.page.Changes); err != nil || !ok {
			return
		}
		// As the pass read it, the page part is the one it was kept with.
		again.Hash = l.page.Hash
	}
	if rules, err := print(true); err == nil {
		l.mem.Rules(l.key, again, rules)
	}
}
