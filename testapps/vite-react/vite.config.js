import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { resolve } from "node:path";
import { apiPlugin } from "../shared/api.mjs";

export default defineConfig({
  plugins: [react(), tailwindcss(), apiPlugin()],
  build: {
    rollupOptions: {
      input: { main: resolve(import.meta.dirname, "index.html"), overlay: resolve(import.meta.dirname, "overlay.html") },
    },
  },
});
