module github.com/vibelens/vibelens

go 1.26.0

require (
	github.com/BurntSushi/toml v1.6.0 // indirect
	github.com/go-rod/rod v0.116.2 // indirect
	github.com/go-rod/stealth v0.4.9 // indirect
	github.com/modelcontextprotocol/go-sdk v1.8.0 // indirect
	github.com/tailscale/hujson v0.0.0-20260727124030-b80ff77dac4f // indirect
	github.com/ysmood/fetchup v0.2.3 // indirect
	github.com/ysmood/goob v0.4.0 // indirect
	github.com/ysmood/got v0.40.0 // indirect
	github.com/ysmood/gson v0.7.3 // indirect
	github.com/ysmood/leakless v0.9.0 // indirect
	golang.org/x/net v0.62.0 // indirect
	golang.org/x/text v0.43.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
