package report

import (
	"fmt"
	"html/template"
	"os"
	"path/filepath"

	"github.com/vibelens/vibelens/internal/gate"
)

// The HTML report is one page with its images beside it, opened from a CI
// artifact without a server. It opens with a summary of every case (page,
// viewport, colour scheme, result), each linking to its section: the
// screenshot with its findings drawn on it as numbered boxes, and the
// numbered list of its problems under it, which a case without an image
// (a failed capture, a run without screenshots) still has. Long unbroken
// text (a URL, a selector) wraps instead of widening the page.
var reportPage = template.Must(template.New("report").Parse(`<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>VibeLens check: {{.Failed}} of {{len .Cases}} failed</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#111}
h1{font-size:20px}h2{font-size:16px;margin:32px 0 8px}
h2,li,p,td{overflow-wrap:anywhere}
.fail{color:#b91c1c}.ok{color:#15803d}
table{border-collapse:collapse}td,th{text-align:left;padding:2px 12px 2px 0;vertical-align:top}
figure{position:relative;display:inline-block;margin:0;border:1px solid #ccc}
figure img{display:block;max-width:none}
.box{position:absolute;border:2px solid #dc2626;box-sizing:border-box}
.box span{position:absolute;left:-2px;top:-20px;background:#dc2626;color:#fff;font:bold 12px/18px sans-serif;padding:0 5px}
ol{padding-left:28px}li{margin:2px 0}code{font-size:12px}
</style>
<h1>VibeLens check: <span class="{{if .Failed}}fail{{else}}ok{{end}}">{{.Failed}} of {{len .Cases}} failed</span></h1>
<table class="summary">
<tr><th>result</th><th>page</th><th>viewport</th><th>scheme</th><th>problems</th></tr>
{{range .Cases}}<tr><td class="{{if .Failed}}fail{{else}}ok{{end}}">{{.Result}}</td><td><a href="#{{.ID}}">{{.URL}}</a></td><td>{{.Viewport}}</td><td>{{.Scheme}}</td><td>{{len .Problems}}</td></tr>
{{end}}</table>
{{if .Ignored}}<h2>Ignored by the configuration</h2><ul>{{range .Ignored}}<li>{{.}}</li>{{end}}</ul>{{end}}
{{range .Cases}}
<section id="{{.ID}}">
<h2><span class="{{if .Failed}}fail{{else}}ok{{end}}">{{.Result}}</span> {{.URL}} · {{.Viewport}} · {{.Scheme}}</h2>
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
	ID, URL, Viewport, Scheme, Err, Result string
	Failed                                 bool
	Image                                  string // file name beside index.html
	Width, Height                          int
	Boxes                                  []reportBox
	Problems                               []string
}

type reportBox struct{ N, X, Y, W, H int }

// schemeName is a case's colour scheme for people: empty is light.
func schemeName(s string) string {
	if s == "" {
		return "light"
	}
	return s
}

// writeHTML writes dir/index.html and one JPEG a case beside it.
func writeHTML(dir string, cases []gate.Case, ignored []string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	data := struct {
		Failed  int
		Cases   []reportCase
		Ignored []string
	}{Ignored: ignored}
	for i, c := range cases {
		rc := reportCase{ID: fmt.Sprintf("case-%d", i+1), URL: c.URL, Viewport: c.Viewport, Scheme: schemeName(c.ColorScheme),
			Err: c.Err, Failed: c.Failed(), Result: c.Result()}
		if c.Failed() {
			data.Failed++
		}
		drawn := c.HasImage()
		if drawn {
			rc.Image = gate.ImageName(i, &c)
			if err := os.WriteFile(filepath.Join(dir, rc.Image), c.Shot, 0o644); err != nil {
				return err
			}
			rc.Width, rc.Height = c.Image.SentWidth, c.Image.SentHeight
		}
		for _, f := range c.Findings {
			n := len(rc.Problems) + 1
			rc.Problems = append(rc.Problems, gate.FindingLine(f))
			r := f.Rect
			if !drawn || r.Width <= 0 || r.Height <= 0 {
				continue
			}
			scale := float64(c.Image.SentWidth) / float64(c.Image.Area.Width)
			x, y := int(float64(r.X-c.Image.Area.X)*scale), int(float64(r.Y-c.Image.Area.Y)*scale)
			w, h := max(int(float64(r.Width)*scale), 4), max(int(float64(r.Height)*scale), 4)
			if x >= rc.Width || y >= rc.Height || x+w <= 0 || y+h <= 0 {
				continue // off the image: listed, not drawn
			}
			rc.Boxes = append(rc.Boxes, reportBox{N: n, X: x, Y: y, W: w, H: h})
		}
		for _, p := range c.Problems {
			if p.ID.Kind == "uncaught-error" || p.ID.Kind == "console-error" || p.ID.Kind == "failed-request" {
				rc.Problems = append(rc.Problems, p.Text)
			}
		}
		if c.Incomplete != "" {
			rc.Problems = append(rc.Problems, c.Incomplete)
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
