// record reads what the next look at the same target is compared with
// (package changes): every element that renders a box in the area the
// capture shows, or one viewport below it (so an element pushed down is
// still matched), in document order, up to opts.max: its identity (id,
// structural path), its box in page coordinates, its own text, a few
// computed styles, and whether an endless animation moves it (those
// keep changing and are left out of the comparison). Dev widgets are not
// the app. opts = {root (selector or null), max, devWidgets, fullPage}.
(opts) => {
  const t0 = performance.now();
  const doc = document;
  // The DOM read through the prototypes: a form's named control shadows
  // its properties (an input named "id" makes form.id that input), and a
  // page may replace the methods.
  const getter = (proto, name) => Object.getOwnPropertyDescriptor(proto, name).get;
  const E = Element.prototype, N = Node.prototype;
  const localName = getter(E, "localName"), firstEl = getter(E, "firstElementChild"), nextEl = getter(E, "nextElementSibling");
  const shadowOf = getter(E, "shadowRoot"), firstChild = getter(N, "firstChild"), nextSibling = getter(N, "nextSibling");
  const attr = E.getAttribute, rectOf = E.getBoundingClientRect, matches = E.matches;
  const tagOf = (el) => localName.call(el);
  const top = (opts.root && doc.querySelector(opts.root)) || doc.body;
  if (!top) return null;
  const sx = Math.round(scrollX), sy = Math.round(scrollY);
  const vw = innerWidth, vh = innerHeight;
  const areaTop = opts.fullPage ? -Infinity : -vh;
  const areaBottom = opts.fullPage ? Infinity : 2 * vh;
  const animated = new Set();
  try {
    for (const a of doc.getAnimations()) {
      const e = a.effect;
      const target = e && e.target;
      if (target && a.playState === "running" && e.getComputedTiming().iterations === Infinity) animated.add(target);
    }
  } catch (e) { /* an old engine: nothing is left out */ }
  // endless says whether the style declares an endless, running CSS
  // animation. Chromium, on a busy machine, has held such a style with no
  // animation started yet (getAnimations() empty, no transform, 1.2 s
  // after load, 1 look in about 200 at load 5): the next look sees it
  // spin all the same.
  const endless = (cs) => {
    const names = cs.animationName;
    if (!names || names === "none") return false;
    const n = names.split(","), counts = cs.animationIterationCount.split(","), states = cs.animationPlayState.split(",");
    for (let i = 0; i < n.length; i++) {
      if (n[i].trim() === "none") continue;
      if (counts[i % counts.length].trim() === "infinite" && states[i % states.length].trim() === "running") return true;
    }
    return false;
  };
  const skip = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "LINK", "META", "HEAD", "TITLE", "BR", "WBR"]);
  const dev = opts.devWidgets || "";
  const els = [];
  let capped = false;
  const ownText = (el) => {
    let s = "";
    for (let n = firstChild.call(el); n; n = nextSibling.call(n)) {
      if (n.nodeType === 3) s += n.data;
      if (s.length > 400) break;
    }
    s = s.replace(/\s+/g, " ").trim();
    return s.length > 120 ? s.slice(0, 119) + "…" : s;
  };
  const family = (f) => (f || "").split(",")[0].replace(/["']/g, "").trim();
  // Iterative walk: [element, path, moving]; a path is tag:n-of-type per
  // level, so a class or text change keeps an element's identity.
  const stack = [[top, top === doc.body ? "body" : tagOf(top), false]];
  while (stack.length) {
    const [el, path, movingAbove] = stack.pop();
    if (dev && matches.call(el, dev)) continue;
    const cs = getComputedStyle(el);
    if (cs.display === "none") continue;
    const moving = movingAbove || animated.has(el) || endless(cs);
    const r = rectOf.call(el);
    const y = r.top + sy;
    if (r.width > 0 && r.height > 0 && r.bottom > areaTop && r.top < areaBottom && cs.visibility !== "hidden") {
      if (els.length >= opts.max) { capped = true; break; }
      const cls = (attr.call(el, "class") || "").trim().split(/\s+/).filter(Boolean).slice(0, 4);
      const e = {
        p: path, t: tagOf(el),
        x: Math.round(r.left + sx), y: Math.round(y), w: Math.round(r.width), h: Math.round(r.height),
        st: [cs.color, cs.backgroundColor, cs.fontSize + " " + cs.fontWeight + " " + family(cs.fontFamily), cs.opacity].join("|"),
      };
      const id = attr.call(el, "id");
      if (id) e.i = id;
      if (cls.length) e.c = cls;
      const tx = ownText(el);
      if (tx) e.tx = tx;
      if (moving) e.a = true;
      els.push(e);
    }
    const tag = tagOf(el);
    if (tag === "svg" || tag === "canvas" || tag === "video" || tag === "iframe") continue;
    const kids = [];
    const seen = {};
    for (let c = firstEl.call(el); c; c = nextEl.call(c)) {
      const t = tagOf(c);
      if (skip.has(t.toUpperCase())) continue;
      const n = (seen[t] = (seen[t] || 0) + 1);
      kids.push([c, path + ">" + t + (n > 1 ? ":" + n : ""), moving]);
    }
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]);
    // Shadow roots render too (web components): their children, in order.
    const root = shadowOf.call(el);
    if (root) {
      const inner = [];
      const seenIn = {};
      for (let c = root.firstElementChild; c; c = nextEl.call(c)) {
        const t = tagOf(c);
        if (skip.has(t.toUpperCase())) continue;
        const n = (seenIn[t] = (seenIn[t] || 0) + 1);
        inner.push([c, path + ">#shadow>" + t + (n > 1 ? ":" + n : ""), moving]);
      }
      for (let i = inner.length - 1; i >= 0; i--) stack.push(inner[i]);
    }
  }
  return { els, capped, sx, sy, vw, vh, ms: performance.now() - t0 };
}
