// run is the accessibility pass: axe-core's rules on the settled page, in
// the settle observer's isolated world, where the page can neither see nor
// disturb it. It restores the page's scroll (axe may scroll to measure),
// counts what the observer saw change while it ran, and returns only what
// findings need: per violation node its target, impact, a short text, and
// for contrast the colours and ratios.
// nonText, when opts.nonText is set, adds VibeLens's own non-text
// contrast rule (nontext.js), reported as one more violation.
// opts = {rules, root, exclude, maxNodes, nonText}
async (opts, nonText) => {
  const t0 = performance.now();
  const axe = vibelensAxe();
  const loadMs = performance.now() - t0;
  const every = () => (globalThis.vibelensEvery ? vibelensEvery().changes : -1);
  const before = every();
  const sx = scrollX;
  const sy = scrollY;
  const include = opts.root ? [[opts.root]] : undefined;
  const exclude = (opts.exclude || []).filter((s) => {
    try {
      return !!document.querySelector(s);
    } catch (e) {
      return false;
    }
  }).map((s) => [s]);
  const context = include ? { include, exclude } : exclude.length ? { exclude } : document;
  const enabled = {};
  for (const id of opts.rules) enabled[id] = { enabled: true };
  const res = await axe.run(context, {
    runOnly: { type: "rule", values: opts.rules },
    rules: enabled, // target-size is off unless named
    resultTypes: ["violations"],
    iframes: false,
    elementRef: true,
  });
  if (scrollX !== sx || scrollY !== sy) scrollTo(sx, sy);
  const clip = (s, n) => {
    s = (s || "").replace(/\s+/g, " ").trim();
    return s.length > n ? s.slice(0, n) + "…" : s;
  };
  const ICON = "svg,img,i,[class*=icon],[class*=Icon],[data-icon],[data-lucide]";
  const violations = res.violations.map((v) => ({
    id: v.id,
    impact: v.impact || "",
    tags: v.tags.filter((t) => /^wcag\d+$/.test(t)),
    help: v.help,
    nodes: v.nodes.slice(0, opts.maxNodes).map((n) => {
      const el = n.element;
      const check = (n.any || []).concat(n.all || [], n.none || []).find((c) => c.data) || {};
      return {
        // One selector per shadow root on the way; axe nests them.
        target: n.target.flat(),
        impact: n.impact || v.impact || "",
        tag: el ? el.localName : "",
        type: (el && el.getAttribute && (el.getAttribute("type") || el.getAttribute("role"))) || "",
        text: el ? clip(el.innerText || el.textContent || el.value || "", 40) : "",
        icon: !!(el && el.querySelector && el.querySelector(ICON)),
        // Inside a code block: its colours are the highlighter's theme.
        code: !!(el && el.closest && el.closest("pre")),
        data: check.data && typeof check.data === "object" ? check.data : null,
        // axe's reasons, without its "Fix any of the following:" headings.
        summary: clip((n.failureSummary || "").split("\n").map((l) => l.trim()).filter((l) => l && !/^Fix (any|all) of/.test(l)).slice(0, 2).join("; "), 200),
      };
    }),
    total: v.nodes.length,
  }));
  if (opts.nonText) {
    // Our own rule must never cost axe-core's answers.
    try {
      const own = nonText(opts);
      if (own && own.nodes.length) violations.push(own);
    } catch (e) {}
  }
  return {
    violations,
    needsReview: res.incomplete.length,
    ms: performance.now() - t0,
    loadMs,
    changesBefore: before,
    changesAfter: every(),
  };
}
