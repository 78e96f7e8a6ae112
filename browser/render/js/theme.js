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
  const follows = media || /dark/.test(scheme) || marked;

  // Controls that look like a theme switch.
  const TOGGLE = /theme|dark|light.?mode|colou?r.?(scheme|mode)|\bmode\b/i;
  const toggles = [];
  const cssId = (s) => (window.CSS && CSS.escape ? CSS.escape(s) : s);
  const quote = (s) => '"' + s.replace(/["\\]/g, "\\$&") + '"';
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return false;
    const cs = getComputedStyle(el);
    return cs.visibility !== "hidden" && cs.display !== "none";
  };
  for (const el of doc.querySelectorAll("button, [role=button], [role=switch], [role=menuitemradio], a, input[type=checkbox], select, label, starlight-theme-select, [class*=theme], [id*=theme]")) {
    if (toggles.length >= opts.maxToggles) break;
    const cls = typeof el.className === "string" ? el.className : (el.className && el.className.baseVal) || "";
    const label = el.getAttribute("aria-label") || "";
    const title = el.getAttribute("title") || "";
    const said = [el.id, cls, label, title].join(" ");
    if (!TOGGLE.test(said) || /modal/i.test(said.replace(TOGGLE, "")) && !/theme|dark/i.test(said)) continue;
    const control = el.matches("button, [role=button], [role=switch], [role=menuitemradio], a, input, select") ? el : el.querySelector("button, [role=button], [role=switch], input, select");
    if (!control || !visible(control) || toggles.some((t) => t.el === control)) continue;
    let sel = control.localName;
    // A framework's generated id (React's useId, Radix, Base UI) is the
    // last resort: a label or title says what the control is.
    const generated = /^(radix-|base-ui-|headlessui-|mui-|:r)|_r_|:/.test(control.id);
    const named = control.getAttribute("aria-label");
    const titled = control.getAttribute("title");
    const classes = typeof control.className === "string" ? control.className.trim() : "";
    if (control.id && !generated) sel = "#" + cssId(control.id);
    else if (named) sel += "[aria-label=" + quote(named) + "]";
    else if (titled) sel += "[title=" + quote(titled) + "]";
    else if (control.id) sel = "#" + cssId(control.id);
    else if (classes) sel += "." + classes.split(/\s+/).slice(0, 2).map(cssId).join(".");
    else if (el !== control && el.id) sel = "#" + cssId(el.id) + " " + sel;
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
  return { background, text, showsDark, follows, toggles: toggles.map((t) => t.sel), colours: (h >>> 0).toString(16) + ":" + n };
}
