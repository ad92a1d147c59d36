// Types of ledger.mjs for the TypeScript test beside it (the chaos scripts are plain Node ESM).
export type Tap = {
  n: number;
  kind: 'accept' | 'refuse' | 'pickup' | 'ready' | 'complete' | 'markRead' | 'markAll';
  orderId?: number;
  number?: string;
  title?: string;
  startedAt: number;
  tappedAt: number;
  actionAt?: number | null;
  notificationId?: number;
};
export type ServerTruth = {
  orders: { id: number; number: string; status: string; type?: string }[];
  timelines: Map<number, { status: string; actor: string }[]>;
  notifications: { id: number; title: string; created_at: string; read_at: string | null }[];
  keys: { key: string; status: number }[];
};
export type DeviceTruth = {
  notSaved: { id: string; operation: { kind: string; orderId?: number; notificationId?: number | string }; actionAt: string }[];
};
export type ProxyRecord = {
  n: number;
  method: string;
  path: string;
  key: string | null;
  actionAt?: string | null;
  receivedAt: number;
  browserDoneAt: number | null;
  status: number | null;
  replayed: boolean;
};
export type Accounts = {
  lost: string[];
  duplicated: string[];
  readWithoutTap: string[];
  refusals: { count: number; byStatus: Record<string, number>; unexplained: string[]; wronglyListed: string[] };
  unkeyedWrites: number;
};
export function settleAccounts(input: { taps: Tap[]; server: ServerTruth; device: DeviceTruth; requests: ProxyRecord[] }): Accounts;
export function spread(samples: number[]): { count: number; median: number; p90: number; max: number } | null;
