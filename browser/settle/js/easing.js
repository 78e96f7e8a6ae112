// easingOnly says whether adding or removing the class names in tokens (a
// Set) can change nothing a picture of the page shows now: every style
// rule whose selector names one of them sets only how later changes are
// eased (transition-*), or how long an animation runs on elements that
// run none. Component kits add such a class once the first render is
// done, so that it does not animate in: Angular Material's form fields
// add mat-form-field-animations-enabled and its sidenav
// mat-drawer-transition 100-300 ms after load, after settle and the
// image taken while it waited. A transition starts only when a value it
// eases changes, never when transition-* itself does. Anything it cannot
// read (a stylesheet of another origin, a test of the class attribute it
// cannot parse, a selector it cannot query) answers false: the image is
// taken again. A stylesheet that failed to load (failed, a WeakSet of
// <link>s: the policy refuses the Google Fonts sheet a starter links to)
// sets nothing.
// A selector that reads the class attribute's text ([class^="vpi-"], in
// VitePress's icons; [class*="v-col-"], in Vuetify's grid) matters only
// if its test answers otherwise for a changed element's value before and
// now (values, pairs of strings or null): VitePress drops no-transition
// from its sidebar groups, and Vue's <Transition> its enter classes, once
// the first render is done, and both sheets have such selectors.
(tokens, failed, values) => {
  const eases = (name) => name.startsWith("transition-");
  const times = (name) => name === "animation-duration" || name === "animation-delay" || name === "animation-timing-function";
  const ident = /[\w\-\u0080-\uffff\\]/;
  const names = (sel) => {
    for (const t of tokens) {
      const dot = "." + CSS.escape(t);
      for (let i = sel.indexOf(dot); i >= 0; i = sel.indexOf(dot, i + 1)) {
        if (!ident.test(sel.charAt(i + dot.length))) return true;
      }
    }
    return false;
  };
  // classAttr finds every attribute selector on class, namespaced or not;
  // attrTest parses one: its operator, its value (quoted, as selectorText
  // writes it) and its flag.
  const classAttr = /\[\s*(?:[\w*]*\|)?class\b/gi;
  const attrTest = /\[\s*class\s*(?:([~|^$*]?=)\s*"((?:[^"\\]|\\.)*)"\s*([iIsS])?\s*)?\]/g;
  const answers = (op, want, v) => {
    if (v === null) return false;
    switch (op) {
      case undefined:
        return true;
      case "=":
        return v === want;
      case "~=":
        return want !== "" && !/\s/.test(want) && v.split(/\s+/).includes(want);
      case "|=":
        return v === want || v.startsWith(want + "-");
      case "^=":
        return want !== "" && v.startsWith(want);
      case "$=":
        return want !== "" && v.endsWith(want);
      default: // "*="
        return want !== "" && v.includes(want);
    }
  };
  // readsSame: every test of the class attribute in sel answers the same
  // for each changed element before and now; false for one it cannot read.
  const readsSame = (sel) => {
    let tests = 0;
    for (const [, op, raw, flag] of sel.matchAll(attrTest)) {
      tests++;
      if (raw !== undefined && raw.includes("\\")) return false; // an escape
      const fold = (v) => (v !== null && v !== undefined && (flag === "i" || flag === "I") ? v.toLowerCase() : v);
      for (const [was, now] of values) {
        if (answers(op, fold(raw), fold(was)) !== answers(op, fold(raw), fold(now))) return false;
      }
    }
    return tests === (sel.match(classAttr) || []).length;
  };
  // still: no element the rule matches runs a CSS animation now.
  const still = (sel) => {
    let els;
    try {
      els = document.querySelectorAll(sel);
    } catch {
      return false; // a pseudo-element's selector
    }
    if (els.length > 200) return false;
    for (const el of els) {
      for (const a of el.getAnimations()) if (a instanceof CSSAnimation && a.playState === "running") return false;
    }
    return true;
  };
  const rulesOk = (rules, named) => {
    for (const r of rules) {
      if (r instanceof CSSStyleRule) {
        const sel = r.selectorText;
        if (sel.search(classAttr) >= 0 && !readsSame(sel)) return false;
        const here = named || names(sel);
        if (here) {
          let timed = false;
          for (let i = 0; i < r.style.length; i++) {
            const p = r.style[i];
            if (times(p)) timed = true;
            else if (!eases(p)) return false;
          }
          if (timed && !still(sel)) return false;
        }
        // Nested rules are in the scope of their parent's selector.
        if (r.cssRules && r.cssRules.length && !rulesOk(r.cssRules, here)) return false;
        continue;
      }
      if (r instanceof CSSImportRule) {
        if (!r.styleSheet || !sheetOk(r.styleSheet, named)) return false;
        continue;
      }
      // @media, @supports, @layer, @container, @scope and the rest: their
      // rules; a prelude that names a class (@scope) scopes them all. Only
      // @scope's prelude can name one; reading it from cssText would write
      // out the whole block first (Vuetify's sheet is one @layer).
      if (r.cssRules && !rulesOk(r.cssRules, named || (typeof CSSScopeRule !== "undefined" && r instanceof CSSScopeRule && names(`${r.start || ""} ${r.end || ""}`)))) return false;
    }
    return true;
  };
  const sheetOk = (sheet, named) => {
    let rules;
    try {
      rules = sheet.cssRules;
    } catch {
      return false; // another origin's
    }
    return rulesOk(rules, named);
  };
  for (const s of [...document.styleSheets, ...(document.adoptedStyleSheets || [])]) {
    if (!failed.has(s.ownerNode) && !sheetOk(s, false)) return false;
  }
  return true;
}
