// keep runs in every document after the axe-core loader, in the same
// world: once axe-core is loaded it gives it a default reporter that is
// axe's own v1 with one addition. While a run's raw results still hold
// the elements, it hands color-contrast's incomplete ("cantTell") nodes
// to measure (undecided.js) and leaves what that returns in
// vibelensUndecided, for the capture to decide from the rendered pixels
// (pixels.go). A run with none costs nothing more; a run without
// color-contrast leaves the last one's in place.
(measure) => {
  const load = globalThis.vibelensAxe;
  if (typeof load !== "function") return;
  let ready = false;
  globalThis.vibelensAxe = () => {
    const axe = load();
    if (!ready && axe) {
      ready = true;
      const v1 = axe.getReporter("v1");
      axe.addReporter("vibelens", (raw, options, resolve, reject) => {
        try {
          const cc = raw.find((r) => r.id === "color-contrast");
          if (cc) globalThis.vibelensUndecided = cc.incomplete && cc.incomplete.length ? measure(cc.incomplete, { max: 40 }) : null;
        } catch (e) {
          // Deciding more must never cost axe-core's answers.
          globalThis.vibelensUndecided = null;
        }
        v1(raw, options, resolve, reject);
      }, true);
    }
    return axe;
  };
}
