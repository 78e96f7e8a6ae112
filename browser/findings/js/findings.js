// findings measures layout defects in the rendered page and names each
// culprit with a unique CSS selector built from its real ids and classes. It
// only reads the live DOM. Cost is bounded: one pass over at most
// opts.maxElements elements doing only cheap geometry reads, computed styles
// for the few candidates that pass, and a deadline of opts.budgetMs.
// opts = {touch, root, budgetMs, maxElements, perKind, anchorOnly,
// devWidgets, hydration: {tag, classes, texts}}; source (source.js) names
// where each reported element comes from, when the page is a development
// build. The rules report what a person would call a defect, judged on
// third-party apps (corpus/): a box only escapes a container that is
// visibly bounded, text only overflows when it is cut or runs into other
// content, tap targets follow WCAG 2.2 AA, dev-only widgets are not the app,
// and one template repeated in many cards is one finding with a count.
// causeOf (cause.js) names the declaration behind each layout finding.
(opts, source, causeOf) => {
  const t0 = performance.now();
  const deadline = t0 + (opts.budgetMs || 150);
  const doc = document;
  const de = doc.documentElement;
  const body = doc.body || de;
  const vw = de.clientWidth || window.innerWidth;
  const vh = window.innerHeight;
  // roomRight: the width a box had to the right edge of the viewport from
  // its left edge: a 600 px panel after a 240 px menu in 820 px overflows,
  // though it is narrower than the viewport (at least 1 px).
  const roomRight = (r) => Math.max(1, vw - Math.max(0, r.left + window.scrollX));
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
  // Raw findings are kept up to rawPerKind, then grouped (one defect
  // repeated by a template is one finding) and cut to perKind groups.
  const rawPerKind = 8 * perKind;
  const add = (kind, severity, el, detail, sees, extra) => {
    counts[kind] = (counts[kind] || 0) + 1;
    if (counts[kind] > rawPerKind) return;
    found.push(Object.assign({ kind, severity, el, detail, sees }, extra || {}));
  };
  // Dev-only widgets (devtools toggles, dev indicators) are not the app.
  const devRoots = [];
  if (opts.devWidgets) {
    try {
      for (const w of doc.querySelectorAll(opts.devWidgets)) devRoots.push(w);
    } catch (e) {}
  }
  const devRootSet = new Set(devRoots);
  const isDev = (el) => devRoots.length > 0 && !!el && devRoots.some((w) => w.contains(el));

  const styles = new Map();
  const cs = (el) => {
    let s = styles.get(el);
    if (!s) {
      s = getComputedStyle(el);
      styles.set(el, s);
    }
    return s;
  };
  const why = causeOf ? causeOf(cs) : null;
  // because defers a finding's cause until the grouping asks for it: a
  // cause is computed only for the findings the per-kind cap keeps (a
  // table of a thousand clipped cells runs the cause pass a few times,
  // not a thousand), once.
  const because = (f) => {
    if (!why) return null;
    let done = false;
    let v = null;
    return () => {
      if (!done) {
        done = true;
        try {
          v = f(why);
        } catch (e) {
          v = null;
        }
      }
      return v;
    };
  };
  const causeOfFinding = (f) => (typeof f.why === "function" ? f.why() : f.why || null);
  const checkVis = (el) =>
    el.checkVisibility ? el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) : cs(el).visibility === "visible";
  // shown: rendered, at least 2x2 (screen-reader-only boxes are 1x1),
  // visible, opaque and not hidden from assistive technology.
  // A visually-hidden box (clip: rect(0 0 0 0), clip-path: inset(50%)) is
  // for screen readers only.
  const srOnly = (el) => {
    const s = cs(el);
    return (s.position === "absolute" || s.position === "fixed") && (/^rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)$/.test(s.clip) || s.clipPath === "inset(50%)");
  };
  const shown = (el, r) => {
    r = r || el.getBoundingClientRect();
    return r.width >= 2 && r.height >= 2 && checkVis(el) && !el.closest('[aria-hidden="true"]') && !srOnly(el);
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
    add("dev-error-overlay", severity || "error", el, clipText(who + ": " + (message || "error") + loc, 300),
      severity === "warning" ? "a dev tools badge reports an error" : "a dev error overlay covers the page: " + clipText(message || "error", 80), { rect: box.getBoundingClientRect(), at: file });
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
    add("blank-page", "error", appRoot, "app root #" + appRoot.id + " is empty: the app rendered nothing into it (see uncaughtPageErrors and consoleLogs)", "a blank page");
  } else if (doc.body) {
    let visible = false;
    const tw = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
    const range = doc.createRange();
    for (let n = tw.nextNode(), i = 0; n && i < 5000 && !visible; n = tw.nextNode(), i++) {
      if (!/\S/.test(n.nodeValue)) continue;
      const p = n.parentElement;
      if (!p || SKIP.has(p.tagName) || isDev(p)) continue;
      if (!inFold(p.getBoundingClientRect())) continue;
      range.selectNodeContents(n);
      if (inFold(range.getBoundingClientRect()) && checkVis(p)) visible = true;
    }
    if (!visible) {
      const media = doc.body.querySelectorAll('img,svg,canvas,video,iframe,object,embed,input:not([type="hidden"]),select,textarea,button');
      for (let i = 0; i < media.length && i < 1000 && !visible; i++) {
        const m = media[i];
        if ((m.tagName === "IMG" && !(m.complete && m.naturalWidth > 0)) || isDev(m)) continue;
        if (inFold(m.getBoundingClientRect()) && checkVis(m)) visible = true;
      }
    }
    if (!visible) add("blank-page", "error", doc.body, "no visible text or image in the first " + vw + "x" + vh + " px screen", "a blank first screen");
  }

  // ---- one pass over the element tree, cheap geometry only ----
  const scrollW = Math.max(de.scrollWidth, doc.body ? doc.body.scrollWidth : 0);
  const pageScrollsX = scrollW > vw + 1 && cs(de).overflowX !== "hidden" && cs(de).overflowX !== "clip" && (!doc.body || cs(doc.body).overflowX !== "hidden" || cs(de).overflowX !== "visible");
  const overflowers = [];
  const escapes = [];
  const clipped = [];
  const edgeCut = [];
  const maxElements = opts.maxElements || 20000;
  let examined = 0;
  const startRect = root === body ? de.getBoundingClientRect() : (root.parentElement || de).getBoundingClientRect();
  const stack = [[root, startRect, 0]];
  while (stack.length) {
    const [el, ref, depth] = stack.pop();
    if (SKIP.has(el.tagName) || el.getAttribute("aria-hidden") === "true" || devRootSet.has(el)) continue;
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
      // Past the left edge of the page, or the right edge of a page that
      // cannot scroll sideways, part of a box is out of reach.
      if (((r.left < -2 && r.right > 8) || (!pageScrollsX && r.right > vw + 2 && r.left < vw - 8)) && edgeCut.length < 200) edgeCut.push({ el, r, depth });
      if ((r.left < ref.left - 2 || r.right > ref.right + 2 || r.top < ref.top - 2 || r.bottom > ref.bottom + 2) && escapes.length < 400) escapes.push({ el, r });
      // A button's own label is text like any other (a nowrap label wider
      // than the button); fields scroll their text by design.
      if ((!FORM.has(el.tagName) || el.tagName === "BUTTON") && el.firstChild && clipped.length < 400) {
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
  // (a carousel slide, a collapsed panel): intentionally invisible. Only
  // the axes the ancestor clips count, and a clip box of zero height (a
  // toolbar collapsed to height 0, its buttons centred on that line) hides
  // all it holds.
  const hiddenByClip = (el, r) => {
    for (let a = el.parentElement, i = 0; a && a !== body && a !== de && i < 40; a = a.parentElement, i++) {
      const s = cs(a);
      const clipX = s.overflowX !== "visible";
      const clipY = s.overflowY !== "visible";
      if (clipX || clipY) {
        const c = a.getBoundingClientRect();
        if (clipX && Math.min(r.right, c.right) - Math.max(r.left, c.left) <= 0) return true;
        if (clipY && Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top) <= 0) return true;
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
    // overWhy: the innermost box's offset or width, else what widens the
    // outer culprit (a row's width, where the box at the edge is only its
    // share of it).
    const overWhy = (c, inner, o) => {
      const at = inner || o;
      const own = c.chain([c.offset(at.el, { right: at.r.right - vw }), c.turned(at.el), c.wide(at.el, vw, roomRight(at.r))]);
      return inner ? c.chain([own, c.wide(o.el, vw, roomRight(o.r))]) : own;
    };
    const head = "document scrolls sideways: " + scrollW + " px wide in a " + vw + " px viewport; ";
    // One defect, one finding: the innermost box that reaches the same
    // edge is named in the outer culprit's detail and examples.
    for (const o of outer.slice(0, 4)) {
      let inner = null;
      for (const d of overflowers) {
        if (d.el !== o.el && o.el.contains(d.el) && d.r.right >= o.r.right - 1 && (!inner || d.depth > inner.depth) && shown(d.el, d.r)) inner = d;
      }
      add("page-overflow-x", "error", o.el, head + "this box spans x " + px(o.r.left) + ".." + px(o.r.right) + " (" + px(o.r.right - vw) + " px past the right edge), outermost culprit" +
          (inner ? "; the innermost box reaching the same edge is " + selectorOf(inner.el) + ", " + px(inner.r.width) + " px wide" : ""),
        "the page scrolls sideways: " + label(o.el) + " ends " + px(o.r.right - vw) + " px past the right edge of the screen",
        { also: inner ? [inner.el] : [], why: because((c) => overWhy(c, inner, o)) });
    }
    if (!outer.length && !timedOut) {
      // No box past the edge: the content of a box that does not clip (a
      // <pre> of long lines, a nowrap text) spills out of it.
      let spill = null;
      for (const { el, r } of clipped) {
        const s = cs(el);
        if (el === body || el === de || s.overflowX !== "visible" || r.left + el.scrollWidth <= vw + 1 || !reachesPage(el) || !shown(el, r)) continue;
        // The innermost such box is the one to fix (the <pre>, not its page).
        if (!spill || spill.el.contains(el) || (!el.contains(spill.el) && r.left + el.scrollWidth > spill.right)) spill = { el, right: r.left + el.scrollWidth };
      }
      if (spill) {
        add("page-overflow-x", "error", spill.el, head + "the content of this box spills " + px(spill.right - vw) + " px past the right edge (scroll width " + spill.el.scrollWidth + " px in a " + spill.el.clientWidth + " px box, overflow visible)",
          "the page scrolls sideways: the content of " + label(spill.el) + " runs " + px(spill.right - vw) + " px past the right edge of the screen", { why: because((c) => c.spill(spill.el)) });
      } else {
        add("page-overflow-x", "error", de, head + "no single element box found past the edge (pseudo-element, margin or transform)", "the page scrolls sideways");
      }
    }
  }

  // escapes-container
  // A box only escapes a container a person can see the edge of: one that
  // clips, or has a border, a shadow, or a background that differs from
  // what is behind it. A header on the page's own background is no edge,
  // so a negative margin that aligns its icons with the page is design.
  const clear = (c) => !c || c === "transparent" || /^rgba\(.*,\s*0\)$/.test(c) || /\/\s*0\)$/.test(c);
  const rgb = (c) => {
    const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)$/.exec(c);
    return m ? [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]] : null;
  };
  const sameColor = (a, b) => {
    if (a === b) return true;
    const x = rgb(a);
    const y = rgb(b);
    return !!x && !!y && Math.abs(x[0] - y[0]) + Math.abs(x[1] - y[1]) + Math.abs(x[2] - y[2]) <= 12 && Math.abs(x[3] - y[3]) < 0.1;
  };
  const behind = new Map();
  // bgBehind is the paint behind a: the nearest ancestor's background
  // image or opaque color, else the canvas (white).
  const bgBehind = (a) => {
    if (behind.has(a)) return behind.get(a);
    let out = "rgb(255, 255, 255)";
    const p = a.parentElement;
    if (p) {
      const ps = cs(p);
      out = ps.backgroundImage !== "none" ? "image" : !clear(ps.backgroundColor) ? ps.backgroundColor : bgBehind(p);
    }
    behind.set(a, out);
    return out;
  };
  const visibleShadow = (sh) => sh && sh !== "none" && sh.split(/,(?![^(]*\))/).some((part) => !/rgba\([^)]*,\s*0\)|#0000|transparent|\/\s*0\)/.test(part));
  const side = (w, c) => parseFloat(w) > 0 && !clear(c);
  const visibleBorder = (s) =>
    side(s.borderTopWidth, s.borderTopColor) || side(s.borderRightWidth, s.borderRightColor) || side(s.borderBottomWidth, s.borderBottomColor) || side(s.borderLeftWidth, s.borderLeftColor);
  const hasBoundary = (a) => {
    const s = cs(a);
    if (s.overflowX !== "visible" || s.overflowY !== "visible") return "overflow " + (s.overflowX !== "visible" ? s.overflowX : s.overflowY);
    if (visibleBorder(s)) return "border";
    if (visibleShadow(s.boxShadow)) return "shadow";
    if (s.backgroundImage !== "none") return "background image";
    const bg = s.backgroundColor;
    if (!clear(bg) && !sameColor(bg, bgBehind(a))) return "background";
    return "";
  };
  const directText = (el) => {
    for (let n = el.firstChild; n; n = n.nextSibling) if (n.nodeType === 3 && /\S/.test(n.nodeValue)) return true;
    return false;
  };
  const FLOATING = '[role="tooltip"],[role="menu"],[role="listbox"],[role="dialog"],[role="alertdialog"],dialog[open],[popover],[aria-modal="true"]';
  const hasText = (el) => directText(el) || /\S/.test(el.innerText || "");
  // cornerBadge: a small box on a corner of its container (a count on a
  // cart icon, a close button hanging off a card) floats by design.
  const cornerBadge = (r, br) => {
    if (r.width > 40 || r.height > 40) return false;
    const nearX = Math.abs(r.left - br.left) < 24 || Math.abs(r.right - br.right) < 24;
    const nearY = Math.abs(r.top - br.top) < 24 || Math.abs(r.bottom - br.bottom) < 24;
    return nearX && nearY;
  };
  // edgeLabel: a short label centred on its card's top or bottom border
  // ("Most Popular" with top-0 start-50 translate-middle) straddles it by
  // design.
  const edgeLabel = (r, br) => {
    if (r.height > 40 || r.left < br.left - 2 || r.right > br.right + 2) return false;
    const mid = (r.top + r.bottom) / 2;
    return Math.abs(mid - br.top) <= r.height / 4 || Math.abs(mid - br.bottom) <= r.height / 4;
  };
  // hangsOutside: wholly outside one edge of its container and attached to
  // it (top: 100%, a menu under a header): a dropdown or popover by design.
  const hangsOutside = (r, br) =>
    (r.top >= br.bottom - 1 && r.top - br.bottom < 16) || (r.bottom <= br.top + 1 && br.top - r.bottom < 16) ||
    (r.left >= br.right - 1 && r.left - br.right < 16) || (r.right <= br.left + 1 && br.left - r.right < 16);
  // pushedOut: a side of the box lies outside its container because its
  // own inset on that side is at least 24 px negative (right: -60px): a
  // badge pushed out of its card, not a tooltip or a ribbon's overhang.
  const pushedOut = (el, r, br) => {
    const s = cs(el);
    const over = { top: br.top - r.top, right: r.right - br.right, bottom: r.bottom - br.bottom, left: br.left - r.left };
    for (const k in over) if (over[k] > 2 && parseFloat(s[k]) <= -24) return true;
    return false;
  };
  const absoluteSticksOut = (el, r, b, br) => {
    // A control, or plain text on its card's background. A text bubble with
    // its own background that lets clicks through is a tooltip, unless its
    // own offset pushes it out; a box with neither text nor control is a
    // decoration.
    const control = el.matches(INTERACTIVE) || !!el.querySelector(INTERACTIVE);
    if (!control && (!hasText(el) || cs(el).pointerEvents === "none" || (!clear(cs(el).backgroundColor) && !pushedOut(el, r, br)))) return false;
    if (el.closest(FLOATING) || b.querySelector('[aria-expanded="true"]')) return false;
    if (!intersects(r, br) || hangsOutside(r, br) || cornerBadge(r, br)) return false;
    if (!control && edgeLabel(r, br)) return false;
    return true;
  };
  const MEDIA = "img,svg,video,canvas,picture,iframe,object,embed";
  const hasContent = (el) => hasText(el) || el.matches(INTERACTIVE + "," + MEDIA) || !!el.querySelector(INTERACTIVE + "," + MEDIA);
  const paints = (el) => {
    const s = cs(el);
    return !clear(s.backgroundColor) || s.backgroundImage !== "none" || visibleShadow(s.boxShadow) || visibleBorder(s);
  };
  // contentInside: el's own text and each child's content box (its box less
  // padding and border) lie within box, 2 px of slack.
  const contentInside = (el, box) => {
    const inside = (q) => q.left >= box.left - 2 && q.right <= box.right + 2 && q.top >= box.top - 2 && q.bottom <= box.bottom + 2;
    const range = doc.createRange();
    for (let n = el.firstChild, i = 0; n && i < 60; n = n.nextSibling, i++) {
      if (n.nodeType === 3) {
        if (!/\S/.test(n.nodeValue)) continue;
        range.selectNodeContents(n);
        if (!inside(range.getBoundingClientRect())) return false;
      } else if (n.nodeType === 1) {
        const q = n.getBoundingClientRect();
        if (q.width === 0 && q.height === 0) continue;
        const ns = cs(n);
        const c = {
          left: q.left + parseFloat(ns.borderLeftWidth) + parseFloat(ns.paddingLeft), right: q.right - parseFloat(ns.borderRightWidth) - parseFloat(ns.paddingRight),
          top: q.top + parseFloat(ns.borderTopWidth) + parseFloat(ns.paddingTop), bottom: q.bottom - parseFloat(ns.borderBottomWidth) - parseFloat(ns.paddingBottom),
        };
        if (paints(n) ? !inside(q) : !inside(c)) return false;
      }
    }
    return true;
  };
  // fieldLabel: a <label> laid over or on the outline of its own field (a
  // floating label, Material's outlined form field) is how the field looks,
  // as long as the box it leaves is a piece of that field, not the card
  // holding it.
  const fieldLabel = (el, b) => {
    const c = el.localName === "label" && el.control;
    if (!c || b.contains(c)) return false;
    for (let a = b.parentElement, i = 0; a && i < 6; a = a.parentElement, i++) if (a.contains(c)) return a.contains(el);
    return false;
  };
  // tiltedPicture: a picture turned a few degrees (transform or rotate) pops
  // out of its panel on purpose; its box's corners are the tilt.
  const tiltedPicture = (el, s) => {
    if (el.localName !== "img" && el.localName !== "picture") return false;
    const m = /^matrix\(([^,]+),\s*([^,]+)/.exec(s.transform);
    return (!!m && Math.abs(parseFloat(m[2])) > 0.001) || (!!s.rotate && s.rotate !== "none" && parseFloat(s.rotate) !== 0);
  };
  // ribbon: a corner decoration placed outside its card by its own
  // negative offsets (right: -5px; top: -5px), overhanging no more than
  // they say, holding a short label and no control. The author put it
  // there; a CTA pushed out by negative margins is still the bug.
  const ribbon = (el, s, r, br) => {
    const off = { top: parseFloat(s.top), right: parseFloat(s.right), bottom: parseFloat(s.bottom), left: parseFloat(s.left) };
    const over = { top: br.top - r.top, right: r.right - br.right, bottom: r.bottom - br.bottom, left: br.left - r.left };
    let placed = false;
    for (const k in over) {
      if (over[k] <= 1) continue;
      if (!(off[k] < 0) || over[k] > -off[k] + 2) return false;
      placed = true;
    }
    return placed && !pushedOut(el, r, br) && !el.matches(INTERACTIVE) && !el.querySelector(INTERACTIVE) && (el.innerText || "").trim().length <= 24;
  };
  const rotatedBand = (el, s) => {
    const m = /^matrix\(([^,]+),\s*([^,]+)/.exec(s.transform);
    const tilted = (!!m && Math.abs(parseFloat(m[2])) > 0.1) || (!!s.rotate && s.rotate !== "none" && parseFloat(s.rotate) !== 0);
    return tilted && !el.matches(INTERACTIVE) && !el.querySelector(INTERACTIVE) && (el.innerText || "").trim().length <= 24;
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
      why = hasBoundary(a);
      if (why) {
        b = a;
        break;
      }
    }
    if (!b || fieldLabel(el, b) || tiltedPicture(el, s)) continue;
    const bs = cs(b);
    const clipX = bs.overflowX !== "visible";
    const clipY = bs.overflowY !== "visible";
    const scrollX = /auto|scroll/.test(bs.overflowX);
    const scrollY = /auto|scroll/.test(bs.overflowY);
    const br = b.getBoundingClientRect();
    if (!shown(b, br)) continue;
    // Popovers, badges, tooltips and decorations are positioned out of their
    // box on purpose; a button, link or text that starts inside its card
    // and sticks out of it is the bug (the seed's pricing CTA).
    if (s.position === "absolute" && !clipX && !clipY && !absoluteSticksOut(el, r, b, br)) continue;
    if (s.position === "absolute" && ribbon(el, s, r, br)) continue;
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
    // A box with no paint of its own (a grid row with negative gutters, a
    // link's enlarged hit area) only matters by what it holds: when its
    // children's content boxes and its own text stay inside, nothing shows.
    if (!paints(el) && contentInside(el, box)) continue;
    if (clipX || clipY) {
      // Cut by its container: a decoration (a background shape, a staggered
      // hamburger bar, an aspect-ratio spacer) is cropped on purpose; text,
      // controls and pictures are content. An ellipsis container cuts its
      // text on purpose (text-clipped reports it).
      // A rotated band cut by its box is a corner ribbon's label.
      if (!hasContent(el) || bs.textOverflow === "ellipsis" || rotatedBand(el, s)) continue;
    }
    const sides = [];
    const over = { left: scrollX ? 0 : box.left - r.left, right: scrollX ? 0 : r.right - box.right, top: scrollY ? 0 : box.top - r.top, bottom: scrollY ? 0 : r.bottom - box.bottom };
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
      "box " + px(r.width) + "x" + px(r.height) + (s.position === "absolute" ? " (position absolute)" : "") + " extends " + sides.join(", ") + " edge of " + selectorOf(b) + " (" + why + ", " + px(br.width) + "x" + px(br.height) + ")" + cut,
      label(el) + (clipX || clipY ? " is cut off at the edge of " : " sticks out of ") + label(b) + " by " + sides[0].replace(/ past the /, " on the "), { why: because((c) => c.box(el, b, over)) });
  }

  // covers-content: a box that leaves its container and paints over text
  // or a control that is not its own. Hit-testing decides what the user
  // sees on top. Floating layers by design stay silent: open tooltips,
  // menus, dialogs and popovers, dropdowns whose trigger is expanded, small
  // badges on a corner, fixed and sticky bars.
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
      if (!b && hasBoundary(a)) b = a;
      if (b || clipped) break;
    }
    if (clipped) continue; // a clipping ancestor hides what sticks out: escapes-container's case
    b = b || el.parentElement;
    if (!b || b === body || b === de) continue;
    const br = b.getBoundingClientRect();
    if (cornerBadge(r, br)) continue;
    if (b.querySelector('[aria-expanded="true"]')) continue; // an open dropdown under its trigger
    // A box that starts inside and spills out is the bug.
    if (hangsOutside(r, br)) continue;
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
            if (isDev(u)) break; // a dev widget on top is not the app's content
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
    if (!victim || (el.localName === "label" && el.control === victim)) continue; // a label over its own empty field
    covering.add(el);
    add("covers-content", "warning", el,
      "box " + px(r.width) + "x" + px(r.height) + " (position " + s.position + ") sticks out of " + selectorOf(b) + " and covers " + label(victim) + " (" + selectorOf(victim) + ") at x " + px(at.x) + ", y " + px(at.y) + ": the covered " + (victim.matches(INTERACTIVE) ? "control cannot be clicked" : "text cannot be read") + " there",
      label(el) + " spills out of its box and covers " + label(victim), { why: because((c) => c.box(el, b, { left: br.left - r.left, right: r.right - br.right, top: br.top - r.top, bottom: r.bottom - br.bottom })) });
  }

  // A box reported for what it covers is not reported again for escaping.
  for (let i = found.length - 1; i >= 0; i--) {
    if (found[i].kind === "escapes-container" && covering.has(found[i].el)) {
      found.splice(i, 1);
      counts["escapes-container"]--;
    }
  }

  // spillHits says what the part of a text rect outside its box runs into:
  // another element's text or control painted there (over or under it), or
  // the element itself when something else paints over its text. Null
  // when the spill lands on empty space.
  const spillHits = (el, tr, box) => {
    const strips = [
      { left: Math.max(tr.left, box.right), right: tr.right, top: tr.top, bottom: tr.bottom },
      { left: tr.left, right: Math.min(tr.right, box.left), top: tr.top, bottom: tr.bottom },
      { left: tr.left, right: tr.right, top: Math.max(tr.top, box.bottom), bottom: tr.bottom },
      { left: tr.left, right: tr.right, top: tr.top, bottom: Math.min(tr.bottom, box.top) },
    ];
    for (const q of strips) {
      const x0 = Math.max(q.left, 0);
      const x1 = Math.min(q.right, vw);
      const y0 = Math.max(q.top, 0);
      const y1 = Math.min(q.bottom, vh);
      if (x1 - x0 < 3 || y1 - y0 < 3) continue;
      for (let i = 0; i < 3; i++) {
        for (let j = 0; j < 2; j++) {
          const x = x0 + ((x1 - x0) * (2 * i + 1)) / 6;
          const y = y0 + ((y1 - y0) * (2 * j + 1)) / 4;
          const stack = doc.elementsFromPoint(x, y);
          let mine = false;
          for (const u of stack) {
            if (u === body || u === de) break;
            if (el.contains(u)) {
              mine = true;
              continue;
            }
            if (u.contains(el) || isDev(u)) continue;
            if ((u.matches(INTERACTIVE) || textAt(u, x, y)) && checkVis(u)) return mine ? u : el;
            if (!mine && !clear(cs(u).backgroundColor)) return el; // an opaque box hides the text
          }
        }
      }
    }
    return null;
  };

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
      // Clipped text counts when one of its lines shows at least half its
      // height: a line parked outside the box with a sliver showing (an
      // odometer's next digit) is hidden on purpose.
      if (clips) {
        let readable = false;
        for (const q of range.getClientRects()) {
          const vis = Math.min(q.bottom, box.bottom) - Math.max(q.top, box.top);
          if (q.height > 0 && vis >= q.height / 2) readable = true;
        }
        if (!readable) continue;
      }
      const dx = scrollX ? 0 : Math.max(box.left - tr.left, tr.right - box.right, 0);
      let dy = scrollY ? 0 : Math.max(box.top - tr.top, tr.bottom - box.bottom, 0);
      if (dy > 0) {
        // A glyph run is taller than a tight line box (line-height 1 on a
        // big font): the half of the difference that sticks out above the
        // first line and below the last is ink overflow, not lost text.
        const lh = parseFloat(cs(p).lineHeight);
        const lines = range.getClientRects();
        const line = lines[0];
        if (line && lh > 0 && line.height > lh) dy = Math.max(0, dy - (line.height - lh) / 2 - 1);
        // One line that loses a sliver of its line box (an odometer digit in
        // a box 4 px shorter than its line) still reads in full.
        if (line && lines.length === 1 && dy < line.height * 0.2) dy = 0;
      }
      if ((dx > 2 || dy > 2) && (!worst || dx + dy > worst.dx + worst.dy)) worst = { n, dx, dy, tr };
    }
    if (!worst) continue;
    // An ellipsis or a clamp on a link or button, on a clickable row (a
    // pointer cursor: an inbox preview) or on text with a title is a
    // preview by design: the full text is one click or hover away.
    const tp = worst.n.parentElement;
    const fraction = ellipsis ? (box.right - box.left) / worst.tr.width : (box.bottom - box.top) / worst.tr.height;
    const showing = Math.floor(worst.n.nodeValue.trim().length * Math.min(1, fraction)); // "Docu…" is no preview
    if ((ellipsis || clamp) && showing >= 12 && (tp.closest('a,button,[role="button"],[role="link"],summary,[title]') || cs(tp).cursor === "pointer")) continue;
    // Text that spills out of a box that does not clip, into empty space
    // that nothing cuts, is still read in full: only a spill that runs into
    // other content, or under it, is a defect.
    // A box with an edge a person sees (a border, a background unlike what
    // is behind it, a shadow) shows its text crossing that edge, even into
    // empty space: a nowrap label wider than its bordered button.
    let into = null;
    let crosses = "";
    if (!clips && !ellipsis && !clamp) {
      into = spillHits(el, worst.tr, box);
      if (!into) {
        const out = Math.max(r.left - worst.tr.left, worst.tr.right - r.right, r.top - worst.tr.top, worst.tr.bottom - r.bottom);
        crosses = out > 2 ? hasBoundary(el) : "";
        // Text that runs out of the card around it (a long URL or e-mail
        // address that cannot wrap) crosses the card's edge. A field's
        // label laid on its outline (Material's notch) is how it looks.
        const onField = el.localName === "label" && !!el.control;
        for (let a = el.parentElement, i = 0; !crosses && !onField && a && a !== body && a !== de && i < 8; a = a.parentElement, i++) {
          const edge = hasBoundary(a);
          if (!edge) continue;
          const ar = a.getBoundingClientRect();
          if (Math.max(ar.left - worst.tr.left, worst.tr.right - ar.right) > 2) crosses = edge + " of " + selectorOf(a);
          break;
        }
        if (!crosses) continue;
      }
    }
    reportedText.add(worst.n);
    const how = ellipsis ? "text-overflow: ellipsis" : clamp ? "line-clamp " + s.webkitLineClamp : clips ? "overflow " + (ox !== "visible" ? ox : oy)
      : crosses ? "fixed size, overflow visible: it runs past its " + crosses + (s.whiteSpace === "nowrap" ? " (white-space: nowrap)" : "") : "fixed size, overflow visible (text spills out)";
    const amount = [];
    if (worst.dx > 2) amount.push(px(worst.dx) + " px horizontally");
    if (worst.dy > 2) amount.push(px(worst.dy) + " px vertically");
    const quote = '"' + clipText(worst.n.nodeValue, 30) + '"';
    add("text-clipped", ellipsis || clamp ? "info" : "warning", el,
      'text "' + clipText(worst.n.nodeValue, 50) + '" exceeds the ' + el.clientWidth + "x" + el.clientHeight + " px box by " + amount.join(" and ") +
        " (scroll " + el.scrollWidth + "x" + el.scrollHeight + "; " + how + ")" + (into && into !== el ? "; it runs into " + label(into) + " (" + selectorOf(into) + ")" : ""),
      into ? "text " + quote + (into === el ? " spills out of its box and is covered" : " spills out of its box over " + label(into))
        : crosses ? "text " + quote + " runs past the edge of " + label(el)
        : "text " + quote + (ellipsis ? " is cut short with an ellipsis" : clamp ? " is cut after " + s.webkitLineClamp + (s.webkitLineClamp === "1" ? " line" : " lines") : " is cut off"),
      { why: because((c) => c.text(el, worst.n, worst.dx, worst.dy, clips)) });
  }

  // cut-off: a list whose items stack in one column inside a container
  // that scrolls sideways, with items wider than it (a nowrap description,
  // a fixed width): their right side, often a button, is out of view and a
  // phone shows no scrollbar to hint at it. A row of slides or a wide table
  // in a scroller is design.
  const WIDE = new Set(["table", "pre", "code", "img", "canvas", "svg", "video", "iframe"]);
  for (const { el } of clipped) {
    if (late()) break;
    if (el === body || el === de || !/auto|scroll/.test(cs(el).overflowX) || el.scrollWidth <= el.clientWidth + 8) continue;
    const er = el.getBoundingClientRect();
    if (!shown(el, er)) continue;
    const edge = er.left + el.clientLeft + el.clientWidth;
    let list = el;
    for (let i = 0; i < 3 && list.children.length === 1; i++) list = list.firstElementChild;
    const items = [];
    for (const c of list.children) {
      const cr = c.getBoundingClientRect();
      if (cr.width > 0 && cr.height > 0 && checkVis(c)) items.push({ c, cr });
      if (items.length >= 100) break;
    }
    // Rows of a table, or a wide table, picture or code block, scroll on purpose.
    if (items.length < 2 || items.some((it) => WIDE.has(it.c.localName) || /^table/.test(cs(it.c).display)) || list.closest("table,pre")) continue;
    let stacked = true;
    for (let i = 1; i < items.length && stacked; i++) if (items[i].cr.top < items[i - 1].cr.bottom - 2) stacked = false;
    if (!stacked) continue;
    // A list given a min-width wider than its scroller (a task table on a
    // phone) scrolls sideways by design.
    let wide = false;
    for (let a = items[0].c; a && a !== el && !wide; a = a.parentElement) if (/px$/.test(cs(a).minWidth) && parseFloat(cs(a).minWidth) > el.clientWidth) wide = true;
    if (wide) continue;
    const cut = items.filter((it) => it.cr.right > edge + 4 && it.cr.left < edge - 4);
    if (!cut.length) continue;
    // The cause: a nowrap text wider than the container, else a box wider
    // than its own parent (a fixed or min width), in the cut items.
    let cause = null;
    let why = "";
    const range = doc.createRange();
    for (let ci = 0, seen = 0; ci < cut.length && !cause && seen < 600; ci++) {
      const tw = doc.createTreeWalker(cut[ci].c, NodeFilter.SHOW_ELEMENT);
      for (let n = tw.currentNode; n && seen < 600; n = tw.nextNode(), seen++) {
        const ns = cs(n);
        if ((/nowrap|pre/.test(ns.whiteSpace) || ns.textWrapMode === "nowrap") && directText(n)) {
          range.selectNodeContents(n);
          if (range.getBoundingClientRect().width > el.clientWidth - 8) {
            cause = n;
            why = "white-space: nowrap";
            break;
          }
        }
        const p = n.parentElement;
        if (!why && n !== cut[ci].c && p && n.namespaceURI === HTML_NS) {
          const nw = n.getBoundingClientRect().width;
          if (nw > el.clientWidth && nw > p.clientWidth + 2) {
            cause = cause || n;
            why = "";
          }
        }
      }
    }
    if (cause && !why) why = px(cause.getBoundingClientRect().width) + " px wide, wider than its parent";
    const first = cut[0].c;
    cause = cause || first;
    let hidden = null;
    for (const it of cut) {
      for (const c of it.c.querySelectorAll(INTERACTIVE)) {
        const cr = c.getBoundingClientRect();
        if (cr.width > 0 && cr.left + cr.width / 2 > edge) {
          hidden = c;
          break;
        }
      }
      if (hidden) break;
    }
    const n = cut.length;
    add("cut-off", "warning", cause,
      n + " of " + items.length + " items in " + selectorOf(el) + " (overflow-x " + cs(el).overflowX + ", " + el.clientWidth + " px) are up to " + px(Math.max(...cut.map((it) => it.cr.right)) - edge) +
        " px wider than it, so their right side is out of view" + (hidden ? ", including " + label(hidden) + " (" + selectorOf(hidden) + ")" : "") + (why ? "; widened by this element (" + why + ")" : ""),
      "the right side of " + (n > 1 ? n + " items" : label(first)) + " is cut off" + (hidden ? ", including " + label(hidden) : ""), { n, why: because((c) => c.wide(cause, el.clientWidth)) });
  }

  // cut-off at the screen's edge: content partly left of the page (which
  // cannot scroll left), or right of a page that does not scroll sideways
  // (overflow-x hidden on the root). The outermost box with content is
  // reported; a clipping or fixed ancestor, or a box parked wholly
  // off-screen (a drawer, a skip link), is something else.
  const edgeReported = [];
  edgeCut.sort((a, b) => a.depth - b.depth);
  for (const { el, r } of edgeCut) {
    if (late() || edgeReported.length >= perKind) break;
    if (edgeReported.some((o) => o.contains(el)) || !shown(el, r) || !hasContent(el)) continue;
    let held = false;
    for (let a = el; a && a !== body && a !== de && !held; a = a.parentElement) {
      const as = cs(a);
      if (as.position === "fixed" || as.position === "sticky" || (a !== el && (as.overflowX !== "visible" || as.overflowY !== "visible"))) held = true;
    }
    if (held || (!paints(el) && contentInside(el, { left: 0, right: vw, top: -1e9, bottom: 1e9 }))) continue;
    edgeReported.push(el);
    const left = r.left < -2;
    const by = left ? px(-r.left) : px(r.right - vw);
    add("cut-off", "warning", el,
      label(el) + " spans x " + px(r.left) + ".." + px(r.right) + " in a " + vw + " px viewport: " + by + " px of it lie past the " + (left ? "left edge of the page, which cannot scroll there" : "right edge, and the page does not scroll sideways (overflow-x hidden)"),
      label(el) + " is cut off at the " + (left ? "left" : "right") + " edge of the screen by " + by + " px",
      { why: because((c) => c.chain([c.offset(el, { left: -r.left, right: left ? 0 : r.right - vw }), c.turned(el), c.wide(el, vw, left ? vw : roomRight(r))])) });
  }

  // interactive elements: overlap, offscreen-interactive, small-tap-target
  const controls = [];
  const candidates = root.querySelectorAll(INTERACTIVE);
  for (let i = 0; i < candidates.length && controls.length < 400; i++) {
    const el = candidates[i];
    const r = el.getBoundingClientRect();
    if (shown(el, r) && !isDev(el)) controls.push({ el, r });
  }
  // A skip link ("Skip to content") is parked off-screen until focused.
  const skipLink = (el) => el.tagName === "A" && /^#/.test(el.getAttribute("href") || "") && /skip/i.test((el.textContent || "") + " " + el.className);
  for (const { el, r } of controls) {
    if (late()) break;
    // left: -9999px is the standard way to hide a skip link until focused.
    if ((r.right <= 0 && r.right > -1000) || r.left >= vw) {
      if (hiddenByClip(el, r) || skipLink(el) || edgeReported.some((o) => o.contains(el))) continue; // the row it is cut from is the finding
      const side = r.left >= vw ? px(r.left - vw) + " px beyond the right edge" : px(-r.right) + " px beyond the left edge";
      add("offscreen-interactive", "warning", el, label(el) + " spans x " + px(r.left) + ".." + px(r.right) + ", entirely outside the " + vw + " px viewport (" + side + ")",
        label(el) + " is off the screen, out of reach");
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
  const FIELD = 'input,textarea,select,[contenteditable=""],[contenteditable="true"],[role="combobox"],[role="searchbox"],[role="textbox"]';
  const insideField = (field, c, w, h) => field.el.matches(FIELD) && !c.el.matches(FIELD) && w * h >= 0.9 * c.r.width * c.r.height;
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
      // A control cut away whole by its clipping ancestor (the bulk-actions
      // toolbar collapsed to height 0) is not on screen to be covered.
      if (hiddenByClip(a.el, a.r) || hiddenByClip(b.el, b.r)) continue;
      if ((a.el.labels && Array.from(a.el.labels).some((l) => l.contains(b.el))) || (b.el.labels && Array.from(b.el.labels).some((l) => l.contains(a.el)))) continue;
      // A control placed inside a field (show password, clear, search
      // icon) sits there by design.
      if (insideField(a, b, w, h) || insideField(b, a, w, h)) continue;
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
      const share = px((100 * w * h) / (under.r.width * under.r.height));
      add("overlap", "warning", top.el,
        label(top.el) + " covers " + label(under.el) + " (" + selectorOf(under.el) + ") by " + px(w) + "x" + px(h) + " px, " + share + "% of it; " + how,
        label(top.el) + " covers " + share + "% of " + label(under.el), { why: because((c) => c.overlap(top.el, under.el)) });
    }
  }
  // small-tap-target: WCAG 2.2 AA 2.5.8 on touch presets. A target is at
  // least 24x24 CSS px, or far enough from its neighbours that a 24 px
  // circle centred on it touches no other target (nor the circle of
  // another small one). Text links inside a sentence are exempt. 44/48 px
  // are AAA and platform guidelines, not defects.
  if (opts.touch) {
    const runningText = (el) => {
      if (el.tagName !== "A" || cs(el).display !== "inline") return false;
      let p = el.parentElement;
      for (let i = 0; p && i < 6 && cs(p).display === "inline"; i++) p = p.parentElement;
      if (!p) return false;
      const own = (el.textContent || "").trim().length;
      return (p.textContent || "").replace(/\s+/g, " ").trim().length - own >= 20;
    };
    const MIN = 24;
    // labelSeen is the part of a label a person sees as one: its own box
    // when it draws one (a fill apart from what is behind it, a border, a
    // shadow), else the box of its rendered text and of what it paints
    // inside (a checkbox drawn by a span, an icon). A block label spans
    // its row, and a "Forgot password?" link at the row's end sits on
    // empty space nobody would tap. Text of another control inside the
    // label (a link) is that control's, not the label's.
    const drawsBox = (e) => {
      const s = cs(e);
      return visibleBorder(s) || visibleShadow(s.boxShadow) || s.backgroundImage !== "none" || (!clear(s.backgroundColor) && !sameColor(s.backgroundColor, bgBehind(e)));
    };
    const labelSeen = (l, el, lr) => {
      if (drawsBox(l)) return lr;
      let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
      const grow = (q) => {
        if (q.width < 1 || q.height < 1) return;
        left = Math.min(left, q.left);
        top = Math.min(top, q.top);
        right = Math.max(right, q.right);
        bottom = Math.max(bottom, q.bottom);
      };
      const another = (e) => {
        const c = e.closest(INTERACTIVE);
        return !!c && c !== el && l.contains(c);
      };
      const range = doc.createRange();
      const walk = doc.createTreeWalker(l, NodeFilter.SHOW_TEXT);
      for (let n = walk.nextNode(), i = 0; n && i < 50; n = walk.nextNode(), i++) {
        const p = n.parentElement;
        if (!/\S/.test(n.nodeValue) || !p || another(p) || !checkVis(p) || srOnly(p)) continue;
        range.selectNodeContents(n);
        // A text's rectangle is its glyphs' height; its line is taller.
        const lh = parseFloat(cs(p).lineHeight);
        for (const q of range.getClientRects()) {
          const pad = lh > q.height ? (lh - q.height) / 2 : 0;
          grow({ left: q.left, right: q.right, top: q.top - pad, bottom: q.bottom + pad, width: q.width, height: q.height + 2 * pad });
        }
      }
      const inner = l.getElementsByTagName("*");
      for (let i = 0; i < inner.length && i < 50; i++) {
        const e = inner[i];
        if (e === el || el.contains(e) || another(e) || (e.parentElement && e.parentElement.closest("svg"))) continue;
        if (!/^(svg|img|canvas|video)$/.test(e.localName) && !drawsBox(e)) continue;
        const q = e.getBoundingClientRect();
        if (q.width >= 2 && q.height >= 2 && checkVis(e) && !srOnly(e)) grow(q);
      }
      return right > left ? { left, top, right, bottom, width: right - left, height: bottom - top } : null;
    };
    const targets = [];
    for (const c of controls) {
      const { el, r } = c;
      if (el.disabled || el.getAttribute("aria-disabled") === "true") continue;
      // Off the page or parked off-screen (a skip link): not a target.
      if (r.right <= 0 || r.left >= vw || r.bottom + window.scrollY <= 0) continue;
      if (el.parentElement && el.parentElement.closest(INTERACTIVE)) continue; // the enclosing control is the target
      if (skipLink(el)) continue;
      if (r.width < 8 && r.height < 8) continue; // a collapsed control (4x4 px), not a target anyone sees
      // What a finger reaches at the centre: a control under another box
      // (a field's native input under its styled wrapper) is not the target.
      const cx = (r.left + r.right) / 2;
      const cy = (r.top + r.bottom) / 2;
      if (cx >= 0 && cy >= 0 && cx < vw && cy < vh) {
        const hit = doc.elementFromPoint(cx, cy);
        if (hit && !el.contains(hit) && !hit.contains(el) && !(el.labels && Array.from(el.labels).some((l) => l.contains(hit)))) continue;
      }
      // A target is its regions: the control and each label shown on
      // screen (a tap on either reaches the control). The space between
      // a field and its label above it is no target: a "Forgot password?"
      // link beside the label sits there. Size and centre are the
      // regions' bounding box, as WCAG measures them.
      const regions = [r];
      for (const l of el.labels || []) {
        const lr = l.getBoundingClientRect();
        if (lr.width < 2 || lr.height < 2 || !checkVis(l) || srOnly(l)) continue;
        const seen = labelSeen(l, el, lr);
        if (seen) regions.push(seen);
      }
      const box = {
        left: Math.min(...regions.map((q) => q.left)),
        top: Math.min(...regions.map((q) => q.top)),
        right: Math.max(...regions.map((q) => q.right)),
        bottom: Math.max(...regions.map((q) => q.bottom)),
      };
      targets.push({ el, box, regions, small: box.right - box.left < MIN - 0.5 || box.bottom - box.top < MIN - 0.5, inline: runningText(el) });
    }
    const centre = (b) => [(b.left + b.right) / 2, (b.top + b.bottom) / 2];
    const distToBox = (x, y, b) => Math.hypot(Math.max(b.left - x, 0, x - b.right), Math.max(b.top - y, 0, y - b.bottom));
    // nearest: the distance to the target's nearest region, and whether
    // that region is a label (regions[0] is the control).
    const nearest = (x, y, t) => {
      let best = { d: Infinity, onLabel: false };
      t.regions.forEach((b, i) => {
        const d = distToBox(x, y, b);
        if (d < best.d) best = { d, onLabel: i > 0 };
      });
      return best;
    };
    // ownPart names a neighbour in few bytes: the last step of its
    // selector (tag#id, or tag.class:nth-of-type among its siblings), which
    // a grouped example's neighbour, usually its sibling, needs no more.
    const ownPart = (el) => {
      const last = selectorOf(el).split(" > ").pop();
      return last.startsWith("#") ? el.localName + last : last;
    };
    for (const t of targets) {
      if (late()) break;
      if (!t.small || t.inline) continue;
      const [cx, cy] = centre(t.box);
      // Its 24 px circle may meet no region of another target (d under
      // 12), nor the circle of another small one (centres under 24 apart).
      // The neighbour kept is the one that cuts deepest into the circle.
      let near = null;
      for (const o of targets) {
        if (o === t || o.el.contains(t.el) || t.el.contains(o.el)) continue;
        let { d, onLabel } = nearest(cx, cy, o);
        let depth = MIN / 2 - d;
        let centres = false;
        if (depth <= 0 && o.small) {
          const [ox, oy] = centre(o.box);
          d = Math.hypot(cx - ox, cy - oy);
          depth = (MIN - d) / 2;
          centres = true;
        }
        if (depth > 0 && (!near || depth > near.depth)) near = { o, d, depth, centres, onLabel: onLabel && !centres };
      }
      if (!near) continue; // the spacing exception
      const w = px(t.box.right - t.box.left);
      const h = px(t.box.bottom - t.box.top);
      const d = Math.floor(near.d); // rounded down, so a reported distance is under the limit it breaks
      const other = label(near.o.el) + " (" + selectorOf(near.o.el) + ")" + (near.onLabel ? "'s label" : "");
      add("small-tap-target", "warning", t.el,
        label(t.el) + " is " + w + "x" + h + " px, below WCAG 2.2's 24x24 px minimum, and " + other +
          (near.centres ? " is under 24 px too, its centre " + d + " px from this one's: their 24 px circles overlap" : " is " + d + " px from its centre, within its 24 px circle"),
        label(t.el) + " is " + w + "x" + h + " px and crowded by " + label(near.o.el) + ": a finger can hit the wrong one",
        { near: ownPart(near.o.el) + " " + d + "px" + (near.centres ? " (centres)" : near.onLabel ? " (label)" : "") });
    }
  }

  // broken-image; and images still loading at capture time (settle's cap
  // left them pending: an image optimiser compiling on first hit), which
  // the screenshot shows empty and the summary names.
  const imgs = root.getElementsByTagName("img");
  const loading = [];
  for (let i = 0; i < imgs.length && i < 500; i++) {
    const img = imgs[i];
    const src = img.currentSrc || img.src;
    if (!img.complete && src && loading.length < 10 && !isDev(img) && img.getClientRects().length && checkVis(img)) {
      const q = img.getBoundingClientRect();
      if (img.loading !== "lazy" || (q.bottom > 0 && q.top < vh)) loading.push(selectorOf(img) + " (" + clipText(src, 160) + ")");
    }
    if (!img.complete || img.naturalWidth > 0 || !src || !img.getAttribute("src") && !img.getAttribute("srcset")) continue;
    if (img.getClientRects().length === 0 || !checkVis(img) || img.closest('[aria-hidden="true"]')) continue;
    const alt = img.getAttribute("alt");
    if (isDev(img)) continue;
    add("broken-image", "error", img, "image failed to load (naturalWidth 0): " + clipText(src, 160) + (alt ? '; alt "' + clipText(alt, 40) + '"' : "; no alt text"),
      "a broken image" + (alt ? ' ("' + clipText(alt, 30) + '")' : ""), { src });
  }

  // Given findings: axe-core's accessibility violations, found in an
  // isolated world and located here by their targets (one selector per
  // shadow root on the way), so they are grouped and sourced like ours.
  const resolve = (target) => {
    let scope = doc;
    let el = null;
    for (let i = 0; i < target.length; i++) {
      try {
        el = scope.querySelector(target[i]);
      } catch (e) {
        return null;
      }
      if (!el) return null;
      if (i < target.length - 1 && !(scope = el.shadowRoot)) return null;
    }
    return el;
  };
  for (const g of opts.given || []) {
    const el = resolve(g.target || []);
    if (!el || isDev(el) || (root !== body && !root.contains(el))) continue;
    add(g.kind, g.severity, el, g.detail, g.sees, { rule: g.rule, wcag: g.wcag, group: g.group, cause: g.cause || null });
  }

  // One defect, one finding: the same kind on elements of the same class
  // pattern and the same source location (a template repeated in cards,
  // rows, list items) is grouped, with a count and a few other selectors.
  // An element without classes is keyed by its parent's pattern too, so
  // unrelated bare tags stay apart; two tags with the same classes on
  // different lines stay apart when the build says so.
  const origins = new Map();
  const originMemo = (el) => {
    if (!origins.has(el)) origins.set(el, originOf(el));
    return origins.get(el);
  };
  const place = (el) => {
    const o = originMemo(el);
    if (!o) return "";
    return o.line ? o.file + ":" + o.line + ":" + (o.column || 0) : (o.frames && o.frames[0]) || o.file || "";
  };
  const GROUPED = new Set(["offscreen-interactive", "broken-image", "cut-off", "text-clipped", "covers-content", "overlap", "escapes-container", "small-tap-target",
    "low-contrast", "unnamed-control", "unlabelled-field", "missing-alt", "broken-aria"]);
  const pattern = (el) => el.localName + "." + Array.from(el.classList || []).sort().join(".");
  const groups = new Map();
  const order = [];
  const kindGroups = {}; // groups made so far per kind: past perKind, no cause is computed
  const causesPerKey = new Map(); // causes computed per element pattern: a few tell its defects apart
  const firstKey = new Map(); // a pattern's first group
  for (const f of found) {
    let key = f;
    if (f.group) {
      key = f.kind + "|" + f.rule + "|" + f.group;
    } else if (GROUPED.has(f.kind)) {
      key = f.kind + "|" + (f.rule || "") + "|" + pattern(f.el);
      if (!f.el.classList.length && f.el.parentElement) key += "<" + pattern(f.el.parentElement);
      key += "@" + place(f.el);
      // Two causes are two defects: a width in a stylesheet and one in a
      // style attribute on elements alike are fixed in two places. The
      // cause is asked only of the first few elements of one pattern,
      // while the cap may keep a group of their kind; the rest join the
      // pattern's first group.
      const base = key;
      const asked = causesPerKey.get(base) || 0;
      const room = (kindGroups[f.kind] || 0) < perKind;
      if (f.why && asked < 4 && room) {
        causesPerKey.set(base, asked + 1);
        const w = causeOfFinding(f);
        if (w) key += "|" + w.property + (w.inline ? "!style" : "") + (w.el !== f.el ? "<" + pattern(w.el) + "@" + place(w.el) : "");
        if (!firstKey.has(base)) firstKey.set(base, key);
      } else {
        key = firstKey.get(base) || key;
      }
    }
    let g = groups.get(key);
    if (!g) {
      kindGroups[f.kind] = (kindGroups[f.kind] || 0) + 1;
      g = { f, n: 0, others: [], near: [] };
      groups.set(key, g);
      order.push(g);
    }
    g.n += f.n || 1;
    if (g.f !== f && g.others.length < 3) {
      g.others.push(f.el);
      g.near.push(f.near || "");
    }
    for (const a of f.also || []) {
      if (g.others.length < 3) {
        g.others.push(a);
        g.near.push("");
      }
    }
  }
  // causeOut is a cause as Go reads it: the carrier by selector (and its
  // origin, for a style attribute or a utility class written in its
  // markup) when it is not the finding's own element.
  const causeOut = (w, el, placed, ask) => {
    const other = w.el !== el;
    const p = placed && placed.style ? placed : null;
    return { element: other ? selectorOf(w.el) : "", property: w.property, value: clipText(w.value, 80), names: w.names || [], fix: w.fix || "",
      inline: !!w.inline, missing: !!w.missing, selector: selectorOf(w.el), classes: Array.from(w.el.classList || []), origin: other ? originMemo(w.el) : null,
      used: !!w.used, attr: w.attr || "", attrValue: clipText(w.attrValue || "", 40), measured: w.measured || "", least: w.least > 0 ? w.least : 0,
      ask: !!ask, else: ask && w.else ? causeOut(w.else, el, null, true) : null,
      placed: p ? { rule: p.rule, name: p.name, value: clipText(p.value, 80), layer: p.layer, dev: p.dev, scope: p.scope || "", own: !!p.own, named: p.named || "", line: p.line, col: p.col, owner: p.dev || p.scope || p.own ? null : styleRef(p.style) } : null };
  };
  // styleRef finds a plain page's <style> in its served document: by its
  // place among the <style> elements; its text starts where its tag ends.
  const styleRef = (style) => {
    const all = Array.from(doc.getElementsByTagName("style"));
    return { via: "html", html: { tag: "style", index: all.indexOf(style), count: all.length, text: true } };
  };
  // roomWidth: a width that is a share of the room it has (width: 100%)
  // is not what makes a box too wide; the next guess is.
  const roomWidth = (p) => /^(width|inline-size|flex-basis|flex)$/.test(p.name || "") && /^(100|[1-9]?\d)(\.\d+)?%$/.test((p.value || "").trim());
  // tooNarrow: a declared length that cannot make the box as wide as it
  // is (least px) does not explain it; a value it cannot read might.
  const tooNarrow = (h, p) => {
    if (!(h.least > 0)) return false;
    const m = /^(-?[\d.]+)(px|rem|em)$/.exec((p.value || "").trim());
    if (!m) return false;
    const size = m[2] === "px" ? 1 : parseFloat(cs(m[2] === "rem" ? de : h.el).fontSize) || 16;
    return parseFloat(m[1]) * size < h.least;
  };
  // unknownOut says no single declaration was found, and what was
  // measured, instead of naming a used value nobody declared.
  const unknownOut = (w) => ({ property: "", unknown: "no single declaration found: " + (w.measured || w.property + " " + clipText(w.value, 40) + " as laid out"), names: [], classes: [] });
  // settle walks a cause's guesses through the page's own style sheets:
  // the first one declared, a style attribute's or a missing one is the
  // cause; one it cannot place sends the whole chain to the cascade. A
  // presentational attribute is the cause when no rule declares it. When
  // nothing is found, a guess whose value is only a used one (a width
  // the layout gave the box) is not stated as a cause.
  const settle = (w, el) => {
    if (!why || !why.place) return w.used ? unknownOut(w) : causeOut(w, el, null, false);
    try {
      for (let h = w; h; h = h.else) {
        if (h.inline || h.missing) return causeOut(h, el, null, false);
        const p = why.place(h.el, h.names);
        if (p && p.ask) return causeOut(w, el, null, true);
        if (!p && h.attr) return causeOut(h, el, null, false);
        if (!p || roomWidth(p) || tooNarrow(h, p)) continue;
        return causeOut(h, el, p, false);
      }
    } catch (e) {
      return causeOut(w, el, null, true);
    }
    for (let h = w; h; h = h.else) if (!h.used) return causeOut(h, el, null, false);
    return unknownOut(w);
  };
  const kept = [];
  const perKindKept = {};
  for (const g of order) {
    perKindKept[g.f.kind] = (perKindKept[g.f.kind] || 0) + 1;
    if (perKindKept[g.f.kind] <= perKind) kept.push(g);
  }
  total = order.length;
  const out = kept.map(({ f, n, others, near }) => ({
    kind: f.kind,
    severity: f.severity,
    userSees: f.sees || "",
    selector: selectorOf(f.el),
    classes: Array.from(f.el.classList || []),
    rect: rectOf(f.el, f.rect),
    detail: f.detail,
    count: n > 1 ? n : 0,
    examples: others.map(selectorOf),
    near: near.some(Boolean) ? near : undefined,
    src: f.src || "",
    rule: f.rule || "",
    wcag: f.wcag || "",
    origin: f.at ? source && source.at(f.at) : originMemo(f.el),
    why: causeOfFinding(f) ? settle(causeOfFinding(f), f.el) : null,
    cause: f.cause || undefined,
  }));
  return {
    findings: out,
    total,
    examined,
    timedOut,
    capped,
    loading,
    ms: performance.now() - t0 - sourceMs,
    sourceMs,
    nuxt: !!(doc.getElementById("__nuxt") || window.__NUXT__ || window.useNuxtApp),
    next: !!(window.next || self.__next_f),
    serverFrame: source && (window.next || self.__next_f) ? source.serverFrame() : "",
    hydrationAnchor: anchorOf(),
  };
}
