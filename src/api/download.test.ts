import { describe, expect, it, vi } from 'vitest';
import { createDownloader } from './download';
import { ApiError } from './errors';

function setup(answer: () => Response, token: string | null = 'tok-1') {
  const requests: Request[] = [];
  const onUnauthorized = vi.fn();
  const fetchStub = (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return Promise.resolve(answer());
  };
  const download = createDownloader({ baseUrl: 'https://kitchen.test/api', getToken: () => token, getLanguage: () => 'en', onUnauthorized, fetch: fetchStub as typeof fetch });
  return { download, requests, onUnauthorized };
}

describe('downloading a file only the chef may read', () => {
  it("fetches the API's address with the chef's token and gives the file's bytes", async () => {
    const { download, requests } = setup(() => new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await download('/api/chef/tickets/attachments/abc');
    expect(await blob.text()).toBe('%PDF-1.4');
    expect(requests[0]?.url).toBe('https://kitchen.test/api/chef/tickets/attachments/abc');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
  });

  it('a refusal is an ApiError with the server’s message; a 401 signs the chef out like any call', async () => {
    const notFound = setup(() => new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 }));
    const error = await notFound.download('chef/tickets/attachments/zzz').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).detail).toBe('Not found.');
    expect(notFound.onUnauthorized).not.toHaveBeenCalled();

    const expired = setup(() => new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }));
    await expect(expired.download('chef/tickets/attachments/abc')).rejects.toBeInstanceOf(ApiError);
    expect(expired.onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
