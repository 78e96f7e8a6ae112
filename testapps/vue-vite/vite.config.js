import { defineConfig } from "vite";
import vue from "@vitejs/plugin-vue";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { apiPlugin } from "../shared/api.mjs";

export default defineConfig({
  plugins: [vue(), tailwindcss(), apiPlugin()],
  build: {
    rollupOptions: {
      input: { main: resolve(import.meta.dirname, "index.html"), overlay: resolve(import.meta.dirname, "overlay.html") },
    },
  },
});
