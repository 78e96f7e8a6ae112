package claudeplugin

import (
	"fmt"
	"slices"
	"testing"
)

func TestParseList(t *testing.T) {
	out := []byte("some warning on stderr\n" + `[{"id":"other@x","enabled":true},{"id":"vibelens@vibelens","version":"1.0.0","scope":"user","enabled":false,"installPath":"/p"}]`)
	got, err := ParseList("vibelens", out)
	if err != nil || len(got) != 1 || got[0].ID != "vibelens@vibelens" || got[0].Enabled || got[0].InstallPath != "/p" {
		t.Errorf("ParseList = %+v, %v", got, err)
	}
}

// TestParseRecords: version 2 files list several installs per plugin,
// version 1 files one; settings.json's enabledPlugins turns one off, and
// without settings every install counts as enabled; another plugin is
// left out.
func TestParseRecords(t *testing.T) {
	installed := []byte(`{"version": 2, "plugins": {
		"vibelens@vibelens": [{"scope": "user", "version": "1.0.0", "installPath": "/u"}, {"scope": "project", "installPath": "/p"}],
		"vibelens@other": {"scope": "user", "installPath": "/o"},
		"else@x": [{"scope": "user"}]}}`)
	settings := []byte(`{"enabledPlugins": {"vibelens@other": false}}`)
	got, err := ParseRecords("vibelens", "installed_plugins.json", installed, settings)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, s := range got {
		ids = append(ids, fmt.Sprintf("%s %s %s %v", s.ID, s.Scope, s.InstallPath, s.Enabled))
	}
	want := []string{"vibelens@other user /o false", "vibelens@vibelens project /p true", "vibelens@vibelens user /u true"}
	if !slices.Equal(ids, want) {
		t.Errorf("ParseRecords = %q, want %q", ids, want)
	}
	if got, err := ParseRecords("vibelens", "f.json", installed, nil); err != nil || !got[0].Enabled {
		t.Errorf("without settings: %+v, %v; want every install enabled", got, err)
	}
	if _, err := ParseRecords("vibelens", "f.json", []byte("{"), nil); err == nil {
		t.Errorf("a broken records file parsed")
	}
}
