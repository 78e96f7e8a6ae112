package guard_test

import (
	"fmt"
	"net/netip"

	"github.com/vibelens/vibelens/guard"
)

func ExampleCheckURL() {
	for _, raw := range []string{
		"localhost:3000/pricing",
		"http://0x7f.1:5173/",
		"http://[::ffff:127.0.0.1]/",
		"http://0xa9fea9fe/latest/meta-data/",
		"https://example.com/",
	} {
		u, err := guard.CheckURL(raw)
		if err != nil {
			fmt.Println("refused:", err)
			continue
		}
		fmt.Println("open:", u)
	}
	// Output:
	// open: http://localhost:3000/pricing
	// open: http://127.0.0.1:5173/
	// open: http://[::ffff:7f00:1]/
	// refused: "http://0xa9fea9fe/latest/meta-data/": cloud metadata endpoint, always refused; only loopback (localhost, *.localhost, 127.0.0.0/8, [::1]) may be inspected
	// refused: "https://example.com/": host "example.com" is a DNS name that no --allow-host rule names: only localhost, *.localhost and loopback addresses are allowed by default; only the user, not the model, can allow it: --allow-host HOST|*.DOMAIN|CIDR in the vibelens serve args of the editor's MCP server config
}

func ExampleCheckAddr() {
	a := netip.MustParseAddr("8.8.8.8")
	fmt.Println(guard.CheckAddr(a, guard.AllowPublic))
	fmt.Println(guard.CheckAddr(a, guard.LocalOnly))
	fmt.Println(guard.CheckAddr(netip.MustParseAddr("::ffff:169.254.169.254"), guard.AllowPublic))
	// Output:
	// <nil>
	// "8.8.8.8": non-local address refused: the network mode is "local", which allows only loopback and hosts allowed with --allow-host
	// "::ffff:169.254.169.254": cloud metadata endpoint, always refused; only loopback (localhost, *.localhost, 127.0.0.0/8, [::1]) may be inspected
}

func ExamplePolicy() {
	var p guard.Policy
	for _, s := range []string{"myapp.test", "10.0.0.0/8"} {
		r, err := guard.ParseRule(s)
		if err != nil {
			panic(err)
		}
		p.Allow = append(p.Allow, r)
	}
	for _, raw := range []string{"http://myapp.test/", "http://10.1.2.3:8080/", "http://192.168.1.5/"} {
		if _, err := p.CheckURL(raw); err != nil {
			fmt.Println("refused:", raw)
			continue
		}
		fmt.Println("open:", raw)
	}
	// Output:
	// open: http://myapp.test/
	// open: http://10.1.2.3:8080/
	// refused: http://192.168.1.5/
}
