package cli

import (
	"fmt"
	"html/template"
	"os"
	"path/filepath"
)

// The HTML report is one page with its images beside it, opened from a CI
// artifact without a server: each page and viewport's screenshot with its
// findings drawn on it as numbered boxes, and the numbered list under it.
var reportPage = template.Must(template.New("report").Parse(`<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>VibeLens check: {{.Failed}} of {{len .Cases}} failed</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#111}
h1{font-size:20px}h2{font-size:16px;margin:32px 0 8px;word-break:break-all}
.fail{color:#b91c1c}.ok{color:#15803d}
figure{position:relative;display:inline-block;margin:0;border:1px solid #ccc}
figure img{display:block;max-width:none}
.box{position:absolute;border:2px solid #dc2626;box-sizing:border-box}
.box span{position:absolute;left:-2px;top:-20px;background:#dc2626;color:#fff;font:bold 12px/18px sans-serif;padding:0 5px}
ol{padding-left:28px}li{margin:2px 0}code{font-size:12px}
</style>
<h1>VibeLens check: <span class="{{if .Failed}}fail{{else}}ok{{end}}">{{.Failed}} of {{len .Cases}} failed</span></h1>
{{range .Cases}}
<section>
<h2><span class="{{if .Failed}}fail{{else}}ok{{end}}">{{if .Err}}ERROR{{else if .Failed}}FAIL{{else}}ok{{end}}</span> {{.URL}} · {{.Viewport}}</h2>
{{if .Err}}<p class="fail">Could not capture the page: {{.Err}}</p>{{end}}
{{if .Image}}<figure style="width:{{.Width}}px;height:{{.Height}}px"><img src="{{.Image}}" width="{{.Width}}" height="{{.Height}}" alt="screenshot of {{.URL}} at {{.Viewport}}">
{{range .Boxes}}<div class="box" style="left:{{.X}}px;top:{{.Y}}px;width:{{.W}}px;height:{{.H}}px"><span>{{.N}}</span></div>{{end}}
</figure>{{end}}
{{if .Problems}}<ol>{{range .Problems}}<li>{{.}}</li>{{end}}</ol>{{end}}
</section>
{{end}}
</html>
`))

type reportCase struct {
	URL, Viewport, Err string
	Failed             bool
	Image              string // file name beside index.html
	Width, Height      int
	Boxes              []reportBox
	Problems           []string
}

type reportBox struct{ N, X, Y, W, H int }

// writeHTML writes dir/index.html and one JPEG a case beside it.
func writeHTML(dir string, cases []checkCase) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	data := struct {
		Failed int
		Cases  []reportCase
	}{}
	for i, c := range cases {
		rc := reportCase{URL: c.URL, Viewport: c.label(), Err: c.Err, Failed: c.failed()}
		if c.failed() {
			data.Failed++
		}
		if len(c.shot) > 0 && c.image.SentWidth > 0 && c.image.Area.Width > 0 {
			rc.Image = fmt.Sprintf("%03d-%s.jpg", i+1, c.fileLabel())
			if err := os.WriteFile(filepath.Join(dir, rc.Image), c.shot, 0o644); err != nil {
				return err
			}
			rc.Width, rc.Height = c.image.SentWidth, c.image.SentHeight
			scale := float64(c.image.SentWidth) / float64(c.image.Area.Width)
			for _, f := range c.Findings {
				n := len(rc.Problems) + 1
				rc.Problems = append(rc.Problems, fmt.Sprintf("%s %s %s: %s%s", f.Severity, f.Kind, f.Selector, oneLine(f.Detail), at(f.Source)))
				r := f.Rect
				if r.Width <= 0 || r.Height <= 0 {
					continue
				}
				x, y := int(float64(r.X-c.image.Area.X)*scale), int(float64(r.Y-c.image.Area.Y)*scale)
				w, h := max(int(float64(r.Width)*scale), 4), max(int(float64(r.Height)*scale), 4)
				if x >= rc.Width || y >= rc.Height || x+w <= 0 || y+h <= 0 {
					continue // off the image: listed, not drawn
				}
				rc.Boxes = append(rc.Boxes, reportBox{N: n, X: x, Y: y, W: w, H: h})
			}
		}
		for _, p := range c.problems {
			if p.rule == "uncaught-error" || p.rule == "console-error" || p.rule == "failed-request" {
				rc.Problems = append(rc.Problems, p.text)
			}
		}
		data.Cases = append(data.Cases, rc)
	}
	f, err := os.Create(filepath.Join(dir, "index.html"))
	if err != nil {
		return err
	}
	if err := reportPage.Execute(f, data); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
