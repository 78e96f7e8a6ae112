package tabs

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/go-rod/rod"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/guard"
)

// A tab that captured an origin is reset and parked, and the next capture
// of that origin reuses it (ADR 0018): its HTTP cache, its renderer and the
// code that renderer compiled (the dev server's modules, axe-core) carry
// over; what the page stored does not. The reset navigates the tab to
// about:blank, which ends the page's scripts and sockets, then clears the
// context's cookies and, for every origin whose document the tab loaded,
// localStorage, sessionStorage, IndexedDB, service workers, Cache Storage
// and the rest of the origin's storage, and removes the call's own scripts
// (a storage-state login's localStorage). Permissions need nothing: every
// prompt is denied (hardenContext) and a page cannot grant itself one.
// A capture that acted on the page (steps: focus, hover, user activation)
// spoils its tab, which is disposed of as before.

// state is what a tab emulates and what a reset must undo, shared by the
// copies of one tab.
type state struct {
	mu       sync.Mutex
	viewport string // preset currently emulated, "" for none
	emu      emulation
	origins  map[string]bool              // origins whose documents the tab loaded
	scripts  []proto.PageScriptIdentifier // the current call's own scripts
	spoiled  bool
	key      string    // the origin it was taken for
	parked   time.Time // when it was parked
	// afterward run on the capture's document after the capture returned,
	// before the reset: work whose cost is nobody's wait (Afterward).
	afterward []func(context.Context)
}

func (s *state) addScript(id proto.PageScriptIdentifier) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.scripts = append(s.scripts, id)
}

// Visited records that a document of rawURL's origin loaded in the tab
// (a frame, a redirect hop): a reset clears that origin's storage.
func (t *Tab) Visited(rawURL string) {
	o := guard.Origin(rawURL)
	if o == "" || t.state == nil {
		return
	}
	t.state.mu.Lock()
	defer t.state.mu.Unlock()
	t.state.origins[o] = true
}

// Spoil marks the tab as not to be reused: the capture acted on the page,
// leaving focus, hover and user activation a reset does not undo.
func (t *Tab) Spoil() {
	if t.state == nil {
		return
	}
	t.state.mu.Lock()
	defer t.state.mu.Unlock()
	t.state.spoiled = true
}

// Afterward has fn run on the tab's document once the capture has
// returned, before the reset that parks the tab, under afterwardTimeout:
// work the next capture of the page can use and this one need not wait
// for. A tab disposed of instead drops it.
func (t *Tab) Afterward(fn func(ctx context.Context)) {
	if t.state == nil {
		return
	}
	t.state.mu.Lock()
	defer t.state.mu.Unlock()
	t.state.afterward = append(t.state.afterward, fn)
}

// afterwardTimeout bounds what Afterward's functions may take together.
const afterwardTimeout = time.Second

// runAfterward runs and drops the functions Afterward added.
func (t *Tab) runAfterward() {
	t.state.mu.Lock()
	fns := t.state.afterward
	t.state.afterward = nil
	t.state.mu.Unlock()
	if len(fns) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), afterwardTimeout)
	defer cancel()
	for _, fn := range fns {
		fn(ctx)
	}
}

// resetStorage is every kind of per-origin storage a page can write, in
// Storage.clearDataForOrigin's names: everything but the caches that make
// reuse worth it (the HTTP cache is not one of these; shader_cache is).
const resetStorage = "cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage,interest_groups,shared_storage,storage_buckets"

// resetTimeout bounds a reset; a tab that takes longer is disposed of.
const resetTimeout = 5 * time.Second

// reset makes a used tab equivalent to a fresh one, but for its caches.
func (t *Tab) reset(b *rod.Browser) error {
	t.runAfterward()
	ctx, cancel := context.WithTimeout(context.Background(), resetTimeout)
	defer cancel()
	page := t.Page.Context(ctx)
	st := t.state
	st.mu.Lock()
	origins := make([]string, 0, len(st.origins))
	for o := range st.origins {
		origins = append(origins, o)
	}
	scripts := st.scripts
	st.scripts = nil
	st.mu.Unlock()

	// A page that asks before it is left (beforeunload after a click) is
	// answered, or the navigation away would wait for a human.
	go page.EachEvent(func(e *proto.PageJavascriptDialogOpening) {
		go func() { _ = proto.PageHandleJavaScriptDialog{Accept: true}.Call(page) }()
	})()
	clearSessionStorage(page)
	// Page.navigate answers when the navigation starts; the next capture's
	// navigation must not race this one's commit (it would be dropped),
	// so the reset waits for about:blank to be the main frame's document.
	left := make(chan struct{})
	var once sync.Once
	go page.EachEvent(func(e *proto.PageFrameNavigated) bool {
		if e.Frame != nil && e.Frame.ParentID == "" && e.Frame.URL == "about:blank" {
			once.Do(func() { close(left) })
			return true
		}
		return false
	})()
	nav, err := proto.PageNavigate{URL: "about:blank"}.Call(page)
	if err != nil {
		return fmt.Errorf("leave the page: %w", err)
	}
	if nav.ErrorText != "" {
		return fmt.Errorf("leave the page: %s", nav.ErrorText)
	}
	select {
	case <-left:
	case <-ctx.Done():
		return fmt.Errorf("leave the page: %w", ctx.Err())
	}
	if err := (proto.StorageClearCookies{BrowserContextID: t.BrowserContext.BrowserContextID}).Call(b.Context(ctx)); err != nil {
		return fmt.Errorf("clear cookies: %w", err)
	}
	for _, o := range origins {
		if err := (proto.StorageClearDataForOrigin{Origin: o, StorageTypes: resetStorage}).Call(page); err != nil {
			return fmt.Errorf("clear %s: %w", o, err)
		}
	}
	for _, id := range scripts {
		if err := (proto.PageRemoveScriptToEvaluateOnNewDocument{Identifier: id}).Call(page); err != nil {
			return fmt.Errorf("remove a script: %w", err)
		}
	}
	return nil
}

// clearSessionStorage empties sessionStorage in every frame of the page,
// from an isolated world of each (the page's own Storage.prototype may be
// replaced). sessionStorage belongs to the tab, not the context: it
// outlives the navigation away, and Storage.clearDataForOrigin leaves it.
func clearSessionStorage(page *rod.Page) {
	tree, err := proto.PageGetFrameTree{}.Call(page)
	if err != nil {
		return
	}
	var walk func(f *proto.PageFrameTree)
	walk = func(f *proto.PageFrameTree) {
		if f == nil || f.Frame == nil {
			return
		}
		if w, err := (proto.PageCreateIsolatedWorld{FrameID: f.Frame.ID, WorldName: "vibelens-reset"}).Call(page); err == nil {
			_, _ = proto.RuntimeEvaluate{Expression: "try{sessionStorage.clear()}catch(e){}", ContextID: w.ExecutionContextID}.Call(page)
		}
		for _, c := range f.ChildFrames {
			walk(c)
		}
	}
	walk(tree.FrameTree)
}
