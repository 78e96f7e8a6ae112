package browser

import "github.com/vibelens/vibelens/browser/storage"

// Storage-state files live in package storage; these names keep them where
// internal/cli has always found them.
type (
	StorageState  = storage.State
	StorageCookie = storage.Cookie
	StorageOrigin = storage.Origin
	StorageRecord = storage.Record
	StorageFile   = storage.File
)

// ParseStorageState decodes and checks a storage-state document.
func ParseStorageState(data []byte) (*StorageState, error) { return storage.Parse(data) }

// LoadStorageState reads a storage-state file; errors name the file.
func LoadStorageState(path string) (*StorageState, error) { return storage.Load(path) }

// OpenStorageFile reads path once; captures re-read it when it changes.
func OpenStorageFile(path string) (*StorageFile, error) { return storage.Open(path) }

// WriteStorageState writes s to path with mode 0600.
func WriteStorageState(path string, s *StorageState) error { return storage.Write(path, s) }
