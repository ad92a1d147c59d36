// Busy mode through the outbox: on the device at once from the tap, sent as
// POST chef/kitchen/busy once, and kept on top of a kitchen answer that arrives while it waits.
import { describe, expect, it } from "vitest";
import type { Kitchen } from "@/contract";
import { mutate } from "../engine/mutate";
import { OutboxReplayer } from "../engine/outbox";
import { createTestDb } from "../testing/fake-db";

const stored: Kitchen = {
  id: 1,
  name: "Ona’s kitchen",
  phone: null,
  description: null,
  logo_url: null,
  city_id: 1,
  city: "Vilnius",
  postal_code: null,
  main_street: null,
  building_details: null,
  opening_time: "10:00",
  closing_time: "21:00",
  preparation_time: 30,
  delivery_option: "both",
  delivery_cost: 2.5,
  latitude: null,
  longitude: null,
  is_open: true,
  pause: null,
  busy: null,
  schedule: null,
  closures: [],
  updated_at: "2026-11-23T08:00:00.000Z",
};
const tappedAt = (iso: string) => ({ now: () => new Date(iso) });

describe("busy mode through the outbox", () => {
  it("shows at once from the tap, for 30 min or until turned off, and ends at once", async () => {
    const { db } = createTestDb();
    await db.kitchen.put(stored);
    await mutate(
      db,
      { kind: "setKitchenBusy", extraMinutes: 20, busyFor: "30_min" },
      tappedAt("2026-11-23T17:04:00.000Z"),
    );
    expect((await db.kitchen.get(1))?.busy).toEqual({
      extra_minutes: 20,
      since: "2026-11-23T17:04:00.000Z",
      until: "2026-11-23T17:34:00.000Z",
    });
    await mutate(
      db,
      { kind: "setKitchenBusy", extraMinutes: 10, busyFor: "until_off" },
      tappedAt("2026-11-23T17:05:00.000Z"),
    );
    expect((await db.kitchen.get(1))?.busy).toEqual({
      extra_minutes: 10,
      since: "2026-11-23T17:05:00.000Z",
      until: null,
    });
    await mutate(db, { kind: "endKitchenBusy" });
    expect((await db.kitchen.get(1))?.busy).toBeNull();
  });

  it("sends it once, and keeps it on top of an earlier action's answer while it waits", async () => {
    const { db } = createTestDb();
    await db.kitchen.put(stored);
    await mutate(db, { kind: "pauseKitchen", pauseFor: "15_min" });
    await mutate(db, {
      kind: "setKitchenBusy",
      extraMinutes: 30,
      busyFor: "1_hour",
    });
    const sent: unknown[] = [];
    let calls = 0;
    const outbox = new OutboxReplayer({
      db,
      engineId: "t",
      send: async (request) => {
        calls += 1;
        sent.push(request);
        if (calls === 1) return { ...stored, pause: null }; // the pause's answer, busy not yet sent
        throw new TypeError("Failed to fetch");
      },
    });
    await outbox.flush();
    expect((await db.kitchen.get(1))?.busy?.extra_minutes).toBe(30);
    expect(sent[1]).toEqual({
      method: "POST",
      path: "chef/kitchen/busy",
      json: { extra_minutes: 30, busy_for: "1_hour" },
    });
  });
});
