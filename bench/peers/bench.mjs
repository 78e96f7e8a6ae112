// Times Playwright MCP's four-call answer (navigate, screenshot, console,
// network) and Chrome DevTools MCP's five-call answer (navigate, screenshot,
// console, network, snapshot) against one vibelens inspect_localhost_ui call
// at delay 0, on the same loopback pages, back to back or with a pause
// between calls, and prints the medians, the bytes each answer returns and
// the ratios. On the menu page every side first opens a menu and hovers a
// link (Playwright MCP: a click and a hover call by selector; Chrome DevTools
// MCP: a snapshot for the uids, a click that returns a fresh snapshot, a
// hover; vibelens: one interact_localhost_ui call with two steps). With
// --mode all the answer is a responsive check at desktop, tablet and mobile:
// Playwright MCP navigates once, then resizes, screenshots and lists console
// and network per viewport; vibelens makes one viewport "all" call; Chrome
// DevTools MCP is skipped. See README.md.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport, getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import { createServer } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { createRequire } from "node:module";
import { parseArgs } from "node:util";

const { values: opt } = parseArgs({
  options: {
    n: { type: "string", default: "10" },
    // rounds > 1 runs every side's series again, in turn (the order rotates
    // each round), so a drift of the machine falls on all sides alike; the
    // ratios are then also given per round, side against side.
    rounds: { type: "string", default: "1" },
    pause: { type: "string", default: "0" }, // ms between calls
    vibelens: { type: "string", default: "vibelens" }, // path to the binary
    chromium: { type: "string", default: "/usr/bin/chromium" },
    pages: { type: "string", default: "clean,fail-unread" },
    url: { type: "string" }, // measure this URL instead of the built-in pages
    // app: "name|URL|text", repeatable: a real app's page and the text it
    // shows once it is ready. Each peer's look then waits for that text
    // (Playwright MCP's browser_wait_for, Chrome DevTools MCP's wait_for),
    // as a model must to see the rendered page; vibelens looks at delay 0
    // and the script checks that its answer holds the text.
    app: { type: "string", multiple: true },
    peers: { type: "string", default: "playwright,devtools,vibelens" }, // which sides run
    only: { type: "string", default: "" }, // one side: the older spelling of --peers
    mode: { type: "string", default: "desktop" }, // "desktop" or "all"
    "list-tools": { type: "boolean", default: false }, // print each side's tool names once
  },
});
if (!["desktop", "all"].includes(opt.mode)) throw new Error(`--mode must be desktop or all, not ${opt.mode}`);
const allPeers = ["playwright", "devtools", "vibelens"];
const peers = new Set((opt.only || opt.peers).split(",").map((p) => p.trim()).filter(Boolean));
for (const p of peers) if (!allPeers.includes(p)) throw new Error(`--peers takes ${allPeers.join(",")}, not ${p}`);
// The built-in presets of viewport "all", in its order (browser/viewports.yaml).
const viewports = [
  ["desktop", 1920, 1080],
  ["tablet", 820, 1180],
  ["mobile", 390, 844],
];
const n = Number(opt.n);
const rounds = Number(opt.rounds);
if (!(rounds >= 1)) throw new Error(`--rounds must be 1 or more, not ${opt.rounds}`);
const pause = Number(opt.pause);

// Pages served on loopback by this script. fail-unread fetches an API that
// answers 500 with chunked encoding and never reads the body, the pattern
// that used to hold vibelens' settle until its cap.
const pages = {
  "/clean": `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Bench</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;color:#111}main{max-width:40rem;margin:auto}.card{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}</style></head>
<body><main><h1>Plans</h1><div class="card"><h2>Starter</h2><p>For side projects.</p></div><div class="card"><h2>Team</h2><p>For small teams.</p></div></main></body></html>`,
  "/fail-unread": `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Bench</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;color:#111}main{max-width:40rem;margin:auto}</style></head>
<body><main><h1>Plans</h1><p id="state">Loading…</p></main>
<script>fetch("/api/broken").then((res) => { if (!res.ok) throw new Error("plans API answered " + res.status); return res.json(); })
.catch((e) => { document.getElementById("state").textContent = "Could not load plans: " + e.message; });</script></body></html>`,
  // menu: a menu behind a button, and a tooltip on one of its links.
  "/menu": `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>Bench menu</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem;color:#111}.links{display:none}.open .links{display:block}
.tip{display:none;position:absolute;background:#222;color:#fff;padding:4px}.has-tip:hover .tip{display:block}</style></head>
<body><nav id="nav"><button id="menu-toggle" aria-label="Menu">Menu</button>
<ul class="links"><li class="has-tip"><a id="pricing" href="#pricing">Pricing</a><span class="tip" role="tooltip">Billed yearly</span></li><li><a href="#docs">Docs</a></li></ul></nav>
<main><h1>Plans</h1><p>For side projects and small teams.</p></main>
<script>document.getElementById("menu-toggle").onclick = () => document.getElementById("nav").classList.toggle("open")</script></body></html>`,
};

// steps are the actions each side takes before it looks, per page.
const steps = {
  menu: [
    { action: "click", selector: "#menu-toggle" },
    { action: "hover", selector: "#pricing" },
  ],
};

// Chrome DevTools MCP's click and hover take a uid from its own snapshot,
// not a selector: the role and accessible name its snapshot shows for each
// step's target, which the script reads the uid from, as the model would.
// A page with a step whose selector is missing here is skipped for it.
const devtoolsTargets = {
  "#menu-toggle": ["button", "Menu"],
  "#pricing": ["link", "Pricing"],
};

function startPages() {
  const srv = createServer((req, res) => {
    if (req.url === "/api/broken") {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: "database unavailable" }));
      return;
    }
    const body = pages[req.url];
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

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function connect(label, command, args, env) {
  const client = new Client({ name: "bench-peers", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command, args, stderr: "ignore", ...(env && { env: { ...getDefaultEnvironment(), ...env } }) }));
  if (opt["list-tools"]) {
    const { tools } = await client.listTools();
    console.log(`${label} tools (${tools.length}): ${tools.map((t) => t.name).join(" ")}`);
  }
  return client;
}

// answerBytes counts what a call puts into the model's context: text as
// characters, images as their base64 data.
let answerBytes = 0;

async function call(client, name, args) {
  const res = await client.callTool({ name, arguments: args });
  if (res.isError) throw new Error(`${name}: ${JSON.stringify(res.content).slice(0, 300)}`);
  for (const c of res.content ?? []) answerBytes += (c.text ?? c.data ?? "").length;
  return res;
}

// One warm-up answer first (browser launch is not what is measured), then
// n timed answers.
// firstCall is how long a side took from starting its server to its first
// answer, the browser's launch included wherever each server does it (on
// the first call, or at start as Chrome DevTools MCP does): each side sets
// sideStart when it starts, and its first warm-up sets firstCall.
let firstCall = null;
let sideStart = 0;

async function timeRuns(label, once) {
  await once();
  firstCall ??= performance.now() - sideStart;
  const ms = [];
  const bytes = [];
  for (let i = 0; i < n; i++) {
    if (pause) await sleep(pause);
    answerBytes = 0;
    const t0 = performance.now();
    await once();
    ms.push(performance.now() - t0);
    bytes.push(answerBytes);
  }
  console.log(`${label.padEnd(40)} median ${median(ms).toFixed(0).padStart(5)} ms ${(median(bytes) / 1024).toFixed(1).padStart(6)} KB   runs ${ms.map((x) => x.toFixed(0)).join(" ")}`);
  return { ms: median(ms), bytes: median(bytes), runs: ms, sizes: bytes };
}

function playwrightConnect(outDir) {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve("@playwright/mcp/package.json")), "cli.js");
  return connect("playwright-mcp", process.execPath, [
    cli, "--headless", "--isolated", "--no-sandbox", "--executable-path", opt.chromium,
    "--viewport-size", "1920x1080", "--output-dir", outDir,
  ]);
}

async function playwright(client, urls) {
  const out = {};
  {
    for (const [name, url] of urls) {
      if (opt.mode === "all") {
        out[name] = await timeRuns(`playwright-mcp ${1 + 4 * viewports.length} calls, 3 viewports ${name}`, async () => {
          await call(client, "browser_navigate", { url });
          for (const [, width, height] of viewports) {
            await call(client, "browser_resize", { width, height });
            await call(client, "browser_take_screenshot", {});
            await call(client, "browser_console_messages", {});
            await call(client, "browser_network_requests", {});
          }
        });
        continue;
      }
      const text = readyText[name];
      if (text) {
        out[name] = await timeRuns(`playwright-mcp 5 calls, wait ${name}`, async () => {
          await call(client, "browser_navigate", { url });
          await call(client, "browser_wait_for", { text });
          await call(client, "browser_take_screenshot", {});
          await call(client, "browser_console_messages", {});
          await call(client, "browser_network_requests", {});
        });
        continue;
      }
      const acts = steps[name] ?? [];
      out[name] = await timeRuns(`playwright-mcp ${4 + acts.length} calls  ${name}`, async () => {
        await call(client, "browser_navigate", { url });
        for (const s of acts) {
          await call(client, s.action === "hover" ? "browser_hover" : "browser_click", { element: s.selector, target: s.selector });
        }
        await call(client, "browser_take_screenshot", {});
        await call(client, "browser_console_messages", {});
        await call(client, "browser_network_requests", {});
      });
    }
  }
  return out;
}

const textOf = (res) => (res.content ?? []).map((c) => c.text ?? "").join("\n");
const escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// snapshotUid finds the uid Chrome DevTools MCP's snapshot gives an element,
// from lines such as `uid=1_2 button "Menu"`.
function snapshotUid(snapshot, [role, name]) {
  const m = snapshot.match(new RegExp(`uid=(\\S+) ${escapeRe(role)} ${escapeRe(JSON.stringify(name))}`));
  if (!m) throw new Error(`no ${role} ${JSON.stringify(name)} in the snapshot:\n${snapshot.slice(0, 500)}`);
  return m[1];
}

function devtoolsConnect() {
  const require = createRequire(import.meta.url);
  const pkgFile = require.resolve("chrome-devtools-mcp/package.json");
  const cli = join(dirname(pkgFile), JSON.parse(readFileSync(pkgFile, "utf8")).bin["chrome-devtools-mcp"]);
  return connect("devtools-mcp", process.execPath, [
    cli, "--headless", "--isolated", "--executablePath", opt.chromium, "--chromeArg=--no-sandbox",
    "--viewport", "1920x1080", "--no-usage-statistics", "--no-performance-crux",
  ], {
    // No update check against the npm registry, no usage statistics.
    CHROME_DEVTOOLS_MCP_NO_UPDATE_CHECKS: "1",
    CHROME_DEVTOOLS_MCP_NO_USAGE_STATISTICS: "1",
  });
}

async function devtools(client, urls) {
  const out = {};
  {
    // Page-scoped tools take a pageId (its default --page-id-routing): the
    // id of the one page it opens, read once, untimed.
    const pageId = Number(textOf(await call(client, "list_pages", {})).match(/^(\d+): .*\[selected\]/m)?.[1]);
    if (!pageId) throw new Error("devtools-mcp: no selected page in list_pages");
    for (const [name, url] of urls) {
      const text = readyText[name];
      if (text) {
        // wait_for answers with its snapshot: the look needs no other.
        out[name] = await timeRuns(`devtools-mcp 5 calls, wait ${name}`, async () => {
          await call(client, "navigate_page", { pageId, type: "url", url });
          await call(client, "wait_for", { pageId, text: [text] });
          await call(client, "take_screenshot", { pageId });
          await call(client, "list_console_messages", { pageId });
          await call(client, "list_network_requests", { pageId });
        });
        continue;
      }
      const acts = steps[name] ?? [];
      const targets = acts.map((s) => devtoolsTargets[s.selector]);
      if (targets.some((t) => !t)) {
        console.log(`devtools-mcp: skipped ${name}, a step has no role and name for its uid`);
        continue;
      }
      const calls = 5 + (acts.length ? 1 + acts.length : 0);
      const label = acts.length ? `devtools-mcp ${calls} calls, ${acts.length} steps ${name}` : `devtools-mcp ${calls} calls  ${name}`;
      out[name] = await timeRuns(label, async () => {
        await call(client, "navigate_page", { pageId, type: "url", url });
        if (acts.length) {
          // A snapshot for the first uid; each click or hover but the last
          // returns a fresh snapshot for the next one.
          let snapshot = textOf(await call(client, "take_snapshot", { pageId }));
          for (const [i, s] of acts.entries()) {
            const res = await call(client, s.action === "hover" ? "hover" : "click", {
              pageId, uid: snapshotUid(snapshot, targets[i]), includeSnapshot: i < acts.length - 1,
            });
            snapshot = textOf(res);
          }
        }
        await call(client, "take_screenshot", { pageId });
        await call(client, "list_console_messages", { pageId });
        await call(client, "list_network_requests", { pageId });
        await call(client, "take_snapshot", { pageId });
      });
    }
  }
  return out;
}

// Every vibelens call asks for the whole look (detail: "full"): the peers
// answer whole every time, and a repeat look at the same page would
// otherwise be vibelens's answer of what is new since (ADR 0028).
async function vibelens(client, urls) {
  const out = {};
  {
    for (const [name, url] of urls) {
      if (opt.mode === "all") {
        out[name] = await timeRuns(`vibelens 1 call, viewport all ${name}`, () =>
          call(client, "inspect_localhost_ui", { url, delay: 0, viewport: "all", detail: "full" }),
        );
        continue;
      }
      if (steps[name]) {
        // The same page without the steps: the interaction's target is at
        // most its own waits (none here) plus 1.5x this.
        out[`${name} plain`] = await timeRuns(`vibelens 1 call, no steps   ${name}`, () =>
          call(client, "inspect_localhost_ui", { url, delay: 0, viewport: "desktop", detail: "full" }),
        );
        out[name] = await timeRuns(`vibelens 1 call, ${steps[name].length} steps    ${name}`, () =>
          call(client, "interact_localhost_ui", { url, delay: 0, viewport: "desktop", steps: steps[name], detail: "full" }),
        );
        continue;
      }
      const text = readyText[name];
      let missed = 0;
      out[name] = await timeRuns(`vibelens 1 call         ${name}`, async () => {
        const res = await call(client, "inspect_localhost_ui", { url, delay: 0, viewport: "desktop", detail: "full" });
        if (text && !textOf(res).includes(text)) missed++;
      });
      if (missed) console.log(`vibelens ${name}: ${missed} answers did not hold ${JSON.stringify(text)}`);
    }
  }
  return out;
}

// readyText: for --app pages, the text each shows once it is ready.
const readyText = {};
const apps = (opt.app ?? []).map((a) => {
  const [name, url, text] = a.split("|");
  if (!name || !url || !text) throw new Error(`--app takes "name|URL|text", not ${a}`);
  readyText[name] = text;
  return [name, url];
});
const srv = opt.url || apps.length ? null : await startPages();
const urls = apps.length
  ? apps
  : opt.url
    ? [["url", opt.url]]
    : opt.pages.split(",").map((p) => [p, `http://127.0.0.1:${srv.address().port}/${p}`]);
const outDir = mkdtempSync(join(tmpdir(), "bench-peers-"));
const sizes = opt.mode === "all" ? viewports.map(([v, w, h]) => `${v} ${w}x${h}`).join(", ") : "desktop 1920x1080";
console.log(`n=${n} pause=${pause} ms, ${sizes}, one warm-up answer each (not counted)`);
const sides = {
  playwright: { connect: () => playwrightConnect(outDir), run: playwright },
  devtools: { connect: devtoolsConnect, run: devtools },
  vibelens: { connect: () => connect("vibelens", opt.vibelens, ["serve"]), run: vibelens },
};
if (opt.mode === "all" && peers.delete("devtools")) console.log("devtools-mcp: skipped with --mode all");
const active = allPeers.filter((p) => peers.has(p));
const clients = {};
try {
  // first: server start to first answer, in round 1 (each side starts
  // its server just before its first series).
  const first = {};
  // res[side][page]: every round's result; all[side][page]: the runs of
  // all rounds together.
  const res = Object.fromEntries(active.map((p) => [p, {}]));
  for (let r = 0; r < rounds; r++) {
    if (rounds > 1) console.log(`round ${r + 1} of ${rounds}`);
    const order = active.map((_, i) => active[(i + r) % active.length]);
    for (const name of order) {
      firstCall = null;
      sideStart = performance.now();
      clients[name] ??= await sides[name].connect();
      const out = await sides[name].run(clients[name], urls);
      if (r === 0 && firstCall !== null) first[name] = firstCall;
      for (const [page, v] of Object.entries(out)) (res[name][page] ??= []).push(v);
    }
  }
  // One sample each: launches vary more than warm calls; repeat the run.
  console.log(`server start to first answer, browser launch included (${urls[0][0]}): ${Object.entries(first).map(([k, v]) => `${k} ${v.toFixed(0)} ms`).join(", ")}`);
  for (const [k, v] of Object.entries(first)) {
    if (k !== "vibelens" && first.vibelens) console.log(`ratio vibelens/${k} first answer: ${(first.vibelens / v).toFixed(2)}x`);
  }
  // overall is a side's median over every round's runs; perRound the
  // ratio of two sides' medians round by round.
  const overall = (side, page) => {
    const rs = res[side]?.[page];
    return rs && { ms: median(rs.flatMap((x) => x.runs)), bytes: median(rs.flatMap((x) => x.sizes)) };
  };
  const perRound = (a, b, page) => (rounds > 1 ? ` (rounds: ${res[a][page].map((x, i) => (x.ms / res[b][page][i].ms).toFixed(2)).join(" ")})` : "");
  if (rounds > 1) {
    for (const side of active) {
      for (const page of Object.keys(res[side])) {
        const o = overall(side, page);
        console.log(`${`${side} ${page}, ${rounds} rounds`.padEnd(40)} median ${o.ms.toFixed(0).padStart(5)} ms ${(o.bytes / 1024).toFixed(1).padStart(6)} KB`);
      }
    }
  }
  const vl = (page) => overall("vibelens", page);
  for (const [name] of urls) {
    for (const peer of ["playwright", "devtools"]) {
      const p = overall(peer, name);
      if (p && vl(name)) {
        console.log(`ratio vibelens/${peer.padEnd(10)} ${name}: time ${(vl(name).ms / p.ms).toFixed(2)}x${perRound("vibelens", peer, name)}, bytes ${(vl(name).bytes / p.bytes).toFixed(2)}x`);
      }
    }
    if (vl(name) && vl(`${name} plain`)) {
      console.log(`vibelens ${name} with steps/without: ${(vl(name).ms / vl(`${name} plain`).ms).toFixed(2)}x (target at most 1.5x)`);
    }
  }
  if (vl("clean") && vl("fail-unread")) console.log(`vibelens fail-unread/clean: ${(vl("fail-unread").ms / vl("clean").ms).toFixed(2)}x`);
} finally {
  for (const c of Object.values(clients)) await c.close();
  srv?.close();
  rmSync(outDir, { recursive: true, force: true });
}
