package browser

import (
	"math"
	"testing"
	"time"
)

func TestClampDelay(t *testing.T) {
	tests := []struct{ in, want time.Duration }{
		{0, 0},
		{-time.Second, 0},
		{250 * time.Millisecond, 250 * time.Millisecond},
		{Limits.MaxDelay, Limits.MaxDelay},
		{20 * time.Second, Limits.MaxDelay},
		{time.Duration(math.MaxInt64), Limits.MaxDelay},
	}
	for _, tt := range tests {
		if got := clampDelay(tt.in); got != tt.want {
			t.Errorf("clampDelay(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}
