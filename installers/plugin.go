package installers

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/vibelens/vibelens/installers/claudeplugin"
	"github.com/vibelens/vibelens/internal/userfile"
)

// PluginStatus is one install of the vibelens Claude Code plugin, as Claude
// Code recorded it (claudeplugin.Status). A plugin user has no entry in any
// config file, so doctor asks about plugins separately.
type PluginStatus = claudeplugin.Status

// ClaudePlugins reports installs of the vibelens plugin. With the claude
// CLI on PATH it asks `claude plugin list --json` (what Claude Code itself
// will load); otherwise, or if that fails, it reads Claude Code's records
// under $CLAUDE_CONFIG_DIR or ~/.claude: plugins/installed_plugins.json,
// with settings.json's enabledPlugins for plugins turned off.
func (in *Installer) ClaudePlugins() ([]PluginStatus, error) {
	if bin, err := in.lookPath("claude"); err == nil {
		out, err := in.run(in.Env.Dir, bin, "plugin", "list", "--json")
		if err == nil {
			if got, err := claudeplugin.ParseList(ServerName, out); err == nil {
				return got, nil
			}
		}
	}
	return in.pluginRecords()
}

// claudeDir is Claude Code's own folder (not the one holding .claude.json).
func (in *Installer) claudeDir() (string, error) {
	if d := in.Env.getenv("CLAUDE_CONFIG_DIR"); d != "" {
		return d, nil
	}
	return in.Env.homeJoin(".claude")
}

func (in *Installer) pluginRecords() ([]PluginStatus, error) {
	dir, err := in.claudeDir()
	if err != nil {
		return nil, err
	}
	path := in.Env.join(dir, "plugins/installed_plugins.json")
	data, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	settings, _ := os.ReadFile(in.Env.join(dir, "settings.json"))
	return claudeplugin.ParseRecords(ServerName, path, data, settings)
}

// LocatePluginBinary asks the plugin's own launcher what it would start
// (`bin/vibelens-mcp --locate`), so doctor reports exactly what Claude Code
// will run: a binary path, or the npx command.
func (in *Installer) LocatePluginBinary(p PluginStatus) (string, error) {
	script := in.Env.join(p.InstallPath, "bin/vibelens-mcp")
	if _, err := os.Stat(script); err != nil {
		return "", fmt.Errorf("the plugin has no launcher at %s (reinstall it: claude plugin install %s)", script, p.ID)
	}
	sh := "/bin/sh"
	if in.Env.GOOS == "windows" {
		sh = "sh"
	}
	out, err := in.run(in.Env.Dir, sh, script, "--locate")
	text := strings.TrimSpace(string(out))
	if err != nil {
		if text == "" {
			// Older launchers say nothing on --locate.
			text = "its launcher found no vibelens binary to run (" + err.Error() + "); install one, or Node for the npx fallback, then update the plugin"
		}
		return "", errors.New(text)
	}
	if i := strings.LastIndexByte(text, '\n'); i >= 0 {
		text = text[i+1:] // the answer is the last line; anything before is a note on stderr
	}
	return text, nil
}

// binaryRecord is where `vibelens install` writes down the binary it
// registered, so the plugin's launcher finds it when Claude Code was started
// without the shell's PATH. The launcher (plugin/bin/vibelens-mcp) reads
// the same paths.
var binaryRecord = PerOS{
	Darwin:  []Location{{BaseAppSupport, "vibelens/binary"}},
	Linux:   []Location{{BaseXDGConfig, "vibelens/binary"}},
	Windows: []Location{{BaseAppData, "vibelens/binary"}},
}

// BinaryRecordPath is the file RecordBinary writes.
func (env Env) BinaryRecordPath() (string, error) {
	l := binaryRecord.ForOS(env.GOOS)[0]
	base, err := env.base(l.Base)
	if err != nil {
		return "", err
	}
	return env.join(base, l.Rel), nil
}

// RecordBinary writes the absolute path of the installed binary (one line)
// to BinaryRecordPath; it writes nothing when the record already says so.
func (in *Installer) RecordBinary(bin string) (string, error) {
	p, err := in.Env.BinaryRecordPath()
	if err != nil {
		return "", err
	}
	cur, err := userfile.Read(p)
	if err != nil {
		return p, err
	}
	want := []byte(bin + "\n")
	if cur.Exists && bytes.Equal(cur.Data, want) {
		return p, nil
	}
	return p, cur.Write(want)
}
