// findings measures layout defects in the rendered page and names each
// culprit with a unique CSS selector built from its real ids and classes. It
// only reads the live DOM. Cost is bounded: one pass over at most
// opts.maxElements elements doing only cheap geometry reads, computed styles
// for the few candidates that pass, and a deadline of opts.budgetMs.
// opts = {touch, root, budgetMs, maxElements, perKind, anchorOnly,
// hydration: {tag, classes, texts}}; source (source.js) names where each
// reported element comes from, when the page is a development build.
(opts, source) => {
  const t0 = performance.now();
  const deadline = t0 + (opts.budgetMs || 150);
  const doc = document;
  const de = doc.documentElement;
  const body = doc.body || de;
  const vw = de.clientWidth || window.innerWidth;
  const vh = window.innerHeight;
  const perKind = opts.perKind || 12;
  const root = (opts.root && doc.querySelector(opts.root)) || body;
  const INTERACTIVE = 'a[href],button,input:not([type="hidden"]),select,textarea,[role="button"],[role="link"],summary';
  const SKIP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "HEAD", "LINK", "META", "TITLE"]);
  const FORM = new Set(["INPUT", "TEXTAREA", "SELECT", "OPTION", "BUTTON"]);
  const HTML_NS = "http://www.w3.org/1999/xhtml";

  const found = [];
  const counts = {};
  let total = 0;
  let timedOut = false;
  let capped = false;
  const late = () => {
    if (!timedOut && performance.now() > deadline) timedOut = true;
    return timedOut;
  };
  const add = (kind, severity, el, detail, extra) => {
    total++;
    counts[kind] = (counts[kind] || 0) + 1;
    if (counts[kind] > perKind) return;
    found.push(Object.assign({ kind, severity, el, detail }, extra || {}));
  };

  const styles = new Map();
  const cs = (el) => {
    let s = styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styles.set(el, s);
    }
    return s;
  };
  const checkVis = (el) =>
    el.checkVisibility ? el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) : cs(el).visibility === "visible";
  // shown: rendered, at least 2x2 (screen-reader-only boxes are 1x1),
  // visible, opaque and not hidden from assistive technology.
  const shown = (el, r) => {
    r = r || el.getBoundingClientRect();
    return r.width >= 2 && r.height >= 2 && checkVis(el) && !el.closest('[aria-hidden="true"]');
  };
  const px = (n) => Math.round(n);
  const clipText = (s, n) => {
    s = (s || "").replace(/\s+/g, " ").trim();
    return s.length > n ? s.slice(0, n) + "…" : s;
  };
  const label = (el) => {
    const t = clipText(el.getAttribute("aria-label") || el.innerText || el.value || el.getAttribute("title") || el.getAttribute("alt") || "", 40);
    return el.tagName.toLowerCase() + (t ? ' "' + t + '"' : "");
  };

  // selectorOf builds a selector that document.querySelector resolves to el:
  // a unique #id, else a child chain of tag.class segments, disambiguated
  // with :nth-of-type and verified with querySelectorAll.
  const esc = (s) => CSS.escape(s);
  const uniqueFor = (sel, el) => {
    try {
      const m = doc.querySelectorAll(sel);
      return m.length === 1 && m[0] === el;
    } catch (e) {
      return false;
    }
  };
  const selCache = new Map();
  const selectorOf = (el) => {
    if (selCache.has(el)) return selCache.get(el);
    let out = "";
    if (el === de) out = "html";
    else if (el === doc.body) out = "body";
    else if (el.id && uniqueFor("#" + esc(el.id), el)) out = "#" + esc(el.id);
    else {
      const parts = [];
      for (let cur = el; cur && cur !== de; cur = cur.parentElement) {
        if (cur !== el && cur.id && uniqueFor("#" + esc(cur.id), cur)) {
          parts.unshift("#" + esc(cur.id));
        } else if (cur === doc.body) {
          parts.unshift("body");
        } else {
          const tag = cur.localName;
          // Plain class names first: they are what a grep finds.
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
        }
        const sel = parts.join(" > ");
        if (uniqueFor(sel, el)) {
          out = sel;
          break;
        }
        if (parts[0].startsWith("#") || parts[0] === "body") break;
      }
      if (!out) out = parts.join(" > ");
    }
    selCache.set(el, out);
    return out;
  };

  const rectOf = (el, r) => {
    r = r || el.getBoundingClientRect();
    return { x: px(r.left + window.scrollX), y: px(r.top + window.scrollY), width: px(r.width), height: px(r.height) };
  };

  // hydration-error anchor: the element a hydration message names. The
  // hint has the tag and class attribute the message shows (Next.js cuts a
  // long one short, so each is a prefix) and the quoted texts, client first.
  // React re-renders a mismatched tree on the client, so the client text is
  // usually what the page shows; an attribute it does not patch keeps the
  // server value, so both are candidates.
  const locateHydration = (hint) => {
    if (!hint || !doc.body) return null;
    const texts = (hint.texts || []).map((s) => (s || "").trim()).filter((s) => s.length >= 2);
    const classes = (hint.classes || []).map((c) => (c || "").replace(/\.\.\.$/, "").trim()).filter(Boolean);
    const hasText = (el) => texts.some((t) => (el.textContent || "").includes(t));
    if (hint.tag) {
      let cands = [];
      try {
        cands = Array.from(doc.body.getElementsByTagName(hint.tag)).slice(0, 5000);
      } catch (e) {}
      if (classes.length) {
        cands = cands.filter((el) => {
          const c = (el.getAttribute("class") || "").trim().replace(/\s+/g, " ");
          return classes.some((want) => c === want || c.startsWith(want));
        });
      }
      const withText = texts.length ? cands.filter(hasText) : cands;
      // The innermost match: an outer element contains the text too.
      const pick = (list) => list.filter((el) => !list.some((o) => o !== el && el.contains(o)))[0];
      const el = pick(withText) || (classes.length ? pick(cands) : null);
      if (el) return el;
    }
    if (!texts.length) return null;
    const tw = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    for (let n = tw.nextNode(), i = 0; n && i < 20000; n = tw.nextNode(), i++) {
      const v = n.nodeValue;
      if (texts.some((s) => v.includes(s)) && n.parentElement && !SKIP.has(n.parentElement.tagName)) return n.parentElement;
    }
    return null;
  };
  let sourceMs = 0;
  const originOf = (el) => {
    if (!source || !el) return null;
    const s0 = performance.now();
    const s = source.of(el);
    sourceMs += performance.now() - s0;
    return s;
  };
  const anchorOf = () => {
    const a = locateHydration(opts.hydration);
    return a ? { selector: selectorOf(a), classes: Array.from(a.classList), rect: rectOf(a), origin: originOf(a) } : null;
  };
  if (opts.anchorOnly) return { findings: [], total: 0, examined: 0, ms: 0, hydrationAnchor: anchorOf() };

  // ---- page-level kinds first: they matter most and cost least ----

  // dev-error-overlay: each framework's overlay, in the light DOM or an
  // open shadow root. The finding quotes the error and its file:line:col.
  const headerLine = /^(compiled with problems:?|uncaught runtime errors:?|failed to compile\.?|error|error in .*|errors?|warning|unhandled runtime error|runtime error|recoverable error|build error|console error|server error|internal server error|transform failed with \d+ errors?:?|\d+ of \d+ (unhandled )?errors?|\d+\/\d+|×|x|next\.js.*|call stack.*|source|\[plugin:[^\]]*\]|[│╭╰─┬ ]+)$/i;
  const fileRe = /((?:\.{1,2}\/|\/|[A-Za-z]:\\|\b(?:src|app|pages|components|lib|routes|layouts)\/)[^\s:()'"\]]*?\.(?:[cm]?[jt]sx?|vue|svelte|astro|css|scss|sass|less|html|mdx?))(?::(\d+)(?::(\d+))?| ?\((\d+):(\d+)\)| (\d+):(\d+))?/g;
  // locate returns the first file reference with a line number in the
  // texts, in order, else the first file at all.
  const locate = (...texts) => {
    let bare = "";
    for (const text of texts) {
      fileRe.lastIndex = 0;
      for (let m, i = 0; (m = fileRe.exec(text || "")) && i < 50; i++) {
        if (/node_modules|\/@vite\/|\/dist\//.test(m[1])) continue;
        const line = m[2] || m[4] || m[6];
        const col = m[3] || m[5] || m[7];
        if (line) return m[1] + ":" + line + (col ? ":" + col : "");
        if (!bare) bare = m[1];
      }
    }
    return bare;
  };
  const onlyFile = (line) => {
    fileRe.lastIndex = 0;
    return fileRe.test(line) && line.replace(fileRe, "").replace(/[\s:()\d@\[\]│╭─]/g, "").length < 3;
  };
  const firstMessage = (text) => {
    for (let line of (text || "").split("\n")) {
      line = line.trim();
      if (!line || headerLine.test(line) || onlyFile(line)) continue;
      return line;
    }
    return "";
  };
  const textOf = (el) => (el ? (el.innerText || el.textContent || "").trim() : "");
  const overlay = (el, box, who, message, file, severity) => {
    // A host with display: contents (Nuxt's) has no box of its own to check.
    if (!box || !shown(box) || !(checkVis(el) || cs(el).display === "contents")) return;
    // Babel and CRA put the position in the message: "Unexpected token (21:8)".
    const pos = /\((\d+):(\d+)\)/.exec(message || "");
    if (file && pos && !/:\d+(:\d+)?$/.test(file)) file += ":" + pos[1] + ":" + pos[2];
    const loc = file ? " at " + file : "";
    add("dev-error-overlay", severity || "error", el, clipText(who + ": " + (message || "error") + loc, 300), { rect: box.getBoundingClientRect(), at: file });
  };
  try {
    const vite = doc.querySelector("vite-error-overlay");
    if (vite && vite.shadowRoot) {
      const sr = vite.shadowRoot;
      const txt = (s) => ((sr.querySelector(s) || {}).textContent || "").trim();
      const astro = sr.querySelector("#message-content");
      if (astro) {
        // Astro replaces Vite's overlay with its own layout under the same tag.
        const head = sr.querySelector("#code header h2");
        const title = txt("#title");
        overlay(vite, sr.querySelector("#layout") || vite, "Astro error overlay" + (title && title !== "An error occurred." ? " (" + clipText(title, 60) + ")" : ""),
          firstMessage(textOf(astro)) || clipText(textOf(astro), 200), locate(head ? head.textContent : "", textOf(astro), txt("#stack-content")));
      }
    }
    if (vite && vite.shadowRoot && !vite.shadowRoot.querySelector("#message-content")) {
      const sr = vite.shadowRoot;
      const txt = (s) => ((sr.querySelector(s) || {}).textContent || "").trim();
      const body = txt(".message-body") || txt(".message");
      // Svelte puts the location first: "/src/x.svelte:2:22 Unexpected token".
      const msg = (firstMessage(body) || clipText(body, 200)).replace(/^\S+:\d+:\d+\s+(?=\S)/, "");
      const plugin = txt(".plugin");
      overlay(vite, sr.querySelector(".window") || vite, "Vite error overlay" + (plugin ? " " + plugin : ""), msg, locate(body, txt(".file"), txt(".frame"), txt(".stack")));
    }
    for (const portal of doc.querySelectorAll("nextjs-portal")) {
      const sr = portal.shadowRoot;
      if (!sr) continue;
      const dialog = sr.querySelector("[data-nextjs-dialog], [data-nextjs-dialog-content], [data-nextjs-error-overlay]");
      const title = textOf(sr.querySelector('#nextjs__container_errors_label, [id^="nextjs__container_"][id$="_label"]'));
      const desc = textOf(sr.querySelector('#nextjs__container_errors_desc, [id^="nextjs__container_"][id$="_desc"]'));
      const frame = sr.querySelector("[data-nextjs-codeframe], [data-with-open-in-editor-link], [data-nextjs-frame-source]");
      const frameText = frame ? frame.textContent : "";
      if (dialog && shown(dialog)) {
        const all = textOf(dialog);
        overlay(portal, dialog, "Next.js dev overlay" + (title ? " (" + clipText(title, 40) + ")" : ""), clipText(desc, 200) || firstMessage(all), locate(frameText, all));
        continue;
      }
      // Runtime and hydration errors: Next shows only a badge, the dialog
      // stays closed until clicked. Its closed content still names the first issue.
      const count = sr.querySelector("[data-issues-count]");
      const badge = sr.querySelector("[data-issues], [data-nextjs-toast]");
      const n = parseInt(textOf(count), 10);
      if (!badge || !(n > 0)) continue;
      const first = desc ? "; first: " + (title ? title + ": " : "") + clipText(desc, 160) + (locate(frameText) ? " at " + locate(frameText) : "") : "";
      overlay(portal, badge, "Next.js dev tools badge", n + " Issue" + (n === 1 ? "" : "s") + " (a badge, its dialog is closed; see consoleLogs and uncaughtPageErrors)" + first, "", "warning");
    }
    // Nuxt 4 shows <nuxt-error-overlay> (its detailed page is a data: URL
    // iframe the page cannot read) over its own error page, whose element
    // carries the status, the message and the server stack as attributes.
    const nuxtHost = doc.querySelector("nuxt-error-overlay");
    const nuxtPage = doc.querySelector("#__nuxt [statuscode][statusmessage]");
    if (nuxtHost || nuxtPage) {
      const sr = nuxtHost && nuxtHost.shadowRoot;
      const status = nuxtPage ? (nuxtPage.getAttribute("statuscode") + " " + nuxtPage.getAttribute("statusmessage")).trim() : "";
      const msg = nuxtPage ? textOf(nuxtPage.querySelector("p")) || nuxtPage.getAttribute("statusmessage") : "";
      const stack = nuxtPage ? (nuxtPage.getAttribute("stack") || "").replace(/<[^>]*>/g, " ") : "";
      overlay(nuxtHost || nuxtPage, (sr && sr.querySelector("#frame")) || nuxtPage || nuxtHost, "Nuxt error" + (status ? " (" + status + ")" : ""), msg, locate(stack));
    }
    const frames = doc.querySelectorAll("iframe");
    for (let i = 0; i < frames.length && i < 20; i++) {
      const f = frames[i];
      let fd = null;
      try {
        fd = f.contentDocument;
      } catch (e) {}
      if (!fd || !fd.body) continue;
      const text = fd.body.innerText || fd.body.textContent || "";
      let who = "";
      if (f.id === "webpack-dev-server-client-overlay" || /^(Compiled with problems|Uncaught runtime errors)/m.test(text)) who = "webpack-dev-server overlay";
      else if (/This error occurred during the build time and cannot be dismissed|This screen is visible only in development/.test(text) || /^Failed to compile/.test(text.trim())) who = "Create React App overlay";
      if (who) overlay(f, f, who, firstMessage(text), locate(text));
    }
    const wdsDiv = doc.getElementById("webpack-dev-server-client-overlay");
    if (wdsDiv && wdsDiv.tagName !== "IFRAME") {
      const text = wdsDiv.innerText || "";
      overlay(wdsDiv, wdsDiv, "webpack-dev-server overlay", firstMessage(text), locate(text));
    }
  } catch (e) {}

  // blank-page: not while a dev overlay explains why the page is empty.
  const inFold = (r) => r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < vw && r.top < vh;
  const appRoot = doc.querySelector("#root, #app, #__next");
  if (counts["dev-error-overlay"]) {
    // The overlay's error is the cause; an empty root behind it is not news.
  } else if (appRoot && appRoot.children.length === 0 && !appRoot.textContent.trim()) {
    add("blank-page", "error", appRoot, "app root #" + appRoot.id + " is empty: the app rendered nothing into it (see uncaughtPageErrors and consoleLogs)");
  } else if (doc.body) {
    let visible = false;
    const tw = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    const range = doc.createRange();
    for (let n = tw.nextNode(), i = 0; n && i < 5000 && !visible; n = tw.nextNode(), i++) {
      if (!/\S/.test(n.nodeValue)) continue;
      const p = n.parentElement;
      if (!p || SKIP.has(p.tagName)) continue;
      if (!inFold(p.getBoundingClientRect())) continue;
      range.selectNodeContents(n);
      if (inFold(range.getBoundingClientRect()) && checkVis(p)) visible = true;
    }
    if (!visible) {
      const media = doc.body.querySelectorAll('img,svg,canvas,video,iframe,object,embed,input:not([type="hidden"]),select,textarea,button');
      for (let i = 0; i < media.length && i < 1000 && !visible; i++) {
        const m = media[i];
        if (m.tagName === "IMG" && !(m.complete && m.naturalWidth > 0)) continue;
        if (inFold(m.getBoundingClientRect()) && checkVis(m)) visible = true;
      }
    }
    if (!visible) add("blank-page", "error", doc.body, "no visible text or image in the first " + vw + "x" + vh + " px screen");
  }

  // ---- one pass over the element tree, cheap geometry only ----
  const scrollW = Math.max(de.scrollWidth, doc.body ? doc.body.scrollWidth : 0);
  const pageScrollsX = scrollW > vw + 1 && cs(de).overflowX !== "hidden" && cs(de).overflowX !== "clip" && (!doc.body || cs(doc.body).overflowX !== "hidden" || cs(de).overflowX !== "visible");
  const overflowers = [];
  const escapes = [];
  const clipped = [];
  const maxElements = opts.maxElements || 20000;
  let examined = 0;
  const startRect = root === body ? de.getBoundingClientRect() : (root.parentElement || de).getBoundingClientRect();
  const stack = [[root, startRect, 0]];
  while (stack.length) {
    const [el, ref, depth] = stack.pop();
    if (SKIP.has(el.tagName) || el.getAttribute("aria-hidden") === "true") continue;
    if (++examined > maxElements) {
      capped = true;
      break;
    }
    if ((examined & 255) === 0 && late()) break;
    const r = el.getBoundingClientRect();
    const box = r.width > 0 && r.height > 0;
    if (!box && el.getClientRects().length === 0 && cs(el).display === "none") continue;
    if (box && el !== body) {
      if (pageScrollsX && r.right > vw + 1 && overflowers.length < 400) overflowers.push({ el, r, depth, parentOver: ref.right > vw + 1 });
      if ((r.left < ref.left - 2 || r.right > ref.right + 2 || r.top < ref.top - 2 || r.bottom > ref.bottom + 2) && escapes.length < 400) escapes.push({ el, r });
      if (!FORM.has(el.tagName) && el.firstChild && clipped.length < 400) {
        const cw = el.clientWidth;
        if (cw > 0 && (el.scrollWidth > cw + 1 || el.scrollHeight > el.clientHeight + 1)) clipped.push({ el, r });
      }
    }
    if (el.namespaceURI !== HTML_NS) continue; // svg and math internals are drawing, not layout
    const next = box ? r : ref;
    for (let c = el.lastElementChild; c; c = c.previousElementSibling) stack.push([c, next, depth + 1]);
  }

  const intersects = (a, b) => a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;
  // hiddenByClip reports an element fully cut away by a clipping ancestor
  // (a carousel slide, a collapsed panel): intentionally invisible.
  const hiddenByClip = (el, r) => {
    for (let a = el.parentElement, i = 0; a && a !== body && a !== de && i < 40; a = a.parentElement, i++) {
      const s = cs(a);
      if (s.overflowX !== "visible" || s.overflowY !== "visible") {
        if (!intersects(r, a.getBoundingClientRect())) return true;
      }
    }
    return false;
  };

  // page-overflow-x
  if (pageScrollsX) {
    const reaches = new Map();
    // reachesPage: no fixed or clipping ancestor keeps the box out of the
    // document's scrollable area.
    const reachesPage = (el) => {
      for (let a = el; a && a !== body && a !== de; a = a.parentElement) {
        if (reaches.has(a)) return reaches.get(a);
        const s = cs(a);
        if (s.position === "fixed" || (a !== el && s.overflowX !== "visible")) {
          reaches.set(el, false);
          return false;
        }
      }
      reaches.set(el, true);
      return true;
    };
    const outer = overflowers.filter((o) => !o.parentOver && reachesPage(o.el) && shown(o.el, o.r));
    // The box that sets the document width first; each followed by the
    // innermost box inside it that reaches the same edge.
    outer.sort((a, b) => b.r.right - a.r.right || a.depth - b.depth);
    const head = "document scrolls sideways: " + scrollW + " px wide in a " + vw + " px viewport; ";
    for (const o of outer.slice(0, 4)) {
      add("page-overflow-x", "error", o.el, head + "this box spans x " + px(o.r.left) + ".." + px(o.r.right) + " (" + px(o.r.right - vw) + " px past the right edge), outermost culprit");
      let inner = null;
      for (const d of overflowers) {
        if (d.el !== o.el && o.el.contains(d.el) && d.r.right >= o.r.right - 1 && (!inner || d.depth > inner.depth) && shown(d.el, d.r)) inner = d;
      }
      if (inner) {
        add("page-overflow-x", "error", inner.el, head + "innermost box reaching the same edge, inside " + selectorOf(o.el) + ": " + px(inner.r.width) + " px wide, ends at x " + px(inner.r.right));
      }
    }
    if (!outer.length && !timedOut) {
      add("page-overflow-x", "error", de, head + "no single element box found past the edge (pseudo-element, margin or transform)");
    }
  }

  // escapes-container
  const hasBoundary = (s) => {
    if (s.overflowX !== "visible" || s.overflowY !== "visible") return "overflow " + (s.overflowX !== "visible" ? s.overflowX : s.overflowY);
    if (parseFloat(s.borderTopWidth) || parseFloat(s.borderRightWidth) || parseFloat(s.borderBottomWidth) || parseFloat(s.borderLeftWidth)) return "border";
    if (s.backgroundImage !== "none") return "background image";
    const bg = s.backgroundColor;
    if (bg && bg !== "transparent" && !/^rgba\(.*,\s*0\)$/.test(bg)) return "background";
    return "";
  };
  const directText = (el) => {
    for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 3 && /\S/.test(n.nodeValue)) return true;
    return false;
  };
  const escaped = new Set();
  for (const { el, r } of escapes) {
    if (late()) break;
    if (!shown(el, r)) continue;
    const s = cs(el);
    if (s.position === "fixed") continue;
    // An ancestor already reported carries this box with it.
    let parentReported = false;
    for (let a = el.parentElement; a && a !== body; a = a.parentElement) if (escaped.has(a)) parentReported = true;
    if (parentReported) continue;
    let b = null;
    let why = "";
    for (let a = el.parentElement, i = 0; a && a !== body && a !== de && i < 40; a = a.parentElement, i++) {
      why = hasBoundary(cs(a));
      if (why) {
        b = a;
        break;
      }
    }
    if (!b) continue;
    const bs = cs(b);
    const clipX = bs.overflowX !== "visible";
    const clipY = bs.overflowY !== "visible";
    const scrollX = /auto|scroll/.test(bs.overflowX);
    const scrollY = /auto|scroll/.test(bs.overflowY);
    // Popovers, badges and tooltips are positioned out of their box on purpose.
    if (s.position === "absolute" && !clipX && !clipY) continue;
    const br = b.getBoundingClientRect();
    if (!shown(b, br)) continue;
    const box = { left: br.left, top: br.top, right: br.right, bottom: br.bottom };
    if (clipX || clipY) {
      box.left = br.left + b.clientLeft;
      box.top = br.top + b.clientTop;
      box.right = box.left + b.clientWidth;
      box.bottom = box.top + b.clientHeight;
      if (!intersects(r, box)) continue; // fully clipped away: hidden on purpose
      // A slider track is wider than its window on purpose: each slide is
      // either fully shown or fully clipped. Only a cut child is a defect.
      if (el.children.length && !directText(el)) {
        let cut = false;
        for (const ch of el.children) {
          const cr = ch.getBoundingClientRect();
          if (cr.width === 0 || cr.height === 0 || !intersects(cr, box)) continue;
          if (cr.left < box.left - 1 || cr.right > box.right + 1 || cr.top < box.top - 1 || cr.bottom > box.bottom + 1) {
            cut = true;
            break;
          }
        }
        if (!cut) continue;
      }
    }
    const sides = [];
    if (!scrollX) {
      if (box.left - r.left > 2) sides.push(px(box.left - r.left) + " px past the left");
      if (r.right - box.right > 2) sides.push(px(r.right - box.right) + " px past the right");
    }
    if (!scrollY) {
      if (box.top - r.top > 2) sides.push(px(box.top - r.top) + " px past the top");
      if (r.bottom - box.bottom > 2) sides.push(px(r.bottom - box.bottom) + " px past the bottom");
    }
    if (!sides.length) continue;
    escaped.add(el);
    const cut = clipX || clipY ? " and is cut off there" : "";
    add("escapes-container", "warning", el,
      "box " + px(r.width) + "x" + px(r.height) + " extends " + sides.join(", ") + " edge of " + selectorOf(b) + " (" + why + ", " + px(br.width) + "x" + px(br.height) + ")" + cut);
  }

  // covers-content: a box that leaves its container and paints over text
  // or a control that is not its own. Hit-testing decides what the user
  // sees on top. Floating layers by design stay silent: open tooltips,
  // menus, dialogs and popovers, dropdowns whose trigger is expanded, small
  // badges on a corner, fixed and sticky bars.
  const FLOATING = '[role="tooltip"],[role="menu"],[role="listbox"],[role="dialog"],[role="alertdialog"],dialog[open],[popover],[aria-modal="true"]';
  const covering = new Set();
  // textAt finds u's own text at x, y. A text rect covers the glyphs'
  // content area, about 70% of a line: it is widened to the line box, or
  // points between two covered lines would count as covering nothing.
  const textAt = (u, x, y) => {
    const range = doc.createRange();
    const lh = parseFloat(cs(u).lineHeight);
    for (let n = u.firstChild, i = 0; n && i < 20; n = n.nextSibling, i++) {
      if (n.nodeType !== 3 || !/\S/.test(n.nodeValue)) continue;
      range.selectNodeContents(n);
      for (const q of range.getClientRects()) {
        const pad = Math.max((lh > q.height ? lh - q.height : q.height * 0.2) / 2, 0);
        if (x >= q.left && x <= q.right && y >= q.top - pad && y <= q.bottom + pad) return n;
      }
    }
    return null;
  };
  const positioned = (el) => cs(el).position !== "static";
  let coverChecks = 0;
  for (const { el, r } of escapes) {
    if (late() || coverChecks >= 80) break;
    if (!shown(el, r)) continue;
    const s = cs(el);
    if (s.position === "fixed" || s.position === "sticky") continue;
    let skip = false;
    for (const c of covering) if (c.contains(el)) skip = true;
    if (skip || el.closest(FLOATING)) continue;
    let b = null;
    let clipped = false;
    for (let a = el.parentElement, i = 0; a && a !== body && a !== de && i < 40; a = a.parentElement, i++) {
      const as = cs(a);
      if (as.overflowX !== "visible" || as.overflowY !== "visible") clipped = true;
      if (!b && hasBoundary(as)) b = a;
      if (b || clipped) break;
    }
    if (clipped) continue; // a clipping ancestor hides what sticks out: escapes-container's case
    b = b || el.parentElement;
    if (!b || b === body || b === de) continue;
    const br = b.getBoundingClientRect();
    if (r.width <= 40 && r.height <= 40) {
      // A badge on a corner of its box (a count on a cart icon) floats by design.
      const nearX = Math.abs(r.left - br.left) < 24 || Math.abs(r.right - br.right) < 24;
      const nearY = Math.abs(r.top - br.top) < 24 || Math.abs(r.bottom - br.bottom) < 24;
      if (nearX && nearY) continue;
    }
    if (b.querySelector('[aria-expanded="true"]')) continue; // an open dropdown under its trigger
    // A box hanging wholly outside an edge of its container, attached to it
    // (top: 100%, a menu under a header), is a dropdown or popover by design;
    // a box that starts inside and spills out is the bug.
    if ((r.top >= br.bottom - 1 && r.top - br.bottom < 16) || (r.bottom <= br.top + 1 && br.top - r.bottom < 16) ||
      (r.left >= br.right - 1 && r.left - br.right < 16) || (r.right <= br.left + 1 && br.left - r.right < 16)) continue;
    coverChecks++;
    // The parts of the box outside its container, inside the viewport.
    const strips = [
      { left: r.left, right: r.right, top: r.top, bottom: Math.min(r.bottom, br.top) },
      { left: r.left, right: r.right, top: Math.max(r.top, br.bottom), bottom: r.bottom },
      { left: r.left, right: Math.min(r.right, br.left), top: Math.max(r.top, br.top), bottom: Math.min(r.bottom, br.bottom) },
      { left: Math.max(r.left, br.right), right: r.right, top: Math.max(r.top, br.top), bottom: Math.min(r.bottom, br.bottom) },
    ];
    const through = s.pointerEvents === "none";
    let victim = null;
    let at = null;
    for (const q of strips) {
      const x0 = Math.max(q.left, 0);
      const x1 = Math.min(q.right, vw);
      const y0 = Math.max(q.top, 0);
      const y1 = Math.min(q.bottom, vh);
      if (x1 - x0 < 3 || y1 - y0 < 3) continue;
      for (let i = 0; i < 3 && !victim; i++) {
        for (let j = 0; j < 3 && !victim; j++) {
          const x = x0 + ((x1 - x0) * (2 * i + 1)) / 6;
          const y = y0 + ((y1 - y0) * (2 * j + 1)) / 6;
          const stack = doc.elementsFromPoint(x, y);
          let k = 0;
          if (!through) {
            // el must be what the user sees there.
            if (!stack.length || !el.contains(stack[0])) continue;
            while (k < stack.length && el.contains(stack[k])) k++;
          } else if (!positioned(el) || parseInt(s.zIndex, 10) < 0) continue; // a -z-10 backdrop paints under the text
          for (; k < stack.length; k++) {
            const u = stack[k];
            if (u === body || u === de) break;
            if (u.contains(el) || el.contains(u)) continue;
            // Hit-testing skips an element with pointer-events none; a
            // positioned one paints over static content.
            if (through && positioned(u)) break;
            if ((u.matches(INTERACTIVE) || textAt(u, x, y)) && checkVis(u)) {
              victim = u;
              at = { x, y };
            }
            break;
          }
        }
      }
      if (victim) break;
    }
    if (!victim) continue;
    covering.add(el);
    add("covers-content", "warning", el,
      "box " + px(r.width) + "x" + px(r.height) + " (position " + s.position + ") sticks out of " + selectorOf(b) + " and covers " + label(victim) + " (" + selectorOf(victim) + ") at x " + px(at.x) + ", y " + px(at.y) + ": the covered " + (victim.matches(INTERACTIVE) ? "control cannot be clicked" : "text cannot be read") + " there");
  }

  // A box reported for what it covers is not reported again for escaping.
  for (let i = found.length - 1; i >= 0; i--) {
    if (found[i].kind === "escapes-container" && covering.has(found[i].el)) {
      found.splice(i, 1);
      counts["escapes-container"]--;
      total--;
    }
  }

  // text-clipped
  const reportedText = new Set();
  for (const { el, r } of clipped) {
    if (late()) break;
    if (el === body || el === de) continue;
    const s = cs(el);
    const ox = s.overflowX;
    const oy = s.overflowY;
    const scrollX = /auto|scroll/.test(ox);
    const scrollY = /auto|scroll/.test(oy);
    if (scrollX && scrollY) continue;
    if (!shown(el, r)) continue;
    const ellipsis = s.textOverflow === "ellipsis";
    const clamp = s.webkitLineClamp && s.webkitLineClamp !== "none";
    const box = { left: r.left + el.clientLeft, top: r.top + el.clientTop };
    box.right = box.left + el.clientWidth;
    box.bottom = box.top + el.clientHeight;
    // Visible overflow only counts for text directly inside the element;
    // clipping also cuts the text of descendants.
    const clips = ox !== "visible" || oy !== "visible";
    const tw = doc.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const range = doc.createRange();
    let worst = null;
    for (let n = tw.nextNode(), i = 0; n && i < 60; n = tw.nextNode(), i++) {
      if (!/\S/.test(n.nodeValue) || reportedText.has(n)) continue;
      if (!clips && n.parentNode !== el) continue;
      const p = n.parentElement;
      if (p !== el && (SKIP.has(p.tagName) || !checkVis(p))) continue;
      range.selectNodeContents(n);
      const tr = range.getBoundingClientRect();
      if (tr.width === 0 || !intersects(tr, box)) continue;
      const dx = scrollX ? 0 : Math.max(box.left - tr.left, tr.right - box.right, 0);
      let dy = scrollY ? 0 : Math.max(box.top - tr.top, tr.bottom - box.bottom, 0);
      if (dy > 0) {
        // A glyph run is taller than a tight line box (line-height 1 on a
        // big font): the half of the difference that sticks out above the
        // first line and below the last is ink overflow, not lost text.
        const lh = parseFloat(cs(p).lineHeight);
        const line = range.getClientRects()[0];
        if (line && lh > 0 && line.height > lh) dy = Math.max(0, dy - (line.height - lh) / 2 - 1);
      }
      if ((dx > 2 || dy > 2) && (!worst || dx + dy > worst.dx + worst.dy)) worst = { n, dx, dy };
    }
    if (!worst) continue;
    reportedText.add(worst.n);
    const how = ellipsis ? "text-overflow: ellipsis" : clamp ? "line-clamp " + s.webkitLineClamp : clips ? "overflow " + (ox !== "visible" ? ox : oy) : "fixed size, overflow visible (text spills out)";
    const amount = [];
    if (worst.dx > 2) amount.push(px(worst.dx) + " px horizontally");
    if (worst.dy > 2) amount.push(px(worst.dy) + " px vertically");
    add("text-clipped", ellipsis || clamp ? "info" : "warning", el,
      'text "' + clipText(worst.n.nodeValue, 50) + '" exceeds the ' + el.clientWidth + "x" + el.clientHeight + " px box by " + amount.join(" and ") +
        " (scroll " + el.scrollWidth + "x" + el.scrollHeight + "; " + how + ")");
  }

  // interactive elements: overlap, offscreen-interactive, small-tap-target
  const controls = [];
  const candidates = root.querySelectorAll(INTERACTIVE);
  for (let i = 0; i < candidates.length && controls.length < 400; i++) {
    const el = candidates[i];
    const r = el.getBoundingClientRect();
    if (shown(el, r)) controls.push({ el, r });
  }
  for (const { el, r } of controls) {
    if (late()) break;
    // left: -9999px is the standard way to hide a skip link until focused.
    if ((r.right <= 0 && r.right > -1000) || r.left >= vw) {
      if (hiddenByClip(el, r)) continue;
      const side = r.left >= vw ? px(r.left - vw) + " px beyond the right edge" : px(-r.right) + " px beyond the left edge";
      add("offscreen-interactive", "warning", el, label(el) + " spans x " + px(r.left) + ".." + px(r.right) + ", entirely outside the " + vw + " px viewport (" + side + ")");
    }
  }
  // A link that wraps has one box per line; their union would overlap
  // the neighbours on both lines.
  const boxes = (c) => {
    if (!c.boxes) {
      const rs = c.el.getClientRects();
      c.boxes = rs.length > 1 ? Array.from(rs) : [c.r];
    }
    return c.boxes;
  };
  for (let i = 0; i < controls.length && !late(); i++) {
    const a = controls[i];
    for (let j = i + 1; j < controls.length; j++) {
      const b = controls[j];
      if (!intersects(a.r, b.r)) continue;
      let w = 0;
      let h = 0;
      let x0 = 0;
      let y0 = 0;
      for (const ra of boxes(a)) {
        for (const rb of boxes(b)) {
          const iw = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const ih = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (iw > 0 && ih > 0 && iw * ih > w * h) {
            w = iw;
            h = ih;
            x0 = Math.max(ra.left, rb.left);
            y0 = Math.max(ra.top, rb.top);
          }
        }
      }
      if (w < 4 || h < 4) continue;
      const smaller = Math.min(a.r.width * a.r.height, b.r.width * b.r.height);
      if (w * h < 0.1 * smaller) continue;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      if ((a.el.labels && Array.from(a.el.labels).some((l) => l.contains(b.el))) || (b.el.labels && Array.from(b.el.labels).some((l) => l.contains(a.el)))) continue;
      const cx = x0 + w / 2;
      const cy = y0 + h / 2;
      let top = a;
      let under = b;
      let how = "z-order not checked (outside the viewport)";
      if (cx >= 0 && cy >= 0 && cx < vw && cy < vh) {
        const hit = doc.elementFromPoint(cx, cy);
        const onA = hit && (a.el === hit || a.el.contains(hit));
        const onB = hit && (b.el === hit || b.el.contains(hit));
        if (onA === onB) continue; // a third element covers both, or neither is hit
        if (onB) {
          top = b;
          under = a;
        }
        how = "the covered one cannot be clicked there";
      }
      add("overlap", "warning", top.el,
        label(top.el) + " covers " + label(under.el) + " (" + selectorOf(under.el) + ") by " + px(w) + "x" + px(h) + " px, " + px((100 * w * h) / (under.r.width * under.r.height)) + "% of it; " + how);
    }
  }
  if (opts.touch) {
    const runningText = (el) => {
      if (el.tagName !== "A" || cs(el).display !== "inline") return false;
      let p = el.parentElement;
      for (let i = 0; p && i < 6 && cs(p).display === "inline"; i++) p = p.parentElement;
      if (!p) return false;
      const own = (el.textContent || "").trim().length;
      return (p.textContent || "").replace(/\s+/g, " ").trim().length - own >= 20;
    };
    for (const { el, r } of controls) {
      if (late()) break;
      if (el.disabled || (r.width >= 43.5 && r.height >= 43.5)) continue;
      if (r.right <= 0 || r.left >= vw) continue; // off screen: not a target at all
      if (el.parentElement && el.parentElement.closest(INTERACTIVE)) continue; // the enclosing control is the target
      let w = r.width;
      let h = r.height;
      if (el.labels && el.labels.length) {
        for (const l of el.labels) {
          const lr = l.getBoundingClientRect();
          w = Math.max(w, lr.width);
          h = Math.max(h, lr.height);
        }
        if (w >= 43.5 && h >= 43.5) continue;
      }
      if (runningText(el)) continue;
      add("small-tap-target", "warning", el, label(el) + " is " + px(w) + "x" + px(h) + " px, below the 44x44 px touch minimum");
    }
  }

  // broken-image
  const imgs = root.getElementsByTagName("img");
  for (let i = 0; i < imgs.length && i < 500; i++) {
    const img = imgs[i];
    const src = img.currentSrc || img.src;
    if (!img.complete || img.naturalWidth > 0 || !src || !img.getAttribute("src") && !img.getAttribute("srcset")) continue;
    if (img.getClientRects().length === 0 || !checkVis(img) || img.closest('[aria-hidden="true"]')) continue;
    const alt = img.getAttribute("alt");
    add("broken-image", "error", img, "image failed to load (naturalWidth 0): " + clipText(src, 160) + (alt ? '; alt "' + clipText(alt, 40) + '"' : "; no alt text"), { src });
  }

  const out = found.map((f) => ({
    kind: f.kind,
    severity: f.severity,
    selector: selectorOf(f.el),
    classes: Array.from(f.el.classList || []),
    rect: rectOf(f.el, f.rect),
    detail: f.detail,
    src: f.src || "",
    origin: f.at ? source && source.at(f.at) : originOf(f.el),
  }));
  return {
    findings: out,
    total,
    examined,
    timedOut,
    capped,
    ms: performance.now() - t0 - sourceMs,
    sourceMs,
    nuxt: !!(doc.getElementById("__nuxt") || window.__NUXT__ || window.useNuxtApp),
    next: !!(window.next || self.__next_f),
    serverFrame: source && (window.next || self.__next_f) ? source.serverFrame() : "",
    hydrationAnchor: anchorOf(),
  };
}
