import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { chakraGlobalCssInPage } from './scripts/chakra-css.ts';
import { headersFile, pageHeaders } from './server/http/page-policy.ts';
import { pageHeadersFile, pageId, type PageHeadersRecord } from './server/http/security-headers.ts';
import { startAfterPaint } from './src/app/start-script.ts';

/**
 * The headers of the built page, computed from the final index.html (the hash of its inline theme
 * script) and this build's VITE_* settings: dist/security-headers.json for the reference server,
 * dist/_headers for a CDN (README, "Deploying behind a CDN").
 */
function securityHeadersOfThePage(): Plugin {
  let settings: Record<string, string> = {};
  return {
    name: 'chef-security-headers',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      settings = config.env;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return this.error('security headers: the build has no index.html');
      const html = typeof page.source === 'string' ? page.source : Buffer.from(page.source).toString('utf8');
      const headers = pageHeaders(html, settings);
      const record: PageHeadersRecord = { page: pageId(html), headers };
      this.emitFile({ type: 'asset', fileName: pageHeadersFile, source: JSON.stringify(record, null, 2) + '\n' });
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(headers) });
    },
  };
}

/**
 * The app's scripts start from a small inline script instead of the markup: on the sign-in page
 * after the picture has painted (src/app/start-script.ts; docs/architecture.md, "First load").
 * Runs before the security headers are computed, so the CSP carries the inline script's hash.
 */
function startTheAppAfterThePicture(): Plugin {
  return {
    name: 'chef-start-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => startAfterPaint(html) },
  };
}

// The PWA build. The service worker is built afterwards by scripts/build-sw.mjs (injectManifest).
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
