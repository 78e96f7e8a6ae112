package render

import (
	"testing"

	"github.com/vibelens/vibelens/browser/contract"
)

func TestImageBudgetScale(t *testing.T) {
	tests := []struct {
		b    contract.ImageBudget
		w, h int
		area int // the sent area at most
	}{
		{contract.ImageBudget{}, 1920, 1080, contract.Limits.ImageArea},
		{contract.ImageBudget{Area: 600_000}, 1920, 1080, 600_000},
		{contract.ImageBudget{Area: 329_160}, 780, 1688, 329_160},                      // mobile at DPR 2 down to its CSS size
		{contract.ImageBudget{Area: 5_000_000}, 1920, 1080, contract.Limits.ImageArea}, // a budget never raises the limits
		{contract.ImageBudget{Area: 600_000}, 400, 300, 400 * 300},                     // never enlarged
	}
	for _, tt := range tests {
		s := budgetScale(tt.b, tt.w, tt.h)
		if area := float64(tt.w*tt.h) * s * s; area > float64(tt.area)+1 || s > imageScale(tt.w, tt.h) {
			t.Errorf("budgetScale(%+v, %d, %d) = %v: area %.0f, want at most %d and no more than imageScale", tt.b, tt.w, tt.h, s, area, tt.area)
		}
	}
	if q := budgetQuality(contract.ImageBudget{}); q != contract.Limits.JPEGQuality {
		t.Errorf("zero budget quality = %d, want %d", q, contract.Limits.JPEGQuality)
	}
	if q := budgetQuality(contract.ImageBudget{Quality: 60}); q != 60 {
		t.Errorf("quality 60 = %d", q)
	}
}
