/**
 * The card fields of one request read together (hole cards, board, dead cards): each field parsed
 * (a bad card or a card twice within it), its count held to the field's rule, and no card in two
 * fields (card_conflict, naming the field that holds it first). Every failing field is reported at
 * once: validation_failed when any problem is a validation problem, card_conflict when every problem
 * is a card repeated.
 */
import { formatCards, parseCards } from "./cards.ts";
import { EngineError } from "./errors.ts";
import { fieldErrors } from "./field-errors.ts";

export interface CardFields {
  /** The field's cards, or null when it failed (its errors are kept for throwIfAny). */
  read(text: string, path: string, label: string, allowed: (count: number) => boolean, rule: string): number[] | null;
  throwIfAny(): void;
}

export function cardFields(): CardFields {
  const errors = fieldErrors();
  const seen = new Map<number, string>();
  let validation = false;
  return {
    read(text, path, label, allowed, rule) {
      let cards: number[];
      try {
        cards = parseCards(text, path, label);
      } catch (e) {
        if (!(e instanceof EngineError)) throw e;
        if (e.code !== "card_conflict") validation = true;
        for (const fe of e.errors) errors.add(fe.path, fe.code, fe.message);
        return null;
      }
      if (!allowed(cards.length)) {
        validation = true;
        errors.add(path, "invalid_value", `${label} must be ${rule}, got ${cards.length}`);
        return null;
      }
      for (const c of cards) {
        const other = seen.get(c);
        if (other !== undefined) errors.add(path, "card_conflict", `${label}: card ${formatCards([c])} is also in ${other}`);
        else seen.set(c, label);
      }
      return cards;
    },
    throwIfAny() {
      try {
        errors.throwIfAny();
      } catch (e) {
        // A card repeated (within a field or across fields) is the contract's card_conflict when nothing else is wrong.
        if (e instanceof EngineError && !validation) throw new EngineError("card_conflict", e.message, e.errors);
        throw e;
      }
    },
  };
}
