export default defineNuxtConfig({
  extends: ['docus'],
  // Offline: @nuxt/fonts (through Nuxt UI) would ask Google, Bunny, Fontshare
  // and Fontsource for the theme's font at every start; the pages use the
  // fallback font instead.
  fonts: { providers: { google: false, googleicons: false, bunny: false, fontshare: false, fontsource: false } },
})
