import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chakraGlobalCssInPage } from './build/chakra-css/plugin.ts';
import { securityHeadersOfThePage } from './build/security-headers-plugin.ts';
import { startTheAppAfterThePicture } from './build/start-script.ts';

// The PWA build (`npm run build` runs it through build/build-app.mjs; the service worker is built
// afterwards by build/build-sw.mjs, injectManifest) and `npm run dev`. The app's own plugins are in
// build/: Chakra's global CSS into index.html (dev and build alike), the app's scripts started from
// an inline script after the first paint (docs/architecture.md, "First load"), then the page's
// security headers, with that script's hash.
export default defineConfig({
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), chakraGlobalCssInPage(), startTheAppAfterThePicture(), securityHeadersOfThePage()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/app': { target: 'ws://localhost:8080', ws: true },
    },
  },
  // No source maps in the build: a deployed app does not hand out its source (the server refuses
  // *.map requests too). `npm run dev` still has them.
  build: {
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each route loads, for `npm run size` (the server never serves it).
    manifest: true,
    rolldownOptions: {
      // Chakra's theme module builds its default config at load time (`defineConfig(...)` of every
      // recipe); marking those calls pure lets the bundle keep only the recipes the app imports
      // (src/theme/recipes.ts) instead of all 76.
      treeshake: { manualPureFunctions: ['createAnatomy', 'defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineTokens', 'defineSemanticTokens', 'defineTextStyles', 'defineLayerStyles', 'defineAnimationStyles', 'defineKeyframes', 'defineGlobalStyles'] },
    },
  },
});
