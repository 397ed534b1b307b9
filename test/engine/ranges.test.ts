import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EngineError } from "../../src/engine/errors.ts";
import { comboLabel, parseRange } from "../../src/engine/ranges.ts";
import { errorOf } from "./helpers.ts";

function combos(text: string): string[] {
  const w = parseRange(text, "/players/1/range");
  const out: string[] = [];
  w.forEach((x, i) => x > 0 && out.push(comboLabel(i)));
  return out.sort();
}
const count = (text: string): number => combos(text).length;

describe("range parser", () => {
  it("counts combos of every form", () => {
    expect(count("AA")).toBe(6);
    expect(count("TT+")).toBe(30);
    expect(count("22-66")).toBe(30);
    expect(count("66-22")).toBe(30);
    expect(count("AKs")).toBe(4);
    expect(count("AKo")).toBe(12);
    expect(count("AK")).toBe(16);
    expect(count("KA")).toBe(16);
    expect(count("ATs+")).toBe(16); // ATs AJs AQs AKs
    expect(count("KTo+")).toBe(36); // KTo KJo KQo
    expect(count("A2s-A5s")).toBe(16);
    expect(count("K9o-KJo")).toBe(36);
    expect(count("AhKh")).toBe(1);
    expect(count("random")).toBe(1326);
    expect(count("any")).toBe(1326);
    expect(count("QQ+, AKs, A5s-A2s")).toBe(18 + 4 + 16);
    expect(count("aks, tt")).toBe(10);
    expect(count("10h9h")).toBe(1);
  });

  it("accepts pairs with mixed-case ranks", () => {
    expect(combos("Kk")).toEqual(combos("KK"));
    expect(combos("kK")).toEqual(combos("KK"));
    expect(combos("Tt+")).toEqual(combos("TT+"));
    expect(combos("22-Tt")).toEqual(combos("22-TT"));
    expect(combos("tT-22")).toEqual(combos("22-TT"));
    expect(count("Aa:0.5, qQ")).toBe(12);
    for (const bad of ["Kk-Qq+", "KkK", "Kk+-", "Kq-Kk"]) expect(() => parseRange(bad, "/p"), bad).toThrow(EngineError);
    expect(() => parseRange("Kq+", "/p")).not.toThrow();
    expect(count("Kq+")).toBe(16);
  });

  it("expands plus forms up to one below the top card", () => {
    expect(combos("K9s+")).toEqual(combos("K9s, KTs, KJs, KQs"));
    expect(combos("32o+")).toEqual(combos("32o"));
    expect(combos("76s+")).toEqual(combos("76s"));
    expect(combos("A2+")).toEqual(combos("A2, A3, A4, A5, A6, A7, A8, A9, AT, AJ, AQ, AK"));
  });

  it("applies weights and lets the last duplicate win", () => {
    const w = parseRange("AA:0.5, AhAd, KK:0.25, KK:.75", "/p");
    const byLabel = new Map<string, number>();
    w.forEach((x, i) => x > 0 && byLabel.set(comboLabel(i), x));
    expect(byLabel.get("AdAc")).toBe(0.5);
    expect(byLabel.get("AhAd")).toBe(1);
    expect(byLabel.get("KhKd")).toBe(0.75);
    expect(byLabel.size).toBe(12);
  });

  it("rejects unknown tokens with the token and its position", () => {
    const e = errorOf(() => parseRange("QQ+, AKx, A5s", "/players/1/range"));
    expect(e.code).toBe("validation_failed");
    expect(e.errors[0]).toMatchObject({ path: "/players/1/range", code: "invalid_format" });
    expect(e.errors[0]!.message).toContain("'AKx'");
    expect(e.errors[0]!.message).toContain("position 5");
    for (const bad of ["AA,", "AA,,KK", "AKs-AQo", "AKs-KQs", "AA-KQ", "AhAh", "A", "AAA", "AA:0", "AA:1.5", "AA:-1", "AA:x", "AKS", "+", "T9s+-"]) {
      expect(() => parseRange(bad, "/p"), bad).toThrow(EngineError);
    }
    expect(errorOf(() => parseRange("AA:0", "/p")).errors[0]!.code).toBe("invalid_format");
    expect(errorOf(() => parseRange("AA:1.5", "/p")).errors[0]!.message).toContain("'1.5' at position 3");
    expect(errorOf(() => parseRange("AA : 1.5", "/p")).errors[0]!.message).toContain("'1.5' at position 5");
    expect(errorOf(() => parseRange("AA:  1.5", "/p")).errors[0]!.message).toContain("'1.5' at position 5");
    expect(errorOf(() => parseRange("KK, AA :\t2 ", "/p")).errors[0]!.message).toContain("'2' at position 9");
    expect(errorOf(() => parseRange("AA:", "/p")).errors[0]!.message).toContain("'' at position 3");
    expect(errorOf(() => parseRange("AA: ", "/p")).errors[0]!.message).toContain("'' at position 3");
    expect(errorOf(() => parseRange("", "/p")).code).toBe("validation_failed");
  });

  it("never throws anything but EngineError", () => {
    const alphabet = fc.constantFrom(..."AKQJT98765432akqjtshdco+-:., 01".split(""));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 30 }),
          fc.array(alphabet, { maxLength: 20 }).map((a) => a.join("")),
        ),
        (s) => {
          try {
            const w = parseRange(s, "/p");
            w.forEach((x) => expect(x > 0 ? x <= 1 : x === 0).toBe(true));
          } catch (e) {
            expect(e).toBeInstanceOf(EngineError);
          }
        },
      ),
      { numRuns: 3000, seed: 2 },
    );
  });
});
