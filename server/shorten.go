package server

import (
	"fmt"
	"unicode/utf8"
)

// maxEcho bounds how much of a caller's input an error message repeats: the
// message lands in the model's context, and a 10 MB argument must not come
// back as a 10 MB error.
const maxEcho = 200

// maxProblem bounds any error's Problem line, whatever it quotes.
const maxProblem = 1000

// shorten cuts s to at most n bytes on a rune boundary and says how long it was.
func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf("… (%d characters in all)", utf8.RuneCountInString(s))
}
