// The admin token: ADMIN_TOKEN when given, else one generated at first start in DATA_DIR/admin-token.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const adminTokenFile = (dataDir: string): string => path.join(dataDir, 'admin-token');

export function loadOrCreateAdminToken(dataDir: string, configured: string | undefined): string {
  if (configured) return configured;
  const file = adminTokenFile(dataDir);
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  const token = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, token + '\n', { mode: 0o600 });
  return token;
}
