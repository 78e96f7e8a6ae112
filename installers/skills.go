package installers

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"path"
	"sort"
	"strings"

	"github.com/vibelens/vibelens/internal/udiff"
	"github.com/vibelens/vibelens/internal/userfile"
)

// SkillFiles returns every skill's file for one format of the skills
// package ("claude", "cursor", "windsurf", "agents"), keyed by a
// slash-separated path relative to the directory the host reads it from.
// The CLI wires it to skills.Files; installers does not render skills.
type SkillFiles func(format string) (map[string][]byte, error)

// ErrNoSkills is returned for Options.Skills when no SkillFiles is set.
var ErrNoSkills = errors.New("skills are not available in this build")

// skillRoot is where h reads skill files for scope s: the home directory
// for hosts that read user-level skills, else the project.
func (in *Installer) skillRoot(h *Host, s Scope) (string, error) {
	if s == ScopeUser && h.SkillsUser {
		return in.Env.home()
	}
	if in.Env.Dir == "" {
		return "", errors.New("no project directory for skill files")
	}
	return in.Env.Dir, nil
}

// removeEmptyDirs removes the folders of rel under root that the removal
// left empty (.agents/skills/<name>, then .agents/skills), stopping below
// the top-level folder (.claude, .cursor, .agents), which the host or the
// user may rely on. os.Remove refuses a folder that is not empty.
func (in *Installer) removeEmptyDirs(root, rel string) {
	for d := path.Dir(rel); strings.Contains(d, "/"); d = path.Dir(d) {
		if os.Remove(in.Env.join(root, d)) != nil {
			return
		}
	}
}

func (in *Installer) skills(h *Host, opt Options, install bool, res *Result) error {
	if h.SkillsFormat == "" {
		res.Warnings = append(res.Warnings, h.DisplayName+" reads no skill or rule files; --skills skipped")
		return nil
	}
	if in.Skills == nil {
		return ErrNoSkills
	}
	files, err := in.Skills(h.SkillsFormat)
	if err != nil {
		return fmt.Errorf("skills for %s: %w", h.Name, err)
	}
	root, err := in.skillRoot(h, opt.Scope)
	if err != nil {
		return err
	}
	rels := make([]string, 0, len(files))
	for rel := range files {
		rels = append(rels, rel)
	}
	sort.Strings(rels)
	for _, rel := range rels {
		if path.IsAbs(rel) || strings.HasPrefix(path.Clean(rel), "..") {
			return fmt.Errorf("skills for %s: path %q leaves the skills directory", h.Name, rel)
		}
		want := files[rel]
		p := in.Env.join(root, rel)
		cur, err := userfile.Read(p)
		if err != nil {
			return err
		}
		ch := Change{Path: p, Action: ActionNone}
		switch {
		case install && cur.Exists && bytes.Equal(cur.Data, want):
		case install:
			ch.Action = ActionCreate
			if cur.Exists {
				ch.Action = ActionUpdate
			}
			ch.Diff = udiff.Unified(p, cur.Data, want)
		case !cur.Exists:
		case !bytes.Equal(cur.Data, want):
			res.Warnings = append(res.Warnings, p+" differs from what vibelens writes (edited by hand?); left in place")
		default:
			ch.Action = ActionRemove
			ch.Diff = udiff.Unified(p, cur.Data, nil)
		}
		if ch.Action != ActionNone && !opt.DryRun {
			if err := cur.Writable(); err != nil {
				return err
			}
			if ch.Action == ActionRemove {
				if err := os.Remove(cur.Path); err != nil {
					return err
				}
				in.removeEmptyDirs(root, rel)
			} else {
				if cur.Exists {
					if ch.Backup, err = cur.Backup(in.now()); err != nil {
						return err
					}
				}
				if err := cur.Write(want); err != nil {
					return err
				}
			}
		}
		res.Skills = append(res.Skills, ch)
	}
	return nil
}
