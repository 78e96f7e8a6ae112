// print hashes what an accessibility pass's result depends on, so that a
// look of a page the same as the last one can reuse that pass (memory.go).
// Run in the settle observer's world. It covers the address and the
// media the page sees (size, pixel ratio, colour scheme, motion), the
// markup (attributes, text, inline styles, open shadow roots), the state
// markup does not hold (form values, focus, scroll positions, running
// animations), every style sheet's rules as the browser holds them (CSS
// inserted by script included), each element's box, and each image's
// source and size. Two documents with the same print give axe-core the
// same elements, the same computed styles and the same geometry.
// Returns {print, changes, ms}: changes is the settle observer's count,
// so a pass whose count differs did not see the page that was printed.
() => {
  const t0 = performance.now();
  // cyrb53's two 32-bit lanes, fed in chunks: fast, and no allocation.
  let h1 = 0xdeadbeef ^ 0x9e3779b9;
  let h2 = 0x41c6ce57 ^ 0x85ebca6b;
  const add = (s) => {
    s = String(s);
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 2654435761);
      h2 = Math.imul(h2 ^ c, 1597334677);
    }
    h1 = Math.imul(h1 ^ 0x1f, 2654435761); // a separator, so "ab"+"c" is not "a"+"bc"
    h2 = Math.imul(h2 ^ 0x1f, 1597334677);
  };
  const mq = (q) => (matchMedia(q).matches ? "1" : "0");
  add(location.href);
  add([innerWidth, innerHeight, devicePixelRatio, scrollX, scrollY].join());
  add(mq("(prefers-color-scheme: dark)") + mq("(prefers-reduced-motion: reduce)") + mq("(forced-colors: active)") + mq("(prefers-contrast: more)"));
  const sheet = (s) => {
    add(s.href || "");
    add(s.disabled ? "off" : String(s.media && s.media.mediaText));
    let rules;
    try {
      rules = s.cssRules;
    } catch (e) {
      add("unreadable"); // a cross-origin sheet: its href stands for it
      return;
    }
    for (let i = 0; i < rules.length; i++) add(rules[i].cssText);
  };
  const sheets = (root) => {
    for (const s of root.styleSheets) sheet(s);
    for (const s of root.adoptedStyleSheets || []) sheet(s);
  };
  sheets(document);
  add(document.documentElement.outerHTML);
  const active = document.activeElement;
  const walk = (root) => {
    for (const el of root.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      add(((r.x * 8) | 0) + "," + ((r.y * 8) | 0) + "," + ((r.width * 8) | 0) + "," + ((r.height * 8) | 0));
      if (el.scrollTop || el.scrollLeft) add("s" + el.scrollTop + "," + el.scrollLeft);
      if (el === active) add("focus");
      if ("value" in el && typeof el.value === "string" && el.tagName !== "BUTTON" && el.tagName !== "OPTION") add("v" + el.value);
      if (el.checked || el.indeterminate || el.selected) add("c" + !!el.checked + !!el.indeterminate + !!el.selected);
      if (el.tagName === "IMG") add("i" + el.currentSrc + " " + el.naturalWidth + "x" + el.naturalHeight + el.complete);
      const sr = el.shadowRoot;
      if (sr) {
        add("shadow" + sr.innerHTML);
        sheets(sr);
        walk(sr);
      }
    }
  };
  walk(document);
  for (const a of document.getAnimations()) add(a.playState + ":" + a.currentTime);
  const every = globalThis.vibelensEvery ? vibelensEvery().changes : -1;
  const hex = (n) => (n >>> 0).toString(16).padStart(8, "0");
  return { print: hex(h1) + hex(h2), changes: every, ms: performance.now() - t0 };
}
