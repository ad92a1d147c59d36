// The steps of one simulated run, drawn from its seed before anything runs (so a shrinker can drop
// steps and replay the rest): the chef's taps in a tab, customers' orders, network faults for a
// while, the device going offline, tabs hidden (or all of them: the chef left the app), shown,
// killed and opened, the device clock set wrong and put right, a deploy or rollback that leaves
// entries this build does not know (or knows in an older shape), and storage that fills for a while. The browser fires Background Sync
// on its own (world.ts).
import type { FaultMode } from './network';
import type { Random } from './random';

export type TapKind = 'accept' | 'refuse' | 'open' | 'close' | 'pause' | 'resume' | 'logo';

export type Step =
  | { kind: 'tap'; tab: number; what: TapKind; pick: number }
  | { kind: 'order' }
  | { kind: 'fault'; mode: FaultMode; forMs: number }
  | { kind: 'offline'; forMs: number }
  | { kind: 'hide'; tab: number }
  /** The chef leaves the app (another app, the screen off): every tab is hidden. */
  | { kind: 'away' }
  | { kind: 'show'; tab: number }
  | { kind: 'kill'; tab: number }
  | { kind: 'open'; tab: number }
  | { kind: 'clock'; skewMs: number }
  | { kind: 'deploy'; variant: 'newer-kind' | 'older-shape' }
  /** The device's storage is full: every IndexedDB write fails with QuotaExceededError for a while. */
  | { kind: 'storage-full'; forMs: number }
  | { kind: 'wait'; ms: number };

export type Plan = { tabs: number; steps: Array<{ step: Step; afterMs: number }> };

const MINUTE = 60_000;

function faultMode(random: Random): FaultMode {
  const p = random.pick([0.3, 0.6, 1]);
  switch (random.int(0, 7)) {
    case 0:
      return { kind: 'lost', p };
    case 1:
      return { kind: 'hang', p };
    case 2:
      return { kind: 'stall', p };
    case 3:
      return { kind: 'commit-drop', p };
    case 4:
      return { kind: 'portal', p };
    case 5:
      return { kind: 'proxy', p, status: random.pick([502, 503, 504] as const) };
    case 6:
      return { kind: 'rate-limit', p, retryAfterS: random.int(10, 120) };
    default:
      return { kind: 'slow', p };
  }
}

function step(random: Random, tabs: number): Step {
  const tab = random.int(0, tabs - 1);
  const roll = random.int(0, 99);
  if (roll < 34) return { kind: 'tap', tab, what: random.pick(['accept', 'accept', 'refuse', 'open', 'close', 'pause', 'resume', 'logo'] as const), pick: random.int(0, 9) };
  if (roll < 44) return { kind: 'order' };
  if (roll < 58) return { kind: 'fault', mode: faultMode(random), forMs: random.int(5_000, 6 * MINUTE) };
  if (roll < 62) return { kind: 'offline', forMs: random.int(5_000, 5 * MINUTE) };
  if (roll < 66) return { kind: 'hide', tab };
  if (roll < 70) return { kind: 'away' };
  if (roll < 76) return { kind: 'show', tab };
  if (roll < 79) return { kind: 'kill', tab };
  if (roll < 84) return { kind: 'open', tab };
  if (roll < 88) return { kind: 'clock', skewMs: random.pick([0, 0, 60 * MINUTE, -60 * MINUTE, 5 * MINUTE, -3 * MINUTE]) };
  if (roll < 91) return { kind: 'deploy', variant: random.pick(['newer-kind', 'older-shape'] as const) };
  if (roll < 94) return { kind: 'storage-full', forMs: random.int(5_000, 4 * MINUTE) };
  return { kind: 'wait', ms: random.int(MINUTE, 8 * MINUTE) };
}

/** `without`: step kinds and fault kinds never drawn (to look for one defect behind another),
 * e.g. ['clock', 'deploy', 'rate-limit']. */
export function plan(random: Random, count: number, without: readonly string[] = []): Plan {
  const tabs = random.int(1, 3);
  const allowed = (drawn: Step) => !without.includes(drawn.kind) && !(drawn.kind === 'fault' && without.includes(drawn.mode.kind));
  const draw = (): Step => {
    for (;;) {
      const drawn = step(random, tabs);
      if (allowed(drawn)) return drawn;
    }
  };
  const steps = Array.from({ length: count }, () => ({ step: draw(), afterMs: random.pick([200, 1_000, 5_000, 20_000, 60_000]) }));
  return { tabs, steps };
}

/** A step as a person reads it in a trace. */
export function describe(step: Step): string {
  switch (step.kind) {
    case 'tap':
      return `tab ${name(step.tab)}: chef taps ${step.what}`;
    case 'order':
      return 'a customer places an order';
    case 'fault':
      return `network: ${step.mode.kind}${'status' in step.mode ? ` ${step.mode.status}` : ''}${'retryAfterS' in step.mode ? ` (Retry-After ${step.mode.retryAfterS} s)` : ''}${'p' in step.mode ? ` for ${Math.round(step.mode.p * 100)}% of requests` : ''}, ${Math.round(step.forMs / 1000)} s`;
    case 'offline':
      return `device offline for ${Math.round(step.forMs / 1000)} s`;
    case 'hide':
    case 'show':
    case 'kill':
    case 'open':
      return `tab ${name(step.tab)}: ${step.kind}`;
    case 'clock':
      return step.skewMs === 0 ? 'device clock put right' : `device clock set ${step.skewMs > 0 ? '+' : ''}${step.skewMs / MINUTE} min wrong`;
    case 'deploy':
      return step.variant === 'newer-kind' ? 'a newer build (then a rollback) leaves an entry of a kind this build does not know' : 'an older build leaves an entry of a known kind in an older shape';
    case 'away':
      return 'the chef leaves the app: every tab hidden';
    case 'wait':
      return `wait ${Math.round(step.ms / 1000)} s`;
    case 'storage-full':
      return `the device's storage is full for ${Math.round(step.forMs / 1000)} s (every IndexedDB write fails)`;
  }
}

export const name = (tab: number): string => 'ABC'[tab] ?? String(tab);
