package cpustat

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"time"
)

// Busy is the time every core of the machine has spent busy since
// boot, from /proc/stat.
func Busy() (time.Duration, bool) {
	f, err := os.Open("/proc/stat")
	if err != nil {
		return 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	if !sc.Scan() {
		return 0, false
	}
	return busyOf(sc.Text())
}

// busyOf reads /proc/stat's first line: user, nice, system, idle, iowait,
// irq, softirq and steal, in USER_HZ ticks, which Linux fixes at 100 a
// second for user space. Busy is all but idle and iowait.
func busyOf(line string) (time.Duration, bool) {
	fields := strings.Fields(line)
	if len(fields) < 9 || fields[0] != "cpu" {
		return 0, false
	}
	var ticks int64
	for i, f := range fields[1:9] {
		n, err := strconv.ParseInt(f, 10, 64)
		if err != nil {
			return 0, false
		}
		if i != 3 && i != 4 { // idle, iowait
			ticks += n
		}
	}
	return time.Duration(ticks) * 10 * time.Millisecond, true
}
