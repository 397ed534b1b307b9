import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCards, parseCards } from "../../src/engine/cards.ts";
import { EngineError } from "../../src/engine/errors.ts";
import { errorOf } from "./helpers.ts";

const parse = (s: string): string => formatCards(parseCards(s, "/board", "board"));

describe("card parser", () => {
  it("reads every rank and suit spelling", () => {
    expect(parse("Ah7d2c")).toBe("Ah7d2c");
    expect(parse("ah td 10c")).toBe("AhTdTc");
    expect(parse("Kh, Qs,Jd  9c")).toBe("KhQsJd9c");
    expect(parse("tc jd qh ks as")).toBe("TcJdQhKsAs");
    expect(parse("")).toBe("");
    expect(parseCards("2c3c", "/x", "x")).toEqual([0, 4]);
    expect(parseCards("As", "/x", "x")).toEqual([51]);
  });

  it("rejects unknown text with its position", () => {
    const e = errorOf(() => parseCards("Ah7x2c", "/board", "board"));
    expect(e.code).toBe("validation_failed");
    expect(e.errors[0]).toMatchObject({ path: "/board", code: "invalid_card" });
    expect(e.errors[0]!.message).toContain("position 2");
    expect(errorOf(() => parseCards("AH", "/board", "board")).code).toBe("validation_failed"); // suits are lower case
    expect(errorOf(() => parseCards("1h", "/board", "board")).code).toBe("validation_failed");
    expect(errorOf(() => parseCards("Ah;Kd", "/board", "board")).errors[0]!.message).toContain("position 2");
  });

  it("quotes only the offending card, not the start of the next one", () => {
    const msg = (s: string): string => errorOf(() => parseCards(s, "/players/0/hand", "players[0].hand")).errors[0]!.message;
    expect(msg("AxKd")).toBe("players[0].hand: 'Ax' at position 0 is not a card");
    expect(msg("2C3c4c")).toContain("'2C' at position 0");
    expect(msg("Ah 10x Kd")).toContain("'10x' at position 3");
    expect(msg("AhKdQ")).toContain("'Q' at position 4");
    expect(msg("Ah;Kd")).toContain("';K' at position 2");
    expect(msg("Ah, x")).toContain("'x' at position 4");
  });

  it("detects duplicate cards", () => {
    const e = errorOf(() => parseCards("Ah 7d ah", "/dead", "dead"));
    expect(e.code).toBe("card_conflict");
    expect(e.errors[0]!.path).toBe("/dead");
  });

  it("never throws anything but EngineError", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => {
        try {
          parseCards(s, "/board", "board");
        } catch (e) {
          expect(e).toBeInstanceOf(EngineError);
        }
      }),
      { numRuns: 2000, seed: 1 },
    );
  });
});
