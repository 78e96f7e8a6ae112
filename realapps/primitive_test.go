package realapps

import (
	"slices"
	"strings"
	"testing"
)

// TestPrimitiveNamesItsCaller: a shadcn-style Button primitive in
// src/components/ui renders the <button>, but the classes that push it out
// of its card are passed in by the page. The finding names the page's file
// at the <Button> line, where the fix goes, not the primitive.
func TestPrimitiveNamesItsCaller(t *testing.T) {
	const file = "src/pages/Primitive.jsx"
	res := capture(t, viteReact.server(t).URL+"/primitive", "desktop", 0)
	lines := appFile(t, viteReact, file)
	line := slices.IndexFunc(lines, func(l string) bool { return strings.Contains(l, "<Button ") }) + 1
	i := slices.IndexFunc(res.Findings, func(f browserFinding) bool { return slices.Contains(f.Classes, "connect-btn") })
	if i < 0 {
		t.Fatalf("no finding on the Connect button\n%s", describe(res))
	}
	f := res.Findings[i]
	if f.Kind != "escapes-container" && f.Kind != "covers-content" {
		t.Errorf("Connect button reported as %s, want escapes-container: %s", f.Kind, f.Detail)
	}
	if f.Source == nil || f.Source.File != file || f.Source.Line != line {
		t.Errorf("source = %+v, want %s:%d (the caller, not the primitive)", f.Source, file, line)
	}
}
