// sanitize serializes document.body into a small HTML string for a model:
// real ids and classes kept verbatim, everything that costs context without
// explaining layout removed. It only reads the live DOM; the page is never
// changed. limits = {textChars, attrChars, maxChars, root}; root is an
// optional selector that scopes the output to one element.
//
// Text a user cannot see is not copied (ADR 0007): a display:none element,
// an aria-hidden element placed off-screen, and a closed <details> body keep
// their tag, id and class, marked vl-hidden="why", but lose their text,
// text-bearing attributes and descendants; text directly inside a
// visibility:hidden element is dropped while visible descendants stay.
(limits) => {
  const DROP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "LINK", "META", "BASE", "TITLE"]);
  const COLLAPSE = new Set(["SVG", "CANVAS", "IFRAME", "VIDEO", "AUDIO", "OBJECT", "EMBED", "MAP", "PICTURE"]);
  const VOID = new Set(["AREA", "BR", "COL", "EMBED", "HR", "IMG", "INPUT", "SOURCE", "TRACK", "WBR"]);
  const KEEP = new Set([
    "id", "class", "style", "role", "href", "src", "alt", "title", "type", "name", "for",
    "placeholder", "value", "disabled", "checked", "selected", "hidden", "open", "width", "height",
    "colspan", "rowspan", "tabindex", "dir", "target", "action", "method", "label", "inert", "popover",
  ]);
  const INLINE = new Set([
    "A", "ABBR", "B", "BDI", "BDO", "BUTTON", "CITE", "CODE", "DATA", "DFN", "EM", "I", "IMG", "INPUT",
    "KBD", "LABEL", "MARK", "Q", "S", "SAMP", "SELECT", "SMALL", "SPAN", "STRONG", "SUB", "SUP", "TIME", "U", "VAR",
  ]);
  const TEST_ATTR = /^data-(testid|test-id|test|cy|qa)$/;
  // Attributes that carry prose rather than structure: not copied from a
  // hidden element, whose text the user never sees either.
  const PROSE = new Set(["title", "alt", "placeholder", "value", "label", "aria-label", "aria-description",
    "aria-roledescription", "aria-valuetext", "aria-placeholder"]);
  // Inputs whose live value is text a user typed; checkboxes and radios
  // carry their state in `checked` instead, and passwords are never copied.
  const NO_LIVE_VALUE = new Set(["checkbox", "radio", "password", "file", "submit", "reset", "button", "image"]);
  const out = [];
  let size = 0;
  let elements = 0;
  let full = false;

  const push = (s) => {
    if (full) return;
    out.push(s);
    size += s.length;
    if (size > limits.maxChars) full = true;
  };
  // Only an ampersand that would start a character reference is escaped, so
  // class names such as [&>*]:mt-2 and query strings stay verbatim.
  const AMP = /&(?=#?[a-zA-Z0-9]+;)/g;
  const esc = (s) => s.replace(AMP, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const escAttr = (s) => s.replace(AMP, "&amp;").replace(/"/g, "&quot;");
  const cut = (s, n, mark) => {
    if (s.length <= n) return s;
    const c = s.charCodeAt(n - 1);
    return s.slice(0, c >= 0xd800 && c <= 0xdbff ? n - 1 : n) + mark; // keep surrogate pairs whole
  };

  const stripData = (mime) => "data:" + (mime || "") + "[stripped]";
  const attrValue = (name, value) => {
    value = value.replace(/\s+/g, " ").trim();
    if (/^data:/i.test(value)) return stripData((/^data:([^;,]*)/i.exec(value) || [])[1]);
    // Data URIs inside a value: CSS url(...) in style, candidates in srcset.
    value = value
      .replace(/url\(\s*(['"]?)data:([\w.+-]+\/[\w.+-]+)?[\s\S]*?\1\s*\)/gi, (_, q, mime) => "url(" + stripData(mime) + ")")
      .replace(/\bdata:([\w.+-]+\/[\w.+-]+)?[;,][^\s"')]*/gi, (_, mime) => stripData(mime));
    // A class list is a set: a token a framework wrote twice (MUI repeats
    // its variant classes) says nothing the first did not.
    if (name === "class") value = [...new Set(value.split(" "))].join(" ");
    if (name === "class" && value.length > limits.attrChars) {
      // Cut between class names: half a class is a selector that does not exist.
      const i = value.lastIndexOf(" ", limits.attrChars);
      return value.slice(0, i > 0 ? i : limits.attrChars) + " " + limits.marker;
    }
    return cut(value, limits.attrChars, limits.marker);
  };

  const attrs = (el, hidden) => {
    const tag = el.tagName;
    const input = tag === "INPUT";
    const liveValue = input && !hidden && !NO_LIVE_VALUE.has(el.type);
    const toggle = input && (el.type === "checkbox" || el.type === "radio");
    let s = "";
    const add = (n, v) => {
      s += v === "" ? " " + n : " " + n + '="' + escAttr(v) + '"';
    };
    for (const a of el.attributes) {
      const n = a.name.toLowerCase();
      if (!(KEEP.has(n) || n.startsWith("aria-") || TEST_ATTR.test(n))) continue;
      if (hidden && PROSE.has(n)) continue;
      if (n === "class" && a.value.trim() === "") continue;
      // Form state is read live below: markup holds only the initial state.
      if (n === "value" && ((input && !toggle) || tag === "TEXTAREA")) continue;
      if ((n === "checked" && toggle) || (n === "selected" && tag === "OPTION")) continue;
      add(n, a.value === "" ? "" : attrValue(n, a.value));
    }
    if (liveValue && el.value) add("value", cut(el.value.replace(/\s+/g, " "), limits.attrChars, limits.marker));
    if (toggle && el.checked) add("checked", "");
    if (tag === "OPTION" && el.selected) add("selected", "");
    if (hidden) add("vl-hidden", hidden);
    return s;
  };

  // hiddenReason says why no one sees el or anything inside it, or "".
  const docW = Math.max(document.documentElement.scrollWidth, innerWidth);
  const docH = Math.max(document.documentElement.scrollHeight, innerHeight);
  const hiddenReason = (el, style) => {
    if (style.display === "none") return "display:none";
    if (el.getAttribute("aria-hidden") === "true") {
      // Hidden from assistive technology and placed where no eye reaches:
      // text meant only for a machine reading the DOM.
      const r = el.getBoundingClientRect();
      const x = r.left + scrollX, y = r.top + scrollY;
      if (r.width * r.height <= 1 || x + r.width <= 0 || y + r.height <= 0 || x >= docW || y >= docH) return "aria-hidden off-screen";
    }
    return "";
  };

  const inlineish = (n) => !!n && (n.nodeType === Node.TEXT_NODE || (n.nodeType === Node.ELEMENT_NODE && INLINE.has(n.tagName.toUpperCase())));
  // sibling skips what is never output (comments, dropped elements), so a
  // comment between two words does not decide whether a space survives.
  const sibling = (n, dir) => {
    do n = n[dir];
    while (n && (n.nodeType === Node.COMMENT_NODE || n.nodeType === Node.PROCESSING_INSTRUCTION_NODE ||
      (n.nodeType === Node.ELEMENT_NODE && DROP.has(n.tagName.toUpperCase()))));
    return n;
  };

  const text = (node, visible) => {
    if (!visible) return;
    let t = node.nodeValue.replace(/\s+/g, " ");
    // Whitespace separates words between inline neighbours; at the edge of a
    // block, next to a block, or after another space it is noise. The edge
    // of an inline parent continues the surrounding line.
    const parent = node.parentNode;
    const parentInline = !!parent && parent.nodeType === Node.ELEMENT_NODE && INLINE.has(parent.tagName.toUpperCase());
    const prev = sibling(node, "previousSibling");
    const next = sibling(node, "nextSibling");
    const flows = (n) => (n ? inlineish(n) : parentInline);
    if (t.startsWith(" ") && (!flows(prev) || (prev && prev.nodeType === Node.TEXT_NODE && /\s$/.test(prev.nodeValue)))) t = t.slice(1);
    if (t.endsWith(" ") && !flows(next)) t = t.slice(0, -1);
    if (t !== "") push(esc(cut(t, limits.textChars, "…")));
  };

  // walk serializes node; visible says whether its parent's own text shows
  // (visibility is inherited but a child may turn it back on).
  const walk = (node, visible) => {
    if (full) return;
    if (node.nodeType === Node.TEXT_NODE) return text(node, visible);
    if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
    const tag = node.tagName.toUpperCase();
    if (DROP.has(tag)) return;
    elements++;
    const name = node.tagName.toLowerCase();
    const style = getComputedStyle(node);
    const hidden = hiddenReason(node, style);
    const seen = style.visibility === "visible";
    push("<" + name + attrs(node, hidden || (visible && !seen ? "visibility:hidden" : "")) + ">");
    if (VOID.has(tag)) return;
    if (hidden) {
      // Nothing inside is shown to the user, so nothing inside is copied.
    } else if (tag === "TEXTAREA") {
      // The live value, not the markup's default text.
      if (seen) push(esc(cut(node.value.replace(/\s+/g, " "), limits.textChars, "…")));
    } else if (tag === "DETAILS" && !node.open) {
      // A closed <details> shows only its summary.
      for (const child of node.children) if (child.tagName === "SUMMARY") { walk(child, seen); break; }
    } else if (!COLLAPSE.has(tag)) {
      const kids = node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes;
      for (const child of kids) walk(child, seen);
      if (node.shadowRoot) for (const child of node.childNodes) walk(child, seen);
    }
    push("</" + name + ">");
  };

  // limits.root scopes the DOM to one element's subtree, the element included.
  const root = (limits.root && document.querySelector(limits.root)) || document.body || document.documentElement;
  if (root) walk(root, true);
  return { html: out.join("").trim(), elements, complete: !full };
}
