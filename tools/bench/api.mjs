// The benchmark's direct calls to the server: the chef's login and the admin endpoints behind
// `npm run admin -- seed-history EMAIL COUNT`, `npm run admin -- place-order EMAIL` and
// `npm run admin -- notify EMAIL TITLE`.
const json = { Accept: 'application/json', 'Content-Type': 'application/json', Language: 'en' };

async function post(url, body, headers = {}) {
  const response = await fetch(url, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body), signal: AbortSignal.timeout(120_000) });
  const text = await response.text();
  let envelope = null;
  try {
    envelope = JSON.parse(text);
  } catch {
    // not JSON: reported below
  }
  if (!response.ok) {
    const detail = envelope?.message ?? text.slice(0, 200);
    throw new Error(`POST ${new URL(url).pathname} answered ${response.status}: ${detail}`);
  }
  return envelope?.result;
}

/** GET with the chef's token; resolves with the envelope's result. */
export async function chefGet(baseUrl, token, path) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { ...json, Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()).result;
}

/** { token, user } of a seeded chef (password Demo#Chef1). */
export const login = (baseUrl, email, password = 'Demo#Chef1') => post(`${baseUrl}/api/login`, { email, password });

export function adminClient(baseUrl, adminToken) {
  const auth = { Authorization: `Bearer ${adminToken}` };
  return {
    /** seed-history EMAIL COUNT: finished orders spread over the last year. */
    seedHistory: (email, count) => post(`${baseUrl}/admin/orders/seed-history`, { email, count }, auth),
    /** place-order EMAIL: a customer places a new (pending) order; resolves with { order }. */
    placeOrder: (email) => post(`${baseUrl}/admin/orders`, { email }, auth),
    /** notify EMAIL TITLE: stores a notification and broadcasts it on the chef's channel. */
    notify: (email, title, type = 'new_order') => post(`${baseUrl}/admin/notify`, { email, title, body: 'Sent by npm run bench', type }, auth),
    /** The customer cancels order ID (an `order_cancelled` event). */
    cancelOrder: (id) => post(`${baseUrl}/admin/orders/${id}/cancel`, {}, auth),
  };
}
