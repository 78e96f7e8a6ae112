// scope resolves the optional selector of an element-scoped capture. It
// returns null without a selector; {missing, invalid, near} when nothing
// matches, with up to 10 ids and classes that exist, those resembling the
// selector first, then the ones nearest the top of the tree; otherwise the
// element's page rect and the document size for the screenshot clip.
(sel) => {
  if (!sel) return null;
  let el = null;
  let invalid = "";
  let matches = 0;
  try {
    el = document.querySelector(sel);
    matches = el ? document.querySelectorAll(sel).length : 0;
  } catch (e) {
    invalid = String((e && e.message) || e);
  }
  const de = document.documentElement;
  if (!el) {
    // A name resembles the selector when one contains a word of the other,
    // compared without case, hyphens or underscores: #instock-filter finds
    // #in-stock, .menuToggle finds .menu-toggle.
    const squash = (t) => t.toLowerCase().replace(/[-_]/g, "");
    const tokens = [];
    for (const t of sel.match(/[A-Za-z0-9_-]{3,}/g) || []) {
      tokens.push(squash(t));
      for (const part of t.replace(/([a-z])([A-Z])/g, "$1-$2").split(/[-_]+/)) {
        if (part.length >= 3 && squash(part) !== squash(t)) tokens.push(squash(part));
      }
    }
    const seen = new Map();
    const queue = [document.body || de];
    for (let i = 0; i < queue.length && i < 5000; i++) {
      const n = queue[i];
      const names = [];
      if (n.id) names.push("#" + CSS.escape(n.id));
      for (const c of n.classList) names.push("." + CSS.escape(c));
      for (const name of names) {
        if (seen.has(name)) continue;
        const low = squash(name.slice(1));
        const score = tokens.filter((t) => low.includes(t) || (low.length >= 3 && t.includes(low))).length;
        seen.set(name, { order: seen.size, score, id: name[0] === "#" });
      }
      for (const c of n.children) if (!/^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|HEAD)$/.test(c.tagName)) queue.push(c);
    }
    const near = Array.from(seen.entries())
      .sort((a, b) => b[1].score - a[1].score || b[1].id - a[1].id || a[1].order - b[1].order)
      .slice(0, 10)
      .map((e) => e[0]);
    return { missing: true, invalid, near };
  }
  const r = el.getBoundingClientRect();
  return {
    matches,
    rect: { x: r.left + window.scrollX, y: r.top + window.scrollY, width: r.width, height: r.height },
    docWidth: Math.max(de.scrollWidth, de.clientWidth),
    docHeight: Math.max(de.scrollHeight, de.clientHeight, document.body ? document.body.scrollHeight : 0),
  };
}
