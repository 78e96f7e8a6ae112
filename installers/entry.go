package installers

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// Entry is the server definition written into a host's config.
type Entry struct {
	// Command is the absolute path of the vibelens binary: GUI hosts do not
	// inherit the shell's PATH, so a bare "vibelens" would not be found.
	Command string
	Args    []string
	// Why says why this command was chosen, for the user; not written.
	Why string
}

// NewEntry is the entry that runs `<binary> serve`.
func NewEntry(binary string) Entry {
	return Entry{Command: binary, Args: slices.Clone(ServeArgs)}
}

// NPMPackage is the npm launcher package (see npm/), under the scope its
// platform packages use (@vibelens/<os>-<cpu>): the unscoped names
// vibelens and vibelens-mcp belong to unrelated packages on npm, so a door
// that named them would run someone else's code. Every door names this
// package; internal/dist checks that they do.
const NPMPackage = "@vibelens/vibelens"

var releaseVersion = regexp.MustCompile(`^v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$`)

// NPMVersion is the npm version matching a build version ("v1.2.3" ->
// "1.2.3"); "latest" for builds that are not releases ("dev").
func NPMVersion(build string) string {
	if m := releaseVersion.FindStringSubmatch(build); m != nil {
		return m[1]
	}
	return "latest"
}

// PortableEntry is the entry for a project config, which is committed and
// read on teammates' machines: `vibelens` when the vibelens on this PATH is
// this very binary (so the name resolves the same way for whoever installed
// it), else `npx -y @vibelens/vibelens@<version>`, which needs only Node.
func PortableEntry(bin, version string, lookPath func(string) (string, error)) Entry {
	if p, err := lookPath(ServerName); err == nil {
		if r, err := filepath.EvalSymlinks(p); err == nil && r == bin {
			return Entry{Command: ServerName, Args: slices.Clone(ServeArgs),
				Why: "vibelens on PATH is this binary; works for teammates with vibelens on their PATH"}
		}
	}
	v := NPMVersion(version)
	return Entry{Command: "npx", Args: append([]string{"-y", NPMPackage + "@" + v}, ServeArgs...),
		Why: "vibelens is not on PATH here, so the committed file runs it through npx; teammates need Node"}
}

// Executable returns the absolute path of the running binary with symlinks
// resolved (a Homebrew or npm shim path may move on upgrade; the target is
// what the host must start).
func Executable() (string, error) {
	p, err := os.Executable()
	if err != nil {
		return "", fmt.Errorf("locate vibelens binary: %w", err)
	}
	if r, err := filepath.EvalSymlinks(p); err == nil {
		p = r
	}
	return filepath.Abs(p)
}

// jsonField is one key of a rendered entry, in the order hosts document.
type jsonField struct {
	key   string
	value string // rendered JSON
}

func (h *Host) jsonFields(e Entry) []jsonField {
	var f []jsonField
	if h.Shape.Type {
		f = append(f, jsonField{"type", `"stdio"`})
	}
	f = append(f, jsonField{"command", jsonString(e.Command)})
	args := make([]string, len(e.Args))
	for i, a := range e.Args {
		args[i] = jsonString(a)
	}
	f = append(f, jsonField{"args", "[" + strings.Join(args, ", ") + "]"})
	if h.Shape.Env {
		f = append(f, jsonField{"env", "{}"})
	}
	return f
}

// renderJSONEntry renders the entry object: one field per line at
// indent+unit, the closing brace at indent. The first line has no indent.
func (h *Host) renderJSONEntry(e Entry, indent, unit, nl string) string {
	var b strings.Builder
	b.WriteString("{")
	fields := h.jsonFields(e)
	for i, f := range fields {
		b.WriteString(nl + indent + unit + jsonString(f.key) + ": " + f.value)
		if i < len(fields)-1 {
			b.WriteString(",")
		}
	}
	b.WriteString(nl + indent + "}")
	return b.String()
}

// renderJSONServers renders {"<ServerName>": entry} at the given indent.
func (h *Host) renderJSONServers(e Entry, indent, unit, nl string) string {
	return "{" + nl + indent + unit + jsonString(ServerName) + ": " +
		h.renderJSONEntry(e, indent+unit, unit, nl) + nl + indent + "}"
}

// newJSONDocument is a whole config file holding only our entry.
func (h *Host) newJSONDocument(e Entry) []byte {
	const unit = "  "
	return []byte("{\n" + unit + jsonString(h.ServersKey) + ": " + h.renderJSONServers(e, unit, unit, "\n") + "\n}\n")
}

// jsonString encodes s as a JSON string without HTML escaping, so paths
// with & or < read as typed.
func jsonString(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s) // a string always encodes
	return strings.TrimSuffix(b.String(), "\n")
}

// tomlString encodes s as a TOML basic string.
func tomlString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"':
			b.WriteString(`\"`)
		case r == '\\':
			b.WriteString(`\\`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\u%04X`, r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// renderTOMLTable renders our [<ServersKey>.<ServerName>] table.
func (h *Host) renderTOMLTable(e Entry, nl string) string {
	args := make([]string, len(e.Args))
	for i, a := range e.Args {
		args[i] = tomlString(a)
	}
	return "[" + h.ServersKey + "." + tomlKey(ServerName) + "]" + nl +
		"command = " + tomlString(e.Command) + nl +
		"args = [" + strings.Join(args, ", ") + "]" + nl
}

func tomlKey(k string) string {
	for _, r := range k {
		if !(r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return strconv.Quote(k)
		}
	}
	return k
}

// matches reports whether a decoded entry runs the same command with the
// same args (and, where the host has types, as stdio). Extra keys the user
// added (env, timeouts) do not make it different.
func (h *Host) matches(current map[string]any, e Entry) bool {
	if cmd, _ := current["command"].(string); cmd != e.Command {
		return false
	}
	args, ok := current["args"].([]any)
	if !ok && len(e.Args) > 0 {
		return false
	}
	if len(args) != len(e.Args) {
		return false
	}
	for i, a := range args {
		if s, _ := a.(string); s != e.Args[i] {
			return false
		}
	}
	if h.Shape.Type {
		if t, ok := current["type"]; ok && t != "stdio" {
			return false
		}
	}
	return true
}
