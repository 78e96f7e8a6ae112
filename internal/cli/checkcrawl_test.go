package cli

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
)

// TestCheckCrawlReadsThePage: a crawl follows the links the page itself
// holds, however far down (a footer link after 30,000 characters of
// markup), however long (a 400-character query string, followed whole),
// and in a hidden menu; it does not follow what --exclude names (log-out
// and delete links).
func TestCheckCrawlReadsThePage(t *testing.T) {
	query := "q=" + strings.Repeat("x", 398)
	var mu sync.Mutex
	visited := map[string]bool{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		visited[r.URL.RequestURI()] = true
		mu.Unlock()
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		body := ""
		if r.URL.Path == "/" {
			var filler strings.Builder
			for filler.Len() < 30_000 {
				fmt.Fprintf(&filler, `<p class="row">Paragraph %d of the long page, with enough words to fill it.</p>`, filler.Len())
			}
			body = `<nav hidden><a href="/hidden-menu">Menu</a></nav>` +
				`<a href="/logout">Log out</a> <a href="/account/delete?id=7">Delete account</a>` +
				`<a href="/search?` + query + `">Search</a>` + filler.String() + `<footer><a href="/footer-link">Imprint</a></footer>`
		}
		fmt.Fprintf(w, `<!doctype html><html lang="en"><title>%s</title><meta name="viewport" content="width=device-width"><main><h1>%s</h1>%s</main>`, r.URL.Path, r.URL.Path, body)
	}))
	defer srv.Close()
	out, errOut, code := runCLI(t, "check", "--delay", "0", "--crawl", "10", "--exclude", "/logout", "--exclude", `/delete\b`, srv.URL)
	if code != exitOK {
		t.Fatalf("check = %d\n%s\n%s", code, out, errOut)
	}
	mu.Lock()
	defer mu.Unlock()
	for _, want := range []string{"/footer-link", "/search?" + query, "/hidden-menu"} {
		if !visited[want] {
			t.Errorf("the crawl did not visit %.60s…; visited %d pages:\n%s", want, len(visited), errOut)
		}
	}
	for _, not := range []string{"/logout", "/account/delete?id=7"} {
		if visited[not] {
			t.Errorf("the crawl visited the excluded %s", not)
		}
	}
	if !strings.Contains(out, "0 of 4 failed") {
		t.Errorf("want 4 pages checked:\n%s", out)
	}
}
