// Deliberate, realistic bugs for `vibelens demo`.
fetch("/api/plans/enterprise")
  .then((r) => {
    if (!r.ok) throw new Error("GET /api/plans/enterprise responded " + r.status);
    return r.json();
  })
  .then((plan) => {
    document.getElementById("enterprise-features").innerHTML = plan.features.map((f) => "<li>" + f + "</li>").join("");
  })
  .catch((err) => console.error("Could not load enterprise plan:", err.message));

console.warn("PricingTable: prop `currency` is deprecated, use `locale` instead");

// An analytics snippet that expects a global the page never loads.
window.addEventListener("load", () => {
  window.analytics.track("pricing_viewed");
});
