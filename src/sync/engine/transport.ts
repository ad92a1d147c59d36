// The outbox's transport: how one queued request travels (docs/sync.md, "Time-outs and uploads on a
// weak line"). A request with a file (a multipart body: a food photo, a ticket attachment, the
// kitchen logo) goes through XMLHttpRequest where the page has it (`api.upload`, src/api/upload.ts):
// it times out on silence (no bytes moving for UPLOAD_SILENCE_MS), never on total time, and tells
// how much has left the device. Where there is no XMLHttpRequest (the service worker's Background
// Sync run) a multipart request gets one deadline sized from its body at the slowest line the app
// promises to work on (UPLOAD_FLOOR_BYTES_PER_SECOND), plus a margin. Every other request has the
// client's short deadline over the whole exchange, the answer's body included (src/api/client.ts).
import * as v from 'valibot';
import { API_TIMEOUT_MS, type ApiClient } from '@/api/client';
import type { OutboxOperation } from '@/db/outbox-entry';
import type { TapStamp } from '@/lib/tap-clock';
import type { OutboxRequest } from './operation-spec';

export type SendOptions = {
  idempotencyKey: string;
  actionAt: string;
  /** Where and when on the monotonic clock the tap was made (the age of the tap, tap-clock.ts). */
  tapped?: TapStamp;
  /** How much of the request has left the device, 0..1 (uploads; transports that can tell). */
  onProgress?: (fraction: number) => void;
  /** Aborted when the send has held its claim too long (the outbox then counts it a time-out). */
  signal?: AbortSignal;
};
/** Sends one request; resolves with the parsed result or throws an ApiError. */
export type Transport = (request: OutboxRequest, options: SendOptions) => Promise<unknown>;

/** The slowest uplink on which a file must still arrive in one go: 20 kB/s. */
export const UPLOAD_FLOOR_BYTES_PER_SECOND = 20_000;

/** An upload with no byte moving (sent or received) for this long has stalled. */
export const UPLOAD_SILENCE_MS = 30_000;

/** How much longer than the floor's time an upload without progress may take before it is given up. */
const FLOOR_MARGIN = 1.5;

/** The bytes of the files an operation carries (its Blobs: a photo, an attachment, a logo). */
export function uploadBytes(operation: OutboxOperation): number {
  let bytes = 0;
  for (const value of Object.values(operation)) if (value instanceof Blob) bytes += value.size;
  return bytes;
}

/** An operation that sends a file: it is an upload (silence time-out, long back-off, progress). */
export const isUpload = (operation: OutboxOperation): boolean => uploadBytes(operation) > 0;

/** About how many bytes a multipart body is (its files and its text fields). */
export function formBytes(form: FormData): number {
  let bytes = 0;
  for (const [name, value] of form.entries()) bytes += name.length + (typeof value === 'string' ? new TextEncoder().encode(value).length : value.size) + 200;
  return bytes;
}

/** One deadline for a body sent without progress: the time at the floor, with a margin, plus the
 * short deadline of an ordinary request for the server's answer. A 1.5 MB file: 122.5 s. */
export function uploadDeadlineMs(bytes: number): number {
  return API_TIMEOUT_MS + Math.ceil((bytes / UPLOAD_FLOOR_BYTES_PER_SECOND) * 1000 * FLOOR_MARGIN);
}

export type OutboxTransportOptions = {
  /** Silence after which an upload is given up (tests shorten it). */
  silenceMs?: number;
};

/** The outbox's `send` over an API client. */
export function outboxTransport(api: ApiClient, options: OutboxTransportOptions = {}): Transport {
  return (request, { idempotencyKey, actionAt, tapped, onProgress, signal }) => {
    const schema = v.unknown();
    const common = { schema, idempotencyKey, actionAt, ...(tapped ? { tapped } : {}), ...(signal ? { signal } : {}) };
    if (!request.body) return api.request(request.method, request.path, { ...common, json: request.json });
    if (api.upload)
      return api.upload(request.path, {
        method: request.method,
        body: request.body,
        ...common,
        idleTimeoutMs: options.silenceMs ?? UPLOAD_SILENCE_MS,
        ...(onProgress ? { onProgress } : {}),
      });
    return api.request(request.method, request.path, { ...common, body: request.body, timeoutMs: uploadDeadlineMs(formBytes(request.body)) });
  };
}
