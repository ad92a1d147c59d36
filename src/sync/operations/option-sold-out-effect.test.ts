// Sold-out options through the outbox: the option is sold out on the device at
// once, for the kitchen's day of the tap (Europe/Vilnius), and back on at once.
import { describe, expect, it } from "vitest";
import type { MenuRow } from "@/db/rows";
import { applyToFood } from "./menu-effects";

const food = {
  id: 7,
  option_groups: [
    {
      id: 3,
      client_id: null,
      options: [
        { id: 11, client_id: null, name: "Bacon bits", sold_out_day: null },
        { id: 12, client_id: null, name: "No onion", sold_out_day: null },
      ],
    },
  ],
} as unknown as MenuRow;

const optionsOf = (row: MenuRow | null | undefined) =>
  row?.option_groups[0]?.options.map((option) => [
    option.id,
    option.sold_out_day ?? null,
  ]);

describe("setOptionSoldOut on the device", () => {
  it("marks the option sold out for the kitchen day of the tap, and back", () => {
    // 23:30 on 23 November in Vilnius (UTC+2) is still the 23rd there, though the 24th is near.
    const soldOut = applyToFood(
      food,
      {
        kind: "setOptionSoldOut",
        foodKey: "k",
        optionRef: "11",
        soldOut: true,
      },
      "2026-11-23T21:30:00.000Z",
    );
    expect(optionsOf(soldOut)).toEqual([
      [11, "2026-11-23"],
      [12, null],
    ]);
    const after = applyToFood(
      food,
      {
        kind: "setOptionSoldOut",
        foodKey: "k",
        optionRef: "11",
        soldOut: true,
      },
      "2026-11-23T22:30:00.000Z",
    );
    expect(optionsOf(after)).toEqual([
      [11, "2026-11-24"],
      [12, null],
    ]);
    const back = applyToFood(
      soldOut ?? undefined,
      {
        kind: "setOptionSoldOut",
        foodKey: "k",
        optionRef: "11",
        soldOut: false,
      },
      "2026-11-23T21:31:00.000Z",
    );
    expect(optionsOf(back)).toEqual([
      [11, null],
      [12, null],
    ]);
  });
});
