package server

import "github.com/vibelens/vibelens/server/argcheck"

// maxEcho bounds how much of a caller's input an error message repeats
// (argcheck.MaxEcho says why).
const maxEcho = argcheck.MaxEcho

// maxProblem bounds any error's Problem line, whatever it quotes.
const maxProblem = 1000

// shorten cuts s to at most n bytes on a rune boundary and says how long it was.
var shorten = argcheck.Shorten
