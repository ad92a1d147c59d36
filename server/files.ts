// Files the server keeps in DATA_DIR (docs/api.md, "Security"): owner-only (folders 700,
// files 600: the data of chefs, and the database whose reset-code hashes could be guessed offline),
// and written whole or not at all: a file is written under a temporary name and renamed once
// complete, and the temporary file is removed when writing fails (a full disk leaves nothing).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ownerOnlyFolder = 0o700;
export const ownerOnlyFile = 0o600;

/** Makes the folder (and missing parents) owner-only; an existing folder is made owner-only too. */
export function makeOwnerOnlyFolder(folder: string): void {
  fs.mkdirSync(folder, { recursive: true, mode: ownerOnlyFolder });
  fs.chmodSync(folder, ownerOnlyFolder);
}

/** Writes a new file whole (600), or throws and leaves nothing behind. Refuses to replace one. */
export function writeNewFile(file: string, bytes: Uint8Array): void {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    fs.writeFileSync(temporary, bytes, { mode: ownerOnlyFile, flag: 'wx' });
    // A hard link appears whole, and fails (EEXIST) rather than replace a file of that name.
    fs.linkSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/** Whether an error says the disk (or the database) is full: answered 507, not 500. */
export function isOutOfSpace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL';
}
