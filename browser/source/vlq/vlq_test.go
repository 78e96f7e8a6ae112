package vlq

import (
	"slices"
	"testing"
)

func TestDecodeVLQ(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want []int
	}{{"AAAA", []int{0, 0, 0, 0}}, {"SAAS", []int{9, 0, 0, 9}}, {"D", []int{-1}}, {"gBAAgB", []int{16, 0, 0, 16}}, {"2HAAA", []int{123, 0, 0, 0}}} {
		got, ok := Decode(tt.in)
		if !ok || !slices.Equal(got, tt.want) {
			t.Errorf("Decode(%q) = %v, %v, want %v", tt.in, got, ok, tt.want)
		}
	}
	if _, ok := Decode("A!"); ok {
		t.Error("Decode accepted a character outside base64")
	}
}
