// Package layers holds the test that keeps the module's imports running
// one way: main → internal/cli → server → browser → egress → guard, with
// the leaves below them all (layers_test.go). It has no code of its own.
package layers
