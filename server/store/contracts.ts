// Contract signatures (migration 3): which version the chef signed, the name they typed, when the
// server recorded it and when they tapped (X-Action-At, may be earlier when sent from the outbox).
import type { Db } from '../db/open.ts';

export interface ContractSignatureRow {
  id: number;
  chef_id: number;
  version: string;
  signature_name: string;
  signed_at: string;
  action_at: string | null;
}

export type NewContractSignature = Omit<ContractSignatureRow, 'id'>;

export function insertContractSignature(db: Db, signature: NewContractSignature): number {
  const info = db
    .prepare(
      `INSERT INTO contract_signatures (chef_id, version, signature_name, signed_at, action_at)
       VALUES (@chef_id, @version, @signature_name, @signed_at, @action_at)`,
    )
    .run(signature);
  return Number(info.lastInsertRowid);
}

export function latestContractSignature(db: Db, chefId: number): ContractSignatureRow | undefined {
  return db.prepare('SELECT * FROM contract_signatures WHERE chef_id = ? ORDER BY id DESC LIMIT 1').get(chefId) as
    | ContractSignatureRow
    | undefined;
}
