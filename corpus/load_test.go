package corpus

import (
	"cmp"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"text/tabwriter"
	"time"

	"github.com/vibelens/vibelens/internal/devserver"
)

// loadApps are the apps TestUnderLoad runs by default: a Vite admin
// dashboard, a Next blog on webpack (what Next 15 apps run), an Astro site
// and a Vue app, as a developer might have up at once. "+webpack" runs a
// Next app's dev server with --webpack instead of Turbopack.
const loadApps = "react-admin,next-pages+webpack,astro-accelerator,create-vue"

// TestUnderLoad counts settle caps with several dev servers up at once,
// as on a developer's laptop: every selected app's server is started and
// warmed first, then the clean pages are captured in every viewport, the
// apps taking turns, for VIBELENS_CORPUS_LOAD_ROUNDS rounds (1). It
// prints, per app, the captures, the caps and what each cap names. With
// VIBELENS_CORPUS_LOAD_DELAY (ms, default the tool's 1000) the looks are
// taken at another delay, and with VIBELENS_CORPUS_LOAD_BURN=N beside N
// processes that keep a core busy each. On demand only:
//
//	VIBELENS_CORPUS_LOAD=1 [VIBELENS_CORPUS=a,b+webpack] [VIBELENS_CORPUS_LOAD_BURN=1] go test ./corpus -run TestUnderLoad -v -timeout 60m
func TestUnderLoad(t *testing.T) {
	if os.Getenv("VIBELENS_CORPUS_LOAD") == "" {
		t.Skip("set VIBELENS_CORPUS_LOAD=1 to count settle caps with several dev servers up at once")
	}
	if noChrome != nil {
		t.Skipf("the corpus needs Chromium: %v", noChrome)
	}
	manifests, err := Load(corpusRoot())
	if err != nil {
		t.Fatal(err)
	}
	which := os.Getenv("VIBELENS_CORPUS")
	if which == "" {
		which = loadApps
	}
	apps, err := selectVariants(manifests, which)
	if err != nil {
		t.Fatal(err)
	}
	rounds := envInt(t, "VIBELENS_CORPUS_LOAD_ROUNDS", 1)
	wait := time.Duration(envInt(t, "VIBELENS_CORPUS_LOAD_DELAY", int(delay.Milliseconds()))) * time.Millisecond
	servers := make([]*devserver.Server, len(apps))
	for i, m := range apps {
		servers[i] = startApp(t, m) // up and warmed; all stay up
	}
	// VIBELENS_CORPUS_LOAD_BURN=N keeps N more processes spinning during
	// the looks: a build or a test run beside the dev servers.
	for i := 0; i < envInt(t, "VIBELENS_CORPUS_LOAD_BURN", 0); i++ {
		burn := exec.Command("sh", "-c", "while :; do :; done")
		if err := burn.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { burn.Process.Kill(); burn.Wait() })
	}
	loadBefore := loadAverage()
	tally := make([]loadTally, len(apps))
	// The apps take turns page by page, so each capture runs while the
	// other servers are up and their last looks' work is still draining.
	for r := 0; r < rounds; r++ {
		for p := 0; ; p++ {
			took := false
			for i, m := range apps {
				if p >= len(m.Pages) {
					continue
				}
				took = true
				for _, vp := range Viewports {
					tally[i].add(t, servers[i].URL+m.Pages[p], vp, wait)
				}
			}
			if !took {
				break
			}
		}
	}
	var b strings.Builder
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, "app\tcaptures\tcaps\tsettle ms (median)\twhat each cap named")
	total, caps := 0, 0
	for i, m := range apps {
		tl := tally[i]
		total += tl.captures
		caps += len(tl.caps)
		fmt.Fprintf(w, "%s\t%d\t%d\t%.0f\t%s\n", m.Name, tl.captures, len(tl.caps), median(tl.settleMs), strings.Join(tl.caps, "; "))
	}
	fmt.Fprintf(w, "all\t%d\t%d\t\t\n", total, caps)
	w.Flush()
	t.Logf("\n%s(delay %v, %d rounds, %s spinning processes; load average (1 min) at start %s, at end %s, on %d CPUs)", b.String(), wait, rounds, cmp.Or(os.Getenv("VIBELENS_CORPUS_LOAD_BURN"), "0"), loadBefore, loadAverage(), runtime.NumCPU())
}

// loadTally is one app's share of TestUnderLoad.
type loadTally struct {
	captures int
	settleMs []int64
	caps     []string // page viewport: reason and what it named
}

func (l *loadTally) add(t *testing.T, url, viewport string, wait time.Duration) {
	t.Helper()
	res, err := captureAt(url, viewport, wait)
	if err != nil {
		t.Errorf("capture %s in %s: %v", url, viewport, err)
		return
	}
	l.captures++
	st := res.Summary.Settle
	l.settleMs = append(l.settleMs, res.Summary.Timings.Settle)
	if !st.CapHit {
		return
	}
	named := st.Churn
	if named == "" {
		named = strings.Join(slices.Concat(st.Pending, st.Streaming), " ")
	}
	if named == "" {
		named = st.Busy
	}
	if named == "" {
		named = "nothing named"
	}
	cap := fmt.Sprintf("%s %s: %s (%s, %d mutations)", pathOf(url), viewport, st.CapReason, named, st.Mutations)
	l.caps = append(l.caps, cap)
	t.Logf("cap: %s, waited for %v", cap, st.WaitedFor)
}

func pathOf(url string) string {
	if i := strings.Index(strings.TrimPrefix(url, "http://"), "/"); i >= 0 {
		return strings.TrimPrefix(url, "http://")[i:]
	}
	return url
}

// selectVariants is selectApps for a list whose names may end in
// "+webpack": that Next app with `next dev --webpack`.
func selectVariants(all []*Manifest, which string) ([]*Manifest, error) {
	var out []*Manifest
	for _, name := range strings.Split(which, ",") {
		if name = strings.TrimSpace(name); name == "" {
			continue
		}
		base, variant, _ := strings.Cut(name, "+")
		picked, err := selectApps(all, base)
		if err != nil {
			return nil, err
		}
		if base == "all" && variant == "" {
			out = append(out, picked...)
			continue
		}
		m := picked[0]
		switch variant {
		case "":
		case "webpack":
			if !slices.Contains(m.Server.Command, "dev") || !strings.HasSuffix(m.Server.Command[0], "next") {
				return nil, fmt.Errorf("%s: +webpack is for a Next dev server, not %q", name, m.Server.Command)
			}
			v := *m
			v.Name = m.Name + "+webpack"
			v.Server.Command = append(slices.Clone(m.Server.Command), "--webpack")
			m = &v
		default:
			return nil, fmt.Errorf("%s: unknown variant %q (webpack)", name, variant)
		}
		out = append(out, m)
	}
	return out, nil
}

func envInt(t *testing.T, name string, def int) int {
	t.Helper()
	v := os.Getenv(name)
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		t.Fatalf("%s=%q: want a whole number", name, v)
	}
	return n
}
