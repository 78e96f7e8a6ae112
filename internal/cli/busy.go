package cli

import "github.com/vibelens/vibelens/internal/cpustat"

// machineBusy is the machine's busy CPU time since boot (cpustat.Busy).
var machineBusy = cpustat.Busy
