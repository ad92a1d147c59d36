// Uploads that show their progress (the onboarding documents, and the outbox's multipart requests:
// food photos, ticket attachments, the kitchen logo, src/sync/engine/transport.ts): fetch cannot report
// upload progress, so these go through XMLHttpRequest, with the same headers (Idempotency-Key,
// X-Action-At), answer parsing, errors and 401 handling as the ky client (client.ts, answer.ts). A
// large file on a slow kitchen connection may take minutes, so the time-out here counts silence: no
// bytes sent and none of the answer received for `idleTimeoutMs` (docs/sync.md, "Time-outs and
// uploads on a weak line"). An answer that is not the API's (a redirect to a Wi-Fi sign-in page,
// a portal's 200 HTML page) is no answer at all, as in the fetch client: never "applied".
import { isJsonText, readAnswer } from './answer';
import { headersFor, type ApiClientConfig } from './client';
import type { Uploader } from './uploader';
import { ApiError } from './errors';

export const UPLOAD_IDLE_TIMEOUT_MS = 30_000;

/** Why an answer did not come from the API, or null when it did. XMLHttpRequest follows redirects
 * without a word, as fetch does; the API never redirects, so an answer from another URL is a Wi-Fi
 * sign-in page or a proxy's login (the fetch client treats `response.redirected` the same way,
 * client.ts). A portal that answers in place, on the API's URL, with its own 200 page is not the
 * API either: the API's every answer is JSON. Either is no answer at all (temporary: the entry
 * stays and is sent again later), never "applied" (an unreadable 2xx drops the entry, and with it
 * the photo or attachment). */
function notTheApi(xhr: XMLHttpRequest, requested: string): string | null {
  const landed = xhr.responseURL;
  if (landed && absolute(landed) !== absolute(requested)) return 'The answer came from another page (a Wi-Fi sign-in page?), not from the server.';
  if (xhr.status >= 200 && xhr.status < 300 && !isJsonText(xhr.responseText)) return 'The answer was not the server’s (a Wi-Fi sign-in page?).';
  return null;
}

function absolute(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).href;
  } catch {
    return url;
  }
}

export function createUploader(config: ApiClientConfig, createRequest: () => XMLHttpRequest = () => new XMLHttpRequest()): Uploader {
  return (path, options) =>
    new Promise((resolve, reject) => {
      const token = config.getToken();
      const xhr = createRequest();
      const idleMs = options.idleTimeoutMs ?? UPLOAD_IDLE_TIMEOUT_MS;
      let idle: ReturnType<typeof setTimeout> | undefined;
      let timedOut = false;
      const stopWatching = () => {
        clearTimeout(idle);
        options.signal?.removeEventListener('abort', cancel);
      };
      const watch = () => {
        clearTimeout(idle);
        idle = setTimeout(() => {
          timedOut = true;
          xhr.abort();
        }, idleMs);
      };
      function cancel() {
        xhr.abort();
      }

      const url = `${config.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
      xhr.open(options.method ?? 'POST', url);
      const { idempotencyKey, actionAt, tapped } = options;
      const headers = headersFor(config, { schema: options.schema, ...(idempotencyKey ? { idempotencyKey } : {}), ...(actionAt ? { actionAt } : {}), ...(tapped ? { tapped } : {}) }, token);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        watch();
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      // The answer arriving counts as bytes moving too (a slow download of a large answer).
      xhr.onprogress = watch;
      xhr.onload = () => {
        stopWatching();
        // Not the API's answer: what it says is nothing about the upload (see notTheApi).
        const stranger = notTheApi(xhr, url);
        if (stranger) {
          reject(new ApiError({ kind: 'network', status: null, cause: stranger }));
          return;
        }
        try {
          options.onProgress?.(1);
          const headers = { retryAfter: xhr.getResponseHeader('Retry-After'), date: xhr.getResponseHeader('Date') };
          resolve(readAnswer({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText, ...headers }, options.schema));
        } catch (error) {
          if (xhr.status === 401 && token) config.onUnauthorized(error);
          reject(error);
        }
      };
      xhr.onerror = () => {
        stopWatching();
        reject(new ApiError({ kind: 'network', status: null, cause: 'Could not reach the server. Check your connection.' }));
      };
      xhr.onabort = () => {
        stopWatching();
        if (timedOut) reject(new ApiError({ kind: 'timeout', status: null, cause: `The upload stalled for ${idleMs / 1000} seconds.` }));
        else reject(new DOMException('The upload was cancelled.', 'AbortError'));
      };
      if (options.signal?.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      options.signal?.addEventListener('abort', cancel);
      watch();
      xhr.send(options.body);
    });
}
