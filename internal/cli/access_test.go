
func TestSplitArgs(t *testing.T) {
	tests := []struct {
		in      string
		want    []string
		wantErr bool
	}{
		{in: "--allow-host myapp.test  --network local", want: []string{"--allow-host", "myapp.test", "--network", "local"}},
		{in: `--cdp-header "Authorization: Bearer abc"`, want: []string{"--cdp-header", "Authorization: Bearer abc"}},
		{in: `--cdp-header 'X-Key: a b' --headed`, want: []string{"--cdp-header", "X-Key: a b", "--headed"}},
		{in: `--storage-state "/my files/s.json"`, want: []string{"--storage-state", "/my files/s.json"}},
		{in: `--empty ""`, want: []string{"--empty", ""}},
		{in: "", want: nil},
		{in: `--cdp-header "open`, wantErr: true},
	}
	for _, tt := range tests {
		got, err := splitArgs(tt.in)
		if (err != nil) != tt.wantErr || strings.Join(got, "|") != strings.Join(tt.want, "|") || len(got) != len(tt.want) {
			t.Errorf("splitArgs(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	args, err := checkServeArgs(`--cdp-endpoint wss://b.example --cdp-header "Authorization: Bearer abc"`)
	if err != nil || len(args) != 4 || args[3] != "Authorization: Bearer abc" {
		t.Errorf("checkServeArgs with a quoted header = %q, %v", args, err)
	}
}
