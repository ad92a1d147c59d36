// A fake XMLHttpRequest that plays a slow uplink, for tests of uploads: once sent, the body leaves
// `bytesPerTick` bytes every `tickMs` (reporting upload progress as a browser does), then the
// server's answer comes (`answer`, with the request's method, URL, headers and body). `stallAt`
// (0..1) stops the bytes there for good: a line that went away.
import { formBytes } from '../engine/transport';

export type SlowLineCall = { method: string; url: string; headers: Record<string, string>; body: FormData };
export type SlowLine = {
  tickMs: number;
  bytesPerTick: number;
  /** The answer: a JSON body, or `text` as it is; `url` is where it came from when something in
   * between redirected the request (a Wi-Fi sign-in page); `headers` are its headers. */
  answer: (call: SlowLineCall) => { status: number; body?: unknown; text?: string; url?: string; headers?: Record<string, string> };
  stallAt?: number;
};

export function slowLineXhr(line: SlowLine) {
  const calls: SlowLineCall[] = [];
  let bytesSent = 0;
  class SlowLineRequest {
    method = '';
    url = '';
    headers: Record<string, string> = {};
    status = 0;
    statusText = '';
    responseText = '';
    responseURL = '';
    private responseHeaders: Record<string, string> = {};
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onprogress: (() => void) | null = null;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private timer: ReturnType<typeof setInterval> | undefined;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
      this.responseURL = url;
    }
    getResponseHeader(name: string): string | null {
      return Object.entries(this.responseHeaders).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1] ?? null;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      const call = { method: this.method, url: this.url, headers: this.headers, body };
      calls.push(call);
      const total = formBytes(body);
      let loaded = 0;
      this.timer = setInterval(() => {
        if (line.stallAt !== undefined && loaded >= total * line.stallAt) return;
        const step = Math.min(line.bytesPerTick, total - loaded);
        loaded += step;
        bytesSent += step;
        this.upload.onprogress?.({ lengthComputable: true, loaded, total });
        if (loaded < total) return;
        clearInterval(this.timer);
        const answer = line.answer(call);
        this.status = answer.status;
        this.responseText = answer.text ?? JSON.stringify(answer.body);
        this.responseURL = answer.url ?? this.url;
        this.responseHeaders = answer.headers ?? {};
        this.onload?.();
      }, line.tickMs);
    }
    abort() {
      clearInterval(this.timer);
      this.onabort?.();
    }
  }
  return { calls, bytesSent: () => bytesSent, create: () => new SlowLineRequest() as unknown as XMLHttpRequest };
}
