// Sends a large hostile body from a child process (server/testing/hostile-client.mjs) and answers
// its status: the test's process (where the server runs) only does the server's share of the work.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface HostileRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** The body: `head`, `chunk` repeated `repeat` times, then `tail`. */
  head?: string;
  chunk: string;
  repeat: number;
  tail?: string;
}

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hostile-client.mjs');

export function sendFromChild(request: HostileRequest): Promise<number> {
  const args = JSON.stringify({ method: 'POST', headers: {}, head: '', tail: '', ...request });
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, args], { timeout: 60_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(Number(stdout.trim()));
    });
  });
}
