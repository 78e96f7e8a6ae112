// Installed in the settle observer's isolated world of every document,
// before the page's own scripts: web-vitals (attribution build) measures
// CLS, LCP, FCP, TTFB and INP with reportAllChanges, so a one-shot capture
// can read the latest value of each. Beside it, a record of what could
// push content (elements inserted or restyled, images that loaded, fonts
// that loaded, transitions of a box's size), each with its time, for
// read() to name the cause of a shift. The page never sees any of it.
globalThis.vibelensVitals = (() => {
  // Chromium marks a shift hadRecentInput for 500 ms after the viewport
  // changes size, and a mobile-emulated load changes it once at the start
  // (the layout viewport moving to device-width), so web-vitals would drop
  // every shift of a phone's first half second. VibeLens sends no input
  // during a load: a shift counts unless a real input (a step's click or
  // key) came within 500 ms before it, as Lighthouse counts lab CLS. The
  // change is to what web-vitals is handed, in this world only.
  let lastInput = -Infinity;
  for (const type of ["pointerdown", "keydown", "mousedown", "touchstart"]) {
    addEventListener(type, (e) => e.isTrusted && (lastInput = Math.max(lastInput, e.timeStamp)), { capture: true, passive: true });
  }
  const Observer = PerformanceObserver;
  const userShift = (e) =>
    e.entryType !== "layout-shift" || !e.hadRecentInput || e.startTime - lastInput <= 500
      ? e
      : new Proxy(e, { get: (t, k) => (k === "hadRecentInput" ? false : typeof t[k] === "function" ? t[k].bind(t) : t[k]) });
  globalThis.PerformanceObserver = class extends Observer {
    constructor(callback) {
      super((list, observer) =>
        callback({ getEntries: () => list.getEntries().map(userShift), getEntriesByType: (t) => list.getEntriesByType(t).map(userShift), getEntriesByName: (n, t) => list.getEntriesByName(n, t).map(userShift) }, observer),
      );
    }
  };
  const wv = (function () {
    /*WEBVITALS*/
    return webVitals;
  })();
  const metrics = {};
  const keep = (m) => (metrics[m.name] = m);
  const all = { reportAllChanges: true };
  wv.onCLS(keep, all);
  wv.onLCP(keep, all);
  wv.onFCP(keep, all);
  wv.onTTFB(keep, all);
  // 16 ms, the Event Timing API's floor: a click a step made counts even
  // when quick (web-vitals' default ignores interactions under 40 ms).
  wv.onINP(keep, { reportAllChanges: true, durationThreshold: 16 });
  // Every counted shift, as web-vitals counts them: read() looks for the
  // app's largest session window when the dev server's styles made
  // web-vitals' largest.
  const allShifts = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput && allShifts.length < 1000) allShifts.push(e);
    }).observe({ type: "layout-shift", buffered: true });
  } catch (e) {}
  // sessionWindows groups shifts as CLS does: a window ends after a second
  // without a shift, or five seconds after it began.
  const sessionWindows = (entries) => {
    const out = [];
    let w = null;
    for (const e of entries) {
      if (w && e.startTime - w[w.length - 1].startTime < 1000 && e.startTime - w[0].startTime < 5000) w.push(e);
      else out.push((w = [e]));
    }
    return out;
  };

  // What could have pushed content, and when. Bounded: a page that keeps
  // inserting (a feed, a clock) keeps only its latest events.
  const events = [];
  const note = (e) => {
    events.push(e);
    if (events.length > 4000) events.splice(0, 2000);
  };
  // Vite's dev server adds each CSS file imported by a script as a
  // <style data-vite-dev-id> once the script runs, after the server's HTML
  // was painted; a build links it in the head.
  const isDevStyle = (el) => el.localName === "style" && el.hasAttribute("data-vite-dev-id");
  // The frames in which the dev server's styles were first applied: from
  // the insertion to the second frame after it, when the transitions that
  // style change started have sent their transitionrun.
  const devFrames = [];
  const devArrived = (t) => {
    const w = { from: t, to: Infinity };
    devFrames.push(w);
    if (devFrames.length > 200) devFrames.shift();
    requestAnimationFrame(() => requestAnimationFrame(() => (w.to = performance.now())));
  };
  new MutationObserver((records) => {
    const t = performance.now();
    for (const r of records) {
      if (r.type === "childList") {
        for (const n of r.addedNodes) {
          if (n.nodeType === 1 && isDevStyle(n)) devArrived(t);
          if (n.nodeType === 1) note({ t, el: n, how: "inserted" });
          else if (n.nodeType === 3 && r.target.nodeType === 1) note({ t, el: r.target, how: "restyled", text: true }); // new text
        }
      } else if (r.target.nodeType === 1) {
        note({ t, el: r.target, how: "restyled" });
      }
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ["class", "style", "hidden"] });
  document.addEventListener(
    "load",
    (e) => {
      const el = e.target;
      if (el && el.localName === "img") note({ t: performance.now(), el, how: "image" });
    },
    true,
  );
  // CSS transitions of a property that lays boxes out, each while it
  // runs: a box whose padding or height is animated pushes what follows
  // on every frame, long after whatever started it. Colours and
  // transforms move nothing else and are not kept.
  const layoutProp =
    /^(width|height|(min|max)-(width|height)|padding(-\w+)?|margin(-\w+)?|border(-\w+)*-width|font-size|line-height|letter-spacing|word-spacing|top|right|bottom|left|inset(-\w+)*|flex(-basis|-grow|-shrink)?|(row-|column-)?gap|zoom|grid-template-(rows|columns))$/;
  // One span per box and frame: a `transition: all` sends a transitionrun
  // for each longhand (four paddings, four margins, four borders...), and
  // the span lasts until the last of them ends.
  const spans = [];
  document.addEventListener(
    "transitionrun",
    (e) => {
      const el = e.target;
      if (e.pseudoElement || !layoutProp.test(e.propertyName) || !el || el.nodeType !== 1) return;
      const now = performance.now();
      const last = spans[spans.length - 1];
      if (last && last.el === el && now - last.start < 5) {
        last.props.add(e.propertyName);
        last.open++;
        return;
      }
      spans.push({ el, props: new Set([e.propertyName]), open: 1, start: now, end: Infinity });
      if (spans.length > 2000) spans.splice(0, 1000);
    },
    true,
  );
  const ended = (e) => {
    for (let i = spans.length - 1; i >= 0; i--) {
      const s = spans[i];
      if (s.el === e.target && s.open > 0 && s.props.has(e.propertyName)) {
        if (--s.open === 0) s.end = performance.now();
        return;
      }
    }
  };
  document.addEventListener("transitionend", ended, true);
  document.addEventListener("transitioncancel", ended, true);
  if (document.fonts) {
    const family = (f) => f.family.replace(/^["']|["']$/g, "");
    // Each face when it arrives: the set's loadingdone waits for every
    // face in flight, so a font that re-lays the text while another is
    // still loading (Font Awesome's several files) would be noted late,
    // after the shift it caused.
    // (Chromium's loading event names no faces: the set is walked.)
    const watched = new WeakSet();
    document.fonts.addEventListener("loading", () => {
      for (const f of document.fonts) {
        if (watched.has(f)) continue;
        watched.add(f);
        // One already loaded (added by a script from its bytes) did not
        // arrive now.
        if (f.status === "loaded" || f.status === "error") continue;
        f.loaded.then(
          () => note({ t: performance.now(), how: "font", families: [family(f)] }),
          () => {},
        );
      }
    });
    document.fonts.addEventListener("loadingdone", (e) => {
      note({ t: performance.now(), how: "font", families: Array.from(e.fontfaces || [], family) });
    });
  }

  // A selector that finds el again from the main world: the nearest
  // ancestor with a unique id, then tag:nth-child steps. Elements in a
  // shadow root get one selector per root, as axe-core's targets do.
  const css = (s) => (window.CSS && CSS.escape ? CSS.escape(s) : s);
  const selectorIn = (el, root) => {
    const steps = [];
    for (let e = el; e && e.nodeType === 1 && e !== root; e = e.parentElement) {
      if (e.id && root.querySelectorAll("#" + css(e.id)).length === 1) {
        steps.unshift("#" + css(e.id));
        break;
      }
      const p = e.parentElement;
      let step = e.localName;
      if (p) step += ":nth-child(" + (Array.prototype.indexOf.call(p.children, e) + 1) + ")";
      steps.unshift(step);
    }
    return steps.join(" > ");
  };
  const target = (el) => {
    const out = [];
    for (let e = el; e; ) {
      const root = e.getRootNode();
      out.unshift(selectorIn(e, root));
      e = root instanceof ShadowRoot ? root.host : null;
    }
    return out;
  };
  const label = (el) => {
    let s = el.localName;
    if (el.id) s += "#" + el.id;
    else if (el.classList && el.classList.length) s += "." + Array.from(el.classList).slice(0, 2).join(".");
    return s;
  };
  const rounded = (v) => Math.round(v * 10000) / 10000;
  const ms = (v) => (v == null ? undefined : Math.round(v));

  // An element that takes room in the flow: rendered, not fixed or
  // absolute (an overlay covers, it does not push).
  const inFlow = (el) => {
    if (!el.isConnected || !el.getClientRects().length) return false;
    const p = getComputedStyle(el).position;
    return p !== "fixed" && p !== "absolute";
  };
  const pageTop = (el) => el.getBoundingClientRect().top + scrollY;
  // An image the author gave no size: no width and height attributes and
  // no CSS that reserves its box (aspect-ratio, a height).
  const unsized = (img) => {
    if (img.hasAttribute("width") && img.hasAttribute("height")) return false;
    const st = img.style;
    return !(st.height || st.aspectRatio || (getComputedStyle(img).aspectRatio || "auto") !== "auto");
  };

  // cause names what pushed the elements of one shift: the latest event
  // just before it (a frame's work: within 300 ms, and after the shift
  // before) whose element is in the flow above the topmost moved element,
  // preferring an insertion or an unsized image to a restyle or new
  // text; a font that loaded when no element explains it. An image's
  // shift can come a moment before its load event: its size is known
  // from the first bytes.
  let parsedAt = 0; // domInteractive, set by read()
  const cause = (shift, after, movedTop, movedEls, dist) => {
    const t = shift.startTime;
    const holdsMoved = (el) => movedEls.some((m) => m === el || el.contains(m));
    // An image that arrives without a reserved box pushes by its own
    // size: a move of another size was something else (a logo sized in
    // CSS does not push a sidebar's content 240 px).
    const pushesBy = (el) => {
      const r = el.getBoundingClientRect();
      const d = movedTop === null ? Math.abs(dist.dx) : Math.abs(dist.dy);
      const size = movedTop === null ? r.width : r.height;
      return Math.abs(d - size) <= Math.max(8, size / 4);
    };
    let best = null;
    let font = null;
    let devStyle = null;
    for (let i = events.length - 1; i >= 0; i--) {
      const e = events[i];
      if (e.t > t + 50) continue;
      if (e.t < Math.max(after - 50, t - 300)) break;
      if (e.how === "font") {
        font = font || e;
        continue;
      }
      const el = e.el;
      if (e.how === "inserted" && isDevStyle(el)) {
        devStyle = devStyle || e;
        continue;
      }
      // What the parser inserted is the page's HTML, not something added
      // to it (its text too: a busy machine parses a section's text after
      // the first paint): the shift's cause is what a script did after.
      if ((e.how === "inserted" || e.text) && parsedAt && e.t < parsedAt) continue;
      // An element whose own class or style changed and that moved is its
      // own cause (a drawer's content given its margin by script).
      if (e.how === "restyled" && movedEls.includes(el) && inFlow(el)) {
        if (!best) best = { e, rank: 1, self: true };
        continue;
      }
      if (holdsMoved(el)) continue;
      if (e.how === "image" && (!unsized(el) || !pushesBy(el))) continue;
      // A box pushes by its size along the move, or half of it in a
      // centred layout: one smaller than that cannot have moved it so far
      // (a 2 px progress bar does not push a drawer's content 240 px).
      const r0 = el.getBoundingClientRect();
      const sideways = movedTop === null;
      const along = sideways ? r0.width : r0.height;
      if (along < 1 || along < Math.abs(sideways ? dist.dx : dist.dy) / 2 - 8) continue;
      if (r0.right < 1 || r0.left >= innerWidth || r0.bottom + scrollY < 1) continue; // off screen (a progress bar parked at -100%)
      // Above what moved down. Sideways, beside it: a box in other rows
      // moves a column sideways only by growing the page a scrollbar, so
      // by a scrollbar's width at most, and a phone's scrollbars take no
      // room (a note added below a column is not why it moved 84 px).
      if (!inFlow(el) || (movedTop !== null && pageTop(el) > movedTop + 1)) continue;
      if (sideways && (pageTop(el) >= dist.bottom - 1 || r0.bottom + scrollY <= dist.top + 1)) {
        const bar = innerWidth - document.documentElement.clientWidth;
        if (Math.abs(dist.dx) > bar + 1) continue;
      }
      // A move to the right is pushed from the left: by what ends where
      // the moved box began, not by what shares its column or overlaps it.
      if (movedTop === null && dist.dx > 0 && el.getBoundingClientRect().right > dist.left + 1) continue;
      const rank = e.how === "restyled" ? 1 : 2;
      if (!best || rank > best.rank || best.self) best = { e, rank };
      if (rank === 2) break;
    }
    // A box inserted or an image loaded above is a direct cause; short of
    // one, a transition animating a box's size at that frame is, whatever
    // ticked nearby (a counter counting up restyles its text every frame
    // and moves nothing).
    if (!best || best.rank < 2) {
      const tr = transitionAt(t, movedTop, movedEls, holdsMoved, dist);
      if (tr) return tr;
    }
    if (best) {
      // The outermost element inserted in the same batch is the one added.
      let el = best.e.el;
      if (best.e.how === "inserted") {
        for (const o of events)
          if (o.how === "inserted" && o.t === best.e.t && o.el !== el && o.el.contains(el) && !holdsMoved(o.el) && o.el.getBoundingClientRect().height >= 1) el = o.el;
      }
      const r = el.getBoundingClientRect();
      const how = best.e.how === "image" ? "unsized-image" : best.self ? "restyled-self" : best.e.how;
      return { how, atMs: ms(best.e.t), target: target(el), label: label(el), height: Math.round(r.height), width: Math.round(r.width) };
    }
    // The dev server's styles arriving restyle the whole page, a web font
    // with it: a move no element explains is theirs.
    if (devStyle) return { how: "dev-styles", atMs: ms(devStyle.t) };
    if (font) return { how: "font", atMs: ms(font.t), families: font.families.slice(0, 3) };
    // Before the dev server's first styles came, the page was painted
    // without them (an image at its natural size, a sidebar unstyled): a
    // move nothing explains then is that page filling in, which a build,
    // styled from its first paint, never shows.
    if (devFrames.length && t < devFrames[0].from) return { how: "dev-styles", atMs: ms(devFrames[0].from) };
    return null;
  };

  // written is a box's transition as an author writes it: Chromium's
  // computed shorthand leaves out the defaults ("0.3s" for all .3s ease).
  const written = (el) => {
    const st = getComputedStyle(el);
    if (st.transitionProperty.includes(",")) return st.transition.slice(0, 80);
    return [st.transitionProperty, st.transitionDuration, st.transitionTimingFunction, st.transitionDelay !== "0s" ? st.transitionDelay : ""].join(" ").trim();
  };

  // transitionAt is the cause of a shift at t that a running transition
  // explains: its box moved, holds what moved, or is in the flow above
  // it (beside it, ending where it began, for a sideways move). A
  // transition that began as the dev server's styles arrived is theirs:
  // the styles set it going on boxes already painted, which a build's
  // first render styles from the start.
  const transitionAt = (t, movedTop, movedEls, holdsMoved, dist) => {
    let dev = null;
    for (let i = spans.length - 1; i >= 0; i--) {
      const s = spans[i];
      if (s.start - 50 > t || s.end + 20 < t || !s.el.isConnected) continue;
      const el = s.el;
      const explains =
        movedEls.includes(el) ||
        holdsMoved(el) ||
        (inFlow(el) &&
          (movedTop !== null
            ? pageTop(el) <= movedTop + 1
            : el.getBoundingClientRect().right <= dist.left + 1 && pageTop(el) < dist.bottom && el.getBoundingClientRect().bottom + scrollY > dist.top));
      if (!explains) continue;
      if (devFrames.some((w) => s.start >= w.from - 1 && s.start <= w.to + 1)) {
        dev = dev || s;
        continue;
      }
      const props = [];
      for (const o of s.props) {
        const p = o.replace(/^(padding|margin|inset)-.*/, "$1").replace(/^border-.*width$/, "border-width");
        if (!props.includes(p)) props.push(p);
      }
      const r = el.getBoundingClientRect();
      return { how: "transition", atMs: ms(s.start), target: target(el), label: label(el), height: Math.round(r.height), width: Math.round(r.width), props: props.slice(0, 4), transition: written(el) };
    }
    return dev ? { how: "dev-styles", atMs: ms(dev.start) } : null;
  };

  // describe says, for each shift of a session window, what moved and
  // what pushed it.
  const describe = (entries) => {
    const shifts = [];
    let after = 0;
    for (const s of entries) {
      const moved = [];
      const els = [];
      let top = Infinity;
      // the largest move, where the moved boxes began, and the rows
      // (page coordinates) they span before and after
      const dist = { dy: 0, dx: 0, left: Infinity, top: Infinity, bottom: -Infinity };
      for (const src of s.sources || []) {
        const el = src.node;
        // The body or root moving says nothing about which part moved.
        if (!el || el.nodeType !== 1 || !el.isConnected || el === document.body || el === document.documentElement) continue;
        const dy = Math.round(src.currentRect.y - src.previousRect.y);
        const dx = Math.round(src.currentRect.x - src.previousRect.x);
        if (!dy && !dx) continue;
        els.push(el);
        top = Math.min(top, src.previousRect.y + scrollY);
        if (Math.abs(dy) > Math.abs(dist.dy)) dist.dy = dy;
        if (Math.abs(dx) > Math.abs(dist.dx)) dist.dx = dx;
        dist.left = Math.min(dist.left, src.previousRect.x);
        dist.top = Math.min(dist.top, src.previousRect.top + scrollY, src.currentRect.top + scrollY);
        dist.bottom = Math.max(dist.bottom, src.previousRect.bottom + scrollY, src.currentRect.bottom + scrollY);
        moved.push({ target: target(el), label: label(el), dy, dx });
      }
      shifts.push({ value: rounded(s.value), atMs: ms(s.startTime), moved, whileParsing: !!parsedAt && s.startTime < parsedAt, cause: moved.length ? cause(s, after, Math.abs(dist.dx) > Math.abs(dist.dy) ? null : top, els, dist) : null });
      after = s.startTime;
    }
    return shifts;
  };

  // read returns every metric's latest value, and for CLS the shifts of
  // its largest session window with what moved and what pushed it (and
  // of the other windows, when the dev server's styles are in it).
  const read = () => {
    const out = {};
    for (const name of ["CLS", "LCP", "FCP", "TTFB", "INP"]) {
      const m = metrics[name];
      if (m) out[name.toLowerCase()] = { value: name === "CLS" ? rounded(m.value) : ms(m.value), rating: m.rating };
    }
    const lcp = metrics.LCP;
    if (lcp) {
      const a = lcp.attribution || {};
      const el = a.lcpEntry && a.lcpEntry.element;
      Object.assign(out.lcp, {
        target: el && el.isConnected ? target(el) : undefined,
        label: el ? label(el) : a.target,
        url: a.url || undefined,
        ttfbMs: ms(a.timeToFirstByte),
        loadDelayMs: ms(a.resourceLoadDelay),
        loadMs: ms(a.resourceLoadDuration),
        renderDelayMs: ms(a.elementRenderDelay),
      });
      const res = a.lcpResourceEntry || (a.url && performance.getEntriesByName(a.url)[0]);
      if (res) out.lcp.bytes = res.decodedBodySize || res.encodedBodySize || undefined;
    }
    const inp = metrics.INP;
    if (inp && inp.attribution) {
      out.inp.label = inp.attribution.interactionTarget || undefined;
      out.inp.type = inp.attribution.interactionType || undefined;
    }
    const cls = metrics.CLS;
    // The document's HTML was still arriving and being parsed until
    // domInteractive: a shift before it is a partial page filling in.
    const navEntry = performance.getEntriesByType("navigation")[0];
    parsedAt = navEntry && navEntry.domInteractive;
    if (cls && cls.entries.length) {
      out.shifts = describe(cls.entries);
      // Vite's dev server's styles arriving can make the largest window
      // and hide a later one of the app's own, which a build would report:
      // the other windows too, for each to be judged without them.
      if (out.shifts.some((s) => !s.whileParsing && s.cause && s.cause.how === "dev-styles")) {
        const first = cls.entries[0].startTime;
        out.windows = sessionWindows(allShifts)
          .filter((w) => !w.some((e) => e.startTime === first) && w.reduce((v, e) => v + e.value, 0) >= 0.01)
          .slice(-8)
          .map(describe);
      }
    }
    // Compile time: the document or the app's own scripts waited long on
    // the server, which a dev server's first hit does and production
    // does not.
    const nav = performance.getEntriesByType("navigation")[0];
    let wait = nav ? nav.responseStart - nav.requestStart : 0;
    let slowest = nav && wait > 0 ? nav.name : "";
    for (const r of performance.getEntriesByType("resource")) {
      if (r.initiatorType !== "script" && r.initiatorType !== "link" && r.initiatorType !== "other") continue;
      if (new URL(r.name, location.href).origin !== location.origin) continue;
      const w = r.responseStart - r.requestStart;
      if (w > wait) (wait = w), (slowest = r.name);
    }
    out.serverWaitMs = ms(Math.max(0, wait));
    out.serverWaitUrl = slowest || undefined;
    return out;
  };
  // afterInput: the Event Timing entry of an interaction comes after the
  // frame it caused, and web-vitals handles it when the thread is idle.
  // A read right after a step's click waits for a frame and an idle
  // moment first (bounded), or INP is not there yet; a look with no
  // real input reads at once.
  const afterInput = () =>
    new Promise((resolve) => {
      if (lastInput === -Infinity) return resolve();
      const cap = setTimeout(resolve, 300);
      const done = () => {
        clearTimeout(cap);
        resolve();
      };
      requestAnimationFrame(() => setTimeout(() => (globalThis.requestIdleCallback ? requestIdleCallback(done, { timeout: 100 }) : done()), 0));
    });
  return { read: async () => (await afterInput(), read()) };
})();
