// place finds, in the page's own style sheets (the CSSOM), the rule that
// declares a cause's property on its carrier, and the line of that
// declaration in the sheet's text when the sheet is a <style> element (a
// plain page's, and every sheet a Vite dev server injects). It answers
// only for the findings returned, with no protocol round trip; a cause it
// cannot place (a linked sheet, whose text the page does not hold, a
// sheet with a source map, a rule it cannot find in the text) is left to
// Chromium's cascade over CDP (browser/cascade). ADR 0022.
// place(el, names) = {rule, name, value, layer, ua, style: <style> element,
// dev (its data-vite-dev-id), scope (the file of the component a scoped
// rule of a <style> with no dev id comes from), own (that component wrote
// the carrier, whose file the page no longer says), line, col (0-based,
// in its text)} | null
// (nothing declares it) | {ask: true}.
() => {
  let index = null; // longhand -> [{rule, sheet, order, layer, media}]
  let ask = false;
  // The longhands the CSSOM lists a declaration under; a shorthand
  // (flex: none, white-space: nowrap, inset) lists its longhands.
  const LONG = {
    "white-space": ["white-space-collapse", "text-wrap-mode"], "text-wrap": ["text-wrap-mode"], flex: ["flex-shrink", "flex-basis"],
    inset: ["top", "right", "bottom", "left"], margin: ["margin-top", "margin-right", "margin-bottom", "margin-left"],
    "margin-inline": ["margin-left", "margin-right"], "grid-template": ["grid-template-columns"], grid: ["grid-template-columns"],
    "inset-inline-start": ["left"], "inset-inline-end": ["right"], "inset-block-start": ["top"], "inset-block-end": ["bottom"],
    "inline-size": ["width"], "block-size": ["height"], "max-block-size": ["max-height"], "min-inline-size": ["min-width"],
  };
  const longhands = (n) => LONG[n] || [n];
  const build = () => {
    index = new Map();
    let order = 0;
    const layers = [];
    const walk = (rules, sheet, layer) => {
      for (const r of rules) {
        order++;
        if (r instanceof CSSStyleRule) {
          for (let i = 0; i < r.style.length; i++) {
            const n = r.style[i];
            let list = index.get(n);
            if (!list) index.set(n, (list = []));
            list.push({ rule: r, sheet, order, layer });
          }
          if (r.cssRules && r.cssRules.length) ask = true; // nesting: the text search would guess
        } else if (r instanceof CSSMediaRule) {
          if (matchMedia(r.media.mediaText).matches) walk(r.cssRules, sheet, layer);
        } else if (r instanceof CSSSupportsRule) {
          if (CSS.supports(r.conditionText)) walk(r.cssRules, sheet, layer);
        } else if (typeof CSSLayerBlockRule !== "undefined" && r instanceof CSSLayerBlockRule) {
          const name = (layer ? layer + "." : "") + (r.name || "anonymous" + order);
          if (!layers.includes(name)) layers.push(name);
          walk(r.cssRules, sheet, name);
        } else if (typeof CSSLayerStatementRule !== "undefined" && r instanceof CSSLayerStatementRule) {
          for (const n of r.nameList) if (!layers.includes(n)) layers.push(n);
        } else if (r instanceof CSSImportRule) {
          // An @import-ed sheet's rules come where the import is, before
          // the importing sheet's own: a rule in it can outrank a visible
          // one. Its text is not in the page: the cascade places it.
          if (r.media && r.media.length && !matchMedia(r.media.mediaText).matches) continue;
          let name = layer;
          if (r.layerName != null) {
            name = (layer ? layer + "." : "") + (r.layerName || "anonymous" + order);
            if (!layers.includes(name)) layers.push(name);
          }
          let inner = null;
          try {
            inner = r.styleSheet && r.styleSheet.cssRules;
          } catch (e) {
            ask = true;
          }
          if (inner) walk(inner, r.styleSheet, name);
        } else if (r.cssRules) {
          ask = true; // @container, @scope: conditions the CSSOM cannot test here
        }
      }
    };
    for (const sheet of document.styleSheets) {
      let rules = null;
      try {
        rules = sheet.cssRules;
      } catch (e) {
        ask = true; // another origin's sheet
        continue;
      }
      if (sheet.disabled || (sheet.media && sheet.media.length && !matchMedia(sheet.media.mediaText).matches)) continue;
      walk(rules, sheet, "");
    }
    // Adopted sheets (constructed, a web component's or a library's)
    // come after the document's, in their order.
    for (const sheet of document.adoptedStyleSheets || []) {
      if (!sheet.disabled) walk(sheet.cssRules, sheet, "");
    }
    index.layers = layers;
  };
  // specificity of one selector (no commas): ids, classes and the like,
  // types; :where() counts nothing, :is()/:not()/:has() their argument.
  const specificity = (sel) => {
    let s = sel.replace(/\\./g, "_").replace(/:where\([^)]*\)/g, "").replace(/:(?:is|not|has)\(([^)]*)\)/g, " $1");
    const ids = (s.match(/#[\w-]+/g) || []).length;
    const cls = (s.match(/\.[\w-]+|\[[^\]]*\]|:(?!:)[\w-]+(?:\([^)]*\))?/g) || []).length;
    const types = (s.replace(/\[[^\]]*\]/g, "").match(/(?:^|[\s>+~(])[a-zA-Z][\w-]*|::[\w-]+/g) || []).length;
    return ids * 1e6 + cls * 1e3 + types;
  };
  const matching = (el, rule) => {
    let best = -1;
    for (const part of rule.selectorText.split(/,(?![^(]*\))/)) {
      try {
        if (el.matches(part)) best = Math.max(best, specificity(part.trim()));
      } catch (e) {}
    }
    return best;
  };
  // lineOf finds the declaration in the <style>'s text: the one block whose
  // selector reads as the rule's and that writes one of names. null when
  // none or several do: the cascade over CDP answers then.
  const squash = (s) => s.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\s+/g, " ").replace(/\s*([,>+~])\s*/g, "$1").trim();
  const blocks = new Map(); // <style> -> Map(selector -> [{at, body}])
  const blocksOf = (owner, text) => {
    let b = blocks.get(owner);
    if (b) return b;
    b = new Map();
    // A block is a { whose next brace is a }; its selector is the text
    // since the brace before. One pass over the braces: the regex this
    // replaces, /([^{}]*)\{([^{}]*)\}/g, retried at every character of a
    // run with no block after it, and a 148 KB inline source map after
    // the last rule (Nuxt's docus.css) held the page's main thread for
    // minutes.
    const braces = /[{}]/g;
    let last = -1; // the brace before this one
    let open = -1; // the { this } would close, when nothing came between
    let from = 0; // where the text before open starts: after the brace before it
    for (let m; (m = braces.exec(text)); ) {
      if (m[0] === "{") {
        open = m.index;
        from = last + 1;
      } else if (open >= 0) {
        const sel = squash(text.slice(from, open).replace(/^[\s\S]*[;{}]/, ""));
        let list = b.get(sel);
        if (!list) b.set(sel, (list = []));
        list.push({ at: open + 1, body: text.slice(open + 1, m.index) });
        open = -1;
      }
      last = m.index;
    }
    blocks.set(owner, b);
    return b;
  };
  const lineOf = (owner, text, selector, names) => {
    const found = [];
    for (const blk of blocksOf(owner, text).get(squash(selector)) || []) {
      for (const n of names) {
        const d = new RegExp("(^|[;\\s])(" + n.replace(/[-]/g, "\\-") + ")\\s*:", "g");
        for (let dm; (dm = d.exec(blk.body)); ) found.push({ at: blk.at + dm.index + dm[1].length, name: n });
      }
    }
    if (found.length !== 1) return null;
    const before = text.slice(0, found[0].at);
    const line = (before.match(/\n/g) || []).length;
    return { line, col: found[0].at - (before.lastIndexOf("\n") + 1), name: found[0].name, at: found[0].at };
  };
  // namedFile is the file a bundled <style>'s text names for the part
  // holding offset at: esbuild opens each file's part with a comment
  // naming it (/* src/app/x.scss */). Only a sheet without a map gets
  // here; Angular's come with one.
  const namedFile = (text, at) => {
    const re = /\/\* ((?:[\w@.-]+\/)*[\w@.-]+\.(?:css|scss|sass|less|styl)) \*\//g;
    let file = "";
    for (let m; (m = re.exec(text)) && m.index < at; ) file = m[1];
    return file;
  };
  // scopeFile is the component a scoped rule of a <style> with no file was
  // written in: Astro hoists a page's component styles into one bare
  // <style>, its rules scoped by the component's hash (.astro-<hash>,
  // [data-astro-cid-<hash>]), and in dev the elements that component
  // writes carry the hash and its file (data-astro-source-file).
  // Astro's dev toolbar removes those attributes once it has read them;
  // ownScope then says the carrier is written by the component the rule
  // is scoped to, whose file is the carrier's own source (Go reads it
  // from the served document).
  const scopeOf = (selector) => {
    const m = /\.(astro-[a-z0-9]+)|\[data-astro-cid-([a-z0-9]+)\]/.exec(selector || "");
    return m ? (m[1] ? "." + m[1] : "[data-astro-cid-" + m[2] + "]") : "";
  };
  const scopeFile = (selector, el) => {
    const q = scopeOf(selector);
    if (!q) return "";
    const file = (e) => (e && e.getAttribute("data-astro-source-file")) || "";
    return file(el.matches(q) ? el : null) || file(el.ownerDocument.querySelector(q + "[data-astro-source-file]"));
  };
  const ownScope = (selector, el) => {
    const q = scopeOf(selector);
    return !!q && el.matches(q);
  };
  return (el, names) => {
    if (!index) build();
    const cands = [];
    const seen = new Set();
    for (const n of names) {
      for (const l of longhands(n)) {
        for (const c of index.get(l) || []) {
          // A rule met through another longhand of a shorthand asked for
          // (top, when right was asked through inset) does not declare it.
          if (!names.includes(l) && !longhands(names[0]).includes(l)) continue;
          if (seen.has(c.rule)) continue;
          seen.add(c.rule);
          const spec = matching(el, c.rule);
          if (spec < 0) continue;
          const name = names.find((x) => c.rule.style.getPropertyValue(x)) || l;
          const important = names.some((x) => c.rule.style.getPropertyPriority(x) === "important") || c.rule.style.getPropertyPriority(l) === "important";
          cands.push({ c, spec, name, important });
        }
      }
    }
    if (!cands.length) return ask ? { ask: true } : null;
    // The cascade: important first (a layer's important beats unlayered),
    // then unlayered over layered and later layers over earlier ones,
    // then specificity, then order.
    const layerRank = (l) => (l ? index.layers.indexOf(l) : index.layers.length);
    cands.sort((a, b) => {
      if (a.important !== b.important) return a.important ? -1 : 1;
      const la = layerRank(a.c.layer);
      const lb = layerRank(b.c.layer);
      if (la !== lb) return a.important ? la - lb : lb - la;
      return b.spec - a.spec || b.c.order - a.c.order;
    });
    const w = cands[0];
    const rule = w.c.rule;
    const out = { rule: rule.selectorText, name: w.name, value: rule.style.getPropertyValue(w.name), layer: w.c.layer || "" };
    const owner = w.c.sheet.ownerNode;
    if (!owner || owner.localName !== "style") return Object.assign(out, { ask: true });
    const text = owner.textContent || "";
    // A map after the last rule: the cascade over CDP maps the rule to
    // the file it was written in. An inline map can be longer than the
    // rules (148 KB after Nuxt's docus.css), so the whole text is searched.
    // A generated utility (Tailwind 4's layer) is named by its class in
    // the markup whatever the map says, so the page places it: asking
    // the cascade took 1.0-1.3 s on Docus's sheets, past its time box.
    const map = text.lastIndexOf("sourceMappingURL=");
    if (map >= 0 && text.indexOf("{", map) < 0 && out.layer !== "utilities") return Object.assign(out, { ask: true });
    const at = lineOf(owner, text, rule.selectorText, names);
    if (!at) return Object.assign(out, { ask: true });
    // The name as written: flex: none, not the flex-shrink it sets.
    out.name = at.name;
    out.value = rule.style.getPropertyValue(at.name) || out.value;
    const dev = owner.getAttribute("data-vite-dev-id") || "";
    const scope = dev ? "" : scopeFile(rule.selectorText, el);
    const own = !dev && !scope && ownScope(rule.selectorText, el);
    return Object.assign(out, { style: owner, dev, scope, own, named: dev || scope || own ? "" : namedFile(text, at.at), line: at.line, col: at.col });
  };
}
