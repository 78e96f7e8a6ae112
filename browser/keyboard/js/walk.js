// walk keeps the in-page side of one Tab walk: Go presses the keys and
// takes the pictures; this reads where focus went after each press. It
// runs in the page's world, where source.js reads what the frameworks
// keep on elements, and lives as globalThis.__vibelensKeys until the walk
// ends.
// walk(opts, source, place): opts = {margin, exclude, rowTolerance,
// upTolerance}; source is source.js's resolver or null; place is
// findings' place.js (the declaration a property's value comes from).
(opts, source, place) => {
  const doc = document;
  const de = doc.documentElement;
  const esc = (s) => CSS.escape(s);
  const px = (v) => Math.round(v);
  const cs = (el) => getComputedStyle(el);
  const uniqueFor = (sel, el) => {
    try {
      const m = doc.querySelectorAll(sel);
      return m.length === 1 && m[0] === el;
    } catch (e) {
      return false;
    }
  };
  // selectorOf: as findings.js names elements, a unique #id or a chain of
  // tag.class segments; inside a shadow root, the chain from its host.
  const selectorOf = (el) => {
    if (el === de) return "html";
    if (el === doc.body) return "body";
    const root = el.getRootNode();
    const scope = root instanceof ShadowRoot ? root : doc;
    if (el.id && scope === doc && uniqueFor("#" + esc(el.id), el)) return "#" + esc(el.id);
    const parts = [];
    for (let cur = el; cur && cur !== de; cur = cur.parentElement) {
      if (cur !== el && cur.id && scope === doc && uniqueFor("#" + esc(cur.id), cur)) {
        parts.unshift("#" + esc(cur.id));
        break;
      }
      if (cur === doc.body) {
        parts.unshift("body");
        break;
      }
      const tag = cur.localName;
      const cls = Array.from(cur.classList).filter((c) => c.length <= 60);
      cls.sort((a, b) => /[:[\]/@!]/.test(a) - /[:[\]/@!]/.test(b));
      let seg = esc(tag) + cls.slice(0, 2).map((c) => "." + esc(c)).join("");
      const p = cur.parentElement;
      if (p) {
        let same = 0;
        let idx = 0;
        let matching = 0;
        for (const s of p.children) {
          if (s.localName !== tag) continue;
          same++;
          if (s === cur) idx = same;
          if (s.matches(seg)) matching++;
        }
        if (matching > 1) seg += ":nth-of-type(" + idx + ")";
      }
      parts.unshift(seg);
      if (scope === doc && uniqueFor(parts.join(" > "), el)) break;
    }
    const own = parts.join(" > ");
    return scope instanceof ShadowRoot ? selectorOf(scope.host) + " >>> " + own : own;
  };
  const named = (el) => {
    const t = ((el.getAttribute && (el.getAttribute("aria-label") || el.getAttribute("title"))) || el.innerText || el.value || "").replace(/\s+/g, " ").trim();
    return el.localName + (t ? ' "' + (t.length > 40 ? t.slice(0, 39) + "…" : t) + '"' : "");
  };
  const active = () => {
    let a = doc.activeElement;
    while (a && a.shadowRoot && a.shadowRoot.activeElement) a = a.shadowRoot.activeElement;
    return a;
  };
  const parentOf = (el) => el.parentElement || (el.getRootNode() instanceof ShadowRoot ? el.getRootNode().host : null);
  const ancestors = (el) => {
    const out = [];
    for (let a = el; a; a = parentOf(a)) out.push(a);
    return out;
  };
  const contains = (a, b) => {
    for (let x = b; x; x = parentOf(x)) if (x === a) return true;
    return false;
  };
  const notApp = (el) => {
    if (!opts.exclude) return false;
    for (let a = el; a; a = parentOf(a)) {
      try {
        if (a.matches && a.matches(opts.exclude)) return true;
      } catch (e) {
        return false;
      }
    }
    return false;
  };
  const vw = () => de.clientWidth || innerWidth;
  const vh = () => innerHeight;
  const rectIn = (r) => {
    const x0 = Math.max(0, r.left);
    const y0 = Math.max(0, r.top);
    const x1 = Math.min(vw(), r.right);
    const y1 = Math.min(vh(), r.bottom);
    return x1 > x0 && y1 > y0 ? { x: x0, y: y0, w: x1 - x0, h: y1 - y0 } : null;
  };
  const modal = (el) => ancestors(el).some((a) => a.matches && (a.matches("dialog:modal") || (a.getAttribute("aria-modal") === "true" && /dialog/.test(a.getAttribute("role") || "dialog"))));
  const placed = (el, w) => {
    if (!place) return null;
    try {
      const p = place(el, w.names);
      return p && p.style ? p : null;
    } catch (e) {
      return null;
    }
  };

  const stops = []; // {el, sel, page rect}
  const seen = new Map(); // element -> its first stop
  let lostSince = -1; // the last stop where focus was on the body
  const found = [];
  const start = { x: scrollX, y: scrollY };
  let resume = null; // the element again() took focus from
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  let since = doc.timeline.currentTime; // what still() finishes started after this
  let mark = since; // when the last stop was read: the next Tab comes after it

  // where: the part of the screen a change of focus could show on: the
  // element and a margin around it (a ring, an outline offset); for a
  // control that is drawn by its label or parent (a hidden checkbox),
  // those too.
  const where = (el) => {
    const r = el.getBoundingClientRect();
    let b = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    const tiny = r.width * r.height < 64 || cs(el).opacity === "0";
    if (tiny) {
      const more = Array.from(el.labels || []);
      const p = parentOf(el);
      if (p) more.push(p);
      for (const m of more) {
        const q = m.getBoundingClientRect();
        if (q.width * q.height > 200000) continue;
        b = { left: Math.min(b.left, q.left), top: Math.min(b.top, q.top), right: Math.max(b.right, q.right), bottom: Math.max(b.bottom, q.bottom) };
      }
    }
    const m = opts.margin;
    return rectIn({ left: b.left - m, top: b.top - m, right: b.right + m, bottom: b.bottom + m });
  };

  // hit is the element painted at (x, y), through open shadow roots.
  const hit = (x, y) => {
    let h = doc.elementFromPoint(x, y);
    while (h && h.shadowRoot) {
      const d = h.shadowRoot.elementFromPoint(x, y);
      if (!d || d === h) break;
      h = d;
    }
    return h;
  };
  const pinned = (el) => {
    for (let a = el; a && a !== doc.body; a = parentOf(a)) if (/^(fixed|sticky)$/.test(cs(a).position)) return a;
    return null;
  };
  // cover: the fixed or sticky box painted over every visible point of el
  // (a sticky header, a cookie banner), or null.
  const cover = (el) => {
    const r = el.getBoundingClientRect();
    const v = rectIn(r);
    if (!v || v.w < 2 || v.h < 2 || pinned(el)) return null;
    let by = null;
    for (const fx of [0.15, 0.5, 0.85]) {
      for (const fy of [0.2, 0.5, 0.8]) {
        const h = hit(v.x + v.w * fx, v.y + v.h * fy);
        if (!h || contains(el, h) || contains(h, el)) return null;
        if (Array.from(el.labels || []).some((l) => contains(l, h))) return null;
        const p = pinned(h);
        if (!p || contains(p, el) || notApp(p)) return null; // a dev tool's bar is not the app's
        by = by || p;
      }
    }
    return by;
  };

  // reorder names the declaration that puts b before a on the screen
  // while it comes after it in the Tab order: a positive tabindex, a
  // reversed flex row or column, an order, an absolute or fixed placement
  // or a grid placement, on the elements or their ancestors below the
  // parent they share.
  const reorder = (a, b) => {
    for (const [el, other] of [[b, a], [a, b]]) {
      if (el.tabIndex > 0) return { el, property: "tabindex", value: String(el.tabIndex), names: [], fix: "remove the positive tabindex; order the markup as it reads", inline: true };
    }
    let shared = null;
    for (const x of ancestors(a)) {
      if (contains(x, b)) {
        shared = x;
        break;
      }
    }
    if (!shared) return null;
    const below = (el) => ancestors(el).slice(0, ancestors(el).indexOf(shared));
    const chainA = below(a);
    const chainB = below(b);
    const s = cs(shared);
    if (/flex/.test(s.display) && /reverse/.test(s.flexDirection)) {
      return { el: shared, property: "flex-direction", value: s.flexDirection, names: ["flex-direction", "flex-flow"], fix: "order the markup as it reads instead of reversing it" };
    }
    for (const el of chainB.concat(chainA)) {
      const p = parentOf(el);
      const e = cs(el);
      if (p && /flex|grid/.test(cs(p).display) && e.order !== "0") return { el, property: "order", value: e.order, names: ["order"], fix: "move the element in the markup instead of order" };
    }
    // An absolute box inside its parent's (a checkbox's hidden native
    // input over its drawn box) sits where the markup puts it.
    const inParent = (el) => {
      const p = parentOf(el);
      if (!p) return false;
      const a = el.getBoundingClientRect();
      const q = p.getBoundingClientRect();
      return a.left >= q.left - 2 && a.top >= q.top - 2 && a.right <= q.right + 2 && a.bottom <= q.bottom + 2;
    };
    for (const el of chainB.concat(chainA)) {
      const e = cs(el);
      if (/^(absolute|fixed)$/.test(e.position) && !inParent(el)) return { el, property: "position", value: e.position, names: ["position"], fix: "place it where it reads in the markup, or move its markup" };
    }
    for (const el of chainB.concat(chainA)) {
      const p = parentOf(el);
      if (!p || !/grid/.test(cs(p).display)) continue;
      for (const n of ["grid-row-start", "grid-column-start", "grid-area"]) {
        const v = el.style.getPropertyValue(n) || "";
        if (v && v !== "auto") return { el, property: n, value: v, names: [n], fix: "order the markup as the grid shows it", inline: true };
      }
      const e = cs(el);
      if (e.gridRowStart !== "auto" || e.gridColumnStart !== "auto") {
        const n = e.gridRowStart !== "auto" ? "grid-row" : "grid-column";
        return { el, property: n, value: n === "grid-row" ? e.gridRowStart : e.gridColumnStart, names: [n + "-start", n, "grid-area"], fix: "order the markup as the grid shows it" };
      }
    }
    return null;
  };
  // inView is page rect r (pageRect's) in the viewport now.
  const inView = (r) => ({ left: r.left - scrollX, right: r.right - scrollX, top: r.top - scrollY, bottom: r.bottom - scrollY, width: r.right - r.left, height: r.bottom - r.top });
  // against says how b's place goes against reading order after a's: back
  // along a row, or up the page in the same column; "" when it does not.
  const against = (ra, rb) => {
    const rtl = cs(de).direction === "rtl";
    const vOverlap = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
    const hOverlap = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
    if (vOverlap >= 0.5 * Math.min(ra.height, rb.height) && vOverlap > 0) {
      const back = rtl ? rb.left - ra.right : ra.left - rb.right;
      return back >= opts.rowTolerance ? "back along its row" : "";
    }
    if (ra.top - rb.bottom >= opts.upTolerance && hOverlap > 0) return "up the page";
    return "";
  };
  const pageRect = (r) => ({ x: px(r.left + scrollX), y: px(r.top + scrollY), width: px(r.width), height: px(r.height), left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY });

  const out = (el) => ({ selector: selectorOf(el), classes: Array.from(el.classList || []), rect: pageRect(el.getBoundingClientRect()), origin: source ? source.of(el) : null });
  const causeOut = (w, el, p) => ({
    element: w.el !== el ? selectorOf(w.el) : "", property: w.property, value: w.value, names: w.names || [], fix: w.fix || "", inline: !!w.inline, missing: !!w.missing,
    selector: selectorOf(w.el), classes: Array.from(w.el.classList || []), origin: w.el !== el && source ? source.of(w.el) : null,
    placed: p ? { rule: p.rule, name: p.name, value: p.value, layer: p.layer, dev: p.dev, scope: p.scope || "", own: !!p.own, named: p.named || "", line: p.line, col: p.col, owner: p.dev || p.scope || p.own ? null : styleRef(p.style) } : null,
    ask: !p && !w.inline && !w.missing && (w.names || []).length > 0,
  });
  const styleRef = (style) => {
    const all = Array.from(doc.getElementsByTagName("style"));
    return { via: "html", html: { tag: "style", index: all.indexOf(style), count: all.length, text: true } };
  };
  const add = (kind, el, detail, why, extra) => found.push(Object.assign({ kind, el, detail, why }, extra || {}));

  // next is the first element Tab reaches after the part `inside`, in
  // document order: where a person who got out of a trap would go on.
  const TABBABLE = "a[href],area[href],button,input:not([type=hidden]),select,textarea,iframe,summary,[tabindex],[contenteditable]";
  const next = (inside) => {
    const shown = doc.querySelector("dialog:modal");
    for (const el of doc.querySelectorAll(TABBABLE)) {
      if (contains(inside, el) || !(inside.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) continue;
      if (el.tabIndex < 0 || el.disabled || el.closest("[inert]")) continue;
      if (shown && !contains(shown, el)) continue; // inert behind a modal dialog
      const r = el.getBoundingClientRect();
      if (!r.width && !r.height) continue;
      if (cs(el).visibility !== "visible") continue;
      return el;
    }
    return null;
  };

  // step reads where the last Tab put focus, and judges what the page
  // alone can: a cycle, a jump against reading order, a cover. Go takes
  // the pictures of `region` (viewport CSS px).
  const step = (i, resumed) => {
    const el = active();
    if (!el || el === doc.body || el === de) {
      stops.push({ el: null });
      const lost = i > 0 && stops[i - 1].el && !notApp(stops[i - 1].el) && next(stops[i - 1].el) !== null && lostSince !== i - 1;
      lostSince = i;
      return { i, body: true, lost, after: lost ? selectorOf(stops[i - 1].el) : "" };
    }
    const first = seen.has(el) ? seen.get(el) : -1;
    const st = { el, sel: selectorOf(el), r: pageRect(el.getBoundingClientRect()) };
    stops.push(st);
    if (first < 0) seen.set(el, i);
    const res = { i, selector: st.sel, again: first };
    if (first >= 0 && first > lostSince && !resumed) {
      // Tab came back without leaving the page: a cycle.
      const cycle = stops.slice(first, i).map((s) => s.el).filter(Boolean);
      if (cycle.every(modal)) return Object.assign(res, { modal: true });
      let part = cycle[0];
      while (part && !cycle.every((c) => contains(part, c))) part = parentOf(part);
      part = part || doc.body;
      if (cycle.length === 1 && part === el && parentOf(el)) part = el;
      const exit = next(part);
      add("focus-trap", part, "Tab stays among " + cycle.length + " element" + (cycle.length === 1 ? "" : "s") + " in " + selectorOf(part) + " (" + cycle.slice(0, 3).map(named).join(", ") + (cycle.length > 3 ? ", …" : "") + ")" + (exit ? "; the walk went on at " + selectorOf(exit) : "; nothing follows it"), null, { part });
      if (exit) {
        exit.focus();
        seen.clear();
        lostSince = i;
      }
      return Object.assign(res, { trap: true, exit: exit ? selectorOf(exit) : "" });
    }
    if (first >= 0) return Object.assign(res, { done: true });
    if (notApp(el) || el.localName === "iframe") return Object.assign(res, { skip: true });
    const prev = i > 0 ? stops[i - 1] : null;
    if (prev && prev.el && !resumed && seen.get(prev.el) === i - 1) {
      // Where the person saw the last stop: while it had focus (a skip
      // link is on the screen only then), moved by any scroll since.
      const r0 = inView(prev.r);
      const r1 = el.getBoundingClientRect();
      // A pinned box (a sticky bar, a fixed skip link) is where the
      // screen is, not somewhere along the page: no order against it.
      const how = r0.width && r1.width && !pinned(el) && !pinned(prev.el) ? against(r0, r1) : "";
      if (how) {
        const w = reorder(prev.el, el);
        if (w) {
          const p = w.inline ? null : placed(w.el, w);
          add("focus-order", el, "Tab goes from " + named(prev.el) + " to " + named(el) + ", " + how + " (" + px(r0.left) + "," + px(r0.top + scrollY) + " to " + px(r1.left) + "," + px(r1.top + scrollY) + ")", causeOut(w, el, p), { from: prev.el });
        } else res.unexplained = how;
      }
    }
    const c = cover(el);
    if (c) {
      const cr = c.getBoundingClientRect();
      const bottom = cr.top > vh() / 2;
      const side = bottom ? "bottom" : "top";
      const have = cs(de)["scrollPadding" + (bottom ? "Bottom" : "Top")];
      const need = Math.ceil(bottom ? vh() - cr.top : cr.bottom);
      add("focus-obscured", el, named(el) + " is hidden behind " + (pinned(c) === c ? cs(c).position + " " : "") + selectorOf(c) + " (" + px(cr.width) + "x" + px(cr.height) + " at the " + side + ") when Tab reaches it; scroll-padding-" + side + " is " + have,
        causeOut({ el: de, property: "scroll-padding-" + side, value: have, names: [], missing: true, fix: "html { scroll-padding-" + side + ": " + need + "px } keeps focused controls clear of " + selectorOf(c) }, el, null), { cover: c });
      return Object.assign(res, { obscured: true });
    }
    const region = where(el);
    if (region) {
      const x = Math.floor(region.x);
      const y = Math.floor(region.y);
      res.region = { x, y, w: Math.ceil(region.x + region.w) - x, h: Math.ceil(region.y + region.h) - y };
      Object.assign(st, indicator(el));
      // Stops alike (one template's controls, one rule's outline) get a
      // second look once: the first answers for the rest.
      res.pattern = el.localName + "." + Array.from(el.classList || []).sort().join(".") + "|" + (st.why && st.why.placed ? st.why.placed.rule : "");
      // An outline drawn at focus shows without a picture: at least a
      // pixel wide and not transparent. (One clipped by an overflow is
      // taken as shown: a miss, never a false report.)
      const s = cs(el);
      res.ring = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) >= 1 && !/^(transparent|rgba\(.*,\s*0\))$/.test(s.outlineColor);
    }
    return res;
  };
  const indicator = (el) => {
    const s = cs(el);
    const out = { outline: s.outlineStyle, shadow: s.boxShadow === "none" ? "none" : "set", why: null };
    if (s.outlineStyle === "none" || parseFloat(s.outlineWidth) === 0) {
      const w = { el, property: "outline", value: s.outlineStyle === "none" ? "none" : s.outlineWidth, names: ["outline-style", "outline", "outline-width"], fix: "give :focus-visible an outline or a ring (outline: 2px solid)" };
      if (el.style.outlineStyle || el.style.outline) w.inline = true;
      const p = w.inline ? null : placed(el, w);
      out.why = causeOut(w, el, p);
      if (!p) out.why.ask = false;
    }
    return out;
  };

  // The second look follows the timers focus sets, to wait for them
  // (up to timerMs after focus): setTimeout and clearTimeout are wrapped
  // from Shift+Tab to the picture, in the world the walk runs in (the page's own when
  // source.js reads the frameworks; an isolated world sees none), and
  // put back after.
  const timerMs = 400;
  let timers = null;
  const hook = () => {
    if (timers) return;
    const set = globalThis.setTimeout;
    const clear = globalThis.clearTimeout;
    const pending = new Map();
    globalThis.setTimeout = function (fn, t, ...rest) {
      if (!timers.track || typeof fn !== "function" || !(t > 0 && t <= timerMs)) return set.call(globalThis, fn, t, ...rest);
      let done;
      const p = new Promise((r) => (done = r));
      const id = set.call(globalThis, function () {
        pending.delete(id);
        done();
        return fn.apply(this, arguments);
      }, t, ...rest);
      pending.set(id, p);
      p.done = done;
      return id;
    };
    globalThis.clearTimeout = function (id) {
      const p = pending.get(id);
      if (p) {
        pending.delete(id);
        p.done();
      }
      return clear.call(globalThis, id);
    };
    timers = { pending, set, clear, track: true };
  };
  // sleep waits with the page's own setTimeout, not the wrapped one.
  const sleep = (ms) => new Promise((r) => (timers ? timers.set : setTimeout).call(globalThis, r, ms));
  const unhook = () => {
    if (!timers) return;
    globalThis.setTimeout = timers.set;
    globalThis.clearTimeout = timers.clear;
    timers = null;
  };
  // A tooltip that shows focus: an element painted near the control
  // (tipGap px at most between the boxes, so outside the second look's
  // picture too), not inside it, that is role=tooltip, a popover, named by
  // its aria-describedby, -labelledby, -details or -controls, or added to
  // the page since the second look began and holding text. shownTips
  // lists those shown now; one shown before focus does not count.
  const tipGap = 64;
  let tipsBefore = new Set();
  let tips = [];
  let added = [];
  let watch = null;
  const visibleTip = (t) => {
    if (!t.isConnected) return false;
    const r = t.getBoundingClientRect();
    if (r.width < 4 || r.height < 4 || !rectIn(r)) return false;
    if (cs(t).visibility !== "visible") return false;
    let o = 1;
    for (let a = t; a && a.nodeType === 1; a = parentOf(a)) o *= parseFloat(cs(a).opacity);
    return o >= 0.5;
  };
  const shownTips = (el) => {
    const c = new Set();
    try {
      for (const t of doc.querySelectorAll("[role=tooltip],[popover]")) c.add(t);
    } catch (e) {}
    for (const a of ["aria-describedby", "aria-labelledby", "aria-details", "aria-controls"]) {
      for (const id of (el.getAttribute(a) || "").split(/\s+/)) {
        const t = id && doc.getElementById(id);
        if (t) c.add(t);
      }
    }
    for (const n of added) if ((n.innerText || "").trim()) c.add(n);
    const r = el.getBoundingClientRect();
    return Array.from(c).filter((t) => {
      if (contains(el, t) || contains(t, el) || !visibleTip(t)) return false;
      const q = t.getBoundingClientRect();
      const dx = Math.max(0, q.left - r.right, r.left - q.right);
      const dy = Math.max(0, q.top - r.bottom, r.top - q.bottom);
      return dx <= tipGap && dy <= tipGap;
    });
  };

  return {
    // begin puts the Tab starting point at the top of the document, as on
    // a page just loaded, whatever was focused or clicked before.
    begin() {
      const a = active();
      if (a && a !== doc.body && a.blur) a.blur();
      const mark = doc.createElement("span");
      mark.tabIndex = -1;
      // Behind a modal dialog the page is inert: its top is the dialog's.
      (doc.querySelector("dialog:modal") || doc.body).prepend(mark);
      mark.focus({ preventScroll: true });
      mark.remove();
      return true;
    },
    // stop reads one stop, with the view it was read in.
    stop(resumed) {
      const res = Object.assign(step(stops.length, resumed), { scrollX, scrollY, vw: vw(), vh: vh(), dpr: devicePixelRatio });
      // What this Tab started is since the mark the last stop left; what
      // the next starts, since now.
      since = mark;
      mark = doc.timeline.currentTime;
      return res;
    },
    // blur takes focus off stop i so Go can picture it without focus;
    // Chromium keeps the Tab starting point where it was.
    blur(i) {
      since = mark = doc.timeline.currentTime;
      const el = stops[i].el;
      if (el && active() === el) el.blur();
      return true;
    },
    // still brings what the last key or blur started to its end before a
    // picture: a ring that fades in shows nothing in its first frame.
    // Transitions are finished at once (they end there anyway); other
    // animations are waited for, up to ms. What was running before is
    // the page's own (a carousel, a spinner) and left alone.
    still(ms) {
      const run = doc.getAnimations().filter((a) => a.playState === "running" && a.startTime !== null && a.startTime >= since && a.effect && a.effect.getComputedTiming().endTime !== Infinity);
      const wait = [];
      for (const a of run) {
        if (typeof CSSTransition !== "undefined" && a instanceof CSSTransition) a.finish();
        else wait.push(a);
      }
      if (!wait.length) return run.length;
      return Promise.race([Promise.all(wait.map((a) => a.finished.catch(() => {}))), new Promise((r) => setTimeout(r, ms))]).then(() => run.length);
    },
    // A second look at a stop judged unseen: Shift+Tab back to it, a
    // wait for what a framework draws late (a ripple mounted in an
    // effect, a tooltip opened after its delay), a picture; off(i) takes
    // focus away for the other; back() returns focus to the stop Tab is
    // on, so the walk goes on from it.
    // again(i, ms) runs after Go pressed Shift+Tab from the stop Tab is
    // on: it says whether that brought focus back to stop i (the key
    // events a framework's focus-visible heuristics trust), and waits
    // 150 ms and two frames, then for what they started to end.
    // The timers focus set (a tooltip's enter delay: MUI's 100 ms, 300
    // on react-admin's sort labels) are awaited too, up to timerMs after
    // focus, and it says whether a tooltip opened: {back, tip}.
    again(i, ms) {
      const el = stops[i].el;
      const back = active() === el;
      if (!back) return { back: false, tip: false };
      // Only the timers the keys' events set (focus, keydown, keyup),
      // not those set after (a page's polling), are waited for.
      if (timers) timers.track = false;
      const mine = Array.from(timers ? timers.pending.values() : []);
      const left = timerMs - 150;
      return sleep(150)
        .then(() => mine.length && Promise.race([Promise.all(mine), sleep(left)]))
        .then(frames)
        .then(() => this.still(ms))
        .then(() => {
          unhook();
          tips = shownTips(el).filter((t) => !tipsBefore.has(t));
          return { back: true, tip: tips.length > 0 };
        });
    },
    // from marks when Go is about to press Shift+Tab: what it starts is
    // since now, and Tab comes back to the element on now. It notes the
    // tooltips shown before, and follows the timers set from now on.
    // When stop i was blurred (the walk's last stop), it is focused
    // again and true returned: Go presses Tab before Shift+Tab, which
    // from nothing focused would go to the stop before it.
    from(i) {
      resume = active();
      const alone = !resume || resume === doc.body || resume === de;
      if (alone) stops[i].el.focus({ preventScroll: true });
      since = mark = doc.timeline.currentTime;
      tipsBefore = new Set(shownTips(stops[i].el));
      added = [];
      watch = new MutationObserver((ms) => {
        for (const m of ms) for (const n of m.addedNodes) if (n.nodeType === 1) added.push(n);
      });
      watch.observe(doc.body, { childList: true, subtree: true });
      hook();
      return alone;
    },
    // off(i, ms) takes focus away and says whether the tooltips focus
    // opened closed again (within timerMs): then they showed focus.
    off(i, ms) {
      since = mark = doc.timeline.currentTime;
      const el = stops[i].el;
      el.blur();
      const opened = tips;
      tips = [];
      const until = performance.now() + timerMs;
      const gone = () => {
        if (opened.every((t) => !visibleTip(t))) return true;
        if (performance.now() > until) return false;
        return frames().then(() => this.still(ms)).then(gone);
      };
      return frames()
        .then(() => this.still(ms))
        .then(() => opened.length > 0 && gone());
    },
    back() {
      unhook();
      if (watch) watch.disconnect();
      watch = null;
      if (resume && resume !== doc.body && active() !== resume) resume.focus({ preventScroll: true });
      resume = null;
      mark = doc.timeline.currentTime;
      return true;
    },
    // unseen records that stop i showed no change on focus, with the
    // declaration that took its indicator away, read while it had focus.
    unseen(i, changed, most) {
      const st = stops[i];
      if (!st.el) return false;
      const how = most === 0 ? "no pixel around it changes" : changed + " pixels around it change by more than 24 of 255, none by more than " + most;
      add("focus-not-visible", st.el, named(st.el) + " shows no visible change when it takes focus (" + how + "); outline-style " + st.outline + ", box-shadow " + st.shadow, st.why);
      return true;
    },
    // end puts the page back: no focus, the scroll it had, and hands over
    // the findings, grouped as the layout findings are (one template
    // repeated is one defect).
    end() {
      unhook();
      if (watch) watch.disconnect();
      const a = active();
      if (a && a !== doc.body && a.blur) a.blur();
      scrollTo(start.x, start.y);
      const groups = new Map();
      const pattern = (el) => el.localName + "." + Array.from(el.classList || []).sort().join(".");
      for (const f of found) {
        // Two stops with the same cause are one defect: one rule took the
        // ring off a template's controls, one reversed row misorders them.
        const rule = f.why ? (f.why.placed && f.why.placed.rule) || "" : "";
        let key = f;
        if (f.kind === "focus-not-visible") key = f.kind + "|" + pattern(f.el) + "|" + rule;
        else if (f.kind === "focus-order" && f.why) key = f.kind + "|" + f.why.selector + "|" + f.why.property + "|" + rule;
        const g = groups.get(key);
        if (g) {
          g.n++;
          if (g.others.length < 3) g.others.push(f.el);
        } else groups.set(key, { f, n: 1, others: [] });
      }
      const list = [];
      for (const { f, n, others } of groups.values()) {
        const o = out(f.el);
        list.push(Object.assign(o, { kind: f.kind, detail: f.detail, count: n > 1 ? n : 0, examples: others.map(selectorOf), why: f.why }));
      }
      return list;
    },
  };
}
