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
	// refused: "http://0xa9fea9fe/latest/meta-data/": cloud metadata endpoint; only local addresses (localhost, 127.0.0.0/8, private ranges) may be inspected
	// refused: "https://example.com/": host "example.com" is a DNS name: only localhost, *.localhost and local IP addresses are allowed, because names are not resolved (DNS rebinding); run the app locally and pass its localhost URL
}

func ExampleCheckAddr() {
	a := netip.MustParseAddr("8.8.8.8")
	fmt.Println(guard.CheckAddr(a, guard.AllowPublic))
	fmt.Println(guard.CheckAddr(a, guard.LocalOnly))
	fmt.Println(guard.CheckAddr(netip.MustParseAddr("::ffff:169.254.169.254"), guard.AllowPublic))
	// Output:
	// <nil>
	// "8.8.8.8": non-local address refused: the network mode is "local", which allows only loopback, private and unique-local addresses
	// "::ffff:169.254.169.254": cloud metadata endpoint; only local addresses (localhost, 127.0.0.0/8, private ranges) may be inspected
}
