// The `redirect` query of the login screen comes from the address bar, so anyone can craft it.
// Only a path on this origin is followed after login; anything else (another host, a scheme,
// `//host`, `/\host`, control characters) is ignored and the chef lands on the dashboard.
const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function safeRedirect(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  if (!raw.startsWith('/')) return null; // relative paths and schemes (https:, javascript:, data:)
  if (raw.startsWith('//') || raw.startsWith('/\\')) return null; // protocol-relative: another host
  if (hasControlCharacter(raw)) return null; // browsers strip tabs/newlines: `/\t/evil.com`
  if (raw.includes('\\')) return null; // `/a\..\\evil` tricks: a path never needs a backslash
  try {
    const base = 'https://same-origin.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
