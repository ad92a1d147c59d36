// Upkeep on a timer (docs/api.md, "Security"): at start and every hour, stored
// idempotency answers older than 31 days and push-log entries older than 30 days are purged. Like the
// kitchen watch, every job is guarded: a busy, read-only or full database at that moment is
// logged and tried again next round, and never ends the process.
import type { ServerConfig } from './config.ts';
import type { Db } from './db/open.ts';
import { purgeOldAnswers } from './store/idempotency.ts';
import { purgeOldPushes } from './store/push-log.ts';

export const maintenanceIntervalMs = 60 * 60 * 1000;

export interface Maintenance {
  /** One round now (the timer calls it; tests may too). */
  run(): void;
  stop(): void;
}

/** Runs `work`; an exception is logged (unless the database is already closed) and swallowed. */
export function guardedJob(db: Db, log: (line: string) => void, what: string, work: () => void): void {
  try {
    work();
  } catch (error) {
    if (db.open) log(`[maintenance] ${what} failed, trying again next round: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function startMaintenance(db: Db, config: Pick<ServerConfig, 'log' | 'now'>): Maintenance {
  const run = () => {
    guardedJob(db, config.log, 'purging old idempotency answers', () => purgeOldAnswers(db, config.now()));
    guardedJob(db, config.log, 'purging the old push log', () => purgeOldPushes(db, config.now()));
  };
  run();
  const timer = setInterval(run, maintenanceIntervalMs);
  timer.unref();
  return { run, stop: () => clearInterval(timer) };
}
