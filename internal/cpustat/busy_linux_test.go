package cpustat

import (
	"testing"
	"time"
)

func TestBusyOf(t *testing.T) {
	for _, tc := range []struct {
		line string
		want time.Duration
		ok   bool
	}{
		// user nice system idle iowait irq softirq steal guest guest_nice
		{"cpu  100 2 30 5000 40 5 6 7 0 0", 1500 * time.Millisecond, true},
		{"cpu  100 2 30 5000 40 5 6 7", 1500 * time.Millisecond, true},
		{"cpu0 100 2 30 5000 40 5 6 7 0 0", 0, false}, // one core, not the machine
		{"cpu  100 2 30", 0, false},
		{"cpu  100 x 30 5000 40 5 6 7 0 0", 0, false},
		{"", 0, false},
	} {
		got, ok := busyOf(tc.line)
		if got != tc.want || ok != tc.ok {
			t.Errorf("busyOf(%q) = %v, %v; want %v, %v", tc.line, got, ok, tc.want, tc.ok)
		}
	}
	if _, ok := Busy(); !ok {
		t.Error("machineBusy() could not read /proc/stat")
	}
}
