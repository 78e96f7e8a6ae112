package installers

import "github.com/vibelens/vibelens/internal/userfile"

// Writing a user's config goes through internal/userfile: read once,
// refuse a read-only file, back up, replace atomically only if unchanged.
// These names are where callers have always found its errors and backups.
var (
	// ErrReadOnly is returned for a config file without write permission.
	ErrReadOnly = userfile.ErrReadOnly
	// ErrChanged is returned when a file changed between reading and
	// writing, usually because its host rewrote it.
	ErrChanged = userfile.ErrChanged
)

// BackupSuffix starts the name of the copy kept beside a changed file.
const BackupSuffix = userfile.BackupSuffix

// KeepBackups is how many backups of one file are kept.
const KeepBackups = userfile.KeepBackups
