// Vitest setup for every test file: a global IndexedDB (fake-indexeddb) before Dexie loads. Dexie's
// `liveQuery` reads the global `indexedDB` once, when the module loads, and runs no query without
// it, whatever a database was given as an option; so without this file no live query (the leader's
// outbox watch, `whenSettled`, the account watch) would ever run in a unit test. Databases made by
// `createTestDb` still get their own factory, so tests stay apart.
import 'fake-indexeddb/auto';
