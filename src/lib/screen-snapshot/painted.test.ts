import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isWarmStart, PAINTED_SNAPSHOT_LONGEST_MS, showsSignedInPicture, watchPaintedSnapshot } from './painted';

/** A page as far as painted.ts looks at it: two elements by id and the path; `until` is the
 * layer's data-until (the build's sign-in picture has "rendered"). */
function fakePage(pathname: string, until: string | null = null) {
  const present = new Set(['screen-snapshot', 'screen-snapshot-css']);
  const doc = {
    location: { pathname },
    getElementById: (id: string) =>
      present.has(id) ? { remove: () => present.delete(id), getAttribute: (name: string) => (name === 'data-until' ? until : null) } : null,
  } as unknown as Document;
  return { doc, painted: () => present.size };
}

/** A router's onRendered, driven by the test. */
function fakeRouter() {
  const listeners = new Set<(pathname: string) => void>();
  return {
    onRendered: (listener: (pathname: string) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    render: (pathname: string) => listeners.forEach((listener) => listener(pathname)),
    listening: () => listeners.size,
  };
}

describe('the painted snapshot at start-up', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes at once without a session (sign-in is coming)', () => {
    const page = fakePage('/orders/active');
    const router = fakeRouter();
    watchPaintedSnapshot(false, router.onRendered, page.doc);
    expect(page.painted()).toBe(0);
    expect(router.listening()).toBe(0);
  });

  it('the sign-in picture stays without a session until the app has rendered, then goes', () => {
    const page = fakePage('/auth/login', 'rendered');
    const router = fakeRouter();
    watchPaintedSnapshot(false, router.onRendered, page.doc);
    expect(page.painted()).toBe(2);
    router.render('/auth/login');
    expect(page.painted()).toBe(0);
    expect(router.listening()).toBe(0);
  });

  it('the sign-in picture goes at the first render when a signed-in chef is sent elsewhere', () => {
    const page = fakePage('/auth/login', 'rendered');
    const router = fakeRouter();
    watchPaintedSnapshot(true, router.onRendered, page.doc);
    expect(page.painted()).toBe(2);
    router.render('/orders/active');
    expect(page.painted()).toBe(0);
  });

  it('stays while the app renders the painted path, and goes when it renders another one', () => {
    const page = fakePage('/orders/active');
    const router = fakeRouter();
    watchPaintedSnapshot(true, router.onRendered, page.doc);
    router.render('/orders/active');
    expect(page.painted()).toBe(2);
    router.render('/auth/login');
    expect(page.painted()).toBe(0);
    expect(router.listening()).toBe(0);
  });

  it('goes after the longest wait when no screen takes it off', () => {
    const page = fakePage('/kitchen');
    const router = fakeRouter();
    watchPaintedSnapshot(true, router.onRendered, page.doc);
    vi.advanceTimersByTime(PAINTED_SNAPSHOT_LONGEST_MS - 1);
    expect(page.painted()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(page.painted()).toBe(0);
    expect(router.listening()).toBe(0);
  });

  it('does nothing on a page the worker did not paint', () => {
    const page = fakePage('/orders/active');
    page.doc.getElementById('screen-snapshot')?.remove();
    page.doc.getElementById('screen-snapshot-css')?.remove();
    const router = fakeRouter();
    watchPaintedSnapshot(true, router.onRendered, page.doc);
    expect(router.listening()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('which picture is on the page', () => {
  it("tells the service worker's picture of a signed-in screen from the build's sign-in picture", () => {
    expect(showsSignedInPicture(fakePage('/orders/active').doc)).toBe(true);
    expect(showsSignedInPicture(fakePage('/auth/login', 'rendered').doc)).toBe(false);
    const { doc } = fakePage('/orders/active');
    doc.getElementById('screen-snapshot')?.remove();
    expect(showsSignedInPicture(doc)).toBe(false);
  });
});

describe('a warm start (the first render in one go)', () => {
  it('is one behind the picture of a signed-in screen, or signed in under the service worker', () => {
    expect(isWarmStart(true, true, fakePage('/orders/active').doc)).toBe(true);
    const blank = fakePage('/foods');
    blank.doc.getElementById('screen-snapshot')?.remove();
    expect(isWarmStart(true, true, blank.doc)).toBe(true);
  });

  it('is not one on a first visit or a cold start (no service worker), nor signed out', () => {
    const blank = fakePage('/foods');
    blank.doc.getElementById('screen-snapshot')?.remove();
    expect(isWarmStart(true, false, blank.doc)).toBe(false);
    expect(isWarmStart(false, true, blank.doc)).toBe(false);
    expect(isWarmStart(false, true, fakePage('/auth/login', 'rendered').doc)).toBe(false);
  });
});
