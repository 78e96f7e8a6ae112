package xvfb

import (
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// Hand drives one visible window with real X pointer and key events
// (xdotool), the way a person does: nothing is called inside the page.
// The page must put "mouse X,Y" (the pointer's client coordinates) in its
// title on mousemove: that is how the hand finds where the page's
// viewport sits on the screen.
type Hand struct {
	t      testing.TB
	win    string
	dx, dy int // screen = client + (dx, dy)
}

var mouseTitle = regexp.MustCompile(`mouse (-?\d+),(-?\d+)`)

// NeedXdotool skips the test when xdotool is not installed.
func NeedXdotool(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("xdotool"); err != nil {
		t.Skip("xdotool not installed (apt-get install xdotool)")
	}
}

// FindWindow waits up to 60 s for a visible window whose title matches
// name (a regular expression), focuses it and learns where its page is.
func FindWindow(t testing.TB, name string) *Hand {
	t.Helper()
	NeedXdotool(t)
	h := &Hand{t: t}
	deadline := time.Now().Add(60 * time.Second)
	for h.win == "" {
		out, _ := exec.Command("xdotool", "search", "--onlyvisible", "--name", name).Output()
		if ids := strings.Fields(string(out)); len(ids) > 0 {
			h.win = ids[len(ids)-1]
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("no visible window named %q within 60 s", name)
		}
		time.Sleep(200 * time.Millisecond)
	}
	h.Run("windowfocus", "--sync", h.win)
	geo := h.Run("getwindowgeometry", "--shell", h.win)
	vals := map[string]int{}
	for _, line := range strings.Fields(geo) {
		k, v, _ := strings.Cut(line, "=")
		vals[k], _ = strconv.Atoi(v)
	}
	// A point well inside the page, below the browser's own bars.
	sx, sy := vals["X"]+vals["WIDTH"]/2, vals["Y"]+vals["HEIGHT"]/2
	for i := 0; ; i++ {
		h.Run("mousemove", strconv.Itoa(sx+i%3), strconv.Itoa(sy))
		time.Sleep(150 * time.Millisecond)
		title := h.Run("getwindowname", h.win)
		if m := mouseTitle.FindStringSubmatch(title); m != nil {
			cx, _ := strconv.Atoi(m[1])
			cy, _ := strconv.Atoi(m[2])
			h.dx, h.dy = sx+i%3-cx, sy-cy
			return h
		}
		if i > 100 {
			t.Fatalf("the page never reported the pointer in its title (last %q)", title)
		}
	}
}

// Run runs xdotool with args and returns its output.
func (h *Hand) Run(args ...string) string {
	h.t.Helper()
	out, err := exec.Command("xdotool", args...).CombinedOutput()
	if err != nil {
		h.t.Fatalf("xdotool %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return strings.TrimSpace(string(out))
}

// AltClick holds Alt, moves to the page's client point (x, y), clicks
// and lets Alt go.
func (h *Hand) AltClick(x, y int) {
	h.t.Helper()
	sx, sy := fmt.Sprint(x+h.dx), fmt.Sprint(y+h.dy)
	h.Run("mousemove", sx, sy)
	time.Sleep(100 * time.Millisecond)
	h.Run("keydown", "alt")
	h.Run("mousemove", fmt.Sprint(x+h.dx+1), sy)
	time.Sleep(150 * time.Millisecond)
	h.Run("click", "1")
	time.Sleep(100 * time.Millisecond)
	h.Run("keyup", "alt")
	time.Sleep(200 * time.Millisecond)
}

// Type types text into whatever has the focus.
func (h *Hand) Type(text string) {
	h.t.Helper()
	h.Run("type", "--delay", "30", text)
}

// Key presses one key (Return, Escape).
func (h *Hand) Key(name string) {
	h.t.Helper()
	h.Run("key", name)
}

// Click moves to the page's client point (x, y) and clicks, as a person
// using the page does.
func (h *Hand) Click(x, y int) {
	h.t.Helper()
	h.Run("mousemove", fmt.Sprint(x+h.dx), fmt.Sprint(y+h.dy))
	time.Sleep(100 * time.Millisecond)
	h.Run("click", "1")
	time.Sleep(200 * time.Millisecond)
}
