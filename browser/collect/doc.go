// Package collect gathers what one capture's page says over CDP: console
// messages and uncaught errors (with the stack frames source naming reads),
// failed requests (explained when the egress proxy refused them), dialogs,
// popups, and the network state settle waits on. Observe hands out a copy,
// so what a capture returns is not changed by later events.
package collect
