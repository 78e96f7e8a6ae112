package corpus

import (
	"os"
	"path/filepath"
	"testing"
)

// TestRescore scores a saved run again against today's manifests: the
// payloads VIBELENS_CORPUS_OUT kept, read from VIBELENS_CORPUS_RESCORE,
// with report.md written beside them. Judging a run's findings means
// adding truth and design entries; this shows what the run scores with
// them without capturing every page again.
//
//	VIBELENS_CORPUS_RESCORE=/tmp/corpus go test ./corpus -run TestRescore -v
func TestRescore(t *testing.T) {
	dir := os.Getenv("VIBELENS_CORPUS_RESCORE")
	if dir == "" {
		t.Skip("VIBELENS_CORPUS_RESCORE names the folder of a saved run")
	}
	manifests, err := Load(corpusRoot())
	if err != nil {
		t.Fatal(err)
	}
	var all []Scored
	for _, m := range manifests {
		for _, page := range capturedPages(m) {
			for _, vp := range Viewports {
				text, err := os.ReadFile(filepath.Join(dir, m.Name, slug(page)+"-"+vp+".json"))
				if err != nil {
					continue // not in that run
				}
				c := Capture{App: m.Name, Page: page, Viewport: vp, Clean: m.Clean(page)}
				if err := ParsePayload(&c, text); err != nil {
					t.Fatal(err)
				}
				all = append(all, m.Score(c))
			}
		}
	}
	if len(all) == 0 {
		t.Fatalf("no saved payloads under %s", dir)
	}
	t.Logf("\n%s\n%s", Table(Rows(all)), Summary(all))
	if err := os.WriteFile(filepath.Join(dir, "report.md"), []byte(Markdown(all, "Rescored from a saved run.")), 0o644); err != nil {
		t.Fatal(err)
	}
}
