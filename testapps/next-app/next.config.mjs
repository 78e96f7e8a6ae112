import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

// The workspace root (testapps/) holds the lockfile and node_modules, so
// Turbopack must be told that is the root, not this folder.
const root = dirname(dirname(fileURLToPath(import.meta.url)));

export default {
  turbopack: { root },
};
