// A Vite plugin of the build: the headers of the built page, computed from the final index.html
// (the hash of each inline script) and this build's VITE_* settings, written as
// dist/security-headers.json for the reference server and dist/_headers for a CDN (README,
// "Deploying behind a CDN"). The policy itself is shared/page-policy.ts, which the server uses too.
import type { Plugin } from 'vite';
import { headersFile, pageHeaders, pageHeadersFile, pageId, type PageHeadersRecord } from '../shared/page-policy.ts';

export function securityHeadersOfThePage(): Plugin {
  let settings: Record<string, string> = {};
  return {
    name: 'chef-security-headers',
    apply: 'build',
    // After every other plugin's transformIndexHtml (the start script among them): the hashes are
    // those of the page as shipped.
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
