// Probe: N+1 inspect_localhost_ui calls over stdio, PAUSE_MS apart, each
// printed with its wall time and the answer's timingsMs (README.md, "Per-call
// stages"). Usage: node timings-probe.mjs BINARY URL [N] [PAUSE_MS]
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
const [bin, url, n = "10", pause = "0"] = process.argv.slice(2);
const client = new Client({ name: "probe", version: "1" });
await client.connect(new StdioClientTransport({ command: bin, args: ["serve"], stderr: "ignore" }));
for (let i = 0; i <= Number(n); i++) {
  const t0 = performance.now();
  const res = await client.callTool({ name: "inspect_localhost_ui", arguments: { url, delay: 0, viewport: "desktop" } });
  const ms = performance.now() - t0;
  const text = res.content.filter((c) => c.type === "text").map((c) => c.text).join("\n");
  const m = text.match(/"timingsMs":\{[^}]*\}/);
  console.log(Math.round(ms), m ? m[0] : text.slice(0, 200));
  if (Number(pause)) await new Promise((r) => setTimeout(r, Number(pause)));
}
await client.close();
