#!/usr/bin/env node
// Launcher for the vibelens Go binary. npm installs exactly one of the
// @vibelens/<platform>-<arch> packages (their package.json "os" and "cpu"
// fields select it; no postinstall, no download); this script finds it and
// runs the binary with stdio inherited, so `npx -y @vibelens/vibelens serve`
// speaks MCP on stdin/stdout directly. It never writes to stdout itself.
"use strict";

const { spawn } = require("child_process");
const path = require("path");

function fail(message) {
  process.stderr.write("vibelens: " + message + "\n");
  process.exit(1);
}

function binaryPath() {
  const pkg = "@vibelens/" + process.platform + "-" + process.arch;
  const exe = process.platform === "win32" ? "vibelens.exe" : "vibelens";
  let dir;
  try {
    dir = path.dirname(require.resolve(pkg + "/package.json"));
  } catch (err) {
    fail(
      "no prebuilt binary for " + process.platform + "-" + process.arch + " (" + pkg + " is not installed).\n" +
        "If npm skipped optional dependencies (--omit=optional, --no-optional), reinstall without that;\n" +
        "otherwise install the binary another way: go install github.com/vibelens/vibelens@latest"
    );
  }
  return path.join(dir, "bin", exe);
}

// Pass termination signals on, so an editor stopping the server stops the
// binary (and the browser it launched), not just this wrapper. The handlers
// are in place before the binary starts, so no signal slips past.
const forwarded = ["SIGINT", "SIGTERM", "SIGHUP"];
let child = null;
for (const sig of forwarded) {
  process.on(sig, () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill(sig);
  });
}

child = spawn(binaryPath(), process.argv.slice(2), { stdio: "inherit", windowsHide: true });

child.on("error", (err) => fail("cannot start " + child.spawnfile + ": " + err.message));
child.on("exit", (code, signal) => {
  if (signal) {
    // Die of the same signal, so the caller sees what the binary saw.
    for (const sig of forwarded) process.removeAllListeners(sig);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code === null ? 1 : code);
});
