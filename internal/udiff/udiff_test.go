package udiff

import "testing"

func TestUnified(t *testing.T) {
	tests := []struct{ before, after, want string }{
		{"a\n", "a\n", ""},
		{"", "x\n", "--- /dev/null\n+++ b/f\n@@ -0,0 +1 @@\n+x\n"},
		{"a\nb\nc\n", "a\nB\nc\n", "--- a/f\n+++ b/f\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n"},
		{"a", "b", "--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n\\ No newline at end of file\n+b\n\\ No newline at end of file\n"},
		{
			"1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n11\n12\n",
			"1\nX\n3\n4\n5\n6\n7\n8\n9\n10\nY\n12\n",
			"--- a/f\n+++ b/f\n@@ -1,5 +1,5 @@\n 1\n-2\n+X\n 3\n 4\n 5\n@@ -8,5 +8,5 @@\n 8\n 9\n 10\n-11\n+Y\n 12\n",
		},
	}
	for _, tt := range tests {
		if got := Unified("f", []byte(tt.before), []byte(tt.after)); got != tt.want {
			t.Errorf("Unified(%q, %q) =\n%s\nwant\n%s", tt.before, tt.after, got, tt.want)
		}
	}
}
