// run is the accessibility pass: axe-core's rules on the settled page, in
// the settle observer's isolated world, where the page can neither see nor
// disturb it. It restores the page's scroll (axe may scroll to measure),
// counts what the observer saw change while it ran, and returns only what
// findings need: per violation node its target, impact, a short text, and
// for contrast the colours and ratios.
// The rules run in steps (opts.steps, each a list of rule ids; the id
// nonTextRule is VibeLens's own rule, nontext.js), with a yield to the
// page between them. What each finished step found is kept in
// vibelensA11y, so a pass cut off in the middle (Go stops the script when
// its budget is spent) still has the rules that ran, and says which did
// not; vibelensA11y.stop ends it at the next step.
// opts = {id, steps, nonTextRule, root, exclude, maxNodes, fold}
async (opts, nonText) => {
  const t0 = performance.now();
  const axe = vibelensAxe();
  const loadMs = performance.now() - t0;
  // A run that was stopped in the middle leaves axe marked as running.
  if (axe._running) {
    axe._running = false;
    try {
      axe.teardown();
    } catch (e) {}
  }
  const every = () => (globalThis.vibelensEvery ? vibelensEvery().changes : -1);
  const state = {
    id: opts.id,
    stop: false,
    ran: [],
    violations: [],
    needsReview: 0,
    runs: 0,
    loadMs,
    changesBefore: every(),
  };
  globalThis.vibelensA11y = state;
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
  const clip = (s, n) => {
    s = (s || "").replace(/\s+/g, " ").trim();
    return s.length > n ? s.slice(0, n) + "…" : s;
  };
  const ICON = "svg,img,i,[class*=icon],[class*=Icon],[data-icon],[data-lucide]";
  const shape = (v) => ({
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
  });
  // A page of at most opts.fold elements runs its first two steps in one
  // axe run: every run builds its flat tree and caches anew, and on such
  // a page the pass ends well inside its budget, so a cut that would keep
  // the first step's rules does not come. Violations keep the order of
  // the steps (stepOf), as two runs give them.
  let steps = opts.steps;
  const stepOf = new Map();
  steps.forEach((step, i) => step.forEach((id) => stepOf.set(id, i)));
  const axeStep = (step) => step && step.length && !step.includes(opts.nonTextRule);
  if (opts.fold && axeStep(steps[0]) && axeStep(steps[1]) && document.getElementsByTagName("*").length <= opts.fold) {
    steps = [steps[0].concat(steps[1]), ...steps.slice(2)];
  }
  for (const step of steps) {
    if (state.stop) break;
    const rules = step.filter((id) => id !== opts.nonTextRule);
    if (rules.length) {
      state.runs++;
      const enabled = {};
      for (const id of rules) enabled[id] = { enabled: true };
      const res = await axe.run(context, {
        runOnly: { type: "rule", values: rules },
        rules: enabled, // target-size is off unless named
        resultTypes: ["violations"],
        iframes: false,
        elementRef: true,
      });
      const found = res.violations.map(shape);
      found.sort((a, b) => stepOf.get(a.id) - stepOf.get(b.id)); // stable: axe's order within a step
      state.violations.push(...found);
      state.needsReview += res.incomplete.length;
    }
    if (step.includes(opts.nonTextRule)) {
      // Our own rule must never cost axe-core's answers.
      try {
        const own = nonText(opts);
        if (own && own.nodes.length) state.violations.push(own);
      } catch (e) {}
    }
    state.ran.push(...step);
    if (scrollX !== sx || scrollY !== sy) scrollTo(sx, sy);
    // Let the page, and a stop, have the thread before the next step.
    if (step !== steps[steps.length - 1]) await new Promise((r) => setTimeout(r, 0));
  }
  return {
    violations: state.violations,
    needsReview: state.needsReview,
    ran: state.ran,
    ms: performance.now() - t0,
    runs: state.runs,
    loadMs,
    changesBefore: state.changesBefore,
    changesAfter: every(),
  };
}
