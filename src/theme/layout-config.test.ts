import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A minimal Web Storage so the store can load and save as in a browser.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) { return this.items.get(key) ?? null; }
  setItem(key: string, value: string) { this.items.set(key, String(value)); }
  removeItem(key: string) { this.items.delete(key); }
  clear() { this.items.clear(); }
}

let storage: MemoryStorage;

async function loadStore(stored?: string) {
  storage = new MemoryStorage();
  if (stored !== undefined) storage.setItem('layout-config', stored);
  vi.stubGlobal('localStorage', storage);
  vi.resetModules();
  return import('./layout-config');
}

beforeEach(() => vi.unstubAllGlobals());
afterEach(() => vi.unstubAllGlobals());

describe('layout config', () => {
  it('defaults to emerald on slate, light, static menu', async () => {
    const store = await loadStore();
    expect(store.getLayoutConfig()).toEqual({ primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: false });
  });

  it('reads what was stored', async () => {
    const store = await loadStore(JSON.stringify({ primary: 'noir', surface: 'zinc', menuMode: 'overlay', darkTheme: true }));
    expect(store.getLayoutConfig()).toEqual({ primary: 'noir', surface: 'zinc', menuMode: 'overlay', darkTheme: true });
  });

  it('falls back to the defaults on unreadable JSON', async () => {
    const store = await loadStore('{not json');
    expect(store.getLayoutConfig()).toEqual(store.defaultLayoutConfig);
  });

  it('falls back to the defaults when the stored value is not an object', async () => {
    const store = await loadStore('"dark"');
    expect(store.getLayoutConfig()).toEqual(store.defaultLayoutConfig);
  });

  it('keeps the readable fields and replaces the unknown ones', async () => {
    const store = await loadStore(JSON.stringify({ primary: 'chartreuse', surface: 'stone', menuMode: 'floating', darkTheme: 'yes', customColor: 'red' }));
    expect(store.getLayoutConfig()).toEqual({ primary: 'emerald', surface: 'stone', menuMode: 'static', darkTheme: false });
  });

  it('persists every change under layout-config and tells subscribers', async () => {
    const store = await loadStore();
    const listener = vi.fn();
    store.subscribeLayoutConfig(listener);
    store.setPrimary('violet');
    store.setSurface('ocean');
    store.setMenuMode('overlay');
    store.toggleDarkTheme();
    expect(listener).toHaveBeenCalledTimes(4);
    expect(JSON.parse(storage.getItem('layout-config') ?? 'null')).toEqual({ primary: 'violet', surface: 'ocean', menuMode: 'overlay', darkTheme: true });
  });

  it('a custom colour selects the custom palette and survives a reload', async () => {
    const store = await loadStore();
    store.setCustomColor('#ff8800');
    const saved = storage.getItem('layout-config') ?? '';
    const reloaded = await loadStore(saved);
    expect(reloaded.getLayoutConfig()).toMatchObject({ primary: 'custom', customColor: '#ff8800' });
  });

  it('puts the class, attributes and variables on <html>', async () => {
    const store = await loadStore();
    const classes = new Set<string>();
    const attributes = new Map<string, string>();
    const style = new Map<string, string>();
    const root = {
      classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      style: { colorScheme: '', setProperty: (name: string, value: string) => style.set(name, value) },
    } as unknown as HTMLElement;
    store.applyLayoutConfig({ primary: 'blue', surface: 'zinc', menuMode: 'overlay', darkTheme: true }, root);
    expect(classes.has('app-dark')).toBe(true);
    expect(Object.fromEntries(attributes)).toEqual({ 'data-primary': 'blue', 'data-surface': 'zinc', 'data-menu-mode': 'overlay' });
    expect(style.get('--primary-500')).toBe('#3b82f6');
    expect(style.get('--surface-900')).toBe('#18181b');
    store.applyLayoutConfig({ ...store.defaultLayoutConfig }, root);
    expect(classes.has('app-dark')).toBe(false);
    expect(style.get('--primary-500')).toBe('#10b981');
  });
});
