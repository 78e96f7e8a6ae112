import { defineConfig } from "vite";
import { svelte } from "@sveltejs/vite-plugin-svelte";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { apiPlugin } from "../shared/api.mjs";

export default defineConfig({
  // Runes mode everywhere, as `sv create` sets it up: without it a component
  // that uses no rune compiles in Svelte 4 compatibility mode.
  plugins: [svelte({ compilerOptions: { runes: true } }), tailwindcss(), apiPlugin()],
  build: {
    rollupOptions: {
      input: { main: resolve(import.meta.dirname, "index.html"), overlay: resolve(import.meta.dirname, "overlay.html") },
    },
  },
});
