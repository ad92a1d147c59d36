// The e2e run checks every API answer against the contract document: the server runs
// with CONTRACT_CHECK_FILE (playwright.config.ts) and appends each mismatch to that file
// (server/routes/openapi.ts); this global teardown fails the run when the file is not empty.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const contractCheckFile = (port: number): string => path.join(os.tmpdir(), `chef-e2e-contract-${port}.log`);

export default function contractCheck(): void {
  const file = contractCheckFile(Number(process.env.E2E_PORT ?? 4310));
  const mismatches = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  if (mismatches) throw new Error(`API answers that do not match the contract document (dist/openapi.json):\n${mismatches}`);
}
