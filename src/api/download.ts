// Files the API serves only to the signed-in chef (a support ticket's attachment): fetched with the
// chef's token into a Blob, never through a public address. Its own module, loaded with the screen
// that downloads (the first download stays small); the same headers, errors and 401 hook as the
// client (client.ts).
import * as v from 'valibot';
import ky, { type KyInstance } from 'ky';
import { readAnswer } from './answer';
import { appConfig } from './app-client';
import { API_TIMEOUT_MS, transportError, type ApiClientConfig } from './client';
import { ApiError } from './errors';

const anything = v.unknown();

/** `path` is relative to the API base (`chef/tickets/attachments/…`) or an absolute `/api/…` path. */
export function createDownloader(config: ApiClientConfig): (path: string, signal?: AbortSignal) => Promise<Blob> {
  const timeoutMs = config.timeoutMs ?? API_TIMEOUT_MS;
  const http: KyInstance = ky.create({ prefixUrl: config.baseUrl, timeout: timeoutMs, retry: 0, throwHttpErrors: false, ...(config.fetch ? { fetch: config.fetch } : {}) });
  return async (path, signal) => {
    const token = config.getToken();
    const headers: Record<string, string> = { Accept: '*/*', Language: config.getLanguage() };
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await http(path.replace(/^\/?(api\/)?/, ''), { method: 'GET', headers, signal });
    } catch (error) {
      throw transportError(error, timeoutMs);
    }
    if (response.redirected) throw new ApiError({ kind: 'network', status: null, cause: 'The answer came from another page (a Wi-Fi sign-in page?), not from the server.' });
    if (response.ok) return response.blob();
    if (response.status === 401 && token) config.onUnauthorized();
    const text = await response.text().catch(() => '');
    // An error status: readAnswer throws the ApiError the body describes.
    readAnswer({ status: response.status, statusText: response.statusText, text }, anything);
    throw new ApiError({ kind: 'http', status: response.status, cause: `Request failed with status code ${response.status}` });
  };
}

/** The page's downloader: the session's token, language and 401 hook. */
export const download = createDownloader(appConfig);
