// The shape of an upload with progress (upload.ts makes one, client.ts carries it): a leaf module,
// so the client and the uploader do not import each other.
import type * as v from 'valibot';
import type { TapStamp } from '@/lib/tap-clock';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  /** The tap's stamp, for its age (src/lib/tap-clock.ts). */
  tapped?: TapStamp;
  idleTimeoutMs?: number;
};

export type Uploader = <S extends v.GenericSchema>(path: string, options: UploadOptions<S>) => Promise<v.InferOutput<S>>;
