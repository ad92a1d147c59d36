// A large static file held in memory with its Brotli and gzip copies (the API reference page's
// 3.5 MB renderer script): read and compressed once, again only when the file changes (another
// size or modification time), and answered compressed as the request allows, with an ETag that
// a revalidation answers 304. The build's own copies (`file.br`, `file.gz`, written by
// build/compress-build.mjs) are used when they are as new as the file; otherwise the copies are
// made off the event loop (zlib's thread pool), once, however many requests arrive meanwhile.
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Coding } from './conditional.ts';

export interface HeldFile {
  modifiedMs: number;
  plain: Buffer;
  /** Compressed copies, only those smaller than the file. */
  copies: Partial<Record<Coding, Buffer>>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The build's copy next to the file, when it is at least as new as the file. */
async function builtCopy(file: string, modifiedMs: number): Promise<Buffer | null> {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() && stat.mtimeMs >= modifiedMs ? await fs.readFile(file) : null;
  } catch {
    return null;
  }
}

async function copiesOf(file: string, plain: Buffer, modifiedMs: number): Promise<Partial<Record<Coding, Buffer>>> {
  const [builtBr, builtGz] = await Promise.all([builtCopy(`${file}.br`, modifiedMs), builtCopy(`${file}.gz`, modifiedMs)]);
  // Quality 5: a few times faster than the build's 11 and still about a fifth of the bytes.
  const br = builtBr ?? (await brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }));
  const gz = builtGz ?? (await gzipped(plain, { level: 6 }));
  return { ...(br.length < plain.length ? { br } : {}), ...(gz.length < plain.length ? { gzip: gz } : {}) };
}

/** `current()` is the file as it stands now (one stat per request), or null when it is missing. */
export function fileInMemory(pathOf: () => string): { current(): Promise<HeldFile | null> } {
  let held: (HeldFile & { file: string; size: number }) | null = null;
  let loading: { file: string; size: number; modifiedMs: number; done: Promise<HeldFile | null> } | null = null;

  async function load(file: string, size: number, modifiedMs: number): Promise<HeldFile | null> {
    try {
      const plain = await fs.readFile(file);
      held = { file, size, modifiedMs, plain, copies: await copiesOf(file, plain, modifiedMs) };
      return held;
    } catch {
      return null;
    }
  }

  return {
    async current() {
      const file = pathOf();
      let stat;
      try {
        stat = await fs.stat(file);
      } catch {
        return null;
      }
      if (!stat.isFile()) return null;
      if (held && held.file === file && held.size === stat.size && held.modifiedMs === stat.mtimeMs) return held;
      const same = loading && loading.file === file && loading.size === stat.size && loading.modifiedMs === stat.mtimeMs;
      if (!same) {
        const done = load(file, stat.size, stat.mtimeMs).finally(() => {
          if (loading?.done === done) loading = null;
        });
        loading = { file, size: stat.size, modifiedMs: stat.mtimeMs, done };
      }
      return loading!.done;
    },
  };
}
