// undecided measures the text axe-core's color-contrast could not decide
// (its incomplete results: a gradient, an image or a pseudo-element
// behind the text, an element overlapping it), so that Go can decide it
// from the rendered pixels (pixels.go). Per element: the boxes of its own
// text, the ring around them where its background shows (clipped to the
// box that paints that background and to the viewport), the boxes inside
// the ring that are not background (other text, icons), and its text
// colour. It only reads. run.js's reporter calls it with axe-core's
// cantTell nodes of color-contrast, while their selectors can still be
// made; it measures at most opts.max of them, and only what shows in the
// viewport: a clip outside it would need captureBeyondViewport, which
// resizes the page's view (a resize event the page sees).
// Coordinates are the page's (document) CSS pixels, as a screenshot's
// clip takes them.
// opts = {max}
(nodes, opts) => {
  // The reasons a picture of the page can settle. Left out: an element
  // drawn over the text (bgOverlap, elmPartiallyObscured/-ing: a tooltip
  // covering it is covers-content's to report, and its pixels are no
  // background), outside the viewport, 1:1 (hidden on purpose), too
  // short to be words, non-text glyphs, empty fields, colours axe could
  // not parse.
  const KEYS = new Set(["bgImage", "bgGradient", "imgNode", "pseudoContent", "fgAlpha"]);
  const doc = document;
  const vv = window.visualViewport;
  if (!vv || Math.abs(vv.scale - 1) > 0.01) return { nodes: [] };
  const view = { x: vv.offsetLeft, y: vv.offsetTop, w: vv.width, h: vv.height };
  let ink = null;
  const parse = (c) => {
    const m = /^rgba?\(([^)]+)\)$/.exec(c || "");
    if (m) {
      const p = m[1].split(/[\s,/]+/).filter(Boolean).map(parseFloat);
      return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
    }
    // oklch, color(), lab(): a canvas paints them in sRGB.
    try {
      if (!ink) ink = doc.createElement("canvas").getContext("2d", { willReadFrequently: true });
      ink.clearRect(0, 0, 1, 1);
      ink.fillStyle = "rgba(0,0,0,0)";
      ink.fillStyle = c;
      ink.fillRect(0, 0, 1, 1);
      const d = ink.getImageData(0, 0, 1, 1).data;
      return { r: d[0], g: d[1], b: d[2], a: d[3] / 255 };
    } catch (e) {
      return null;
    }
  };
  const rect = (r) => ({ x: r.left, y: r.top, w: r.width, h: r.height });
  const grow = (r, t, ri, b, l) => ({ x: r.x - l, y: r.y - t, w: r.w + l + ri, h: r.h + t + b });
  const cut = (a, b) => {
    const x = Math.max(a.x, b.x);
    const y = Math.max(a.y, b.y);
    const w = Math.min(a.x + a.w, b.x + b.w) - x;
    const h = Math.min(a.y + a.h, b.y + b.h) - y;
    return w > 0 && h > 0 ? { x, y, w, h } : null;
  };
  const contains = (a, b) => a.x <= b.x && a.y <= b.y && a.x + a.w >= b.x + b.w && a.y + a.h >= b.y + b.h;
  const union = (rs) => {
    const x = Math.min(...rs.map((r) => r.x));
    const y = Math.min(...rs.map((r) => r.y));
    return { x, y, w: Math.max(...rs.map((r) => r.x + r.w)) - x, h: Math.max(...rs.map((r) => r.y + r.h)) - y };
  };
  const page = (r) => ({ x: r.x + scrollX, y: r.y + scrollY, w: r.w, h: r.h });
  const textRects = (node) => {
    const range = doc.createRange();
    range.selectNodeContents(node);
    return Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0).map(rect);
  };
  // The box whose background the text sits on: the nearest element that
  // paints one, its padding box; the viewport for the page's own.
  const backdrop = (el) => {
    for (let e = el; e && e !== doc.body && e !== doc.documentElement; e = e.parentElement) {
      const cs = getComputedStyle(e);
      const bg = parse(cs.backgroundColor);
      if (cs.backgroundImage !== "none" || (bg && bg.a > 0)) {
        const r = rect(e.getBoundingClientRect());
        const bw = (s) => parseFloat(s) || 0;
        return grow(r, -bw(cs.borderTopWidth), -bw(cs.borderRightWidth), -bw(cs.borderBottomWidth), -bw(cs.borderLeftWidth));
      }
    }
    return { x: 0, y: 0, w: doc.documentElement.clientWidth, h: doc.documentElement.clientHeight };
  };
  const decorated = (el, pseudo) => {
    const s = getComputedStyle(el, pseudo);
    return s.content && !/^(none|normal|""|'')$/.test(s.content) && !/absolute|fixed/.test(s.position) && s.display !== "none";
  };
  // solidOver: a pseudo-element that paints a solid box over the text
  // (a badge, a ribbon) covers it; a gradient, an image or a tint is what
  // the text is read against, over it (a fade) or under it.
  const solidOver = (holder) => ["::before", "::after"].some((p) => {
    const s = getComputedStyle(holder, p);
    if (!s.content || /^(none|normal)$/.test(s.content) || s.display === "none") return false;
    if (!/absolute|fixed/.test(s.position) || parseInt(s.zIndex, 10) < 0 || s.backgroundImage !== "none") return false;
    const bg = parse(s.backgroundColor);
    return !!bg && bg.a * parseFloat(s.opacity) >= 0.9;
  });
  const FOREGROUND = new Set(["svg", "img", "picture", "video", "canvas", "i", "input", "select", "textarea", "button", "iframe", "object"]);
  const out = [];
  for (const n of nodes) {
    if (out.length >= opts.max) break;
    const check = (n.any || []).concat(n.all || [], n.none || []).find((c) => c.data && typeof c.data === "object") || {};
    const data = check.data || {};
    if (!KEYS.has(data.messageKey)) continue;
    const el = n.node && n.node.element;
    if (!el || !el.isConnected) continue;
    if (data.messageKey === "pseudoContent" && (check.relatedNodes || []).some((r) => r && r.element && solidOver(r.element))) continue;
    const cs = getComputedStyle(el);
    // A shadow or a stroke may be what makes the text legible; text
    // painted by its background (background-clip: text) has no one colour.
    if (cs.textShadow !== "none" || parseFloat(cs.webkitTextStrokeWidth) > 0 || /text/.test(cs.backgroundClip || cs.webkitBackgroundClip || "")) continue;
    // A glyph put in by ::before or ::after sits beside the text, where
    // its background is sampled.
    if (decorated(el, "::before") || decorated(el, "::after")) continue;
    const fg = parse(cs.webkitTextFillColor || cs.color);
    if (!fg) continue;
    for (let e = el; e; e = e.parentElement) fg.a *= parseFloat(getComputedStyle(e).opacity);
    if (fg.a < 0.1) continue;
    let own = [];
    for (const c of el.childNodes) if (c.nodeType === 3 && c.nodeValue.trim()) own.push(...textRects(c));
    own = own.slice(0, 64);
    const vis = own.map((r) => cut(r, view)).filter(Boolean);
    const area = (rs) => rs.reduce((s, r) => s + r.w * r.h, 0);
    if (!vis.length || area(vis) < 0.5 * area(own)) continue;
    // Something else on top of the text (a dialog's backdrop, a menu) is
    // no background: only the element, its own children, or an ancestor's
    // pseudo-element (a fading overlay) may be hit at the text.
    const covered = vis.slice(0, 3).some((r) => {
      const top = doc.elementFromPoint(r.x + r.w / 2, r.y + r.h / 2);
      return top && top !== el && !el.contains(top) && !top.contains(el);
    });
    if (covered) continue;
    const size = parseFloat(cs.fontSize) || 16;
    const pad = Math.min(12, Math.max(3, Math.round(size / 4)));
    // The glyphs: the text's boxes and 1 px of anti-aliasing, and an
    // underline or overline below or above them.
    const deco = cs.textDecorationLine || "";
    const dec = Math.max(2, Math.round(size / 5));
    const glyphs = vis.map((r) => grow(r, 1 + (/overline/.test(deco) ? dec : 0), 1, 1 + (/underline/.test(deco) ? dec : 0), 1));
    const box = cut(backdrop(el), view);
    if (!box) continue;
    const rings = glyphs.map((r) => cut(grow(r, pad, pad, pad, pad), box)).filter(Boolean);
    if (!rings.length) continue;
    const region = union(rings);
    // What in the ring is not background: any text (the element's own
    // inline children included), and icons, images and controls that do
    // not lie behind the whole text.
    const skip = glyphs.slice();
    const textBox = union(vis);
    let scope = el;
    for (let i = 0; i < 4 && scope.parentElement && !contains(rect(scope.getBoundingClientRect()), region); i++) scope = scope.parentElement;
    const walker = doc.createTreeWalker(scope, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
      acceptNode: (x) => {
        if (x.nodeType === 3) return x.parentElement === el || !x.nodeValue.trim() ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT;
        return cut(rect(x.getBoundingClientRect()), region) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
      },
    });
    let seen = 0;
    for (let x = walker.nextNode(); x && seen < 400; x = walker.nextNode(), seen++) {
      if (x.nodeType === 3) {
        for (const r of textRects(x)) if (cut(r, region)) skip.push(grow(r, 1, 1, 1, 1));
      } else if (FOREGROUND.has(x.localName)) {
        const r = rect(x.getBoundingClientRect());
        if (!contains(r, textBox)) skip.push(grow(r, 1, 1, 1, 1));
      }
    }
    const clip = (s, k) => {
      s = (s || "").replace(/\s+/g, " ").trim();
      return s.length > k ? s.slice(0, k) + "…" : s;
    };
    const bold = parseFloat(cs.fontWeight) >= 700;
    out.push({
      target: [].concat(n.node.selector).flat(),
      tag: el.localName,
      type: el.getAttribute("type") || el.getAttribute("role") || "",
      text: clip(el.innerText || el.textContent, 40),
      code: !!el.closest("pre"),
      reason: data.messageKey,
      fg: { r: fg.r, g: fg.g, b: fg.b, a: fg.a },
      expected: data.expectedContrastRatio || ((bold && size >= 18.66) || size >= 24 ? "3:1" : "4.5:1"),
      fontSize: data.fontSize || size + "px",
      dpr: devicePixelRatio || 1,
      boxes: vis.map(page),
      ring: rings.map(page),
      skip: skip.map(page),
    });
  }
  return { nodes: out };
}
