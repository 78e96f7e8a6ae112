// Package tabs prepares and recycles the isolated browser contexts captures
// run in: one page each, hardened (no downloads, no permission prompts,
// document requests paused for the navigation guard), with the locale,
// time zone, viewport and init scripts set off the hot path. A Pool keeps
// a few ready and disposes of used ones while no capture is rendering.
package tabs
