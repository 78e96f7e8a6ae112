// Package storage reads, checks and writes Playwright storage-state files:
// the cookies and localStorage of a logged-in session that captures start
// from. It parses and writes files; putting the state into a tab is the
// tabs' job.
package storage

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"
)

// State is Playwright's storage-state JSON: the cookies and the
// localStorage of a logged-in session, so a file saved by
// `npx playwright codegen --save-storage` or `vibelens auth save` works.
type State struct {
	Cookies []Cookie `json:"cookies"`
	Origins []Origin `json:"origins"`
}

// Cookie is one cookie as Playwright writes it. Expires is Unix
// seconds; -1 means a session cookie.
type Cookie struct {
	Name     string  `json:"name"`
	Value    string  `json:"value"`
	Domain   string  `json:"domain"`
	Path     string  `json:"path"`
	Expires  float64 `json:"expires"`
	HTTPOnly bool    `json:"httpOnly"`
	Secure   bool    `json:"secure"`
	SameSite string  `json:"sameSite"` // "Strict", "Lax" or "None"
}

// Origin is the localStorage of one origin.
type Origin struct {
	Origin       string   `json:"origin"`
	LocalStorage []Record `json:"localStorage"`
}

// Record is one localStorage entry.
type Record struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Parse decodes and checks a storage-state document; the error
// says what is wrong and where, for a start-up message.
func Parse(data []byte) (*State, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	var s State
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("not Playwright storage-state JSON: %w", err)
	}
	for i, c := range s.Cookies {
		switch {
		case c.Name == "":
			return nil, fmt.Errorf("cookies[%d]: no name", i)
		case c.Domain == "":
			return nil, fmt.Errorf("cookies[%d] (%s): no domain", i, c.Name)
		}
		switch c.SameSite {
		case "", "Strict", "Lax", "None":
		default:
			return nil, fmt.Errorf("cookies[%d] (%s): sameSite %q is not Strict, Lax or None", i, c.Name, c.SameSite)
		}
	}
	for i, o := range s.Origins {
		u, err := url.Parse(o.Origin)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") {
			return nil, fmt.Errorf("origins[%d]: %q is not an origin such as http://localhost:3000", i, o.Origin)
		}
		s.Origins[i].Origin = u.Scheme + "://" + u.Host
	}
	return &s, nil
}

// Load reads a storage-state file; errors name the file.
func Load(path string) (*State, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("storage state: %w", err)
	}
	s, err := Parse(data)
	if err != nil {
		return nil, fmt.Errorf("storage state %s: %w", path, err)
	}
	return s, nil
}

// File is a storage-state file re-read when it changes, so a fresh
// `auth save` takes effect without restarting the editor's server.
type File struct {
	path string

	mu      sync.Mutex
	modTime time.Time
	size    int64
	state   *State
}

// Open reads path once, so a malformed file fails at start;
// captures re-read it when its size or modification time changes.
func Open(path string) (*File, error) {
	f := &File{path: path}
	if _, err := f.Current(); err != nil {
		return nil, err
	}
	return f, nil
}

// Current returns the file's state, re-reading it if its size or mtime
// changed since the last read. A file broken after start keeps failing the
// captures with the reason rather than silently dropping the login.
func (f *File) Current() (*State, error) {
	fi, err := os.Stat(f.path)
	if err != nil {
		return nil, fmt.Errorf("storage state: %w", err)
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.state != nil && fi.ModTime().Equal(f.modTime) && fi.Size() == f.size {
		return f.state, nil
	}
	s, err := Load(f.path)
	if err != nil {
		return nil, err
	}
	f.state, f.modTime, f.size = s, fi.ModTime(), fi.Size()
	return s, nil
}

// The in-page scripts: js/localstorage.js writes a state's localStorage,
// js/read.js reads a page's (ReadJS, for auth save).
var (
	//go:embed js/localstorage.js
	localStorageJS string
	//go:embed js/read.js
	ReadJS string
)

// LocalStorageScript writes each origin's entries when a document of that
// origin starts, before any of its scripts read them. It runs on every new
// document of the origin, so the state is the file's on each load of a
// capture (a page that logs out and reloads is logged in again).
func LocalStorageScript(origins []Origin) string {
	byOrigin := map[string]map[string]string{}
	for _, o := range origins {
		if len(o.LocalStorage) == 0 {
			continue
		}
		m := byOrigin[o.Origin]
		if m == nil {
			m = map[string]string{}
			byOrigin[o.Origin] = m
		}
		for _, r := range o.LocalStorage {
			m[r.Name] = r.Value
		}
	}
	if len(byOrigin) == 0 {
		return ""
	}
	data, _ := json.Marshal(byOrigin)
	return "(" + localStorageJS + ")(" + string(data) + ");"
}

// CookieMatchesHost reports whether a cookie with this domain is sent to
// host: the same host, or a parent domain set with a leading dot.
func CookieMatchesHost(domain, host string) bool {
	d := strings.TrimPrefix(strings.ToLower(domain), ".")
	host = strings.ToLower(host)
	return host == d || strings.HasSuffix(host, "."+d)
}

// Write writes s to path with mode 0600: it holds session
// secrets. It writes a temp file and renames it, so a reader never sees
// half a file.
func Write(path string, s *State) error {
	if s.Cookies == nil {
		s.Cookies = []Cookie{}
	}
	if s.Origins == nil {
		s.Origins = []Origin{}
	}
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o600); err != nil {
		return fmt.Errorf("write storage state: %w", err)
	}
	if err := os.Chmod(tmp, 0o600); err != nil { // WriteFile keeps an existing file's mode
		return errors.Join(fmt.Errorf("write storage state: %w", err), os.Remove(tmp))
	}
	if err := os.Rename(tmp, path); err != nil {
		return errors.Join(fmt.Errorf("write storage state: %w", err), os.Remove(tmp))
	}
	return nil
}
