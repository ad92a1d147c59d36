// The name of the device database (device-db.ts), in a module of its own: the app asks whether it
// exists without loading Dexie (src/app/SyncSession.tsx: a visitor who never signed in on this
// device does not download the sync engine).
export const DEVICE_DB_NAME = 'chef-pwa-device';
