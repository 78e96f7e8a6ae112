package corpus

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"text/tabwriter"
)

// TestPayloadFields says where a look's text bytes go: for every payload
// a corpus run kept (VIBELENS_CORPUS_OUT), the bytes of each top-level
// field, of each summary field and of each findings field (summed over
// the findings), as the share of all the text and the median per look.
// On demand, after a run that kept its payloads:
//
//	VIBELENS_PAYLOAD_DIR=/tmp/corpus go test ./corpus -run TestPayloadFields -v
func TestPayloadFields(t *testing.T) {
	dir := os.Getenv("VIBELENS_PAYLOAD_DIR")
	if dir == "" {
		t.Skip("set VIBELENS_PAYLOAD_DIR to a VIBELENS_CORPUS_OUT folder to count its payloads' bytes by field")
	}
	var looks []map[string]json.RawMessage
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".json") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		var look map[string]json.RawMessage
		if json.Unmarshal(b, &look) != nil || look["summary"] == nil {
			return nil // a report, not a payload
		}
		looks = append(looks, look)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(looks) == 0 {
		t.Fatalf("no payloads under %s", dir)
	}
	t.Logf("\n%s", payloadTable(looks))
}

// payloadTable is the table TestPayloadFields prints.
func payloadTable(looks []map[string]json.RawMessage) string {
	per := map[string][]int64{} // field: bytes per look
	var total []int64
	for _, look := range looks {
		n := int64(2 + len(look) - 1) // braces and commas
		for k, v := range look {
			size := int64(len(k) + 3 + len(v))
			n += size
			per[k] = append(per[k], size)
		}
		total = append(total, n)
		var summary map[string]json.RawMessage
		if json.Unmarshal(look["summary"], &summary) == nil {
			for k, v := range summary {
				per["summary."+k] = append(per["summary."+k], int64(len(k)+3+len(v)))
			}
		}
		var findings []map[string]json.RawMessage
		if json.Unmarshal(look["findings"], &findings) == nil {
			sums := map[string]int64{}
			for _, f := range findings {
				for k, v := range f {
					sums[k] += int64(len(k) + 3 + len(v))
				}
			}
			for k, n := range sums {
				per["findings[]."+k] = append(per["findings[]."+k], n)
			}
		}
	}
	var all int64
	for _, n := range total {
		all += n
	}
	keys := make([]string, 0, len(per))
	for k := range per {
		keys = append(keys, k)
	}
	sum := func(v []int64) (s int64) {
		for _, n := range v {
			s += n
		}
		return s
	}
	slices.SortFunc(keys, func(a, b string) int { return int(sum(per[b]) - sum(per[a])) })
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "field\tshare of all text\tbytes per look (median, looks that have it)\tlooks\t")
	for _, k := range keys {
		fmt.Fprintf(w, "%s\t%.1f%%\t%.0f\t%d\t\n", k, 100*float64(sum(per[k]))/float64(all), median(per[k]), len(per[k]))
	}
	fmt.Fprintf(w, "whole text\t100%%\t%.0f\t%d\t\n", median(total), len(total))
	w.Flush()
	return b.String()
}
