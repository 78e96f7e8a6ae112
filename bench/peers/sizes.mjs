// Measures what a look puts into a model's context, per side: characters
// of text, image bytes (decoded) and image pixels, for a first look, the
// same look again with nothing changed, and, on the pages this script
// serves, the look after an edit. Sizes do not depend on machine load.
//   - Playwright MCP's look: browser_navigate, browser_wait_for (the
//     page's text, when given), browser_snapshot, browser_take_screenshot.
//   - Chrome DevTools MCP's: navigate_page, wait_for (its answer is the
//     snapshot) or take_snapshot when no text is given, take_screenshot.
//   - vibelens: one inspect_localhost_ui call, desktop, delay 0, detail
//     new (the default): a repeat look answers what is new (ADR 0028).
// Every side's answer is counted whole: each call's text and images.
//
//   node sizes.mjs --vibelens /tmp/vibelens [--app 'name|URL|text' ...]
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport, getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";

const { values: opt } = parseArgs({
  options: {
    vibelens: { type: "string", default: "vibelens" },
    chromium: { type: "string", default: "/usr/bin/chromium" },
    // app: "name|URL|text": a real app's page and a text it shows once ready.
    app: { type: "string", multiple: true },
    // edit: "name|file|from|to": the one-line edit made to that app's
    // source for the look after an edit (a copy of the app: the file is
    // put back at the end), as corpus's TestLookSizes makes it.
    edit: { type: "string", multiple: true },
    peers: { type: "string", default: "playwright,devtools,vibelens" },
  },
});
const peers = opt.peers.split(",");

// The demo pages of bench.mjs, and the same with a one-component edit
// (the Team card's text and padding).
const page = (edited) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Bench</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;color:#111}main{max-width:40rem;margin:auto}.card{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}${edited ? ".team{padding:2rem}" : ""}</style></head>
<body><main><h1>Plans</h1><div class="card"><h2>Starter</h2><p>For side projects.</p></div><div class="card team"><h2>Team</h2><p>${edited ? "For teams of up to ten." : "For small teams."}</p></div></main></body></html>`;
const failPage = (edited) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Bench</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;color:#111}main{max-width:40rem;margin:auto}</style></head>
<body><main><h1>${edited ? "Our plans" : "Plans"}</h1><p id="state">Loading…</p></main>
<script>fetch("/api/broken").then((res) => { if (!res.ok) throw new Error("plans API answered " + res.status); return res.json(); })
.catch((e) => { document.getElementById("state").textContent = "Could not load plans: " + e.message; });</script></body></html>`;
let edited = false;

function startPages() {
  const srv = createServer((req, res) => {
    if (req.url === "/api/broken") {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: "database unavailable" }));
      return;
    }
    const body = req.url === "/clean" ? page(edited) : req.url === "/fail-unread" ? failPage(edited) : null;
    if (!body) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(body);
  });
  return new Promise((resolve) => srv.listen(0, "127.0.0.1", () => resolve(srv)));
}

// pixels reads an image's width and height from its PNG or JPEG header.
function pixels(buf) {
  if (buf.readUInt32BE(0) === 0x89504e47) return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
  for (let i = 2; i < buf.length - 9; ) {
    if (buf[i] !== 0xff) return [0, 0];
    const marker = buf[i + 1];
    const len = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) return [buf.readUInt16BE(i + 7), buf.readUInt16BE(i + 5)];
    i += 2 + len;
  }
  return [0, 0];
}

// measure adds up one look's calls: text characters, images, their bytes and pixels.
async function measure(client, calls) {
  const m = { text: 0, images: 0, bytes: 0, pixels: 0, answer: "" };
  for (const [name, args] of calls) {
    // A loaded machine times out a peer's screenshot (Playwright MCP's 5 s):
    // ask again, as a model would.
    let res;
    for (let i = 0; ; i++) {
      res = await client.callTool({ name, arguments: args }, undefined, { timeout: 120000 });
      if (!res.isError) break;
      if (i === 2) throw new Error(`${name}: ${JSON.stringify(res.content).slice(0, 300)}`);
    }
    for (const c of res.content ?? []) {
      if (c.type === "text") {
        m.text += c.text.length;
        m.answer += c.text;
      } else if (c.type === "image") {
        const b = Buffer.from(c.data, "base64");
        const [w, h] = pixels(b);
        m.images++;
        m.bytes += b.length;
        m.pixels += w * h;
        m.size = `${w}x${h}`;
      }
    }
  }
  return m;
}

async function connect(command, args, env) {
  const client = new Client({ name: "sizes", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command, args, stderr: "ignore", ...(env && { env: { ...getDefaultEnvironment(), ...env } }) }));
  return client;
}

const require = createRequire(import.meta.url);
const sides = {
  async playwright(outDir) {
    const cli = join(dirname(require.resolve("@playwright/mcp/package.json")), "cli.js");
    const c = await connect(process.execPath, [cli, "--headless", "--isolated", "--no-sandbox", "--executable-path", opt.chromium,
      "--viewport-size", "1920x1080", "--output-dir", outDir]);
    return (url, text) => measure(c, [
      ["browser_navigate", { url }],
      ...(text ? [["browser_wait_for", { text }]] : []),
      ["browser_snapshot", {}],
      ["browser_take_screenshot", {}],
    ]);
  },
  async devtools() {
    const pkgFile = require.resolve("chrome-devtools-mcp/package.json");
    const cli = join(dirname(pkgFile), JSON.parse(readFileSync(pkgFile, "utf8")).bin["chrome-devtools-mcp"]);
    const c = await connect(process.execPath, [cli, "--headless", "--isolated", "--executablePath", opt.chromium, "--chromeArg=--no-sandbox",
      "--viewport", "1920x1080", "--no-usage-statistics", "--no-performance-crux"],
    { CHROME_DEVTOOLS_MCP_NO_UPDATE_CHECKS: "1", CHROME_DEVTOOLS_MCP_NO_USAGE_STATISTICS: "1" });
    const pages = await c.callTool({ name: "list_pages", arguments: {} });
    const pageId = Number(pages.content.map((x) => x.text ?? "").join("\n").match(/^(\d+): .*\[selected\]/m)?.[1]);
    if (!pageId) throw new Error("devtools-mcp: no selected page in list_pages");
    return (url, text) => measure(c, [
      ["navigate_page", { pageId, type: "url", url }],
      text ? ["wait_for", { pageId, text: [text] }] : ["take_snapshot", { pageId }],
      ["take_screenshot", { pageId }],
    ]);
  },
  async vibelens() {
    const c = await connect(opt.vibelens, ["serve"]);
    return async (url, text) => {
      const m = await measure(c, [["inspect_localhost_ui", { url, delay: 0, viewport: "desktop" }]]);
      m.look = m.answer.match(/"look":"(\w+)"/)?.[1] ?? "whole";
      if (text && m.look === "whole" && !m.answer.includes(text)) m.look += ", text missing";
      return m;
    };
  },
};

const srv = await startPages();
const base = `http://127.0.0.1:${srv.address().port}`;
const targets = [["demo clean", `${base}/clean`, "", true], ["demo fail-unread", `${base}/fail-unread`, "", true]];
const edits = (opt.edit ?? []).map((e) => e.split("|"));
for (const a of opt.app ?? []) {
  const [name, url, text] = a.split("|");
  targets.push([name, url, text, edits.some(([n]) => n === name)]);
}
// setEdited makes or undoes every edit, then gives hot reload time.
async function setEdited(on) {
  edited = on;
  for (const [, file, from, to] of edits) {
    const src = readFileSync(file, "utf8");
    const [a, b] = on ? [from, to] : [to, from];
    if (!src.includes(a)) throw new Error(`${file}: no ${JSON.stringify(a)}`);
    writeFileSync(file, src.replace(a, b));
  }
  if (edits.length) await new Promise((r) => setTimeout(r, 3000));
}

const outDir = mkdtempSync(join(tmpdir(), "sizes-"));
const rows = [];
for (const side of peers) {
  const look = await sides[side](outDir);
  for (const [name, url, text, editable] of targets) {
    const first = await look(url, text);
    const again = await look(url, text);
    rows.push([name, side, "first", first], [name, side, "again, nothing edited", again]);
    console.error(`${side} ${name}: first ${first.text} chars ${first.bytes} B, again ${again.text} chars ${again.bytes} B`);
  }
  await setEdited(true);
  try {
    for (const [name, url, text, editable] of targets) {
      if (editable) rows.push([name, side, "after an edit", await look(url, text)]);
    }
  } finally {
    await setEdited(false);
  }
}
console.log("| page | side | look | text chars | images | image bytes | image pixels |");
console.log("| --- | --- | --- | ---: | ---: | ---: | ---: |");
for (const [name, side, kind, m] of rows) {
  const label = side === "vibelens" && m.look ? `${kind} (${m.look})` : kind;
  console.log(`| ${name} | ${side} | ${label} | ${m.text} | ${m.images} | ${m.bytes} | ${m.pixels}${m.size ? ` (${m.size})` : ""} |`);
}
rmSync(outDir, { recursive: true, force: true });
srv.close();
process.exit(0);
