// theme reads what a render shows of the page's colour scheme: the
// colours a reader sees (body's text on the first opaque background up
// from body), whether the page follows prefers-color-scheme at all (a
// media rule on it, a color-scheme with dark, dark marked on its root),
// the controls that look like a theme switch, and a digest of the first
// elements' computed colours, which two renders of one page compare.
// opts = {maxRules, maxElements, maxToggles}
(opts) => {
  const doc = document;
  const root = doc.documentElement;
  const body = doc.body || root;
  // Transparent in any space: rgba(…, 0), oklch(… / 0).
  const opaque = (c) => c && c !== "transparent" && !/(,|\/)\s*0\)$/.test(c);
  let background = "";
  for (let el = body; el; el = el.parentElement) {
    const c = getComputedStyle(el).backgroundColor;
    if (opaque(c)) {
      background = c;
      break;
    }
  }
  // The used color-scheme: the root's property, or the page's
  // <meta name="color-scheme">, which the property does not reflect.
  const meta = doc.querySelector('meta[name="color-scheme"]');
  const scheme = (getComputedStyle(root).colorScheme || "") + " " + ((meta && meta.content) || "");
  if (!background) {
    // The canvas: Chromium paints it dark only for a dark color-scheme.
    background = /dark/.test(scheme) && matchMedia("(prefers-color-scheme: dark)").matches ? "rgb(18, 18, 18)" : "rgb(255, 255, 255)";
  }
  const text = getComputedStyle(body).color;
  // Whether what shows is dark: the background's luminance, read through a
  // canvas so any colour space (oklch) comes out as sRGB.
  let showsDark = false;
  try {
    const ink = doc.createElement("canvas").getContext("2d", { willReadFrequently: true });
    ink.fillStyle = background;
    ink.fillRect(0, 0, 1, 1);
    const [r, g, b] = ink.getImageData(0, 0, 1, 1).data;
    const f = (v) => ((v /= 255) <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4));
    showsDark = 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b) < 0.18;
  } catch (e) {}

  // A rule on prefers-color-scheme anywhere in the style sheets the page
  // can read (cross-origin ones throw and are skipped), bounded.
  let rules = 0;
  let media = false;
  const walk = (list) => {
    for (const r of list) {
      if (media || ++rules > opts.maxRules) return;
      const cond = r.conditionText || (r.media && r.media.mediaText) || "";
      if (/prefers-color-scheme/.test(cond)) {
        media = true;
        return;
      }
      if (r.cssRules) walk(r.cssRules);
    }
  };
  const sheets = Array.from(doc.styleSheets).concat(Array.from(doc.adoptedStyleSheets || []));
  for (const s of sheets) {
    if (media || rules > opts.maxRules) break;
    try {
      if (s.media && /prefers-color-scheme/.test(s.media.mediaText)) media = true;
      else walk(s.cssRules);
    } catch (e) {}
  }
  const marked = [root, body].some((el) => /\bdark\b/i.test((el.className && el.className.baseVal !== undefined ? el.className.baseVal : el.className) || "") ||
    Array.from(el.attributes).some((a) => /theme|scheme|mode/i.test(a.name) && /dark/i.test(a.value)));
  // What follows the preference for sure: a media rule or a color-scheme
  // with dark. Dark marked on the root says so only in a dark render
  // (Go decides, knowing the scheme): a light render of next-themes'
  // "system" looks like one of a page without a dark theme.
  const declared = media || /dark/.test(scheme);

  // Controls that are a theme switch, judged by what a person is told
  // (the accessible name: aria-label, title, text including screen-reader
  // text, a field's label), by the names authors give them (id, data-*
  // attributes, class names without Tailwind's variants: dark:bg-gray-800
  // is on every element of a dark-themed app and says nothing), by a sun or
  // moon icon, or by a select offering light and dark. Links that go
  // somewhere are navigation, never a switch.
  const NAME = /\bthemes?\b|\b(dark|light|night)\b|(dark|light|night).?mode|colou?r.?(scheme|mode)|\bappearance\b/i;
  // An author's names say "theme" of much that is no switch (Docusaurus'
  // theme-code-block, theme-back-to-top-button): only a theme's switch,
  // a mode or a scheme counts.
  const NAMES = /theme.?(toggle|switch|select|picker|changer|chooser|btn|button|mode)|(toggle|switch|change).?theme|(dark|light|night).?(mode|toggle|switch)|colou?r.?(scheme|mode)|appearance|mode.?(toggle|switch)/i;
  const ICON = /(^|[^a-z])(sun|moon)([^a-z]|$)|brightness|(dark|light).?mode/i;
  const toggles = [];
  const cssId = (s) => (window.CSS && CSS.escape ? CSS.escape(s) : s);
  const quote = (s) => '"' + s.replace(/["\\]/g, "\\$&") + '"';
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== "hidden" && cs.display !== "none";
  };
  const classOf = (el) => (typeof el.className === "string" ? el.className : (el.className && el.className.baseVal) || "");
  // An author's names for an element: id, name, data-* attributes and
  // class names, Tailwind's variant classes (anything with a colon) left out.
  const namesOf = (el) => [el.id, el.getAttribute("name") || "",
    ...Array.from(el.attributes).filter((a) => a.name.startsWith("data-")).map((a) => a.name + " " + a.value),
    ...classOf(el).split(/\s+/).filter((c) => !c.includes(":"))].join(" ");
  const labelled = (el) => {
    const ids = (el.getAttribute("aria-labelledby") || "").split(/\s+/).filter(Boolean);
    return ids.map((id) => (doc.getElementById(id) || {}).textContent || "").join(" ");
  };
  const nameOf = (el) => {
    let s = [el.getAttribute("aria-label") || "", labelled(el), el.getAttribute("title") || ""].join(" ");
    if (el.labels) s += " " + Array.from(el.labels).map((l) => l.textContent).join(" ");
    if (el.localName !== "select") s += " " + (el.textContent || "").slice(0, 200);
    return s.replace(/\s+/g, " ").trim();
  };
  const icons = (el) => Array.from(el.querySelectorAll("svg, i, span, img, use, mat-icon, [class*=icon]")).slice(0, 12)
    .map((i) => [classOf(i), i.getAttribute("data-icon") || "", i.getAttribute("aria-label") || "", i.getAttribute("href") || i.getAttribute("xlink:href") || "",
      i.getAttribute("alt") || "", i.getAttribute("name") || "", (i.querySelector && i.querySelector("title") || {}).textContent || "",
      i.localName === "mat-icon" || /material-(icons|symbols)/.test(classOf(i)) ? i.textContent : ""].join(" ")).join(" ");
  const schemeOptions = (el) => {
    const opts = Array.from(el.options || []).map((o) => (o.textContent + " " + o.value).toLowerCase());
    return opts.some((o) => /\b(light|day)\b/.test(o)) && opts.some((o) => /\b(dark|night)\b/.test(o));
  };
  const isSwitch = (el) => {
    if (el.localName === "a" && el.hasAttribute("href") && !/^(#|javascript:)/i.test(el.getAttribute("href")) && !el.matches("[role=button], [role=switch]")) return false;
    if (el.localName === "select") return schemeOptions(el) || NAME.test(nameOf(el)) || NAMES.test(namesOf(el));
    const name = nameOf(el);
    // A control with much to say is a container, a menu or a link list.
    if (name.length <= 80 && NAME.test(name)) return true;
    if (NAMES.test(namesOf(el))) return true;
    // An icon-only control: its icon is a sun or a moon.
    return name.length <= 20 && ICON.test(icons(el));
  };
  const controls = "button, [role=button], [role=switch], [role=menuitemradio], a, input[type=checkbox], input[type=radio], select";
  const seen = new Set();
  for (const el of doc.querySelectorAll(controls + ", starlight-theme-select, [class*=theme], [id*=theme], [data-theme-toggle]")) {
    if (toggles.length >= opts.maxToggles) break;
    const control = el.matches(controls) ? el : el.querySelector(controls);
    if (!control || seen.has(control)) continue;
    seen.add(control);
    if (!visible(control) && !(control.labels && Array.from(control.labels).some(visible))) continue;
    // A wrapper's words count for the one control it holds (Starlight's
    // <starlight-theme-select>, a label round a checkbox), not for a
    // theme provider round the whole app.
    const wrapperSays = el !== control && el.querySelectorAll(controls).length === 1 && (NAMES.test(namesOf(el)) || NAME.test(nameOf(el).slice(0, 80)));
    if (!isSwitch(control) && !wrapperSays) continue;
    let sel = control.localName;
    // A framework's generated id (React's useId, Radix, Base UI) is the
    // last resort: a label or title says what the control is.
    const generated = /^(radix-|base-ui-|headlessui-|mui-|:r)|_r_|:/.test(control.id);
    const named = control.getAttribute("aria-label");
    const titled = control.getAttribute("title");
    const classes = classOf(control).split(/\s+/).filter((c) => c && !c.includes(":") && !/[\[\]\/.]/.test(c));
    if (control.id && !generated) sel = "#" + cssId(control.id);
    else if (named) sel += "[aria-label=" + quote(named) + "]";
    else if (titled) sel += "[title=" + quote(titled) + "]";
    else if (control.id) sel = "#" + cssId(control.id);
    else if (classes.length) sel += "." + classes.slice(0, 2).map(cssId).join(".");
    else if (el !== control && el.id) sel = "#" + cssId(el.id) + " " + sel;
    // A selector that names several elements (VitePress has a second
    // appearance switch in its hidden menu) is made one by an ancestor's
    // class, else by its place.
    const unique = (s) => {
      try {
        return doc.querySelectorAll(s).length === 1;
      } catch (e) {
        return false;
      }
    };
    for (let n = control.parentElement, up = 0; n && n !== body && up < 8 && !unique(sel); n = n.parentElement, up++) {
      const c = classOf(n).split(/\s+/).find((c) => c && c.length < 40 && !/[:\[\]\/.]/.test(c) && unique("." + cssId(c) + " " + sel));
      if (c) sel = "." + cssId(c) + " " + sel;
    }
    if (!unique(sel)) {
      const path = [];
      for (let n = control; n && n !== doc.documentElement; n = n.parentElement) {
        if (n.id && !/^(radix-|base-ui-|headlessui-|mui-|:r)|_r_|:/.test(n.id)) {
          path.unshift("#" + cssId(n.id));
          break;
        }
        const same = n.parentElement ? Array.from(n.parentElement.children).filter((c) => c.localName === n.localName) : [n];
        path.unshift(n.localName + (same.length > 1 ? ":nth-of-type(" + (same.indexOf(n) + 1) + ")" : ""));
      }
      sel = path.join(" > ");
    }
    toggles.push({ el: control, sel });
  }

  // Digest: the computed colours of the first visible elements.
  let h = 2166136261;
  const mix = (s) => {
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 16777619);
    }
  };
  let n = 0;
  const all = body.getElementsByTagName("*");
  mix(background + text);
  for (let i = 0; i < all.length && n < opts.maxElements; i++) {
    const cs = getComputedStyle(all[i]);
    if (cs.display === "none") continue;
    n++;
    mix(cs.color + cs.backgroundColor + cs.borderTopColor + cs.fill);
  }
  return { background, text, showsDark, declared, marked, toggles: toggles.map((t) => t.sel), colours: (h >>> 0).toString(16) + ":" + n };
}
