package point

import (
	"bytes"
	"image"
	"image/color"
	"image/jpeg"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/vibelens/vibelens/browser/contract"
)

func TestAttach(t *testing.T) {
	findings := []contract.Finding{
		{Kind: "broken-image", Selector: "img.hero", Rect: contract.Rect{X: 10, Y: 10, Width: 100, Height: 50}},
		{Kind: "text-clipped", Selector: "#title", Rect: contract.Rect{X: 0, Y: 200, Width: 300, Height: 40}},
	}
	tests := []struct {
		name string
		pick contract.Pick
		want []string
	}{
		{"same selector", contract.Pick{Selector: "#title", Box: contract.Rect{X: 5, Y: 5, Width: 1, Height: 1}}, []string{"text-clipped"}},
		{"same box, other selector", contract.Pick{Selector: "#hero", Box: contract.Rect{X: 11, Y: 9, Width: 99, Height: 51}}, []string{"broken-image"}},
		{"inside a frame: the box only", contract.Pick{Selector: "#title", Within: []string{"iframe #f"}, Box: contract.Rect{X: 400, Y: 400, Width: 10, Height: 10}}, nil},
		{"near but not the same box", contract.Pick{Selector: "div", Box: contract.Rect{X: 10, Y: 10, Width: 90, Height: 50}}, nil},
		{"empty box", contract.Pick{Selector: "span"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			picks := []contract.Pick{tt.pick}
			Attach(picks, findings)
			var got []string
			for _, f := range picks[0].Findings {
				got = append(got, f.Kind)
			}
			if len(got) != len(tt.want) || (len(got) > 0 && got[0] != tt.want[0]) {
				t.Errorf("Attach(%+v) = %v, want %v", tt.pick, got, tt.want)
			}
		})
	}
}

// whiteJPEG is a w x h white image.
func whiteJPEG(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func isMark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r>>8 > 180 && g>>8 < 90 && b>>8 < 140
}

// TestMark draws a pick's box where the image shows it: the image is half
// the area's size and starts at y 100 of the page.
func TestMark(t *testing.T) {
	area := contract.Rect{X: 0, Y: 100, Width: 400, Height: 300}
	picks := []contract.Pick{
		{N: 7, Box: contract.Rect{X: 100, Y: 200, Width: 200, Height: 100}}, // image 50,50 to 150,100
		{N: 8, Box: contract.Rect{X: 100, Y: 0, Width: 50, Height: 50}},     // above the area
	}
	out, n, err := Mark(whiteJPEG(t, 200, 150), area, picks)
	if err != nil || n != 1 {
		t.Fatalf("Mark = %d, %v; want 1 drawn", n, err)
	}
	img, err := jpeg.Decode(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []image.Point{{100, 51}, {100, 98}, {51, 90}, {148, 75}} {
		if !isMark(img.At(p.X, p.Y)) {
			t.Errorf("pixel %v = %v, want the mark's colour (the box's edge)", p, img.At(p.X, p.Y))
		}
	}
	for _, p := range []image.Point{{100, 75}, {20, 20}, {180, 140}} {
		if isMark(img.At(p.X, p.Y)) {
			t.Errorf("pixel %v is marked; it is not on the box", p)
		}
	}
}

func TestStore(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	now := time.Now().UTC()
	p := &contract.Pointed{URL: "http://localhost:3000/shop?x=1#top", Viewport: "desktop", PickedAt: now,
		Picks: []contract.Pick{{N: 1, Selector: "#buy"}}}
	if err := Save(p); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		url  string
		at   time.Time
		want bool
	}{
		{"http://localhost:3000/shop", now, true},
		{"http://localhost:3000/shop?y=2", now.Add(29 * time.Minute), true},
		{"http://localhost:3000/other", now, false},
		{"http://localhost:3001/shop", now, false},
		{"https://localhost:3000/shop", now, false},
		{"http://localhost:3000/shop", now.Add(31 * time.Minute), false}, // and the file goes
		{"http://localhost:3000/shop", now, false},
	}
	for _, tt := range tests {
		if got := Load(tt.url, tt.at) != nil; got != tt.want {
			t.Errorf("Load(%s, +%v) found = %v, want %v", tt.url, tt.at.Sub(now), got, tt.want)
		}
	}

	// A new session replaces the picks; one with none removes them.
	if err := Save(p); err != nil {
		t.Fatal(err)
	}
	p2 := *p
	p2.Picks = []contract.Pick{{N: 1, Selector: "#other"}}
	if err := Save(&p2); err != nil {
		t.Fatal(err)
	}
	if got := Load(p.URL, now); got == nil || got.Picks[0].Selector != "#other" {
		t.Errorf("after a second session Load = %+v, want #other", got)
	}
	dir, _ := storeDir()
	if fi, err := os.Stat(dir); err != nil || fi.Mode().Perm() != 0o700 {
		t.Errorf("store dir mode = %v, %v; want 0700", fi.Mode().Perm(), err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.json"))
	if len(files) != 1 {
		t.Fatalf("files = %v, want 1", files)
	}
	if fi, _ := os.Stat(files[0]); fi.Mode().Perm() != 0o600 {
		t.Errorf("file mode %v, want 0600", fi.Mode().Perm())
	}
	if err := Save(&contract.Pointed{URL: p.URL}); err != nil {
		t.Fatal(err)
	}
	if got := Load(p.URL, now); got != nil {
		t.Errorf("after a session with no picks Load = %+v, want nil", got)
	}
}
