// steps.js runs in an isolated world: it finds a step's element and says
// whether a user could act on it now, or does the part of a step that has
// no input event (focus, select an option, set a date). It is a function of
// (op, selector, arg, near, quiet); near is scope.js, which lists the ids and
// classes that exist when the selector matches nothing; quiet says the page
// was just found settled (two frames with no change). Pointer and keyboard input
// itself is sent by Go as real input events.
async (op, sel, arg, near, quiet) => {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  // name is el as tag#id.class, short, as settle.js names what churns.
  const name = (el) => {
    if (!el || el.nodeType !== 1) return "";
    let s = el.localName + (el.id ? "#" + CSS.escape(el.id) : "");
    for (const c of el.classList) {
      const next = s + "." + CSS.escape(c);
      if (next.length > 80) break;
      s = next;
    }
    return s;
  };
  const box = (r) => ({ x: Math.round(r.left), y: Math.round(r.top), width: Math.round(r.width), height: Math.round(r.height) });

  if (op === "frames") {
    await frames();
    return { state: "ok" };
  }
  if (op === "url") return { state: "ok", url: location.href, scrollY: Math.round(scrollY) };
  if (op === "animations") {
    // Transitions and finite animations a step started (a menu sliding in)
    // finish before the capture, within arg ms; endless ones do not hold.
    const running = document.getAnimations().filter((a) => {
      if (a.playState !== "running") return false;
      const end = a.effect && a.effect.getComputedTiming().endTime;
      return Number.isFinite(end);
    });
    if (running.length === 0) return { state: "ok", waited: 0 };
    const t0 = performance.now();
    await Promise.race([Promise.allSettled(running.map((a) => a.finished)), new Promise((r) => setTimeout(r, arg))]);
    await frames();
    return { state: "ok", waited: Math.round(performance.now() - t0) };
  }

  let el = null;
  let matches = 0;
  try {
    el = document.querySelector(sel);
    matches = el ? document.querySelectorAll(sel).length : 0;
  } catch (e) {
    return { state: "invalid-selector", detail: String((e && e.message) || e) };
  }
  if (!el) return { state: "not-found", near: near(sel).near || [] };
  const what = name(el);

  // Custom checkboxes hide the input and style its label: a user clicks
  // the label, so the step does too.
  let target = el;
  const visible = (e) => e.checkVisibility({ visibilityProperty: true }) && e.getClientRects().length > 0;
  if (op === "check" && el.localName === "input" && !visible(el) && el.labels) {
    for (const l of el.labels) if (visible(l)) { target = l; break; }
  }
  if (!visible(target)) return { state: "not-visible", what, matches, detail: hiddenWhy(target) };

  const editable = el.isContentEditable || el.localName === "textarea" ||
    (el.localName === "input" && !/^(checkbox|radio|button|submit|reset|file|image|hidden)$/.test(el.type));
  if ((op === "click" || op === "fill" || op === "select" || op === "check") && (el.disabled || el.getAttribute("aria-disabled") === "true")) {
    return { state: "disabled", what, matches };
  }
  if (op === "fill" && (!editable || el.readOnly)) return { state: "not-editable", what, matches, detail: el.readOnly ? "readonly" : "<" + el.localName + (el.type ? " type=" + el.type : "") + ">" };
  if (op === "select" && el.localName !== "select") return { state: "not-editable", what, matches, detail: "<" + el.localName + "> is not a <select>: click it and then the option instead" };

  if (op === "scroll") {
    target.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
    await frames();
    return { state: "ok", what, matches, scrollY: Math.round(scrollY) };
  }

  if (op === "focus" || op === "press") {
    el.focus({ focusVisible: true });
    const active = el.getRootNode().activeElement;
    if (active !== el && !el.contains(active)) return { state: "not-focusable", what, matches };
    return { state: "ok", what, matches };
  }
  if (op === "waitFor") return { state: "ok", what, matches, box: box(el.getBoundingClientRect()) };

  if (op === "fill") {
    el.focus();
    if (el.localName === "input" && /^(date|time|datetime-local|month|week|color|range)$/.test(el.type)) {
      // No keystrokes make these; set the value the way the picker would.
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
      setter.call(el, arg);
      el.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
      el.dispatchEvent(new Event("change", { bubbles: true }));
      return { state: "ok", what, matches, done: true, value: el.value };
    }
    if (el.isContentEditable) {
      const r = document.createRange();
      r.selectNodeContents(el);
      const s = getSelection();
      s.removeAllRanges();
      s.addRange(r);
    } else {
      el.select();
    }
    return { state: "ok", what, matches };
  }
  if (op === "fillCheck") return { state: "ok", what, value: "value" in el ? String(el.value) : el.textContent };

  if (op === "select") {
    const opts = Array.from(el.options);
    const want = String(arg);
    const o = opts.find((o) => o.value === want) || opts.find((o) => o.label.trim() === want.trim()) ||
      opts.find((o) => o.textContent.trim().toLowerCase() === want.trim().toLowerCase());
    if (!o) return { state: "no-option", what, matches, options: opts.slice(0, 12).map((o) => o.value === o.label ? o.value : o.value + " (" + o.label.trim() + ")") };
    el.focus();
    o.selected = true;
    el.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
    el.dispatchEvent(new Event("change", { bubbles: true }));
    return { state: "ok", what, matches, value: el.value };
  }

  const checked = (e) => (e.localName === "input" ? e.checked : e.getAttribute("aria-checked") === "true");
  if (op === "checked") return { state: "ok", what, checked: checked(el) };
  if (op === "check" && checked(el) === arg) return { state: "ok", what, matches, already: true };

  // click, hover, check: the pointer goes to the visible centre, so the
  // element must be in the viewport, still, and the topmost thing there.
  const inView = (r) => r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  let scrolled = false;
  if (!inView(target.getBoundingClientRect())) {
    target.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
    scrolled = true;
  }
  // Still: the same box two frames later while an animation or transition
  // runs anywhere in the document (a parent's slide moves it); else a frame
  // later, or none when the page was just found settled and nothing has
  // changed since (the scroll above is a change).
  const r1 = target.getBoundingClientRect();
  if (document.getAnimations().some((a) => a.playState === "running")) await frames();
  else if (!quiet || scrolled) await new Promise((r) => requestAnimationFrame(r));
  const r2 = target.getBoundingClientRect();
  if (r1.left !== r2.left || r1.top !== r2.top || r1.width !== r2.width || r1.height !== r2.height) {
    return { state: "moving", what, matches, box: box(r2) };
  }
  const x0 = Math.max(r2.left, 0), x1 = Math.min(r2.right, innerWidth);
  const y0 = Math.max(r2.top, 0), y1 = Math.min(r2.bottom, innerHeight);
  if (x1 - x0 < 1 || y1 - y0 < 1) {
    return { state: "off-screen", what, matches, box: box(r2), viewport: { width: innerWidth, height: innerHeight } };
  }
  const x = (x0 + x1) / 2, y = (y0 + y1) / 2;
  let hit = document.elementFromPoint(x, y);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  if (hit && hit !== target && !target.contains(hit) && !(target.getRootNode().host && target.getRootNode().host.contains(hit))) {
    // A label's own control counts as the label.
    if (!(target.localName === "label" && target.control === hit)) {
      return { state: "covered", what, matches, cover: coverName(hit), box: box(r2) };
    }
  }
  return { state: "ok", what: target === el ? what : name(target), matches, x, y, box: box(r2) };

  function hiddenWhy(e) {
    for (let a = e; a && a.nodeType === 1; a = a.parentElement) {
      const cs = getComputedStyle(a);
      const who = a === e ? "" : " on " + name(a);
      if (cs.display === "none") return "display: none" + who;
      if (cs.visibility === "hidden" && a === e) return "visibility: hidden";
      if (cs.contentVisibility === "hidden") return "content-visibility: hidden" + who;
    }
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return "zero size (" + Math.round(r.width) + "x" + Math.round(r.height) + ")";
    return "";
  }
  // coverName names what takes the pointer: the element hit, under its
  // nearest positioned ancestor when that is the overlay a user would name.
  function coverName(h) {
    let s = name(h);
    for (let a = h.parentElement, i = 0; a && i < 6; a = a.parentElement, i++) {
      const pos = getComputedStyle(a).position;
      if (pos === "fixed" || pos === "absolute" || pos === "sticky") {
        const n = name(a);
        if (n !== s && n.length + s.length < 120) s = n + " > " + s;
        break;
      }
    }
    return s;
  }
}
