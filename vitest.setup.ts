// Vitest setup for every test file: a global IndexedDB (fake-indexeddb) before Dexie loads. Dexie's
// `liveQuery` reads the global `indexedDB` once, when the module loads, and runs no query without
// it, whatever a database was given as an option; so without this file no live query (the leader's
// outbox watch, `whenSettled`, the account watch) would ever run in a unit test. Databases made by
// `createTestDb` still get their own factory, so tests stay apart.
// A test with a document (a DOM environment) gets Chakra's global CSS in its <head>, as the page
// does from index.html: the installed Chakra, patched, no longer injects it (build/chakra-css/generate.ts).
import 'fake-indexeddb/auto';
import { CHAKRA_GLOBAL_STYLE_ID } from './src/theme/static-css.ts';

if (typeof document !== 'undefined' && !document.getElementById(CHAKRA_GLOBAL_STYLE_ID)) {
  const { chakraGlobalCss } = await import('./build/chakra-css/generate.ts');
  const style = document.createElement('style');
  style.id = CHAKRA_GLOBAL_STYLE_ID;
  style.textContent = await chakraGlobalCss();
  document.head.append(style);
}
