// Package steps runs interact_localhost_ui's actions (click, hover, focus,
// fill, select, check, press, scroll, waitFor, wait) as one stage of a
// capture, after the page first settles: real input events, a settle after
// each step, then the capture's delay, so what the last step set off late
// is still its own (ADR 0013). Each step's report lists what it caused,
// read from the collector's counts around it. The in-page half is
// js/steps.js, which finds elements and says whether a user could act on
// them; render, below, knows nothing of steps.
package steps
