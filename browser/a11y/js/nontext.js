// nonText is VibeLens's own rule for WCAG 2.2 SC 1.4.11 (non-text
// contrast), which axe-core does not have: the icon of an icon-only
// control (svg, an icon font, a CSS mask) below 3:1 against what is
// painted behind it, and a form field with nothing that shows where it is
// (no edge or fill apart from the page, no text inside it). It judges only what it can measure: an icon over an image or
// a gradient, one covered by something else, or one outside the viewport
// is left alone. It reports in axe's violation shape.
// opts = {root, exclude, maxNodes}
(opts) => {
  const doc = document;
  const root = (opts.root && doc.querySelector(opts.root)) || doc.body;
  if (!root) return null;
  const excluded = (el) => (opts.exclude || []).some((s) => {
    try {
      return !!el.closest(s);
    } catch (e) {
      return false;
    }
  });
  // parse reads a computed colour. Chromium keeps the authored space
  // (Tailwind 4 writes oklch): anything but rgb() goes through a canvas,
  // which paints it in sRGB.
  let ink = null;
  const painted = new Map();
  const parse = (c) => {
    if (!c) return null;
    const m = /^rgba?\(([^)]+)\)$/.exec(c);
    if (m) {
      const p = m[1].split(/[\s,/]+/).filter(Boolean).map(parseFloat);
      return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
    }
    if (c === "transparent") return { r: 0, g: 0, b: 0, a: 0 };
    if (painted.has(c)) return painted.get(c) && { ...painted.get(c) };
    let out = null;
    try {
      if (!ink) ink = doc.createElement("canvas").getContext("2d", { willReadFrequently: true });
      ink.clearRect(0, 0, 1, 1);
      ink.fillStyle = "rgba(0,0,0,0)";
      ink.fillStyle = c;
      ink.fillRect(0, 0, 1, 1);
      const d = ink.getImageData(0, 0, 1, 1).data;
      out = d[3] ? { r: d[0], g: d[1], b: d[2], a: d[3] / 255 } : { r: 0, g: 0, b: 0, a: 0 };
    } catch (e) {}
    painted.set(c, out);
    return out && { ...out };
  };
  const over = (top, under) => {
    const a = top.a;
    return { r: top.r * a + under.r * (1 - a), g: top.g * a + under.g * (1 - a), b: top.b * a + under.b * (1 - a), a: 1 };
  };
  const lum = (c) => {
    const f = (v) => {
      v /= 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
  };
  const ratio = (x, y) => {
    const a = lum(x);
    const b = lum(y);
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  };
  const hex = (c) => "#" + [c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("");
  const meta = doc.querySelector('meta[name="color-scheme"]');
  const scheme = (getComputedStyle(doc.documentElement).colorScheme || "") + " " + ((meta && meta.content) || "");
  const canvas = /dark/.test(scheme) && matchMedia("(prefers-color-scheme: dark)").matches ? { r: 18, g: 18, b: 18, a: 1 } : { r: 255, g: 255, b: 255, a: 1 };
  const masked = (cs) => (cs.maskImage && cs.maskImage !== "none") || (cs.webkitMaskImage && cs.webkitMaskImage !== "none");
  const OPAQUE_MEDIA = new Set(["img", "video", "canvas", "iframe", "picture", "object", "embed"]);

  // behind composes the backgrounds painted at (x, y) under the elements
  // skip accepts, top down, until an opaque one; null when an image, a
  // gradient or an effect makes it unknowable.
  const behind = (x, y, skip) => {
    const layers = [];
    for (const e of doc.elementsFromPoint(x, y)) {
      if (skip(e)) continue;
      const cs = getComputedStyle(e);
      // An element faded out, or one that paints only through a mask (a
      // sibling icon, the other half of a sun/moon switch), is no
      // background.
      const fade = parseFloat(cs.opacity);
      if (fade < 0.05 || masked(cs)) continue;
      if (OPAQUE_MEDIA.has(e.localName)) return null;
      if (cs.backgroundImage !== "none" || cs.filter !== "none" || cs.mixBlendMode !== "normal" || (cs.backdropFilter && cs.backdropFilter !== "none")) return null;
      const bg = parse(cs.backgroundColor);
      if (bg) bg.a *= fade;
      if (bg && bg.a > 0) {
        layers.push(bg);
        if (bg.a >= 1) break;
      }
    }
    let c = canvas;
    for (let i = layers.length - 1; i >= 0; i--) c = over(layers[i], c);
    return c;
  };
  const opacity = (el, upTo) => {
    let o = 1;
    for (let e = el; e && e !== upTo.parentElement; e = e.parentElement) o *= parseFloat(getComputedStyle(e).opacity);
    return o;
  };
  // The screen: on a phone, a page wider than the screen widens
  // innerWidth, not the root's client width; past it elementsFromPoint
  // sees nothing behind a control.
  const vw = Math.min(innerWidth, doc.documentElement.clientWidth || innerWidth);
  const vh = Math.min(innerHeight, doc.documentElement.clientHeight || innerHeight);
  const inView = (r) => r.width >= 4 && r.height >= 4 && r.left + r.width / 2 >= 0 && r.top + r.height / 2 >= 0 &&
    r.left + r.width / 2 < vw && r.top + r.height / 2 < vh;
  // Icon fonts by their class prefixes (PrimeIcons pi, Boxicons bx, bxs,
  // bxl, Phosphor ph, Material Design Icons mdi among them).
  const ICON_FONT = /(^|[\s_-])(icon|icons|fa|fas|far|fab|bi|glyphicon|material-icons|material-symbols[\w-]*|codicon|ti|ri|pi|bx|bxs|bxl|ph|mdi)([\s_-]|$)/i;
  const isIconFont = (e) => typeof e.className === "string" && ICON_FONT.test(e.className);
  // srOnly: text for screen readers only (Tailwind's sr-only,
  // Bootstrap's visually-hidden, a clip-path of inset(50%)): clipped to
  // nothing, or a box of 1 px or less that hides its overflow.
  const srOnly = (e, cs) => {
    if (cs.position !== "absolute" && cs.position !== "fixed") return false;
    const clip = /^rect\(([^)]*)\)$/.exec(cs.clip);
    if (clip) {
      const [t, r, b, l] = clip[1].split(/[\s,]+/).map(parseFloat);
      if ([t, r, b, l].every(Number.isFinite) && (r <= l || b <= t)) return true;
    }
    if (cs.clipPath === "inset(50%)") return true;
    const box = e.getBoundingClientRect();
    return box.width <= 1 && box.height <= 1 && cs.overflow === "hidden";
  };
  // textOf is what a control says in words a person sees, without an
  // icon font's glyph or ligature ("menu") or screen-reader-only text.
  const textOf = (el) => {
    let s = "";
    const walk = (n) => {
      for (const c of n.childNodes) {
        if (c.nodeType === 3) s += c.nodeValue;
        else if (c.nodeType !== 1 || isIconFont(c) || c.localName === "svg") continue;
        else {
          const cs = getComputedStyle(c);
          if (cs.display !== "none" && cs.visibility !== "hidden" && !srOnly(c, cs)) walk(c);
        }
      }
    };
    walk(el);
    return s.replace(/[\s\u200b\ue000-\uf8ff]+/g, "");
  };
  // spoken is a control's screen-reader-only text, its name when it has
  // no aria-label.
  const spoken = (el) => Array.from(el.querySelectorAll("*")).filter((c) => srOnly(c, getComputedStyle(c))).map((c) => c.textContent).join(" ");
  const srText = (s) => (s || "").replace(/\s+/g, " ").trim().slice(0, 40);

  // paints are an icon's colours: an svg's fills and strokes, a mask's
  // background, an icon font's text colour.
  const SHAPES = "path, circle, rect, ellipse, line, polyline, polygon, use, text";
  // What <defs>, <clipPath>, <mask>, <symbol>, <pattern> and <marker>
  // hold paints nothing by itself: Figma's white clip rectangle is no ink.
  const UNDRAWN = "defs, clipPath, mask, symbol, pattern, marker";
  const paints = (icon) => {
    const out = [];
    const add = (c, a) => {
      const p = parse(c);
      if (p && p.a * a > 0) out.push({ r: p.r, g: p.g, b: p.b, a: p.a * a });
    };
    // authored is the first fill or stroke written on s or an ancestor up
    // to top, as an attribute or inline style: a symbol's own colour.
    const authored = (s, prop, top) => {
      for (let e = s; e; e = e.parentElement) {
        const v = e.getAttribute(prop) || e.style.getPropertyValue(prop);
        if (v && v !== "inherit") return v;
        if (e === top) return "";
      }
      return "";
    };
    const ink = (s, cs, via) => {
      if (cs.display === "none" || cs.visibility === "hidden") return true;
      // Inside a <use>, a colour the symbol does not set is the <use>'s.
      const pick = (prop) => {
        if (!via) return cs[prop];
        const v = authored(s, prop, via.ref);
        return !v ? via.cs[prop] : /currentcolor/i.test(v) ? via.cs.color : cs[prop];
      };
      const fill = pick("fill");
      const stroke = pick("stroke");
      if (/url\(/.test(fill) || /url\(/.test(stroke)) return false;
      if (fill !== "none") add(fill, parseFloat(cs.fillOpacity) * parseFloat(cs.opacity));
      if (stroke !== "none" && parseFloat(cs.strokeWidth) > 0) add(stroke, parseFloat(cs.strokeOpacity) * parseFloat(cs.opacity));
      return true;
    };
    if (icon.localName === "svg") {
      if (icon.querySelector("image, foreignObject")) return null;
      const all = Array.from(icon.querySelectorAll(SHAPES));
      const drawn = all.filter((s) => !s.closest(UNDRAWN));
      if (all.length && !drawn.length) return null;
      for (const s of drawn.length ? drawn : [icon]) {
        const cs = getComputedStyle(s);
        if (s.localName === "use") {
          const id = (s.getAttribute("href") || s.getAttribute("xlink:href") || "").replace(/^#/, "");
          const ref = id && doc.getElementById(id);
          const inner = ref ? [ref, ...ref.querySelectorAll(SHAPES)].filter((e) => {
            const u = e.closest(UNDRAWN);
            return e.matches(SHAPES) && (!u || u.contains(ref));
          }) : [];
          if (cs.display === "none" || cs.visibility === "hidden") continue;
          if (inner.length) {
            for (const e of inner) if (!ink(e, getComputedStyle(e), { ref, cs })) return null;
            continue;
          }
        }
        if (!ink(s, cs, null)) return null;
      }
      return out;
    }
    const cs = getComputedStyle(icon);
    if (masked(cs)) {
      if (cs.backgroundImage !== "none") return null;
      add(cs.backgroundColor, 1);
      return out;
    }
    // An icon font draws a glyph in its text colour; an icon drawn as a
    // background image has the image's colours, which are not measured
    // here: not judged on a colour it does not paint in.
    if (cs.backgroundImage !== "none") return null;
    if (icon.textContent.trim()) add(cs.color, 1);
    for (const pseudo of ["::before", "::after"]) {
      const ps = getComputedStyle(icon, pseudo);
      if (ps.content === "none" || ps.display === "none") continue;
      if (ps.backgroundImage !== "none") return null;
      if (masked(ps)) add(ps.backgroundColor, 1);
      else if (!/^(""|'')$/.test(ps.content)) add(ps.color, 1);
    }
    return out;
  };
  const iconOf = (el) => {
    for (const c of el.querySelectorAll("svg, i, span, div")) {
      if (c.closest("svg") && c.localName !== "svg") continue;
      const cs = getComputedStyle(c);
      if (cs.display === "none" || cs.visibility === "hidden") continue;
      const r = c.getBoundingClientRect();
      if (r.width < 4 || r.height < 4) continue;
      if (opacity(c, el) < 0.1) continue; // the hidden half of a sun/moon switch
      if (c.localName === "svg") return c;
      if (masked(cs)) return c;
      if (isIconFont(c) && (c.textContent.trim() || getComputedStyle(c, "::before").content !== "none")) return c;
    }
    return null;
  };

  const cssEsc = (s) => (window.CSS && CSS.escape ? CSS.escape(s) : s);
  const selectorOf = (el) => {
    if (el.id && doc.querySelectorAll("#" + cssEsc(el.id)).length === 1) return "#" + cssEsc(el.id);
    const parts = [];
    for (let e = el; e && e !== doc.body && e !== doc.documentElement; e = e.parentElement) {
      if (e.id && doc.querySelectorAll("#" + cssEsc(e.id)).length === 1) {
        parts.unshift("#" + cssEsc(e.id));
        break;
      }
      let step = e.localName;
      const cls = Array.from(e.classList || []).filter((c) => !/[:[\]/]/.test(c)).slice(0, 2);
      if (cls.length) step += "." + cls.map(cssEsc).join(".");
      const same = e.parentElement ? Array.from(e.parentElement.children).filter((s) => s.localName === e.localName) : [];
      if (same.length > 1) step += ":nth-of-type(" + (same.indexOf(e) + 1) + ")";
      parts.unshift(step);
      const sel = parts.join(" > ");
      try {
        if (doc.querySelector(sel) === el) return sel;
      } catch (x) {}
    }
    return parts.join(" > ");
  };

  // labelInside: a label drawn over the field (a floating label), by
  // its text's box (the label's own may be zero wide).
  const labelInside = (el, r) => Array.from(el.labels || []).some((l) => {
    const range = doc.createRange();
    range.selectNodeContents(l);
    const b = range.getBoundingClientRect();
    return b.width > 0 && b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top;
  });
  // drawnAround: an edge or fill drawn by the field's wrapper or the
  // wrapper's other elements (Material's outlined field draws its outline
  // in siblings of the input), within 24 px of the field.
  const shows = (e, back) => {
    const cs = getComputedStyle(e);
    if (cs.boxShadow !== "none" || cs.backgroundImage !== "none") return true;
    const own = parse(cs.backgroundColor);
    if (own && own.a > 0 && ratio(over(own, back), back) > 1.1) return true;
    return ["Top", "Right", "Bottom", "Left"].some((side) => {
      if (parseFloat(cs["border" + side + "Width"]) < 1 || /none|hidden/.test(cs["border" + side + "Style"])) return false;
      const b = parse(cs["border" + side + "Color"]);
      return b && b.a > 0 && ratio(over(b, back), back) > 1.1;
    });
  };
  const drawnAround = (el, r, back) => {
    for (let a = el.parentElement, i = 0; a && a !== doc.body && i < 3; a = a.parentElement, i++) {
      const b = a.getBoundingClientRect();
      if (b.left < r.left - 24 || b.right > r.right + 24 || b.top < r.top - 24 || b.bottom > r.bottom + 24) break;
      if (shows(a, back)) return true;
      const inner = a.querySelectorAll("*");
      for (let k = 0; k < inner.length && k < 30; k++) if (inner[k] !== el && !inner[k].contains(el) && shows(inner[k], back)) return true;
    }
    return false;
  };
  const nodes = [];
  let total = 0;
  const report = (el, part, fg, bg, r, text) => {
    total++;
    if (nodes.length >= opts.maxNodes) return;
    nodes.push({
      target: [selectorOf(el)], impact: "serious", tag: el.localName, type: el.getAttribute("type") || el.getAttribute("role") || "",
      text, icon: part === "icon", code: false,
      data: { fgColor: hex(fg), bgColor: hex(bg), contrastRatio: Math.round(r * 100) / 100, expectedContrastRatio: "3:1", part },
      summary: "",
    });
  };
  const CONTROLS = "button, a[href], [role=button], [role=link], [role=switch], [role=tab], [role=menuitem], summary";
  const FIELDS = "input:not([type]), input[type=text], input[type=email], input[type=search], input[type=password], input[type=tel], input[type=url], input[type=number], textarea, select";
  let seen = 0;
  for (const el of root.querySelectorAll(CONTROLS + ", " + FIELDS)) {
    if (++seen > 600) break;
    // :disabled, so a disabled fieldset's controls are exempt too.
    if (el.matches(":disabled") || el.getAttribute("aria-disabled") === "true" || excluded(el)) continue;
    const r = el.getBoundingClientRect();
    if (!inView(r)) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === "hidden" || opacity(el, doc.documentElement) < 0.1) continue;
    const mine = (e) => e === el || el.contains(e);
    if (el.matches(FIELDS)) {
      // A field whose own fill or border shows where it is passes; one
      // with a shadow, an outline or an underline drawn otherwise is not
      // judged.
      if (cs.boxShadow !== "none" || cs.backgroundImage !== "none" || cs.appearance === "auto" && el.localName === "select") continue;
      const top = doc.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!top || !mine(top)) continue;
      const back = behind(r.left + r.width / 2, r.top + r.height / 2, mine);
      const own = parse(cs.backgroundColor);
      if (!back || !own) continue;
      const fill = own.a > 0 ? over(own, back) : back;
      let best = ratio(fill, back);
      let edge = fill;
      for (const side of ["Top", "Right", "Bottom", "Left"]) {
        if (parseFloat(cs["border" + side + "Width"]) < 1 || /none|hidden/.test(cs["border" + side + "Style"])) continue;
        const b = parse(cs["border" + side + "Color"]);
        if (!b || b.a === 0) continue;
        const c = over(b, back);
        const k = Math.max(ratio(c, back), ratio(c, fill));
        if (k > best) {
          best = k;
          edge = c;
        }
      }
      // Judged only when nothing shows where the field is: no edge or
      // fill a person can tell from the page (1.1:1 and below), and no
      // text inside its box (a value, a placeholder, a floating label).
      // A faint edge (#e4e4e7 on white) is a design the rule leaves alone.
      if (best <= 1.1 && !el.value && !el.getAttribute("placeholder") && !labelInside(el, r) && !drawnAround(el, r, back)) {
        report(el, "boundary", edge, back, best, srText(el.getAttribute("aria-label") || el.name));
      }
      continue;
    }
    if (textOf(el)) continue;
    const icon = iconOf(el);
    if (!icon) continue;
    const ir = icon.getBoundingClientRect();
    const x = ir.left + ir.width / 2;
    const y = ir.top + ir.height / 2;
    if (x < 0 || y < 0 || x >= vw || y >= vh) continue;
    const top = doc.elementFromPoint(x, y);
    if (!top || !mine(top)) continue;
    const ps = paints(icon);
    if (!ps || !ps.length) continue;
    const back = behind(x, y, (e) => e === icon || icon.contains(e));
    if (!back) continue;
    const fade = opacity(icon, el);
    let best = 0;
    let fg = null;
    for (const p of ps) {
      const c = over({ r: p.r, g: p.g, b: p.b, a: p.a * fade }, back);
      const k = ratio(c, back);
      if (k > best) {
        best = k;
        fg = c;
      }
    }
    if (best < 3) report(el, "icon", fg, back, best, srText(el.getAttribute("aria-label") || el.getAttribute("title") || (el.querySelector("title") || {}).textContent || spoken(el)));
  }
  return {
    id: "non-text-contrast", impact: "serious", tags: ["wcag1411"],
    help: "Icons and the boundaries of controls must have a contrast of at least 3:1 with what is behind them",
    nodes, total,
  };
}
