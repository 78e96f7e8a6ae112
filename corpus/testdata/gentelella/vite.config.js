// Added for the corpus: the gentelella@2.1.0 package omits its own Vite
// config, and switchery and src/main-minimal.js read process.env, which a
// browser does not have ("process is not defined" stops every page's script
// and styles). Nothing else is configured.
import { defineConfig } from 'vite';

export default defineConfig({
  define: {
    'process.env.NODE_ENV': JSON.stringify('development'),
    'process.env': '{}',
  },
});
