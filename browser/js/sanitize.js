// sanitize serializes document.body into a small HTML string for a model:
// real ids and classes kept verbatim, everything that costs context without
// explaining layout removed. It only reads the live DOM; the page is never
// changed. limits = {textChars, attrChars, maxChars}.
(limits) => {
  const DROP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE", "LINK", "META", "BASE", "TITLE"]);
  const COLLAPSE = new Set(["SVG", "CANVAS", "IFRAME", "VIDEO", "AUDIO", "OBJECT", "EMBED", "MAP", "PICTURE"]);
  const VOID = new Set(["AREA", "BR", "COL", "HR", "IMG", "INPUT", "SOURCE", "TRACK", "WBR"]);
  const KEEP = new Set([
    "id", "class", "style", "role", "href", "src", "alt", "title", "type", "name", "for",
    "placeholder", "value", "disabled", "checked", "selected", "hidden", "open", "width", "height",
    "colspan", "rowspan", "tabindex", "dir", "target", "action", "method", "label", "inert", "popover",
  ]);
  const INLINE = new Set([
    "A", "ABBR", "B", "BDI", "BDO", "BUTTON", "CITE", "CODE", "DATA", "DFN", "EM", "I", "IMG", "INPUT",
    "KBD", "LABEL", "MARK", "Q", "S", "SAMP", "SELECT", "SMALL", "SPAN", "STRONG", "SUB", "SUP", "TIME", "U", "VAR",
  ]);
  const inlineish = (n) => !!n && (n.nodeType === Node.TEXT_NODE || (n.nodeType === Node.ELEMENT_NODE && INLINE.has(n.tagName.toUpperCase())));
  const TEST_ATTR = /^data-(testid|test-id|test|cy|qa)$/;
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
  const esc = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const escAttr = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  const cut = (s, n, mark) => (s.length > n ? s.slice(0, n) + mark : s);

  const attrValue = (name, value) => {
    value = value.replace(/\s+/g, " ").trim();
    if (/^\s*data:/i.test(value)) {
      const m = /^\s*data:([^;,]*)/i.exec(value);
      return "data:" + (m && m[1] ? m[1] : "") + "[stripped]";
    }
    if (name === "srcset") return cut(value, limits.attrChars, "…[truncated]");
    return cut(value, limits.attrChars, "…[truncated]");
  };

  const attrs = (el) => {
    let s = "";
    for (const a of el.attributes) {
      const n = a.name.toLowerCase();
      if (!(KEEP.has(n) || n.startsWith("aria-") || TEST_ATTR.test(n))) continue;
      if (n === "class" && a.value.trim() === "") continue;
      s += a.value === "" ? " " + n : " " + n + '="' + escAttr(attrValue(n, a.value)) + '"';
    }
    // Live form state differs from the markup once a user or script touched it.
    if ((el.tagName === "INPUT" || el.tagName === "TEXTAREA") && el.value && !el.hasAttribute("value") && el.type !== "password") {
      s += ' value="' + escAttr(cut(el.value, limits.attrChars, "…[truncated]")) + '"';
    }
    return s;
  };

  const walk = (node) => {
    if (full) return;
    if (node.nodeType === Node.TEXT_NODE) {
      const t = node.nodeValue.replace(/\s+/g, " ");
      if (t.trim() === "") {
        // Whitespace only separates words between inline neighbours; between
        // blocks, and at the edges of an element, it is noise.
        if (inlineish(node.previousSibling) && inlineish(node.nextSibling)) push(" ");
        return;
      }
      push(esc(cut(t, limits.textChars, "…")));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return; // comments, processing instructions
    const tag = node.tagName.toUpperCase();
    if (DROP.has(tag)) return;
    elements++;
    const name = node.tagName.toLowerCase();
    push("<" + name + attrs(node) + ">");
    if (VOID.has(tag)) return;
    if (!COLLAPSE.has(tag)) {
      const kids = node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes;
      for (const child of kids) walk(child);
      if (node.shadowRoot) for (const child of node.childNodes) walk(child);
    }
    push("</" + name + ">");
  };

  const root = document.body || document.documentElement;
  if (root) walk(root);
  return { html: out.join("").trim(), elements, complete: !full };
}
