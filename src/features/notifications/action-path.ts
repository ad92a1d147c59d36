// Where clicking a notification goes: its action_url as an in-app path. Internal paths stay as
// they are; an absolute URL of this app's origin is reduced to its path; other origins and
// anything unreadable go nowhere (null).
export function actionPath(actionUrl: string | null | undefined, origin: string): string | null {
  const url = actionUrl?.trim();
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
