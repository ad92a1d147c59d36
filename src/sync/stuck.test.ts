// A stuck action (issue 27 point 6, docs/sync.md "Stuck actions"): an entry that keeps failing
// temporarily is given up after STUCK_AFTER_TRIES tries (or two days with a few tries), is not sent
// on its own any more, lets the actions of its entity that do not depend on it go ahead, and can be
// tried again or discarded.
import { afterEach, describe, expect, it } from 'vitest';
import type { ChefDb } from '@/db/chef-db';
import { mutate } from './mutate';
import { OutboxReplayer } from './outbox';
import { becomesStuck, DISCARDED, discardStuck, STUCK_AFTER_TRIES, tryStuckAgain } from './stuck';
import { whenSettled } from './settled';
import { createTestDb } from './testing/fake-db';
import { createScriptedServer } from './testing/scripted-server';

let clock = Date.UTC(2026, 10, 21, 12, 0, 0);
const now = () => clock;
const replayers: OutboxReplayer[] = [];
afterEach(() => {
  for (const r of replayers.splice(0)) r.stop();
});

const createTicket = (db: ChefDb, clientId: string, title: string) =>
  mutate(
    db,
    {
      kind: 'createTicket',
      ticket: { client_id: clientId, title, description: `About ${title}` },
      attachment: null,
      attachmentName: null,
    },
    { now: () => new Date(clock) },
  );
const reply = (db: ChefDb, clientId: string, message: string) =>
  mutate(
    db,
    {
      kind: 'replyToTicket',
      ticketKey: clientId,
      ticketRef: clientId,
      reply: { client_id: `${clientId}-r`, message },
      attachment: null,
      attachmentName: null,
    },
    { now: () => new Date(clock) },
  );

/** Flush until the queue has nothing due, moving the clock past each back-off. */
async function flushRounds(outbox: OutboxReplayer, rounds: number) {
  for (let i = 0; i < rounds; i += 1) {
    await outbox.flush();
    clock += 61_000;
  }
}

describe('stuck actions', () => {
  it('a ticket that fails 8 times is stuck: not sent again, and the next ticket goes ahead while a reply to it waits', async () => {
    const { db } = createTestDb();
    const server = createScriptedServer();
    const failing = Array.from({ length: 50 }, () => ({
      kind: 'status' as const,
      status: 500,
    }));
    server.script('*', ...failing);
    const first = await createTicket(db, 'ticket-a', 'Broken oven');
    await reply(db, 'ticket-a', 'Still broken');
    const outbox = new OutboxReplayer({
      db,
      send: server.send,
      engineId: 'engine',
      now,
      random: () => 1,
    });
    replayers.push(outbox);

    await flushRounds(outbox, STUCK_AFTER_TRIES + 3);
    expect(server.calls.filter((c) => c.key === first.id)).toHaveLength(STUCK_AFTER_TRIES); // then no more
    const stuck = await db.outbox.get(first.seq as number);
    expect(stuck).toMatchObject({
      attempts: STUCK_AFTER_TRIES,
      lastError: expect.any(String),
    });
    expect(typeof stuck?.stuckAt).toBe('number');

    // Another ticket does not depend on the stuck one: it goes; the reply to the stuck one waits.
    server.script('*'); // nothing scripted left would still fail: clear it
    const calls = server.calls.length;
    const second = await createTicket(db, 'ticket-b', 'New menu');
    const sent: string[] = [];
    const okServer = createScriptedServer();
    const outbox2 = new OutboxReplayer({
      db,
      send: async (request, options) => {
        sent.push(options.idempotencyKey);
        return okServer.send(request, options);
      },
      engineId: 'engine-2',
      now,
      random: () => 1,
    });
    replayers.push(outbox2);
    await flushRounds(outbox2, 3);
    expect(sent).toEqual([second.id]);
    expect(server.calls).toHaveLength(calls);
    expect((await db.outbox.toArray()).map((e) => e.operation.kind)).toEqual(['createTicket', 'replyToTicket']);

    // "Try again": due now, sent, and the reply follows it.
    await tryStuckAgain(db, first.seq as number, clock);
    await flushRounds(outbox2, 3);
    expect(sent.slice(1)).toEqual([first.id, expect.any(String)]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('"Discard" removes a stuck entry and names the collection to pull; the entry behind it goes', async () => {
    const { db } = createTestDb();
    const server = createScriptedServer();
    server.script(
      '*',
      ...Array.from({ length: STUCK_AFTER_TRIES }, () => ({
        kind: 'status' as const,
        status: 503,
      })),
    );
    const first = await createTicket(db, 'ticket-a', 'Broken oven');
    const later = await reply(db, 'ticket-a', 'Still broken');
    const outbox = new OutboxReplayer({
      db,
      send: server.send,
      engineId: 'engine',
      now,
      random: () => 1,
    });
    replayers.push(outbox);
    await flushRounds(outbox, STUCK_AFTER_TRIES + 2);
    expect(server.calls.every((c) => c.key === first.id)).toBe(true); // the reply waited
    const firstOutcome = whenSettled(db, first.id); // the form that sent it, still waiting
    expect(await discardStuck(db, first.seq as number)).toBe('tickets');
    expect(await firstOutcome, 'a discarded action is not reported as saved').toMatchObject({ accepted: false, refusal: { reason: DISCARDED } });
    await flushRounds(outbox, 2);
    expect(server.calls.at(-1)?.key).toBe(later.id);
  });

  it('counts days since the tap only after a few tries', () => {
    const tapped = { actionAt: new Date(Date.UTC(2026, 0, 1)).toISOString() };
    const threeDaysLater = Date.UTC(2026, 0, 4);
    expect(becomesStuck(tapped, 1, threeDaysLater)).toBe(false);
    expect(becomesStuck(tapped, 3, threeDaysLater)).toBe(true);
    expect(becomesStuck(tapped, 3, Date.UTC(2026, 0, 2))).toBe(false);
    expect(becomesStuck(tapped, STUCK_AFTER_TRIES, Date.UTC(2026, 0, 1))).toBe(true);
    // An outage: every try failed with no answer (the kitchen's internet gone for minutes); not stuck.
    expect(becomesStuck(tapped, STUCK_AFTER_TRIES + 4, Date.UTC(2026, 0, 1), 0)).toBe(false);
    expect(becomesStuck(tapped, STUCK_AFTER_TRIES + 4, Date.UTC(2026, 0, 1), STUCK_AFTER_TRIES)).toBe(true);
  });
});
