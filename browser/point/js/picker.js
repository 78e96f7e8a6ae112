// picker lets the developer point at elements in a visible window: holding
// Alt highlights the element under the pointer (its tag and classes),
// Alt+click picks it (a numbered badge stays on it) and offers a one-line
// note; Enter sends the picks, Esc cancels them. It listens in the capture
// phase on every same-origin window (iframes too, found as they appear),
// so a page that stops a click's propagation still lets the person pick,
// and it reads the innermost element of open shadow roots from the event's
// composed path. The Go side polls state() and calls dispose() before the
// page is looked at. Its own UI lives in a closed shadow root on
// <html>, out of the page's CSS and queries.
// It is installed for every new document of the window's tab, before the
// page's own scripts, so its listeners on window come first; it runs in the
// top frame only and reaches into same-origin frames from there.
// Called as (sourceOf, sourceOpts, opts), opts = {prompt, start}.
(sourceOf, sourceOpts, opts) => {
  const KEY = Symbol.for("vibelens.point");
  if (window[KEY] || window !== window.top) return true;
  const doc = Math.random().toString(36).slice(2); // tells this document's picks from the last one's
  let src = null;
  try {
    src = sourceOf ? sourceOf(sourceOpts) : null;
  } catch (e) {}
  const picks = [];
  const pickedEls = [];
  let status = "picking";
  let hovered = null;
  let altDown = false;
  const hooked = new WeakSet();

  const host = document.createElement("vibelens-point");
  host.style.cssText = "all: initial; position: fixed; inset: 0; z-index: 2147483647; pointer-events: none;";
  const root = host.attachShadow({ mode: "closed" });
  root.innerHTML = `<style>
    * { box-sizing: border-box; font: 13px/1.3 system-ui, sans-serif; }
    .box { position: fixed; border: 2px solid #e0115f; background: rgba(224,17,95,.12); pointer-events: none; display: none; }
    .tag { position: fixed; background: #e0115f; color: #fff; padding: 1px 5px; border-radius: 3px; pointer-events: none; display: none; white-space: nowrap; max-width: 60vw; overflow: hidden; text-overflow: ellipsis; }
    .badge { position: fixed; min-width: 20px; height: 20px; border-radius: 10px; background: #e0115f; color: #fff; font-weight: 700; text-align: center; line-height: 20px; padding: 0 5px; pointer-events: none; box-shadow: 0 0 0 2px #fff; }
    .ring { position: fixed; border: 2px dashed #e0115f; pointer-events: none; }
    .bar { position: fixed; left: 0; right: 0; bottom: 0; display: flex; gap: 8px; align-items: center; padding: 6px 10px; background: #1d1d1f; color: #fff; pointer-events: auto; }
    .bar b { color: #ff9ec4; }
    .bar input { flex: 1; display: none; padding: 3px 6px; border: 1px solid #888; border-radius: 3px; background: #fff; color: #000; }
  </style><div class="box"></div><div class="tag"></div><div class="marks"></div>
  <div class="bar"><span class="hint"></span><input class="note" maxlength="200"></div>`;
  const box = root.querySelector(".box"), tag = root.querySelector(".tag"), marks = root.querySelector(".marks");
  const hint = root.querySelector(".hint"), note = root.querySelector(".note");
  const how = "VibeLens: hold Alt (Option) and click what you mean · Enter sends · Esc cancels";
  hint.textContent = opts.prompt ? "" : how;
  if (opts.prompt) {
    const b = document.createElement("b");
    b.textContent = opts.prompt;
    hint.append(b, " · " + how);
  }
  // At document start there is no <html> yet: the UI joins it when there is.
  const mount = () => {
    if (!host.isConnected && document.body) document.documentElement.appendChild(host);
  };
  mount();

  const esc = (s) => (window.CSS && CSS.escape ? CSS.escape(s) : s);
  const classesOf = (el) => Array.from(el.classList || []);
  // The element's box in the top window's viewport: each frame's offset added.
  const topRect = (el) => {
    const r = el.getBoundingClientRect();
    let x = r.left, y = r.top;
    for (let w = el.ownerDocument.defaultView; w && w !== window; w = w.parent) {
      const f = w.frameElement;
      if (!f) break;
      const fr = f.getBoundingClientRect();
      x += fr.left + f.clientLeft;
      y += fr.top + f.clientTop;
    }
    return { x, y, width: r.width, height: r.height };
  };
  // A selector unique in the element's own root (document or shadow root),
  // from its real id and classes, with :nth-of-type only where they do not tell.
  const selectorIn = (el) => {
    const scope = el.getRootNode();
    const unique = (s) => {
      try {
        return scope.querySelectorAll(s).length === 1 && scope.querySelector(s) === el;
      } catch (e) {
        return false;
      }
    };
    if (el.id && unique("#" + esc(el.id))) return "#" + esc(el.id);
    const steps = [];
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      let step = e.localName;
      if (e.id && unique("#" + esc(e.id))) {
        steps.unshift("#" + esc(e.id));
        break;
      }
      const cls = classesOf(e).filter((c) => /^[\w-]+$/.test(c)).slice(0, 3);
      if (cls.length) step += "." + cls.map(esc).join(".");
      const p = e.parentElement;
      if (p) {
        const same = Array.from(p.children).filter((c) => c.localName === e.localName);
        if (same.length > 1 && Array.from(p.children).filter((c) => c.matches(step)).length > 1) {
          step += ":nth-of-type(" + (same.indexOf(e) + 1) + ")";
        }
      }
      steps.unshift(step);
      const sel = steps.join(" > ");
      if (unique(sel)) return sel;
    }
    return steps.join(" > ");
  };
  // Where the element lives, outermost first: the iframes and the open
  // shadow roots around it, each named by its own selector.
  const within = (el) => {
    const out = [];
    let e = el;
    while (e) {
      const r = e.getRootNode();
      if (r instanceof e.ownerDocument.defaultView.ShadowRoot) {
        out.unshift("shadow root of " + selectorIn(r.host));
        e = r.host;
        continue;
      }
      const f = e.ownerDocument.defaultView.frameElement;
      if (!f) break;
      out.unshift("iframe " + selectorIn(f));
      e = f;
    }
    return out;
  };
  const label = (el) => el.localName + (el.id ? "#" + el.id : "") + classesOf(el).map((c) => "." + c).join("");
  const textOf = (el) => ((el.innerText !== undefined ? el.innerText : el.textContent) || "").replace(/\s+/g, " ").trim().slice(0, 200);

  const place = (node, r) => {
    node.style.left = r.x + "px";
    node.style.top = r.y + "px";
    node.style.width = r.width + "px";
    node.style.height = r.height + "px";
  };
  const showHover = () => {
    if (!altDown || !hovered || !hovered.isConnected || status !== "picking") {
      box.style.display = tag.style.display = "none";
      return;
    }
    const r = topRect(hovered);
    place(box, r);
    box.style.display = "block";
    tag.textContent = label(hovered);
    tag.style.left = Math.max(0, r.x) + "px";
    tag.style.top = Math.max(0, r.y - 20) + "px";
    tag.style.display = "block";
  };
  const drawMarks = () => {
    marks.textContent = "";
    pickedEls.forEach((el, i) => {
      if (!el.isConnected) return;
      const r = topRect(el);
      const ring = document.createElement("div");
      ring.className = "ring";
      place(ring, r);
      const b = document.createElement("div");
      b.className = "badge";
      b.textContent = String(picks[i].n);
      b.style.left = Math.max(0, r.x - 10) + "px";
      b.style.top = Math.max(0, r.y - 10) + "px";
      marks.append(ring, b);
    });
  };
  const keepNote = () => {
    if (picks.length && note.value.trim()) picks[picks.length - 1].note = note.value.trim().slice(0, 200);
  };

  const pick = (el) => {
    keepNote();
    const r = topRect(el);
    let raw = null;
    try {
      raw = src ? src.of(el) : null;
    } catch (e) {}
    picks.push({
      n: (opts.start || 1) + picks.length,
      selector: selectorIn(el),
      within: within(el),
      tag: el.localName,
      classes: classesOf(el),
      text: textOf(el),
      box: { x: Math.round(r.x + window.scrollX), y: Math.round(r.y + window.scrollY), width: Math.round(r.width), height: Math.round(r.height) },
      origin: raw,
      note: "",
    });
    pickedEls.push(el);
    drawMarks();
    note.value = "";
    note.placeholder = "Note for " + picks[picks.length - 1].n + " (optional) · Enter sends · Esc cancels · Alt+click picks another";
    note.style.display = "block";
    note.focus();
  };

  const ours = (e) => e.composedPath && e.composedPath().includes(host);
  const target = (e) => {
    const p = e.composedPath ? e.composedPath() : [];
    const t = p.find((n) => n && n.nodeType === 1);
    return t || e.target;
  };
  const onMove = (e) => {
    if (ours(e)) return;
    hovered = target(e);
    altDown = e.altKey;
    showHover();
  };
  // Every part of an Alt+click is the picker's: the page sees none of it.
  const swallow = (e) => {
    if (status !== "picking" || !e.altKey || ours(e)) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    if (e.type === "click") pick(target(e));
  };
  const onKey = (e) => {
    if (status !== "picking") return;
    if (e.key === "Alt") {
      altDown = e.type === "keydown";
      showHover();
      return;
    }
    if (e.type !== "keydown") {
      if (ours(e)) e.stopImmediatePropagation();
      return;
    }
    if (e.key === "Enter" && picks.length) {
      keepNote();
      status = "sent";
    } else if (e.key === "Escape" && (picks.length || ours(e))) {
      picks.length = 0;
      status = "cancelled";
    } else if (ours(e)) {
      e.stopImmediatePropagation(); // typing the note: the page's shortcuts stay quiet
      return;
    } else {
      return;
    }
    e.preventDefault();
    e.stopImmediatePropagation();
    box.style.display = tag.style.display = note.style.display = "none";
    hint.textContent = status === "sent" ? "VibeLens: sent " + picks.length + " pick(s); you can close this window" : "VibeLens: cancelled";
  };
  const hook = (w) => {
    if (hooked.has(w)) return;
    hooked.add(w);
    for (const t of ["pointerdown", "mousedown", "pointerup", "mouseup", "click", "auxclick", "dblclick", "contextmenu"]) {
      w.addEventListener(t, swallow, true);
    }
    w.addEventListener("mousemove", onMove, true);
    w.addEventListener("keydown", onKey, true);
    w.addEventListener("keyup", onKey, true);
  };
  // Same-origin frames, as they appear; a cross-origin one throws and is left alone.
  const hookFrames = (w) => {
    hook(w);
    for (let i = 0; i < w.frames.length; i++) {
      try {
        if (w.frames[i].document) hookFrames(w.frames[i]);
      } catch (e) {}
    }
  };
  hookFrames(window);
  const timer = setInterval(() => {
    mount();
    hookFrames(window);
    drawMarks();
    showHover();
  }, 300);
  const onView = () => {
    drawMarks();
    showHover();
  };
  window.addEventListener("scroll", onView, true);
  window.addEventListener("resize", onView, true);

  window[KEY] = {
    state: () => {
      if (status === "picking") keepNote();
      return { status, picks, doc };
    },
    // renumber continues the numbers of picks made on an earlier page.
    renumber: (start) => {
      opts.start = start;
      picks.forEach((p, i) => (p.n = start + i));
      drawMarks();
    },
    dispose: () => {
      clearInterval(timer);
      status = status === "picking" ? "closed" : status;
      host.remove();
    },
  };
  return true;
}
