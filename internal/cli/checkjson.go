package cli

import (
	"encoding/json"
	"os"
)

func writeJSON(path string, cases []checkCase) error {
	out, err := json.MarshalIndent(map[string]any{"cases": cases}, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(out, '\n'), 0o644)
}
