// document reads the page's own document again, as its server sends it, from
// the HTTP cache when it can: the fallback when the renderer no longer holds
// the main frame's resource. It resolves to the text, or null when the
// response is not HTML, fails, or is longer than max characters.
async (max) => {
  try {
    const r = await fetch(location.href.split("#")[0], { cache: "force-cache", credentials: "same-origin" });
    if (!r.ok || !/^text\/html\b/i.test(r.headers.get("content-type") || "")) return null;
    const n = +(r.headers.get("content-length") || 0);
    if (n > max) return null;
    const text = await r.text();
    return text.length > max ? null : text;
  } catch (err) {
    return null;
  }
}
