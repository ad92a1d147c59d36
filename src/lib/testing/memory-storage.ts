// Test support: a Web Storage of plain entries, as the browser keeps them (vitest runs in Node,
// which has no localStorage). Tests stub it in with vi.stubGlobal('localStorage', memoryStorage()).
export function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key) => entries.get(key) ?? null,
    key: (index) => [...entries.keys()][index] ?? null,
    removeItem: (key) => void entries.delete(key),
    setItem: (key, value) => void entries.set(key, String(value)),
  };
}
