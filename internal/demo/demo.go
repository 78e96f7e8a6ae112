// Package demo serves the embedded sample page that `vibelens demo` and
// `vibelens doctor` inspect: a pricing page with deliberate, realistic bugs
// (a console error, a failing API call, a broken image, an uncaught
// exception and a button that overflows its card).
package demo

import (
	"embed"
	"io/fs"
	"net"
	"net/http"
)

//go:embed site
var site embed.FS

// Handler serves the demo site. /api/plans/* answers 500 and /img/* 404, on
// purpose.
func Handler() http.Handler {
	root, _ := fs.Sub(site, "site")
	files := http.FileServerFS(root)
	mux := http.NewServeMux()
	mux.HandleFunc("/api/plans/", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"error":"plans service unavailable"}`, http.StatusInternalServerError)
	})
	mux.Handle("/img/", http.NotFoundHandler())
	mux.Handle("/", files)
	return mux
}

// Serve starts the demo site on a free loopback port and returns its URL and
// a function that stops it.
func Serve() (url string, stop func(), err error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", nil, err
	}
	srv := &http.Server{Handler: Handler()}
	go srv.Serve(ln)
	return "http://" + ln.Addr().String() + "/", func() { srv.Close() }, nil
}
