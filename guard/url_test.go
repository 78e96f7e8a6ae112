package guard

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// checkURLCases pairs each input with either the exact canonical URL
// Chromium should get (want) or a substring of the refusal reason (reason).
var checkURLCases = []struct {
	in     string
	want   string // canonical URL when allowed
	reason string // substring of Rejection.Reason when refused
}{
	// Plain local hosts.
	{in: "http://localhost:3000/", want: "http://localhost:3000/"},
	{in: "http://localhost", want: "http://localhost/"},
	{in: "https://localhost:8443/app?x=1#top", want: "https://localhost:8443/app?x=1#top"},
	{in: "http://app.localhost:5173/", want: "http://app.localhost:5173/"},
	{in: "http://a.b-c.app_1.localhost/", want: "http://a.b-c.app_1.localhost/"},
	{in: "http://127.0.0.1:8080/path", want: "http://127.0.0.1:8080/path"},
	{in: "http://127.255.255.254/", want: "http://127.255.255.254/"},
	{in: "http://0.0.0.0:3000/", want: "http://0.0.0.0:3000/"},
	{in: "http://[::1]:3000/", want: "http://[::1]:3000/"},
	{in: "http://[::]/", want: "http://[::]/"},
	{in: "http://10.0.0.5:8000/", reason: "private network address"},
	{in: "http://172.16.0.1/", reason: "private network address"},
	{in: "http://172.31.255.255/", reason: "--allow-host"},
	{in: "http://192.168.1.20:4200/", reason: "private network address"},
	{in: "http://[fd12:3456:789a::1]:8080/", reason: "private network address"},
	{in: "http://[fc00::1]/", reason: "private network address"},
	{in: "http://100.64.0.1/", reason: "private network address"},
	{in: "http://168.63.129.16/", reason: "cloud metadata endpoint"},
	{in: "http://myapp.test/", reason: "no --allow-host rule names"},

	// Missing scheme, case, whitespace.
	{in: "localhost:3000/x", want: "http://localhost:3000/x"},
	{in: "127.0.0.1:5173", want: "http://127.0.0.1:5173/"},
	{in: "localhost", want: "http://localhost/"},
	{in: "app.localhost:8080", want: "http://app.localhost:8080/"},
	{in: "[::1]:3000/x", want: "http://[::1]:3000/x"},
	{in: "//localhost:3000/x", want: "http://localhost:3000/x"},
	{in: "  http://localhost:3000/ \n", want: "http://localhost:3000/"},
	{in: "\ufeffhttp://localhost:3000/\u00a0", want: "http://localhost:3000/"},
	{in: "HTTP://LOCALHOST:3000/Path", want: "http://localhost:3000/Path"},
	{in: "hTTpS://LocalHost/", want: "https://localhost/"},
	{in: "", reason: "URL is empty"},
	{in: " \t\n", reason: "URL is empty"},

	// Ports.
	{in: "http://localhost:80/", want: "http://localhost/"},
	{in: "https://localhost:443/", want: "https://localhost/"},
	{in: "https://localhost:80/", want: "https://localhost:80/"},
	{in: "http://localhost:03000/", want: "http://localhost:3000/"},
	{in: "http://localhost:/", want: "http://localhost/"},
	{in: "http://localhost:65535/", want: "http://localhost:65535/"},
	{in: "http://localhost:65536/", reason: "out of range"},
	{in: "http://localhost:99999999999999999999/", reason: "out of range"},
	{in: "http://localhost:0/", reason: "out of range"},
	{in: "http://localhost:abc/", reason: "not a number"},
	{in: "http://localhost:3000:4000/", reason: "not a number"},
	{in: "http://localhost:-1/", reason: "not a number"},
	{in: "localhost:abc", reason: "not a number"},
	{in: "http://169.254.169.254:99999/", reason: "cloud metadata endpoint"},

	// Trailing dots.
	{in: "http://localhost./", want: "http://localhost/"},
	{in: "http://app.localhost.:3000/", want: "http://app.localhost:3000/"},
	{in: "http://127.0.0.1./", want: "http://127.0.0.1/"},
	{in: "http://localhost../", reason: "not a valid localhost name"},

	// Obfuscated IPv4 is canonicalized before the decision.
	{in: "http://0177.0.0.1/", want: "http://127.0.0.1/"},
	{in: "http://0x7f.0.0.1/", want: "http://127.0.0.1/"},
	{in: "http://0X7F.0.0.1/", want: "http://127.0.0.1/"},
	{in: "http://2130706433/", want: "http://127.0.0.1/"},
	{in: "http://127.1/", want: "http://127.0.0.1/"},
	{in: "http://0x7f.1/", want: "http://127.0.0.1/"},
	{in: "http://127.0.1/", want: "http://127.0.0.1/"},
	{in: "http://0x7f000001/", want: "http://127.0.0.1/"},
	{in: "http://017700000001/", want: "http://127.0.0.1/"},
	{in: "http://0/", want: "http://0.0.0.0/"},
	{in: "http://0x0/", want: "http://0.0.0.0/"},
	{in: "http://0x/", want: "http://0.0.0.0/"},
	{in: "http://10.1/", reason: "private network address"},
	{in: "http://3232235777/", reason: "private network address"},
	{in: "http://%31%32%37.0.0.1/", want: "http://127.0.0.1/"},
	{in: "http://%6c%6f%63%61%6c%68%6f%73%74:3000/", want: "http://localhost:3000/"},
	{in: "http://１２７．０．０．１/", want: "http://127.0.0.1/"},
	{in: "http://127。0。0。1/", want: "http://127.0.0.1/"},
	{in: "http://ｌｏｃａｌｈｏｓｔ:3000/", want: "http://localhost:3000/"},
	{in: "http://LOCALHOST/", want: "http://localhost/"},
	{in: "http://256.0.0.1/", reason: "not a valid IPv4 address"},
	{in: "http://1.2.3.4.5/", reason: "not a valid IPv4 address"},
	{in: "http://4294967296/", reason: "not a valid IPv4 address"},
	{in: "http://0x7g.0.0.1/", reason: "not a valid IPv4 address"},
	{in: "http://0x7g.0.0.x/", reason: "is a DNS name"},
	{in: "http://foo.127/", reason: "not a valid IPv4 address"},
	{in: "http://08.0.0.1/", reason: "not a valid IPv4 address"},

	// Obfuscated and embedded metadata addresses.
	{in: "http://169.254.169.254/", reason: "cloud metadata endpoint"},
	{in: "http://169.254.169.254/latest/meta-data/", reason: "cloud metadata endpoint"},
	{in: "http://2852039166/", reason: "cloud metadata endpoint"},
	{in: "http://0xa9fea9fe/", reason: "cloud metadata endpoint"},
	{in: "http://0251.0376.0251.0376/", reason: "cloud metadata endpoint"},
	{in: "http://0xa9.0xfe.0xa9.0xfe/", reason: "cloud metadata endpoint"},
	{in: "http://169.254.43518/", reason: "cloud metadata endpoint"},
	{in: "http://１６９．２５４．１６９．２５４/", reason: "cloud metadata endpoint"},
	{in: "http://%31%36%39.254.169.254/", reason: "cloud metadata endpoint"},
	{in: "http://169.254.170.2/v2/credentials", reason: "cloud metadata endpoint"},
	{in: "http://100.100.100.200/latest/meta-data/", reason: "cloud metadata endpoint"},
	{in: "http://[fd00:ec2::254]/", reason: "cloud metadata endpoint"},
	{in: "http://[::ffff:169.254.169.254]/", reason: "cloud metadata endpoint"},
	{in: "http://[::ffff:a9fe:a9fe]/", reason: "cloud metadata endpoint"},
	{in: "http://[::169.254.169.254]/", reason: "cloud metadata endpoint"},
	{in: "http://[64:ff9b::a9fe:a9fe]/", reason: "cloud metadata endpoint"},
	{in: "http://metadata.google.internal/computeMetadata/v1/", reason: "cloud metadata endpoint"},
	{in: "http://METADATA.GOOGLE.INTERNAL./", reason: "cloud metadata endpoint"},
	{in: "http://metadata/", reason: "cloud metadata endpoint"},
	{in: "http://metadata.azure.com/", reason: "cloud metadata endpoint"},
	{in: "http://instance-data/", reason: "cloud metadata endpoint"},

	// IPv6 forms.
	{in: "http://[::ffff:127.0.0.1]:3000/", want: "http://[::ffff:7f00:1]:3000/"},
	{in: "http://[::ffff:7f00:1]/", want: "http://[::ffff:7f00:1]/"},
	{in: "http://[::FFFF:192.168.0.1]/", reason: "private network address"},
	{in: "http://[0:0:0:0:0:0:0:1]/", want: "http://[::1]/"},
	{in: "http://[FD00:0:0:0:0:0:0:1]/", reason: "private network address"},
	{in: "http://[fd00:0:0:1:0:0:0:1]/", reason: "private network address"},
	{in: "http://[::127.0.0.1]/", reason: "IPv4-compatible"},
	{in: "http://[::ffff:8.8.8.8]/", reason: "public address"},
	{in: "http://[fe80::1]/", reason: "link-local"},
	{in: "http://[fe80::1%25eth0]/", reason: "zone id"},
	{in: "http://[::1%25lo]/", reason: "zone id"},
	{in: "http://[ff02::1]/", reason: "multicast"},
	{in: "http://[2001:4860:4860::8888]/", reason: "public address"},
	{in: "http://[::1/", reason: "closing bracket"},
	{in: "http://[127.0.0.1]/", reason: "not a valid IPv6 address"},
	{in: "http://[::1]x/", reason: "closing bracket"},
	{in: "http://[1:2:3:4:5:6:7:8:9]/", reason: "not a valid IPv6 address"},

	// Other refused addresses.
	{in: "http://8.8.8.8/", reason: "public address"},
	{in: "http://1.1.1.1:3000/", reason: "public address"},
	{in: "http://134744072/", reason: "public address"},
	{in: "http://172.32.0.1/", reason: "public address"},
	{in: "http://172.15.255.255/", reason: "public address"},
	{in: "http://192.169.0.1/", reason: "public address"},
	{in: "http://169.254.1.1/", reason: "link-local"},
	{in: "http://224.0.0.1/", reason: "multicast"},
	{in: "http://255.255.255.255/", reason: "broadcast"},
	{in: "http://0xffffffff/", reason: "broadcast"},
	{in: "http://0.0.0.1/", reason: "public address"},

	// DNS names are never resolved.
	{in: "http://example.com/", reason: "is a DNS name"},
	{in: "https://evil.com:3000/", reason: "is a DNS name"},
	{in: "http://localhost.evil.com/", reason: "only looks like localhost"},
	{in: "http://localhost.localdomain/", reason: "only looks like localhost"},
	{in: "http://mylocalhost/", reason: "only looks like localhost"},
	{in: "http://evil.com/localhost", reason: "is a DNS name"},
	{in: "http://127.0.0.1.nip.io/", reason: "embeds an IP address"},
	{in: "http://127-0-0-1.sslip.io/", reason: "embeds an IP address"},
	{in: "http://app.127.0.0.1.nip.io:3000/", reason: "embeds an IP address"},
	{in: "http://7f000001.nip.io/", reason: "embeds an IP address"},
	{in: "http://.localhost/", reason: "not a valid localhost name"},
	{in: "http://a..localhost/", reason: "not a valid localhost name"},
	{in: "http://bücher.localhost/", want: "http://xn--bcher-kva.localhost/"},

	// Userinfo tricks.
	{in: "http://user:pass@localhost/", reason: "credentials"},
	{in: "http://user@localhost/", reason: "credentials"},
	{in: "http://@localhost/", reason: "credentials"},
	{in: "http://localhost@evil.com/", reason: "credentials"},
	{in: "http://localhost:80@169.254.169.254/", reason: "credentials"},
	{in: "http://evil.com#@localhost/", reason: "is a DNS name"},
	{in: "http://evil.com?@localhost/", reason: "is a DNS name"},
	{in: "http://evil.com\\@localhost/", reason: "is a DNS name"},
	{in: "http://localhost%40evil.com/", reason: "forbidden character"},
	{in: "localhost:3000@evil.com", reason: "credentials"},

	// Schemes.
	{in: "file:///etc/passwd", reason: `scheme "file" is not allowed: serve the file over http`},
	{in: "FILE:///C:/site/index.html", reason: `scheme "file"`},
	{in: `C:\site\index.html`, reason: "serve the file over http"},
	{in: "ftp://localhost/", reason: `scheme "ftp"`},
	{in: "javascript:alert(1)", reason: `scheme "javascript"`},
	{in: "java\tscript:alert(1)", reason: `scheme "javascript"`},
	{in: "data:text/html,<h1>hi</h1>", reason: `scheme "data"`},
	{in: "chrome://settings", reason: `scheme "chrome"`},
	{in: "view-source:http://localhost/", reason: `scheme "view-source"`},
	{in: "blob:http://localhost/uuid", reason: `scheme "blob"`},
	{in: "ws://localhost:3000/", reason: "WebSocket"},
	{in: "wss://localhost/", reason: "WebSocket"},
	{in: "about:blank", reason: `scheme "about"`},
	{in: "gopher://localhost/", reason: `scheme "gopher"`},

	// Backslashes, tabs and newlines as Chromium reads them.
	{in: `http:\\localhost\x`, want: "http://localhost/x"},
	{in: `http:/\localhost:3000\a\b?c\d`, want: "http://localhost:3000/a/b?c%5Cd"},
	{in: "http:localhost:3000", want: "http://localhost:3000/"},
	{in: "http:///localhost/", want: "http://localhost/"},
	{in: "http://local\thost:30\n00/", want: "http://localhost:3000/"},
	{in: "http://loc\r\nalhost/a\tb", want: "http://localhost/ab"},
	{in: "http:\\\\evil.com\\@localhost", reason: "is a DNS name"},
	{in: "http://localhost\\.evil.com/", want: "http://localhost/.evil.com/"},

	// Paths, queries and fragments are encoded the way Chromium reads them.
	{in: "http://localhost/a b?c d#e f", want: "http://localhost/a%20b?c%20d#e%20f"},
	{in: "http://localhost/ünï?q=ü#ü", want: "http://localhost/%C3%BCn%C3%AF?q=%C3%BC#%C3%BC"},
	{in: "http://localhost/100%", want: "http://localhost/100%25"},
	{in: "http://localhost/a%2Fb%20c", want: "http://localhost/a%2Fb%20c"},
	{in: "http://localhost/?", want: "http://localhost/?"},
	{in: "http://localhost/#", want: "http://localhost/"},
	{in: "http://localhost/#a#b", want: "http://localhost/#a%23b"},
	{in: "http://localhost//evil.com/", want: "http://localhost//evil.com/"},
	{in: "http://localhost?x=1", want: "http://localhost/?x=1"},
	{in: "http://localhost#frag", want: "http://localhost/#frag"},
	{in: "http://localhost/a|b^c", want: "http://localhost/a%7Cb%5Ec"},

	// Malformed hosts.
	{in: "http://", reason: "no host"},
	{in: "http:///", reason: "no host"},
	{in: "http://:3000/", reason: "no host"},
	{in: "http://local host/", reason: "forbidden character"},
	{in: "http://localhost%00/", reason: "forbidden character"},
	{in: "http://localhost%2f.evil.com/", reason: "forbidden character"},
	{in: "http://%zz/", reason: "forbidden character"},
	{in: "http://xn--zz.localhost/", reason: "internationalized domain name"},
	{in: "http://%ff/", reason: "not valid UTF-8"},
	{in: "http://\u200dlocalhost/", reason: "internationalized domain name"},
}

func TestCheckURL(t *testing.T) {
	for _, tc := range checkURLCases {
		got, err := CheckURL(tc.in)
		if tc.reason != "" {
			var rej *Rejection
			if !errors.As(err, &rej) {
				t.Errorf("CheckURL(%q) = %v, %v; want *Rejection containing %q", tc.in, got, err, tc.reason)
				continue
			}
			if rej.Input != tc.in || !strings.Contains(rej.Reason, tc.reason) {
				t.Errorf("CheckURL(%q) = %v, want rejection of %q containing %q", tc.in, err, tc.in, tc.reason)
			}
			continue
		}
		if err != nil {
			t.Errorf("CheckURL(%q) = %v, want %s", tc.in, err, tc.want)
			continue
		}
		if got.String() != tc.want {
			t.Errorf("CheckURL(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

// TestCheckURLIdempotent checks that every allowed URL's canonical form is
// itself allowed and unchanged, so navigation hops re-checked by the
// browser package agree with the first check.
func TestCheckURLIdempotent(t *testing.T) {
	for _, tc := range checkURLCases {
		if tc.want == "" {
			continue
		}
		got, err := CheckURL(tc.want)
		if err != nil || got.String() != tc.want {
			t.Errorf("CheckURL(%q) = %v, %v, want %s", tc.want, got, err, tc.want)
		}
	}
}

func TestRejectionError(t *testing.T) {
	_, err := CheckURL("http://169.254.169.254/")
	want := `"http://169.254.169.254/": cloud metadata endpoint, always refused; only loopback (localhost, *.localhost, 127.0.0.0/8, [::1]) may be inspected`
	if err == nil || err.Error() != want {
		t.Errorf("CheckURL(%q) = %v, want %s", "http://169.254.169.254/", err, want)
	}
}

func TestCheckHost(t *testing.T) {
	tests := []struct {
		host   string
		reason string // "" when allowed
	}{
		{"localhost", ""},
		{"LocalHost.", ""},
		{"app.localhost", ""},
		{"127.0.0.1", ""},
		{"0x7f.1", ""},
		{"[::1]", ""},
		{"::1", ""},
		{"[::ffff:127.0.0.1]", ""},
		{"192.168.0.10", "private network address"},
		{"fd00::1", "private network address"},
		{"169.254.169.254", "cloud metadata endpoint"},
		{"[fd00:ec2::254]", "cloud metadata endpoint"},
		{"metadata.google.internal", "cloud metadata endpoint"},
		{"example.com", "no --allow-host rule names"},
		{"localhost.evil.com", "only looks like localhost"},
		{"fe80::1%eth0", "zone id"},
		{"8.8.8.8", "public address"},
		{"", "no host"},
		{"localhost:3000", "forbidden character"},
	}
	for _, tc := range tests {
		err := CheckHost(tc.host)
		switch {
		case tc.reason == "" && err != nil:
			t.Errorf("CheckHost(%q) = %v, want nil", tc.host, err)
		case tc.reason != "" && (err == nil || !strings.Contains(err.Error(), tc.reason)):
			t.Errorf("CheckHost(%q) = %v, want rejection containing %q", tc.host, err, tc.reason)
		}
	}
}

// TestRejectionErrorShortensLongInput keeps refusals of huge hostile input
// small, because the message is spent from the model's context window.
func TestRejectionErrorShortensLongInput(t *testing.T) {
	for _, in := range []string{
		"http://" + strings.Repeat("a", 100000) + ".com/",
		"http://localhost:" + strings.Repeat("9", 100000) + "/",
		"http://" + strings.Repeat("ü", 50000) + "/",
	} {
		_, err := CheckURL(in)
		if err == nil || len(err.Error()) > 1000 {
			t.Errorf("CheckURL(%d-byte input) error is %d bytes, want a rejection under 1000", len(in), len(fmt.Sprint(err)))
		}
	}
}

func TestOrigin(t *testing.T) {
	for in, want := range map[string]string{
		"http://127.0.0.1:5173/a?b#c":  "http://127.0.0.1:5173",
		"HTTPS://LocalHost/x":          "https://localhost",
		"about:blank":                  "",
		"data:text/html,<p>":           "",
		"ws://localhost:3000/_hmr":     "",
		"http://[::1]:8080/index.html": "http://[::1]:8080",
	} {
		if got := Origin(in); got != want {
			t.Errorf("Origin(%q) = %q, want %q", in, got, want)
		}
	}
}
