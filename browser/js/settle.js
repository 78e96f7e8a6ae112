// Runs in an isolated world ("vibelens-settle") of every document before the
// page's own scripts: the page cannot see it, and it leaves nothing in the
// page's globals. It records when the DOM last changed, so settle can wait
// until the app has stopped rendering. It is a function of the dev widgets'
// selector (devwidgets.go), applied to it once in settle.go.
(devWidgets) => {
  let last = performance.now();
  const styles = (nodes) => {
    for (const n of nodes) if (n.localName !== "style") return false;
    return true;
  };
  new MutationObserver((records) => {
    // Records come in runs on one target: test it against the widgets once.
    let seen;
    let widget = false;
    for (const r of records) {
      // Inline style changes every frame are animations, not rendering work.
      if (r.type === "attributes" && r.attributeName === "style") continue;
      const t = r.target;
      const el = t.nodeType === 1 ? t : t.parentElement;
      // CSS-in-JS rewrites a <style>'s text (or adds one) on every change
      // of its rules, dev tools' own included: the CSS is not a render.
      if (el !== null && el.localName === "style") continue;
      if (r.type === "childList" && styles(r.addedNodes) && styles(r.removedNodes)) continue;
      // Dev widgets are injected after this script runs, so membership is
      // tested per record rather than once.
      if (el !== seen) {
        seen = el;
        widget = el !== null && el.closest(devWidgets) !== null;
      }
      if (widget) continue;
      last = performance.now();
      return;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  // idle resolves true when the main thread has nothing queued: hydration
  // and other work an app does in many small tasks mutates nothing until
  // it is done, so a quiet DOM alone does not mean the app is.
  const idle = (ms) => new Promise((r) => requestIdleCallback((d) => r(!d.didTimeout), { timeout: Math.max(ms, 1) }));
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

  // vibelensSettle resolves once the DOM has been quiet for quietMs, web
  // fonts are ready and two frames have painted with no change in between,
  // and not before minMs; or when capMs is up ({quiet: false}).
  globalThis.vibelensSettle = async (quietMs, minMs, capMs) => {
    const start = performance.now();
    const left = () => capMs - (performance.now() - start);
    for (;;) {
      const since = performance.now() - last;
      if (since < quietMs) {
        if (left() <= 0) return { quiet: false, sinceMs: Math.round(since) };
        await sleep(Math.min(quietMs - since, left()) + 1);
        continue;
      }
      if (document.fonts && document.fonts.status !== "loaded") {
        await Promise.race([document.fonts.ready, sleep(Math.max(left(), 0))]);
      }
      const before = last;
      await Promise.race([frames(), sleep(Math.max(left(), 0))]);
      if (!(await idle(left()))) return { quiet: false, sinceMs: 0 };
      const rest = minMs - (performance.now() - start);
      if (last === before && rest > 0) await sleep(Math.min(rest, Math.max(left(), 0)));
      if (last === before) return { quiet: true, sinceMs: Math.round(performance.now() - last) };
      if (left() <= 0) return { quiet: false, sinceMs: 0 };
    }
  };
}
