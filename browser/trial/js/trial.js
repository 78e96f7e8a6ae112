// trial tries each layout cause's fix in the live page and measures
// again: the fix is applied to its element alone (a constructed style
// sheet with one rule, selected by the element's place in the tree, so the
// DOM gains no attribute and no mutation is observed), the findings pass
// runs over the element's neighbourhood, and the fix is taken back, all in
// one task: no frame is painted in between, so the page shows nothing of it.
// measure is findings.js. trials = [{kind, selector, carrier, decls:
// [[property, value]]}]; opts = {budgetMs, touch, devWidgets, up}. Each
// answer is {state, still, added, applied}: state "verified" (the finding
// is gone and nothing new is found), "refuted" (the fix applied and the
// finding is still measured), "unverified" (it fixes this and breaks
// something else, or it could not be tried: why is in note).
(measure, trials, opts) => {
  const t0 = performance.now();
  const deadline = t0 + (opts.budgetMs || 40);
  const doc = document;
  const de = doc.documentElement;
  const out = trials.map(() => ({ state: "unverified", note: "" }));
  // A running transition would be cut short by the guard below: the page
  // is still moving, and is left alone.
  if (doc.getAnimations && doc.getAnimations().some((a) => typeof CSSTransition !== "undefined" && a instanceof CSSTransition && a.playState === "running")) {
    for (const o of out) o.note = "not tried: a transition was running";
    return { results: out, ms: performance.now() - t0 };
  }
  const at = (sel) => {
    try {
      return sel ? doc.querySelector(sel) : null;
    } catch (e) {
      return null;
    }
  };
  // path: a selector only el matches, by its place under the root.
  const path = (el) => {
    const parts = [];
    for (let a = el; a && a !== de; a = a.parentElement) {
      let i = 1;
      for (let s = a.previousElementSibling; s; s = s.previousElementSibling) i++;
      parts.unshift(":nth-child(" + i + ")");
    }
    return [":root"].concat(parts).join(" > ");
  };
  // around: the neighbourhood a fix can change: the box holding both the
  // finding's element and the carrier, and opts.up boxes above it.
  const around = (a, b) => {
    let c = a;
    while (c && !c.contains(b)) c = c.parentElement;
    for (let i = 0; c && i < (opts.up || 2) && c.parentElement && c !== doc.body; i++) c = c.parentElement;
    return c && c !== de ? c : doc.body;
  };
  // found: the findings measured under root, as kind|selector for each
  // element a finding names (its examples too: a template's group).
  const found = (root) => {
    const r = measure({ root: path(root), touch: !!opts.touch, devWidgets: opts.devWidgets || "", budgetMs: Math.max(1, deadline - performance.now()), maxElements: 4000, perKind: 1000 }, null, null);
    const keys = new Map();
    for (const f of r.findings || []) {
      if (f.kind === "blank-page" || f.kind === "dev-error-overlay") continue;
      for (const s of [f.selector].concat(f.examples || [])) if (!keys.has(f.kind + "|" + s)) keys.set(f.kind + "|" + s, f.userSees || f.detail || "");
    }
    return { keys, timedOut: !!r.timedOut };
  };
  // Scroll positions a narrower box clamps are not put back by the layout:
  // they are noted and restored.
  const scrolls = [];
  const noteScroll = (el) => {
    for (let a = el; a; a = a.parentElement) if (a.scrollLeft || a.scrollTop) scrolls.push([a, a.scrollLeft, a.scrollTop]);
  };
  const guard = new CSSStyleSheet();
  const sheet = new CSSStyleSheet();
  // Transitions would animate from the fix back to the page's values.
  guard.replaceSync("*, ::before, ::after { transition: none !important; }");
  const before = Array.from(doc.adoptedStyleSheets);
  doc.adoptedStyleSheets = before.concat(guard, sheet);
  try {
    void de.offsetWidth;
    const pageWidth = de.scrollWidth;
    const memo = new Map();
    trials.forEach((t, i) => {
      const o = out[i];
      if (performance.now() > deadline) return void (o.note = "not tried: out of time");
      const el = at(t.selector);
      const carrier = at(t.carrier || t.selector);
      if (!el || !carrier) return void (o.note = "not tried: its element is gone");
      if (!t.decls || !t.decls.length) return void (o.note = "not tried: the fix names no value to try");
      // Values come from the page's own declarations: only valid ones go
      // into the rule, so none can close it and write another.
      const bad = t.decls.find(([p, v]) => !CSS.supports(p, v) || /[{};]/.test(v));
      if (bad) return void (o.note = "not tried: " + bad[0] + ": " + bad[1] + " is not a value to try");
      const root = around(el, carrier);
      noteScroll(carrier);
      const key = t.kind + "|" + t.selector;
      let was = memo.get(root);
      if (!was) memo.set(root, (was = found(root)));
      if (was.timedOut) return void (o.note = "not tried: out of time");
      if (!was.keys.has(key)) return void (o.note = "not tried: not measured again");
      const cs = getComputedStyle(carrier);
      const prior = t.decls.map(([p]) => cs.getPropertyValue(p));
      const tried = t.decls.map(([p, v]) => p + ": " + v).join("; ");
      sheet.replaceSync(path(carrier) + " { " + t.decls.map(([p, v]) => p + ": " + v + " !important").join("; ") + " }");
      try {
        if (!t.decls.some(([p], j) => cs.getPropertyValue(p) !== prior[j])) {
          o.note = "not tried: " + tried + " changes nothing computed";
          return;
        }
        const now = found(root);
        if (now.timedOut) return void (o.note = "not tried: out of time");
        const added = [];
        for (const [k, sees] of now.keys) if (!was.keys.has(k)) added.push(sees || k);
        if (de.scrollWidth > Math.max(pageWidth, de.clientWidth)) added.push("the page scrolls sideways");
        if (now.keys.has(key)) {
          o.state = "refuted";
          o.note = "with " + tried + ", still: " + now.keys.get(key);
        } else if (added.length) {
          o.note = "with " + tried + " it is gone, but: " + added[0];
        } else {
          o.state = "verified";
          o.note = "with " + tried + " it is gone, and nothing new near it";
        }
      } finally {
        sheet.replaceSync("");
        void de.offsetWidth;
      }
    });
  } finally {
    doc.adoptedStyleSheets = before;
    for (const [a, x, y] of scrolls) if (a.scrollLeft !== x || a.scrollTop !== y) a.scrollTo({ left: x, top: y, behavior: "instant" });
  }
  return { results: out, ms: performance.now() - t0 };
}
