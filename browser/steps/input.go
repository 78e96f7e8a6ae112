package steps

import (
	"context"
	"fmt"
	"strings"

	"github.com/go-rod/rod/lib/input"
	"github.com/go-rod/rod/lib/proto"

	"github.com/vibelens/vibelens/browser/contract"
)

// pointer moves the mouse to (x, y), as a user's hand would, and clicks
// when asked: real input events, with hover, pointer and focus effects.
func (r *runner) pointer(ctx context.Context, x, y float64, click bool) error {
	p := r.page.Context(ctx)
	ev := proto.InputDispatchMouseEvent{Type: proto.InputDispatchMouseEventTypeMouseMoved, X: x, Y: y, Modifiers: r.mods}
	if err := ev.Call(p); err != nil {
		return err
	}
	if !click {
		return nil
	}
	for _, t := range []proto.InputDispatchMouseEventType{proto.InputDispatchMouseEventTypeMousePressed, proto.InputDispatchMouseEventTypeMouseReleased} {
		ev := proto.InputDispatchMouseEvent{Type: t, X: x, Y: y, Button: proto.InputMouseButtonLeft, ClickCount: 1, Modifiers: r.mods}
		if t == proto.InputDispatchMouseEventTypeMousePressed {
			ev.Buttons = gsonInt(1)
		}
		if err := ev.Call(p); err != nil {
			return err
		}
	}
	return nil
}

func gsonInt(v int) *int { return &v } // the pressed button's bit, as CDP's buttons

// wheel turns the mouse wheel at (x, y).
func (r *runner) wheel(ctx context.Context, x, y, dy float64) error {
	p := r.page.Context(ctx)
	if err := (proto.InputDispatchMouseEvent{Type: proto.InputDispatchMouseEventTypeMouseMoved, X: x, Y: y}).Call(p); err != nil {
		return err
	}
	return proto.InputDispatchMouseEvent{Type: proto.InputDispatchMouseEventTypeMouseWheel, X: x, Y: y, DeltaY: dy}.Call(p)
}

// viewport is the layout viewport's size in CSS px.
func (r *runner) viewport(ctx context.Context) ([2]float64, error) {
	m, err := proto.PageGetLayoutMetrics{}.Call(r.page.Context(ctx))
	if err != nil || m.CSSLayoutViewport == nil {
		return [2]float64{}, fmt.Errorf("layout metrics: %v", err)
	}
	return [2]float64{float64(m.CSSLayoutViewport.ClientWidth), float64(m.CSSLayoutViewport.ClientHeight)}, nil
}

// frames waits for two frames, so a wheel's scroll has been applied.
func (r *runner) frames(ctx context.Context) {
	_, _ = r.eval(ctx, "frames", "", nil)
}

// keys presses keys in order, holding modifiers (the first keys of a
// chord such as Control+a) until the last is released.
func (r *runner) keys(ctx context.Context, keys []input.Key) error {
	p := r.page.Context(ctx)
	var held []input.Key
	defer func() {
		for i := len(held) - 1; i >= 0; i-- {
			r.mods &^= held[i].Modifier()
			_ = held[i].Encode(proto.InputDispatchKeyEventTypeKeyUp, r.mods).Call(p)
		}
	}()
	for i, k := range keys {
		if i < len(keys)-1 && k.Modifier() != 0 {
			r.mods |= k.Modifier()
			held = append(held, k)
			if err := k.Encode(proto.InputDispatchKeyEventTypeKeyDown, r.mods).Call(p); err != nil {
				return err
			}
			continue
		}
		if err := k.Encode(proto.InputDispatchKeyEventTypeKeyDown, r.mods).Call(p); err != nil {
			return err
		}
		if err := k.Encode(proto.InputDispatchKeyEventTypeKeyUp, r.mods).Call(p); err != nil {
			return err
		}
	}
	return nil
}

// namedKeys are the key names press accepts besides single characters.
var namedKeys = map[string]input.Key{
	"enter": input.Enter, "escape": input.Escape, "esc": input.Escape, "tab": input.Tab, "backspace": input.Backspace,
	"delete": input.Delete, "space": input.Space, "arrowup": input.ArrowUp, "arrowdown": input.ArrowDown,
	"arrowleft": input.ArrowLeft, "arrowright": input.ArrowRight, "home": input.Home, "end": input.End,
	"pageup": input.PageUp, "pagedown": input.PageDown, "insert": input.Insert,
	"shift": input.ShiftLeft, "control": input.ControlLeft, "ctrl": input.ControlLeft, "alt": input.AltLeft,
	"meta": input.MetaLeft, "cmd": input.MetaLeft, "command": input.MetaLeft,
	"f1": input.F1, "f2": input.F2, "f3": input.F3, "f4": input.F4, "f5": input.F5, "f6": input.F6,
	"f7": input.F7, "f8": input.F8, "f9": input.F9, "f10": input.F10, "f11": input.F11, "f12": input.F12,
}

// parseKeys reads a key name ("Enter", "a") or a chord ("Shift+Tab",
// "Control+a") into the keys to press, modifiers first.
func parseKeys(name string) ([]input.Key, error) {
	if name == "" {
		return nil, fmt.Errorf("press needs a value: a key name such as Enter, Escape, Tab, ArrowDown or a chord such as Shift+Tab")
	}
	parts := strings.Split(name, "+")
	if strings.HasSuffix(name, "++") || name == "+" { // the + key itself
		parts = append(strings.Split(strings.TrimSuffix(name, "++"), "+"), "+")
		if name == "+" {
			parts = []string{"+"}
		}
	}
	var keys []input.Key
	for i, part := range parts {
		k, ok := namedKeys[strings.ToLower(part)]
		if !ok && len([]rune(part)) == 1 && knownKey(input.Key([]rune(part)[0])) {
			k, ok = input.Key([]rune(part)[0]), true
		}
		if !ok {
			return nil, fmt.Errorf("unknown key %q in %q; use names such as Enter, Escape, Tab, Space, ArrowDown, Backspace or one character", contract.Clip(part, 20), contract.Clip(name, 40))
		}
		if i < len(parts)-1 && k.Modifier() == 0 {
			return nil, fmt.Errorf("%q in %q is not a modifier (Shift, Control, Alt, Meta)", contract.Clip(part, 20), contract.Clip(name, 40))
		}
		keys = append(keys, k)
	}
	return keys, nil
}

// knownKey reports whether rod's US keyboard layout has k.
func knownKey(k input.Key) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	k.Info()
	return true
}
