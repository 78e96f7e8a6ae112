package tabs

import "testing"

// BenchmarkOpen times a fresh tab: its incognito context, hardened, and
// its page prepared for the default viewport. The first look of every
// process pays it on the hot path, and so does each render of a call that
// finds no parked tab.
//
//	go test ./browser/tabs -run '^$' -bench Open -benchtime 20x -count 5
func BenchmarkOpen(b *testing.B) {
	_, br := launch(b)
	for b.Loop() {
		tab, err := Open(br.Rod, Config{})
		if err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		tab.Dispose(br.Rod)
		b.StartTimer()
	}
}
