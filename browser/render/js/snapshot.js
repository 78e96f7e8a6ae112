// snapshot is a capture's one in-page evaluation, so findings cost no extra
// round trip: the scope first (a selector that matches nothing returns
// early, before any serialization), then the sanitized DOM, then the
// findings. The scripts it runs come in as functions; opts = {root, limits,
// findings (null: no findings pass), source (null: findings without naming
// their source), causes (false: layout findings without their cause),
// record (what the next look is compared with), links (true: the page's
// links as the browser resolved them, for a crawl)}.
(sanitize, scopeOf, findings, causeOf, sourceOf, recordOf, opts) => {
  const scope = scopeOf(opts.root);
  const page = { title: document.title, url: location.href, scope };
  if (opts.links) page.links = Array.from(document.links, (a) => a.href).slice(0, opts.links);
  if (scope && scope.missing) return page;
  page.dom = sanitize(opts.limits);
  page.findings = opts.findings ? findings(opts.findings, opts.source ? sourceOf(opts.source) : null, opts.causes ? causeOf : null) : null;
  // The record serves the next look only: it never costs this one. As a
  // string, what it holds can never fail the evaluation's return.
  try { page.record = JSON.stringify(recordOf(opts.record)); } catch (e) { page.record = ""; }
  return page;
}
