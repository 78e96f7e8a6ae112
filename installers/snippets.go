package installers

// Snippet is the manual configuration for one host, rendered from the same
// table and renderer the installer uses.
type Snippet struct {
	Host *Host
	// Lang is the code block language: "json" or "toml".
	Lang string
	// Text is the config to paste (a whole file holding only our entry;
	// merge it into an existing file).
	Text string
	// Command adds the entry through the host's CLI, for CLI-managed hosts.
	Command string
}

// Snippet returns h's manual configuration for entry e.
func (h *Host) Snippet(e Entry) Snippet {
	s := Snippet{Host: h, Lang: "json"}
	if h.Format == FormatTOML {
		s.Lang = "toml"
		s.Text = h.renderTOMLTable(e, "\n")
	} else {
		s.Text = string(h.newJSONDocument(e))
	}
	if c := h.CLICommand(ScopeUser, e); c != nil {
		s.Command = QuoteCommand(c)
	}
	return s
}
