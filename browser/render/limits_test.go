package render

import (
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/vibelens/vibelens/browser/contract"
)

var markerRE = regexp.MustCompile(`<!-- VibeLens: DOM truncated at (\d+) characters \(original (more than )?(\d+)\)\. -->$`)

func TestCapDOM(t *testing.T) {
	tags := strings.Repeat(`<div class="row">item</div>`, 100) // 2700 chars
	cjk := strings.Repeat("<p>日本語のテキスト</p>", 200)              // multi-byte runes
	tests := []struct {
		name          string
		html          string
		limit         int
		complete      bool
		wantTruncated bool
		wantOriginal  string // "" when untouched
	}{
		{"short complete", "<p>hi</p>", 100, true, false, ""},
		{"exactly at limit", tags, utf8.RuneCountInString(tags), true, false, ""},
		{"one over", tags + "x", utf8.RuneCountInString(tags), true, true, "2701"},
		{"short but serializer stopped", "<p>hi</p>", 100, false, true, "more than 9"},
		{"long", tags, 1000, true, true, "2700"},
		{"long and incomplete", tags, 1000, false, true, "more than 2700"},
		{"multi-byte", cjk, 500, true, true, fmt.Sprint(utf8.RuneCountInString(cjk))},
		{"no tags at all", strings.Repeat("a", 5000), 1000, true, true, "5000"},
		{"limit below the marker", tags, 10, true, true, "2700"},
		{"empty", "", 100, true, false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, truncated := capDOM(tt.html, tt.limit, tt.complete)
			if truncated != tt.wantTruncated {
				t.Fatalf("capDOM(%d runes, %d, %v) truncated = %v, want %v", utf8.RuneCountInString(tt.html), tt.limit, tt.complete, truncated, tt.wantTruncated)
			}
			if !utf8.ValidString(got) {
				t.Fatalf("capDOM output is not valid UTF-8")
			}
			if !truncated {
				if got != tt.html {
					t.Fatalf("capDOM changed an in-budget DOM:\n got %q\nwant %q", got, tt.html)
				}
				return
			}
			m := markerRE.FindStringSubmatch(got)
			if m == nil {
				t.Fatalf("capDOM output does not end in the marker: …%q", tail(got, 120))
			}
			if orig := m[2] + m[3]; orig != tt.wantOriginal {
				t.Errorf("marker says original %q, want %q", orig, tt.wantOriginal)
			}
			body := strings.TrimSuffix(got, m[0])
			if n := fmt.Sprint(utf8.RuneCountInString(body)); m[1] != n {
				t.Errorf("marker says truncated at %s, kept %s runes", m[1], n)
			}
			if !strings.HasPrefix(tt.html, body) {
				t.Errorf("kept part is not a prefix of the input: %q", tail(body, 80))
			}
			if n := utf8.RuneCountInString(got); n > tt.limit && tt.limit >= len(m[0]) {
				t.Errorf("capDOM output is %d runes, over the limit %d", n, tt.limit)
			}
			// The cut backs up to a complete tag when one is in the second half.
			if strings.Contains(tt.html, ">") && len(body) > 0 && !strings.HasSuffix(body, ">") {
				t.Errorf("cut mid-tag: …%q", tail(body, 40))
			}
		})
	}
}

func TestCapDOMKeepsMostOfMultiByteText(t *testing.T) {
	// The last tag ends a fifth of the way in, then three-byte text: backing
	// up to it would throw away most of the budget, so the cut stays put.
	html := "<p>" + strings.Repeat("語", 200) + "</p>" + strings.Repeat("日本語", 2000)
	got, _ := capDOM(html, 1000, true)
	if n := utf8.RuneCountInString(got); n < 900 {
		t.Errorf("capDOM kept %d of a 1000-rune budget", n)
	}
}

func tail(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[len(r)-n:])
}

func TestImageScale(t *testing.T) {
	tests := []struct {
		w, h int
		want float64
	}{
		{800, 600, 1},  // small: never enlarged
		{1568, 733, 1}, // long edge and area just inside
		{1568, 734, math.Sqrt(1_150_000 / (1568.0 * 734))}, // area just over
		{1920, 1080, math.Sqrt(1_150_000 / (1920.0 * 1080))},
		{780, 1688, 1568.0 / 1688},                           // mobile at DPR 2: the long edge binds
		{1640, 2360, math.Sqrt(1_150_000 / (1640.0 * 2360))}, // tablet at DPR 2: the area binds
		{1920, 8000, 1568.0 / 8000},                          // capped full page
		{3000, 100, 1568.0 / 3000},                           // very wide strip
		{1, 1, 1},
	}
	for _, tt := range tests {
		got := imageScale(tt.w, tt.h)
		if math.Abs(got-tt.want) > 1e-9 {
			t.Errorf("imageScale(%d, %d) = %v, want %v", tt.w, tt.h, got, tt.want)
		}
		if got > 1 {
			t.Errorf("imageScale(%d, %d) = %v enlarges", tt.w, tt.h, got)
		}
		if long := float64(max(tt.w, tt.h)) * got; long > float64(contract.Limits.ImageLongEdge)+1e-6 {
			t.Errorf("imageScale(%d, %d): long edge %.1f > %d", tt.w, tt.h, long, contract.Limits.ImageLongEdge)
		}
		if area := float64(tt.w) * float64(tt.h) * got * got; area > float64(contract.Limits.ImageArea)+1e-3 {
			t.Errorf("imageScale(%d, %d): area %.0f > %d", tt.w, tt.h, area, contract.Limits.ImageArea)
		}
	}
}
