#!/usr/bin/env python3
"""Render the Hugo sources in src/pages (copied verbatim from twbs/bootstrap
site/content/docs/5.3/examples/<name>/) into <name>/index.html the way Bootstrap's
examples layout (site/layouts/_default/examples.html) and its shortcodes
(placeholder, param docs_version, year, docsref) do, with Bootstrap 5.3 from npm.
The generated pages are checked in; run this again only after editing src/pages."""
import pathlib, re, shutil

ROOT = pathlib.Path(__file__).parent
SRC = ROOT / "src" / "pages"
YEAR = "2025"

def front(text):
    m = re.match(r"^---\n(.*?)\n---\n", text, re.S)
    meta, body = {}, text[m.end():]
    key = None
    for line in m.group(1).splitlines():
        if re.match(r"^\w", line):
            k, _, v = line.partition(":")
            key, v = k.strip(), v.strip()
            meta[key] = v.strip('"') if v else []
        elif line.strip().startswith("- "):
            item = line.strip()[2:].strip()
            item = item[len("src:"):].strip() if item.startswith("src:") else item
            meta[key].append(item.strip('"'))
    return meta, body

def placeholder(m):
    a = dict(re.findall(r'(\w+)="([^"]*)"', m.group(1)))
    title, text = a.get("title", "Placeholder"), a.get("text", "")
    cls = "bd-placeholder-img" + (" " + a["class"] if a.get("class") else "")
    return (f'<svg class="{cls}" width="{a.get("width", "100%")}" height="{a.get("height", "180")}" '
            f'xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{title}: {text}" '
            f'preserveAspectRatio="xMidYMid slice" focusable="false"><title>{title}</title>'
            f'<rect width="100%" height="100%" fill="{a.get("background", "#868e96")}"/>'
            f'<text x="50%" y="50%" fill="{a.get("color", "#dee2e6")}" dy=".3em">{text}</text></svg>')

def render(name):
    meta, body = front((SRC / f"{name}.html").read_text())
    body = re.sub(r"\{\{< placeholder (.*?) >\}\}", placeholder, body)
    body = body.replace("{{< param docs_version >}}", "5.3").replace("{{< year >}}", YEAR)
    body = re.sub(r'\{\{< docsref "([^"]*)" >\}\}', r"/docs/5.3\1/", body)
    css = "".join(f'\n    <!-- Custom styles for this template -->\n    <link href="{c}" rel="stylesheet">'
                  for c in meta.get("extra_css", []))
    js = ""
    if meta.get("include_js") != "false":
        js = '\n    <script src="/node_modules/bootstrap/dist/js/bootstrap.bundle.js"></script>'
        js += "".join(f'\n    <script src="{s}"></script>' for s in meta.get("extra_js", []))
    body_class = f' class="{meta["body_class"]}"' if meta.get("body_class") else ""
    out = f'''<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="">
    <title>{meta["title"]} · Bootstrap v5.3</title>

    <link href="/node_modules/bootstrap/dist/css/bootstrap.min.css" rel="stylesheet">

    <style>
      .bd-placeholder-img {{
        font-size: 1.125rem;
        text-anchor: middle;
        -webkit-user-select: none;
        -moz-user-select: none;
        -ms-user-select: none;
        user-select: none;
      }}

      @media (min-width: 768px) {{
        .bd-placeholder-img-lg {{
          font-size: 3.5rem;
        }}
      }}
    </style>
{css}
  </head>
  <body{body_class}>
    {body}
{js}
  </body>
</html>
'''
    d = ROOT / name
    d.mkdir(exist_ok=True)
    (d / "index.html").write_text(out)
    for extra in meta.get("extra_css", []) + meta.get("extra_js", []):
        shutil.copy(SRC / extra, d / extra)

for p in sorted(SRC.glob("*.html")):
    render(p.stem)
