// cause says why a layout finding's element is wrong: which declaration
// makes the box too big, unable to shrink or wrap, clipped or offset, on
// which element. It reads computed styles only; where the declaration is
// written (its rule and stylesheet line) is read afterwards from the
// browser's cascade, for the findings that are kept (browser/cascade). A
// declaration in the element's style attribute is seen here. A missing
// declaration (a long word with overflow-wrap: normal) is a cause too, with
// no rule. cs is findings.js's cached getComputedStyle.
// Each cause is {el, property, value, names, fix, inline, missing}: names
// are the properties that can declare it (a longhand and its shorthands),
// in the order the cascade is searched. place (place.js) finds where a
// guess is declared in the page's style sheets.
(cs, place) => {
  const WRAP = ["white-space", "text-wrap-mode", "text-wrap"];
  const WIDTH = ["width", "inline-size"];
  // widthNames: where el's width can be declared; a flex item's basis
  // only when it is a length (flex: 1 is a basis of 0%, which widens
  // nothing).
  const widthNames = (el) => {
    const s = cs(el);
    const p = el.parentElement;
    const flexItem = p && /flex/.test(cs(p).display);
    return flexItem && /px$/.test(s.flexBasis) && parseFloat(s.flexBasis) > 0 ? WIDTH.concat("flex-basis", "flex") : WIDTH;
  };
  const HEIGHT = ["height", "block-size", "max-height", "max-block-size"];
  const SIDES = { left: "inset-inline-start", right: "inset-inline-end", top: "inset-block-start", bottom: "inset-block-end" };
  // USED: properties whose computed value is a used one, set whether or
  // not anything declares it (a box's width, an inset of a positioned
  // box): such a guess is a cause only when a declaration is found.
  const USED = /^(width|inline-size|height|block-size|top|right|bottom|left|inset-.*)$/;
  // ATTR: presentational attributes the cascade ranks under every rule
  // (<img width>, <td nowrap>), by the property they set.
  const ATTR = {
    width: /^(img|video|canvas|table|td|th|col|colgroup|iframe|embed|object|input|svg)$/,
    height: /^(img|video|canvas|table|td|th|tr|iframe|embed|object|input|svg)$/,
    "white-space": /^(td|th)$/,
  };
  const attrOf = (el, names) => {
    for (const n of names) {
      const a = n === "white-space" ? "nowrap" : n;
      if (ATTR[n] && ATTR[n].test(el.localName) && el.hasAttribute(a)) return { attr: a, value: n === "white-space" ? "nowrap" : el.getAttribute(a) };
    }
    return null;
  };
  // decl is a declaration on el; the style attribute's own, when it has one.
  const decl = (el, names, fix, value) => {
    for (const n of names) {
      const v = el.style && el.style.getPropertyValue(n);
      if (v) return { el, property: n, value: v, names: [n], fix, inline: true };
    }
    const out = { el, property: names[0], value: value || cs(el).getPropertyValue(names[0]), names, fix, used: USED.test(names[0]) };
    // A presentational attribute sets it when no rule does: settle and
    // the cascade look for a rule first.
    const a = attrOf(el, names);
    if (a) Object.assign(out, { attr: a.attr, attrValue: a.value, fix: a.attr === "nowrap" ? "remove the nowrap attribute: let it wrap" : "let it shrink: max-width: 100%" + (a.attr === "width" && /^(img|video|canvas|svg)$/.test(el.localName) ? "; height: auto" : "") });
    return out;
  };
  const nowrap = (s) => /^(nowrap|pre)$/.test(s.whiteSpace) || s.textWrapMode === "nowrap";
  // wrapRoot: the element whose white-space the text inherits.
  const wrapRoot = (a) => {
    while (a.parentElement && a !== document.body && nowrap(cs(a.parentElement)) && !a.style.whiteSpace && !a.style.textWrapMode) a = a.parentElement;
    return a;
  };
  // wrapDecl: the nowrap a text has, declared on its own element (a
  // span's truncate class) or inherited from the element wrapRoot finds
  // (a cell's whitespace-nowrap): a chain from the text's element out,
  // the first one declared wins; nobody declaring it on the way names
  // the root (the browser's default of a <pre>, a <td nowrap>).
  const wrapDecl = (a, fix, value) => {
    const root = wrapRoot(a);
    const guesses = [];
    for (let e = a, i = 0; e && e !== root && i < 4; e = e.parentElement, i++) {
      guesses.push(Object.assign(decl(e, WRAP, fix, value), { used: true }));
    }
    guesses.push(decl(root, WRAP, fix, value));
    return chain(guesses);
  };
  const directText = (el) => {
    for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 3 && /\S/.test(n.nodeValue)) return true;
    return false;
  };
  const range = document.createRange();
  const textWidth = (el) => {
    range.selectNodeContents(el);
    return range.getBoundingClientRect().width;
  };
  // scrolled: n's text is inside a box below top that scrolls or clips it
  // (a <pre> with overflow-x: auto): not what widens top.
  const scrolled = (n, top) => {
    for (let a = n; a && a !== top; a = a.parentElement) if (!/^(visible|clip)$/.test(cs(a).overflowX)) return true;
    return false;
  };
  // need: how wide el's items are laid side by side, gaps included.
  const need = (el) => {
    let w = 0;
    let n = 0;
    for (const c of el.children) {
      const b = c.getBoundingClientRect();
      if (b.width > 0) {
        w += b.width;
        n++;
      }
    }
    return w + Math.max(0, n - 1) * (parseFloat(cs(el).columnGap) || 0);
  };
  // chain links guesses in order: each is the next one's fallback when
  // the cascade declares nothing for it (a computed width or inset is a
  // used value, declared or not). A missing declaration ends a chain.
  const chain = (guesses) => {
    guesses = guesses.filter(Boolean);
    for (let i = 0; i + 1 < guesses.length; i++) {
      let t = guesses[i];
      while (t.else) t = t.else;
      if (!t.inline && !t.missing) t.else = guesses[i + 1];
    }
    return guesses[0] || null;
  };
  // heldBy: the flex or grid item around box n (one that scrolls its own
  // content, or one wide by its own content) that its default min-width:
  // auto holds at n's width, wider than limit; or null.
  const heldBy = (n, limit) => {
    for (let a = n.parentElement; a && a !== document.body && a.parentElement; a = a.parentElement) {
      const as = cs(a);
      const box = cs(a.parentElement);
      if (/flex|grid/.test(box.display) && !/column/.test(box.flexDirection) && as.minWidth === "auto" && as.overflowX === "visible" && a.getBoundingClientRect().width > limit) {
        return { el: a, property: "min-width", value: "auto", fix: "let it shrink: min-width: 0", missing: true };
      }
    }
    return null;
  };
  // ownWide: n is wider than limit by its own content, not stretched to
  // it: a line of its text is (a <pre>'s, a nowrap label's), or it is a
  // leaf whose width is declared (a bar of w-[600px]); an <hr>, a nav or
  // a scroller stretched by the track is not.
  const ownWide = (n, limit) => {
    const texts = document.createTreeWalker(n, NodeFilter.SHOW_TEXT);
    for (let t = texts.nextNode(), i = 0; t && i < 40; t = texts.nextNode(), i++) {
      if (!/\S/.test(t.nodeValue)) continue;
      range.selectNodeContents(t);
      for (const q of range.getClientRects()) if (q.width > limit) return true;
    }
    if (n.children.length || (n.textContent || "").trim()) return false;
    if (n.style && (n.style.width || n.style.minWidth)) return true;
    const p = place && place(n, ["width", "inline-size", "min-width"]);
    return !!(p && p.rule && !p.ask && !/%$/.test((p.value || "").trim()));
  };
  // trackHolder: why grid item el is as wide as its track when a sibling
  // widened the track: a box in the sibling that keeps its own width (a
  // scroller, a fixed-width leaf), held there by an item's min-width: auto
  // (heldBy); or null.
  const trackHolder = (el, limit) => {
    const p = el.parentElement;
    let budget = 300; // elements looked at, in all siblings: a grid of a hundred cards is not walked whole
    for (const sib of p.children) {
      if (sib === el) continue;
      const walk = document.createTreeWalker(sib, NodeFilter.SHOW_ELEMENT);
      for (let n = walk.currentNode; n && budget-- > 0; n = walk.nextNode()) {
        if (n.getBoundingClientRect().width > limit && ownWide(n, limit)) {
          const held = heldBy(n, limit);
          if (held && held.el !== el && !held.el.contains(el)) return held;
        }
      }
    }
    return null;
  };
  // trackMin: the fixed minimum of grid p's declared columns, in px, or
  // null when nothing declared says (a track as wide as its content).
  const trackMin = (p) => {
    let v = p.style && p.style.gridTemplateColumns;
    if (!v && place) {
      const got = place(p, ["grid-template-columns", "grid-template", "grid"]);
      v = got && !got.ask ? got.value : "";
    }
    const m = /minmax\(\s*([\d.]+)(px|rem|em)\b/.exec(v || "") || /^\s*(?:repeat\(\s*[\w-]+\s*,\s*)?([\d.]+)(px|rem|em)\b/.exec(v || "");
    if (!m) return null;
    const size = m[2] === "px" ? 1 : parseFloat(cs(m[2] === "rem" ? document.documentElement : p).fontSize) || 16;
    return { min: parseFloat(m[1]) * size, text: m[1] + m[2], value: v };
  };
  // wide: why el is wider than the room it has (limit px): its grid's
  // fixed columns, its min-width, a flex item that will not shrink, a
  // nowrap text in it, its width; else a flex row that does not wrap, or
  // a flex item's default min-width: auto. room is what el had from its
  // left edge (limit when not given): a width explains the box only if
  // it is wider than that.
  const wide = (el, limit, room = limit) => {
    const s = cs(el);
    const r = el.getBoundingClientRect();
    const p = el.parentElement;
    const ps = p && cs(p);
    const guesses = [];
    // A box that scrolls its own content (a <pre> with overflow-x: auto)
    // would keep it in if it were let shrink: what widens it is the
    // nearest flex or grid item around it held at its content's width by
    // the default min-width: auto.
    // Its own declared width comes first (a progress bar of width: 900px
    // clips its fill, and is too wide itself).
    if (s.overflowX !== "visible" && s.overflowX !== "clip") {
      const held = heldBy(el, limit);
      if (held) return chain([decl(el, widthNames(el), "remove the fixed width (max-width: 100%)"), held]);
    }
    if (ps && /grid/.test(ps.display)) {
      const cols = ps.gridTemplateColumns.split(/\s+/).map(parseFloat).filter((n) => n > 0);
      const sum = cols.reduce((a, b) => a + b, 0);
      if (cols.length > 1 && sum > p.clientWidth + 2) {
        guesses.push(decl(p, ["grid-template-columns", "grid-template", "grid"], "let the columns shrink: minmax(0, 1fr)", ps.gridTemplateColumns));
      } else if (cols.length === 1 && sum > p.clientWidth + 2) {
        // One track wider than its grid: a track minimum declared wider
        // than the room (repeat(auto-fill, minmax(360px, 1fr)) in 300 px)
        // is the cause; min-width: 0 on the item cannot shrink it.
        const d = trackMin(p);
        if (d && d.min > p.clientWidth + 2) guesses.push(decl(p, ["grid-template-columns", "grid-template", "grid"], "let the track shrink to the room: minmax(min(" + d.text + ", 100%), 1fr)", d.value));
      }
    }
    // The content box: a min-width sets it, padding comes on top.
    const inner = s.boxSizing === "border-box" ? r.width : r.width - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - parseFloat(s.borderLeftWidth) - parseFloat(s.borderRightWidth);
    const minW = /px$/.test(s.minWidth) ? parseFloat(s.minWidth) : 0;
    const byMin = minW > 0 && minW >= inner - 1;
    if (byMin) guesses.push(decl(el, ["min-width", "min-inline-size"], "remove the min-width"));
    const flexItem = ps && /flex/.test(ps.display) && !/column/.test(ps.flexDirection);
    if (flexItem && s.flexShrink === "0") guesses.push(decl(el, ["flex-shrink", "flex"], "let it shrink: flex-shrink: 1"));
    // A nowrap text as wide as the box is what widens it.
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_ELEMENT);
    for (let n = walk.currentNode, i = 0; n && i < 60; n = walk.nextNode(), i++) {
      if (nowrap(cs(n)) && directText(n) && textWidth(n) >= Math.min(r.width, limit) - 2 && !scrolled(n, el)) {
        guesses.push(wrapDecl(n, "let it wrap", "nowrap"));
        break;
      }
    }
    // A content box that fits the room with padding (and borders) around
    // it: width: 100% and padding under content-box, not a width.
    const pad = r.width - inner;
    if (s.boxSizing === "content-box" && pad > 2 && inner <= limit + 1 && r.width > limit + 2) {
      guesses.push({ el, property: "box-sizing", value: "content-box", fix: "box-sizing: border-box, so its " + Math.round(pad) + " px of padding and border fit inside its width", missing: true });
    }
    const w = decl(el, widthNames(el), "remove the fixed width (max-width: 100%)");
    w.measured = Math.round(r.width) + " px wide in " + Math.round(room) + " px of room";
    // A declared width explains the box only if it is as wide as what
    // sticks out (a content box adds its padding).
    w.least = room - (s.boxSizing === "content-box" ? pad : 0) - 1;
    guesses.push(w);
    if (minW > 0 && !byMin) guesses.push(decl(el, ["min-width", "min-inline-size"], "remove the min-width"));
    // A row of items that does not wrap is as wide as they are.
    // A row stretched by something wider around it is not too wide itself
    // (a header spread by justify-content): its items must need more
    // than the room.
    if (/flex/.test(s.display) && !/column/.test(s.flexDirection) && s.flexWrap === "nowrap" && el.children.length > 1 && need(el) > limit) {
      guesses.push({ el, property: "flex-wrap", value: "nowrap", fix: "let the items wrap: flex-wrap: wrap", missing: true });
    }
    // An item of a row that does not wrap is held where its items put
    // it: they need more than the row, which itself fits the room (a row
    // too wide itself is its own cause), and nothing on it says so.
    if (flexItem && ps.flexWrap === "nowrap" && p.children.length > 1 && p.clientWidth <= limit + 2 && need(p) > p.clientWidth + 2) {
      guesses.push({ el: p, property: "flex-wrap", value: "nowrap", fix: "let the items wrap: flex-wrap: wrap", missing: true });
    }
    // A grid item is as wide as its track, which a sibling may have
    // widened (a header row beside a code block, better-t-stack's).
    const gridItem = ps && /grid/.test(ps.display);
    if (gridItem && r.width > limit) guesses.push(trackHolder(el, limit));
    // A flex or grid item keeps min-width: auto, its content's width,
    // unless told.
    if ((flexItem || gridItem) && s.minWidth === "auto" && el.scrollWidth > limit && s.overflowX === "visible") {
      guesses.push({ el, property: "min-width", value: "auto", fix: "let it shrink: min-width: 0", missing: true });
    }
    return chain(guesses);
  };
  // offset: the side el is pushed past (over: px past each side) by its
  // own inset or a negative margin, or null.
  // With over null, any side counts: an inset that places a positioned
  // box (over another control), a negative margin.
  // With axis, only the sides on that axis count (a box placed by top
  // and left that runs out on the right is not placed wrong by its top).
  const offset = (el, over, axis) => {
    const s = cs(el);
    if (!over) {
      const placed = s.position === "absolute" || s.position === "relative";
      for (const k of axis || ["top", "left", "right", "bottom"]) {
        if (placed && s[k] !== "auto" && parseFloat(s[k]) !== 0) return decl(el, [k, SIDES[k], "inset"], axis ? "keep it inside: a smaller " + k + ", or " + (k === "left" ? "right" : k === "top" ? "bottom" : k) + ": 0" : "place it clear of what it covers");
      }
      if (axis) return null;
      over = { top: 3, left: 3, right: 3, bottom: 3 };
    }
    const sides = Object.keys(over).filter((k) => over[k] > 2).sort((a, b) => over[b] - over[a]);
    for (const k of sides) {
      if (s.position !== "static" && parseFloat(s[k]) < 0) return decl(el, [k, SIDES[k], "inset"], "keep it inside: " + k + ": 0");
      if (parseFloat(s["margin" + k[0].toUpperCase() + k.slice(1)]) < 0) return decl(el, ["margin-" + k, "margin-inline", "margin"], "remove the negative margin");
    }
    return moved(el, over);
  };
  // moved: the translate (a transform that only moves, or the translate
  // property) that carries el past a side of over, or null.
  const moved = (el, over) => {
    const s = cs(el);
    let x = 0;
    let y = 0;
    const m = /^matrix\(([^)]*)\)$/.exec(s.transform || "");
    if (m) {
      const v = m[1].split(",").map(parseFloat);
      if (Math.abs(v[0] - 1) < 1e-3 && Math.abs(v[1]) < 1e-3 && Math.abs(v[2]) < 1e-3 && Math.abs(v[3] - 1) < 1e-3) {
        x = v[4];
        y = v[5];
      }
    }
    const names = x || y ? ["transform"] : ["translate"];
    if (!x && !y && s.translate && s.translate !== "none") {
      const t = s.translate.split(/\s+/);
      x = /px$/.test(t[0]) ? parseFloat(t[0]) : 0;
      y = /px$/.test(t[1] || "") ? parseFloat(t[1]) : 0;
    }
    const past = (over.right > 2 && x > 2) || (over.left > 2 && x < -2) || (over.bottom > 2 && y > 2) || (over.top > 2 && y < -2);
    return past ? decl(el, names, "keep it inside: a smaller translate, or room for it", names[0] === "transform" ? s.transform : s.translate) : null;
  };
  // escaping: the outermost box between text node n and el that runs out
  // of el's right edge while the text stays inside its own nearest box,
  // or null (a long word wider than its box is the text's own fault).
  const escaping = (el, n) => {
    let box = n.parentElement;
    while (box && box !== el && /^inline$|^contents$/.test(cs(box).display)) box = box.parentElement;
    if (!box || box === el) return null;
    range.selectNodeContents(n);
    const t = range.getBoundingClientRect();
    const b = box.getBoundingClientRect();
    if (t.right > b.right - (parseFloat(cs(box).paddingRight) || 0) - (parseFloat(cs(box).borderRightWidth) || 0) + 1) return null;
    // A box laid in a line (an inline-block <kbd> in a nowrap title) is
    // carried out by its line: only a block-level box is the cause.
    const edge = el.getBoundingClientRect().left + el.clientLeft + el.clientWidth;
    let out = null;
    for (let a = box; a && a !== el; a = a.parentElement) if (!/^inline/.test(cs(a).display) && a.getBoundingClientRect().right > edge + 2) out = a;
    return out;
  };
  // roomIn: the width x had inside b's padding box, from x's left edge
  // (or b's, when x starts left of it) to b's right edge: a 460 px box
  // after a 240 px menu runs out of an 820 px frame though it is narrower.
  const roomIn = (x, b) => {
    const left = b.getBoundingClientRect().left + b.clientLeft;
    return Math.max(1, left + b.clientWidth - Math.max(left, x.getBoundingClientRect().left));
  };
  // turned: the rotation or scale that makes el's painted box larger
  // than its layout box (a picture tilted on purpose, whose corner then
  // crosses an edge), or null.
  const turned = (el) => {
    const r = el.getBoundingClientRect();
    if (!(r.width > el.offsetWidth + 1 || r.height > el.offsetHeight + 1)) return null;
    const s = cs(el);
    if (s.scale !== "none" && parseFloat(s.scale) !== 1) return decl(el, ["scale"], "keep it inside: less scale, or room around it");
    if (s.rotate !== "none" && parseFloat(s.rotate) !== 0) return decl(el, ["rotate"], "keep it inside: less rotation, or room around it");
    if (s.transform !== "none") return decl(el, ["transform"], "keep it inside: less rotation or scale, or room around it");
    return null;
  };
  const selectorLabel = (el) => el.localName + (el.classList && el.classList.length ? "." + el.classList[0] : "");
  // trackOf: the width of the grid column item a is laid in (by its
  // left edge, its centre under justify-self: center, its right edge under
  // end), or null when the grid's columns are not lengths.
  const trackOf = (a, p) => {
    const ps = cs(p);
    const cols = ps.gridTemplateColumns.split(/\s+/).filter((t) => /px$/.test(t)).map(parseFloat);
    if (cols.length < 2) return null;
    const r = a.getBoundingClientRect();
    const js = cs(a).justifySelf;
    const x = /center/.test(js) ? (r.left + r.right) / 2 : /end|right/.test(js) ? r.right : r.left;
    const gap = parseFloat(ps.columnGap) || 0;
    let at = p.getBoundingClientRect().left + p.clientLeft + (parseFloat(ps.paddingLeft) || 0);
    for (const w of cols) {
      if (x >= at - 1 && x <= at + w + 1) return { width: w, count: cols.length };
      at += w + gap;
    }
    return null;
  };
  // spread: the grid item around control el (or el) wider than its
  // column, laid over the next: why two controls of one grid row overlap.
  const spread = (el) => {
    for (let a = el, i = 0; a && a.parentElement && a !== document.body && i < 8; a = a.parentElement, i++) {
      const p = a.parentElement;
      if (!/grid/.test(cs(p).display)) continue;
      const t = trackOf(a, p);
      const w = a.getBoundingClientRect().width;
      if (t && w > t.width + 2) return { item: a, grid: p, track: t.width, width: w };
    }
    return null;
  };
  return {
    // overlap: why control top covers control under: a grid item (a
    // centred nav) wider than its column spreads over the next one; the
    // grid's columns, the item's justify-self and what makes it wide,
    // in that order; else the top one's own offset.
    overlap(top, under) {
      const sp = spread(top) || spread(under);
      if (!sp) return offset(top, null);
      const need = Math.round(sp.width);
      const guesses = [Object.assign(decl(sp.grid, ["grid-template-columns", "grid-template", "grid"], "give its column the " + need + " px it needs, or lay the row out differently below this width (a breakpoint)", cs(sp.grid).gridTemplateColumns),
        { measured: selectorLabel(sp.item) + " is " + need + " px wide in a " + Math.round(sp.track) + " px column" })];
      const js = cs(sp.item).justifySelf;
      if (/center|end|right/.test(js)) guesses.push(decl(sp.item, ["justify-self", "place-self"], "give its column the " + need + " px it needs, or lay the row out differently below this width (a breakpoint)"));
      guesses.push(wide(sp.item, sp.track));
      return chain(guesses);
    },
    // text: why text node n overflows el's box by dx, dy (clips: el cuts it).
    text(el, n, dx, dy, clips) {
      const tp = n.parentElement || el;
      const es = cs(el);
      if (dy > 2 && es.webkitLineClamp && es.webkitLineClamp !== "none") {
        return decl(el, ["-webkit-line-clamp", "line-clamp"], "clamped on purpose: show the rest on hover or click");
      }
      // The larger loss is the cause to name: a heading cut to one line by
      // a fixed height, more than its long word sticking out.
      if (dx > 2 && (dx >= dy || !clips)) {
        // Text that fits its own box is cut because that box runs out
        // of el: why the box is too wide is the cause.
        const out = escaping(el, n);
        if (out) return wide(out, el.clientWidth, roomIn(out, el));
        const s = cs(tp);
        if (nowrap(s)) return wrapDecl(tp, "let it wrap", "nowrap");
        if (s.overflowWrap === "normal" && s.wordBreak === "normal") {
          return { el: tp, property: "overflow-wrap", value: "normal", fix: "let long words break: overflow-wrap: anywhere", missing: true };
        }
      }
      const measured = (g, what) => Object.assign(g, { measured: what });
      if (dy > 2) return measured(decl(el, HEIGHT, clips ? "let it grow: min-height instead of height" : "remove the fixed height"), "its text runs " + Math.round(dy) + " px below a box " + Math.round(el.clientHeight) + " px tall");
      return measured(decl(el, widthNames(el), "remove the fixed width"), "its text runs " + Math.round(dx) + " px past a box " + Math.round(el.clientWidth) + " px wide");
    },
    // box: why el sticks out of its container b (over: px past each side).
    // Guesses in order, each the next one's fallback when the cascade
    // declares nothing for it: a computed inset is a used value, declared
    // or not.
    box(el, b, over) {
      const guesses = [];
      const o = offset(el, over);
      if (o) guesses.push(o);
      const ps = cs(el).position;
      if (ps === "absolute" || ps === "relative") {
        const any = offset(el, null, over.left > 2 || over.right > 2 ? ["left", "right"] : ["top", "bottom"]);
        if (any && (!o || any.property !== o.property)) guesses.push(any);
      }
      // Wholly past the edge: a sibling before it pushed it there.
      const r = el.getBoundingClientRect();
      let push = null;
      if (over.right > 2 && r.left >= r.right - over.right - 2) {
        for (let p = el.previousElementSibling; p; p = p.previousElementSibling) {
          const pr = p.getBoundingClientRect();
          if (pr.width > 0 && (!push || pr.right > push.getBoundingClientRect().right)) push = p;
        }
      }
      // A box laid in a line that does not wrap is carried out by it,
      // when it would fit a line of its own.
      const line = el.parentElement;
      if (/^inline/.test(cs(el).display) && line && nowrap(cs(line)) && el.getBoundingClientRect().width <= b.clientWidth) guesses.push(decl(wrapRoot(line), WRAP, "let it wrap", "nowrap"));
      if (push) guesses.push(wide(push, b.clientWidth));
      else if (over.left > 2 || over.right > 2) guesses.push(wide(el, b.clientWidth, over.left > 2 ? b.clientWidth : roomIn(el, b)));
      else {
        // Taller than its container: its own height, else the container's.
        const tall = Math.round(el.getBoundingClientRect().height) + " px tall in " + Math.round(b.clientHeight) + " px of room";
        guesses.push(Object.assign(decl(el, HEIGHT, "remove the fixed height"), { measured: tall }));
        guesses.push(Object.assign(decl(b, HEIGHT, "let it grow: min-height instead of height"), { measured: tall }));
      }
      return chain(guesses);
    },
    wide,
    offset,
    turned,
    place,
    chain,
    // spill: a box whose content spills (a <pre>, a nowrap text).
    spill(el) {
      if (nowrap(cs(el))) {
        const a = wrapRoot(el);
        return decl(a, WRAP, a.localName === "pre" ? "let it wrap: white-space: pre-wrap" : "let it wrap", cs(a).whiteSpace);
      }
      return wide(el, el.clientWidth);
    },
  };
}
