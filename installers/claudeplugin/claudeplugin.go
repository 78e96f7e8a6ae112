// Package claudeplugin reads what Claude Code records of an installed
// plugin: the JSON of `claude plugin list --json`, and its own files
// (plugins/installed_plugins.json, settings.json's enabledPlugins) when
// the CLI is not there. It parses; the installers do the I/O.
package claudeplugin

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// Status is one install of a plugin, as Claude Code recorded it.
type Status struct {
	// ID is plugin@marketplace, e.g. "vibelens@vibelens".
	ID          string
	Scope       string
	Version     string
	InstallPath string
	Enabled     bool
	// Source is where this was learned: "claude plugin list" or the
	// records file's path.
	Source string
}

// record is one entry of `claude plugin list --json` and of
// plugins/installed_plugins.json (version 2: id -> list of these).
type record struct {
	ID          string `json:"id"`
	Scope       string `json:"scope"`
	Version     string `json:"version"`
	InstallPath string `json:"installPath"`
	Enabled     *bool  `json:"enabled"`
}

// ours matches the plugin by name, whatever marketplace it came from.
func ours(name, id string) bool { return strings.HasPrefix(id, name+"@") }

// ParseList reads `claude plugin list --json` output (stderr may be mixed
// in before it) and returns the installs of the plugin called name.
func ParseList(name string, out []byte) ([]Status, error) {
	// Output is combined with stderr; the JSON array starts at the first '['.
	if i := bytes.IndexByte(out, '['); i > 0 {
		out = out[i:]
	}
	var recs []record
	if err := json.Unmarshal(out, &recs); err != nil {
		return nil, err
	}
	var got []Status
	for _, r := range recs {
		if ours(name, r.ID) {
			got = append(got, Status{ID: r.ID, Scope: r.Scope, Version: r.Version, InstallPath: r.InstallPath,
				Enabled: r.Enabled == nil || *r.Enabled, Source: "claude plugin list"})
		}
	}
	return got, nil
}

// ParseRecords reads Claude Code's records file (installed, read from
// path) and its settings (nil when unreadable: every plugin counts as
// enabled) and returns the installs of the plugin called name, sorted.
func ParseRecords(name, path string, installed, settings []byte) ([]Status, error) {
	var file struct {
		Plugins map[string]json.RawMessage `json:"plugins"`
	}
	if err := json.Unmarshal(installed, &file); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	var set struct {
		EnabledPlugins map[string]bool `json:"enabledPlugins"`
	}
	_ = json.Unmarshal(settings, &set) // unreadable settings: assume enabled
	var got []Status
	for id, raw := range file.Plugins {
		if !ours(name, id) {
			continue
		}
		var recs []record
		if err := json.Unmarshal(raw, &recs); err != nil {
			// Version 1 kept one record per plugin.
			var one record
			if err := json.Unmarshal(raw, &one); err != nil {
				return nil, fmt.Errorf("%s: %s: %w", path, id, err)
			}
			recs = []record{one}
		}
		enabled, isSet := set.EnabledPlugins[id]
		for _, r := range recs {
			got = append(got, Status{ID: id, Scope: r.Scope, Version: r.Version, InstallPath: r.InstallPath,
				Enabled: !isSet || enabled, Source: path})
		}
	}
	sort.Slice(got, func(i, j int) bool { return got[i].ID+got[i].Scope < got[j].ID+got[j].Scope })
	return got, nil
}
