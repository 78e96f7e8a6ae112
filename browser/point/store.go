package point

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"github.com/vibelens/vibelens/browser/contract"
	"github.com/vibelens/vibelens/internal/atomicfile"
)

// KeepFor is how long the picks of a page ride with the looks at it.
const KeepFor = 30 * time.Minute

// storeDir is where picks are kept: the user's cache directory, readable
// by the user only (a note may say what the developer is working on).
func storeDir() (string, error) {
	base, err := os.UserCacheDir()
	if err != nil {
		return "", fmt.Errorf("keep picks: no cache directory: %w", err)
	}
	return filepath.Join(base, "vibelens", "points"), nil
}

// pageKey is a page as picks are kept for it: origin and path, without
// the query and fragment; "" for a URL that is not http(s).
func pageKey(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	path := u.EscapedPath()
	if path == "" {
		path = "/"
	}
	return u.Scheme + "://" + u.Host + path
}

func storePath(pageURL string) (string, error) {
	key := pageKey(pageURL)
	if key == "" {
		return "", fmt.Errorf("keep picks: %q is not an http(s) URL", contract.Clip(pageURL, 100))
	}
	dir, err := storeDir()
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(key))
	return filepath.Join(dir, hex.EncodeToString(sum[:12])+".json"), nil
}

// Save keeps p for the next looks at its page (p.URL's origin and path),
// replacing what an earlier session kept there; a session without picks
// removes them.
func Save(p *contract.Pointed) error {
	path, err := storePath(p.URL)
	if err != nil {
		return err
	}
	if len(p.Picks) == 0 {
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return fmt.Errorf("keep picks: %w", err)
		}
		return nil
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return fmt.Errorf("keep picks: %w", err)
	}
	// A directory made earlier with a wider mode is narrowed.
	_ = os.Chmod(filepath.Dir(path), 0o700)
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	if err := atomicfile.WriteFile(path, data, 0o600); err != nil {
		return fmt.Errorf("keep picks: %w", err)
	}
	return nil
}

// Load returns the picks kept for pageURL's page, or nil when there are
// none or they are older than KeepFor (an old file is removed).
func Load(pageURL string, now time.Time) *contract.Pointed {
	path, err := storePath(pageURL)
	if err != nil {
		return nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var p contract.Pointed
	if json.Unmarshal(data, &p) != nil || now.Sub(p.PickedAt) > KeepFor || now.Before(p.PickedAt.Add(-time.Minute)) {
		_ = os.Remove(path)
		return nil
	}
	if pageKey(p.URL) != pageKey(pageURL) {
		return nil
	}
	return &p
}
