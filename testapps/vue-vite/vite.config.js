import { defineConfig } from "vite";
import vue from "@vitejs/plugin-vue";
import tailwindcss from "@tailwindcss/vite";
import Inspector from "vite-plugin-vue-inspector";
import { resolve } from "node:path";
import { apiPlugin } from "../shared/api.mjs";

// VIBELENS_TESTAPP_INSPECTOR=1 adds vite-plugin-vue-inspector (what
// vite-plugin-vue-devtools, in `npm create vue` apps, runs), which stamps
// data-v-inspector="file:line:col" on each element. Its own dependency cache
// keeps it from disturbing a plain server of the same app.
const inspector = process.env.VIBELENS_TESTAPP_INSPECTOR === "1";

export default defineConfig({
  plugins: [vue(), inspector && Inspector({ toggleButtonVisibility: "never" }), tailwindcss(), apiPlugin()].filter(Boolean),
  cacheDir: inspector ? "node_modules/.vite-inspector" : undefined,
  build: {
    rollupOptions: {
      input: { main: resolve(import.meta.dirname, "index.html"), overlay: resolve(import.meta.dirname, "overlay.html") },
    },
  },
});
