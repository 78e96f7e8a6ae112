export default defineAppConfig({
  header: {
    title: 'My Docs',
  },
  socials: {
    nuxt: 'https://nuxt.com',
  },
})
