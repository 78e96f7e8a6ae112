import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

// The workspace root (testapps/) holds the lockfile and node_modules, so
// Turbopack must be told that is the root, not this folder.
const root = dirname(dirname(fileURLToPath(import.meta.url)));

export default {
  turbopack: { root },
  // Next allows one dev server per dist folder; the Go test harness gives
  // each server its own so two test packages can run the app at once.
  distDir: process.env.NEXT_DIST_DIR || ".next",
};
