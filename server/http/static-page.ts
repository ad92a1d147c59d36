// The app's page (index.html) held in memory for server/http/static.ts: read once, with its
// Brotli and gzip copies and its security headers (pageHeadersReader), and read again only when
// the file changes (another size or modification time: a new build). Each request costs one
// stat, never a read.
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { HeaderSet } from '../../shared/page-policy.ts';
import { pageHeadersReader } from './security-headers.ts';
import type { Coding } from './conditional.ts';

export interface Page {
  /** The file's modification time (ms), part of each copy's ETag. */
  modifiedMs: number;
  plain: Buffer;
  /** Compressed copies, only those smaller than the page. */
  copies: Partial<Record<Coding, Buffer>>;
  headers: HeaderSet;
}

function compressedCopies(html: Buffer): Partial<Record<Coding, Buffer>> {
  const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } });
  const gzip = gzipSync(html, { level: 9 });
  return { ...(br.length < html.length ? { br } : {}), ...(gzip.length < html.length ? { gzip } : {}) };
}

/** `current()` is the page as the file stands now, or null while there is none (not built).
 * `fileName` is index.html, or a page the build painted a screen into (src/contract/prerendered-pages.ts). */
export function pageInMemory(distDir: string, fileName = 'index.html'): { current(): Promise<Page | null> } {
  const file = path.join(distDir, fileName);
  const headersOfPage = pageHeadersReader(distDir);
  let held: (Page & { size: number }) | null = null;
  let loading: Promise<Page | null> | null = null;

  async function load(size: number, modifiedMs: number): Promise<Page | null> {
    let plain: Buffer;
    try {
      plain = await fs.readFile(file);
    } catch {
      return null;
    }
    // A build writing the file meanwhile: keep what was read under the stat it was read after,
    // so the next request sees a changed stat and reads again.
    held = { size, modifiedMs, plain, copies: compressedCopies(plain), headers: await headersOfPage(plain) };
    return held;
  }

  return {
    async current() {
      let stat;
      try {
        stat = await fs.stat(file);
      } catch {
        held = null;
        return null;
      }
      if (!stat.isFile()) return null;
      if (held && held.size === stat.size && held.modifiedMs === stat.mtimeMs) return held;
      // Requests arriving while the page is read share that one read.
      loading ??= load(stat.size, stat.mtimeMs).finally(() => {
        loading = null;
      });
      return loading;
    },
  };
}
