// print hashes what an accessibility pass's result depends on, so that a
// look of a page the same as the last one can reuse that pass (memory.go).
// Run in the settle observer's world, in two parts. The page part covers
// the address and the media the page sees (size, pixel ratio, colour
// scheme, motion), the markup (attributes, text, inline styles, <style>
// text, open shadow roots), the state markup does not hold (form values,
// focus, scroll positions, running animations), each style sheet's
// address, media and rule count, each element's box, and each image's
// source and size. The rules part (rules true) covers every style sheet's
// rules as the browser holds them: CSS a script inserted or changed, and a
// linked sheet whose file changed at the same address. Serializing the
// rules makes the browser parse every declaration (30-50 ms for a
// Bootstrap admin's 5,600 rules), so it is taken only when the page part
// already matches, or after the look. Two documents with the same two
// prints give axe-core the same elements, computed styles and geometry.
// The head is taken as a set, without its resource hints (<link
// rel=prefetch> and its kind): a router adds hints as links scroll into
// view or are hovered, and a head manager (react-helmet) re-inserts its
// tags and the root's attributes, in an order that differs load to load
// (Docusaurus' pages never printed the same twice). The root's and the
// head's attributes are sorted. No rule reads a hint, and what the head's
// order decides is printed apart: the title (document.title, the first
// <title>), the base address, and the style sheets in cascade order (the
// sheets below). A hint in the body is markup a page wrote, and stays.
// Scripts' text is left out (a server's nonce or timestamp in an inline
// script, as Next's and Nuxt's pages carry, changed every load): what a
// script did is in the markup, and no rule reads a script. So are the
// markup and text of what is not the app (notApp, the selectors the pass
// excludes: dev widgets, whose panels tick, such as Nuxt DevTools' page
// load time); their boxes stay, since an overlapping one can change what
// color-contrast sees behind the app's text.
// The parts are hashed with SHA-256 where the page is a secure context.
// Returns {print, changes, ms}: changes is the settle observer's count,
// so a pass whose count differs did not see the page that was printed.
async (rules, notApp) => {
  const t0 = performance.now();
  const parts = [];
  const add = (s) => parts.push(String(s));
  const sheet = (s) => {
    add(s.href || "");
    add(s.disabled ? "off" : String(s.media && s.media.mediaText));
    let list;
    try {
      list = s.cssRules;
    } catch (e) {
      add("unreadable"); // a cross-origin sheet: its href stands for it
      return;
    }
    add(list.length);
    if (rules) for (let i = 0; i < list.length; i++) add(list[i].cssText);
  };
  const sheets = (root) => {
    for (const s of root.styleSheets) sheet(s);
    for (const s of root.adoptedStyleSheets || []) sheet(s);
  };
  sheets(document);
  const active = document.activeElement;
  const HINT = /(^|\s)(prefetch|preload|modulepreload|dns-prefetch|preconnect|prerender)(\s|$)/i;
  const hint = (el) => el.localName === "link" && el.parentNode === document.head && HINT.test(el.rel);
  const widgets = notApp ? Array.from(document.querySelectorAll(notApp)) : [];
  const inWidget = new Set(widgets);
  for (const w of widgets) for (const d of w.querySelectorAll("*")) inWidget.add(d);
  const markup = (html) => html.replace(/(<script\b[^>]*>)[\s\S]*?<\/script>/gi, "$1</script>");
  const walk = (root, within) => {
    for (const el of root.querySelectorAll("*")) {
      if (hint(el)) continue;
      const sr = el.shadowRoot;
      if (sr) {
        const widget = within || inWidget.has(el);
        if (!rules && !widget) add("shadow" + markup(sr.innerHTML));
        sheets(sr);
        walk(sr, widget);
      }
      if (rules) continue;
      const r = el.getBoundingClientRect();
      add(((r.x * 8) | 0) + "," + ((r.y * 8) | 0) + "," + ((r.width * 8) | 0) + "," + ((r.height * 8) | 0));
      if (el.scrollTop || el.scrollLeft) add("s" + el.scrollTop + "," + el.scrollLeft);
      if (el === active) add("focus");
      if ("value" in el && typeof el.value === "string" && el.tagName !== "BUTTON" && el.tagName !== "OPTION") add("v" + el.value);
      if (el.checked || el.indeterminate || el.selected) add("c" + !!el.checked + !!el.indeterminate + !!el.selected);
      if (el.tagName === "IMG") add("i" + el.currentSrc + " " + el.naturalWidth + "x" + el.naturalHeight + el.complete);
    }
  };
  walk(document, false);
  if (!rules) {
    const mq = (q) => (matchMedia(q).matches ? "1" : "0");
    add(location.href);
    add([innerWidth, innerHeight, devicePixelRatio, scrollX, scrollY].join());
    add(mq("(prefers-color-scheme: dark)") + mq("(prefers-reduced-motion: reduce)") + mq("(forced-colors: active)") + mq("(prefers-contrast: more)"));
    // The markup: documentElement.outerHTML, but with the head as a set
    // without hints, and without scripts' text and the widgets' markup.
    const attrs = (el) => el.localName + " " + Array.from(el.attributes, (a) => a.name + "=" + JSON.stringify(a.value)).sort().join(" ");
    const node = (n) => {
      if (n.nodeType !== 1) return n.nodeType + ":" + n.nodeValue;
      let html = n.outerHTML;
      for (const w of widgets) if (n.contains(w)) html = html.replace(w.outerHTML, "");
      return markup(html);
    };
    add(attrs(document.documentElement));
    for (const n of document.documentElement.childNodes) {
      if (n !== document.head) {
        add(node(n));
        continue;
      }
      add(attrs(n));
      const head = [];
      for (const h of n.childNodes) if (!hint(h)) head.push(node(h));
      add(head.sort().join("\u0002"));
      add("/head" + document.title + "\u0002" + document.baseURI);
    }
    for (const a of document.getAnimations()) add(a.playState + ":" + a.currentTime);
  }
  const every = globalThis.vibelensEvery ? vibelensEvery().changes : -1;
  const text = parts.join("\u0001");
  let print;
  if (globalThis.crypto && crypto.subtle) {
    // Native: a megabyte of a big app's markup and CSS in a few ms, where
    // a loop over its characters took tens.
    const d = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
    print = Array.from(d.subarray(0, 16), (b) => b.toString(16).padStart(2, "0")).join("");
  } else {
    // No secure context (an --allow-host name over http): cyrb53's two
    // lanes.
    let h1 = 0xdeadbeef ^ 0x9e3779b9;
    let h2 = 0x41c6ce57 ^ 0x85ebca6b;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    const hex = (n) => (n >>> 0).toString(16).padStart(8, "0");
    print = hex(h1) + hex(h2);
  }
  return { print, changes: every, ms: performance.now() - t0 };
}
