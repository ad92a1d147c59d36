// Uploads that show their progress (the onboarding documents, and the outbox's multipart requests:
// food photos, ticket attachments, the kitchen logo, src/sync/transport.ts): fetch cannot report
// upload progress, so these go through XMLHttpRequest, with the same headers (Idempotency-Key,
// X-Action-At), answer parsing, errors and 401 handling as the ky client (client.ts, answer.ts). A
// large file on a slow kitchen connection may take minutes, so the time-out here counts silence: no
// bytes sent and none of the answer received for `idleTimeoutMs` (docs/sync.md, "Time-outs and
// uploads on a weak line").
import type * as v from 'valibot';
import { readAnswer } from './answer';
import { headersFor, type ApiClientConfig, type HttpMethod } from './client';
import { ApiError } from './errors';

export type UploadOptions<S extends v.GenericSchema> = {
  schema: S;
  body: FormData;
  /** POST unless said (the outbox sends what its operation names). */
  method?: HttpMethod;
  /** 0..1 as the bytes leave the device. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  idempotencyKey?: string;
  /** The device time of the chef's tap, sent as `X-Action-At`. */
  actionAt?: string;
  idleTimeoutMs?: number;
};

export const UPLOAD_IDLE_TIMEOUT_MS = 30_000;

export type Uploader = <S extends v.GenericSchema>(path: string, options: UploadOptions<S>) => Promise<v.InferOutput<S>>;

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

      xhr.open(options.method ?? 'POST', `${config.baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
      const { idempotencyKey, actionAt } = options;
      const headers = headersFor(config, { schema: options.schema, ...(idempotencyKey ? { idempotencyKey } : {}), ...(actionAt ? { actionAt } : {}) }, token);
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        watch();
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      // The answer arriving counts as bytes moving too (a slow download of a large answer).
      xhr.onprogress = watch;
      xhr.onload = () => {
        stopWatching();
        try {
          options.onProgress?.(1);
          resolve(readAnswer({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText }, options.schema));
        } catch (error) {
          if (xhr.status === 401 && token) config.onUnauthorized();
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
