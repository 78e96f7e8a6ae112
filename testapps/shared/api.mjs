// Local API the Vite apps' dev servers answer, the way a project's mock API
// or backend-for-frontend would. Each answer waits a little so a capture
// that does not wait for the page's own requests photographs "Loading…".
const delayMs = 250;

export const plans = [
  { id: "starter", name: "Starter", price: 0 },
  { id: "team", name: "Team", price: 12 },
  { id: "scale", name: "Scale", price: 49 },
];

// apiPlugin serves /api/plans (200, JSON) and /api/broken (500 with chunked
// transfer encoding: writeHead then end, no content-length, the shape of
// most Node backends' error answers).
export function apiPlugin() {
  return {
    name: "testapps-api",
    configureServer(server) {
      server.middlewares.use("/api/plans", (req, res) => {
        setTimeout(() => {
          res.setHeader("Content-Type", "application/json");
          res.setHeader("Cache-Control", "no-store");
          res.end(JSON.stringify(plans));
        }, delayMs);
      });
      server.middlewares.use("/api/broken", (req, res) => {
        setTimeout(() => {
          res.writeHead(500, { "Content-Type": "application/json", "Cache-Control": "no-store" });
          res.end(JSON.stringify({ error: "database unavailable" }));
        }, delayMs);
      });
    },
  };
}
