// The server's secrets: each is taken from the environment (through the options) or generated at
// first start and kept in DATA_DIR (file mode 0600), so no secret has a public default
// (docs/api.md, "Secrets"). Production mode refuses to start without the explicit ones.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** The secrets and the file each is kept in when not given. */
export const secretFiles = {
  adminToken: 'admin-token',
  pusherSecret: 'pusher-secret',
  fingerprintKey: 'fingerprint-key',
} as const;

export type SecretName = keyof typeof secretFiles;

export const secretFile = (dataDir: string, name: SecretName): string => path.join(dataDir, secretFiles[name]);
export const adminTokenFile = (dataDir: string): string => secretFile(dataDir, 'adminToken');

/** `configured` when given, else the one kept in DATA_DIR, else a new random one kept there. */
export function loadOrCreateSecret(dataDir: string, name: SecretName, configured: string | undefined): string {
  if (configured) return configured;
  const file = secretFile(dataDir, name);
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
