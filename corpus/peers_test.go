package corpus

import (
	"cmp"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// peerLooks are the page of each corpus app the peers bench looks at and
// the text it shows once rendered: Playwright MCP and Chrome DevTools MCP
// wait for it, and vibelens's answer at delay 0 must hold it.
var peerLooks = map[string]struct{ page, text string }{
	"angular-material":   {"/dashboard", "Card 4"},
	"astro-accelerator":  {"/articles/", "Sample Post 1"},
	"astro-starlight":    {"/", "Next steps"},
	"better-t-stack":     {"/", "API Status"},
	"create-vue":         {"/", "You did it!"},
	"docus-docs":         {"/", "Shipped with many features"},
	"docusaurus-classic": {"/docs/intro", "Tutorial Intro"},
	"gentelella":         {"/production/pricing_tables.html", "Premium Pricing Plans"},
	"next-create-app":    {"/", "To get started"},
	"next-pages":         {"/", "Deploy Now"},
	"ng-matero":          {"/auth/login", "Welcome Back!"},
	"react-admin":        {"/#/posts", "Content 7"},
	"sveltekit-demo":     {"/", "try editing"},
	"vitepress-default":  {"/markdown-examples", "This page demonstrates some of the built-in markdown extensions"},
	"vuetify-create":     {"/", "Discover components in the API Explorer"},
}

// TestPeersOnCorpus runs the peers bench (bench/peers/bench.mjs: vibelens
// against Playwright MCP and Chrome DevTools MCP, each side's correct
// look) on every selected corpus app, all dev servers up at once, in one
// run: the bench's table has a row per app. It needs bench/peers'
// node_modules (npm ci --prefix bench/peers) and a built binary:
//
//	go build -o vibelens . && VIBELENS_PEERS=1 [VIBELENS_CORPUS=all|a,b+webpack] [VIBELENS_PEERS_ARGS="-n 5 --rounds 2"] go test ./corpus -run TestPeersOnCorpus -v -timeout 90m
func TestPeersOnCorpus(t *testing.T) {
	if os.Getenv("VIBELENS_PEERS") == "" {
		t.Skip("set VIBELENS_PEERS=1 to run the peers bench on the corpus apps")
	}
	root, _ := filepath.Abs("..")
	bench := filepath.Join(root, "bench", "peers")
	if _, err := os.Stat(filepath.Join(bench, "node_modules")); err != nil {
		t.Skipf("bench/peers is not installed: run `npm ci --prefix bench/peers`")
	}
	bin := cmp.Or(os.Getenv("VIBELENS_BIN"), filepath.Join(root, "vibelens"))
	if _, err := os.Stat(bin); err != nil {
		t.Skipf("no vibelens binary at %s: go build -o vibelens . (or VIBELENS_BIN)", bin)
	}
	manifests, err := Load(corpusRoot())
	if err != nil {
		t.Fatal(err)
	}
	apps, err := selectVariants(manifests, cmp.Or(os.Getenv("VIBELENS_CORPUS"), "all"))
	if err != nil {
		t.Fatal(err)
	}
	args := append([]string{"bench.mjs", "--vibelens", bin}, strings.Fields(cmp.Or(os.Getenv("VIBELENS_PEERS_ARGS"), "-n 5 --rounds 2"))...)
	for _, m := range apps {
		base, _, _ := strings.Cut(m.Name, "+")
		look, ok := peerLooks[base]
		if !ok {
			t.Fatalf("%s: no page and ready text in peerLooks", m.Name)
		}
		s := startApp(t, m)
		args = append(args, "--app", fmt.Sprintf("%s|%s%s|%s", m.Name, s.URL, look.page, look.text))
	}
	cmd := exec.Command("node", args...)
	cmd.Dir = bench
	cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
	t.Logf("node %s", strings.Join(args, " "))
	if err := cmd.Run(); err != nil {
		t.Fatalf("bench: %v", err)
	}
}
