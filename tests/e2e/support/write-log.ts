// Every write the browser (pages and service worker) sends to one API path, with its
// Idempotency-Key and whether the server applied it or replayed a stored answer
// (`Idempotent-Replayed: true`): how a test proves a queued action was applied exactly once.
import type { BrowserContext, Response } from '@playwright/test';

export type SentWrite = { url: string; key: string | null; status: number; replayed: boolean };

export class WriteLog {
  readonly writes: SentWrite[] = [];

  constructor(context: BrowserContext, private readonly path: RegExp) {
    context.on('response', (response) => void this.record(response));
  }

  private async record(response: Response): Promise<void> {
    const request = response.request();
    if (request.method() === 'GET' || !this.path.test(new URL(request.url()).pathname)) return;
    const headers = await request.allHeaders();
    this.writes.push({
      url: new URL(request.url()).pathname,
      key: headers['idempotency-key'] ?? null,
      status: response.status(),
      replayed: (await response.headerValue('idempotent-replayed')) === 'true',
    });
  }

  /** Answers the server applied (not replays). */
  applied(): SentWrite[] {
    return this.writes.filter((write) => write.status < 300 && !write.replayed);
  }
}
