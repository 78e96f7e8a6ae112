// Package cpustat reads how long the machine's cores have been busy, so
// a benchmark can say what a call cost the whole machine (the browser's
// processes and the dev server's included), not only its wall time.
package cpustat
