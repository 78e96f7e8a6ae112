// sourcemap fetches a capture's source maps from inside the page, and so
// through the same network policy as the page itself, and returns only what
// mapping a position needs (and the original texts, when asked). Scripts are
// not fetched: the Go side reads them from the renderer.
async (jobs, budgetMs) => {
  const out = {};
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), budgetMs);
  const strip = (m, content) => (m ? { sources: m.sources || [], sourceRoot: m.sourceRoot || "", mappings: m.mappings || "", sourcesContent: content ? m.sourcesContent || [] : undefined } : null);
  const deadline = new Promise((resolve) => setTimeout(resolve, budgetMs));
  const all = Promise.all(jobs.map(async (job) => {
    try {
      // no-cache: a reused tab's HTTP cache may hold the map from before
      // an edit at the same URL; the server's validator, when it has one,
      // still saves the transfer.
      const r = await fetch(job.url, { signal: ctl.signal, cache: "no-cache" });
      if (!r.ok) return;
      const map = JSON.parse(await r.text());
      out[job.url] = map.sections
        ? { sections: map.sections.slice(0, 2000).map((s) => ({ offset: s.offset, map: strip(s.map, job.content) })) }
        : strip(map, job.content);
      out[job.url].url = job.url;
    } catch (e) {}
  }));
  // Whatever is mapped by the deadline is returned; the rest is aborted.
  await Promise.race([all, deadline]);
  clearTimeout(timer);
  ctl.abort();
  return out;
}
