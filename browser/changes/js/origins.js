// origins finds the elements at record paths (record.js: tag:n-of-type per
// level from the root, "#shadow" entering a shadow root) and returns where
// the page's development build says each comes from, as source.js's
// resolver does for findings; null for a path no longer in the page.
// opts = {root (selector or null), paths}.
(sourceOf, sourceOpts, opts) => {
  const getter = (proto, name) => Object.getOwnPropertyDescriptor(proto, name).get;
  const E = Element.prototype;
  const localName = getter(E, "localName"), firstEl = getter(E, "firstElementChild"), nextEl = getter(E, "nextElementSibling");
  const shadowOf = getter(E, "shadowRoot");
  const top = (opts.root && document.querySelector(opts.root)) || document.body;
  const at = (path) => {
    const parts = path.split(">");
    let el = top;
    let shadow = false;
    for (let i = 1; i < parts.length && el; i++) {
      if (parts[i] === "#shadow") {
        shadow = true;
        continue;
      }
      const [tag, nth] = parts[i].split(":");
      const n = nth ? Number(nth) : 1;
      const parent = shadow ? shadowOf.call(el) : el;
      shadow = false;
      if (!parent) return null;
      let k = 0;
      let found = null;
      for (let c = parent === el ? firstEl.call(el) : parent.firstElementChild; c; c = nextEl.call(c)) {
        if (localName.call(c) === tag && ++k === n) {
          found = c;
          break;
        }
      }
      el = found;
    }
    return el;
  };
  const src = sourceOf(sourceOpts);
  return opts.paths.map((p) => {
    try {
      const el = top && at(p);
      return el ? src.of(el) : null;
    } catch (e) {
      return null;
    }
  });
}
