package point

import "github.com/vibelens/vibelens/browser/contract"

// Attach gives each pick the findings measured on its element: the same
// selector, or the same box (a finding names its element by its own
// selector, which may differ from the pick's). Picks inside an iframe or
// a shadow root match by box only.
func Attach(picks []contract.Pick, findings []contract.Finding) {
	for i := range picks {
		p := &picks[i]
		p.Findings = nil
		for _, f := range findings {
			if (len(p.Within) == 0 && f.Selector != "" && f.Selector == p.Selector) || sameBox(f.Rect, p.Box) {
				p.Findings = append(p.Findings, f)
			}
		}
	}
}

// sameBox is two boxes within 2 px of each other on every side, and not empty.
func sameBox(a, b contract.Rect) bool {
	if a.Width <= 0 || a.Height <= 0 || b.Width <= 0 || b.Height <= 0 {
		return false
	}
	near := func(x, y int) bool { return x-y <= 2 && y-x <= 2 }
	return near(a.X, b.X) && near(a.Y, b.Y) && near(a.X+a.Width, b.X+b.Width) && near(a.Y+a.Height, b.Y+b.Height)
}
