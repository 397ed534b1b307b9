/**
 * A final-table deal at the table (machine.ts `showDeal`): while it is open no hand is dealt (the break
 * mechanism), each change is one `deal` event, notices that arrive twice or late change nothing, and once
 * it is decided the next hand is due when the director says play resumes.
 */
import { expect, it } from "vitest";
import type { TableSettings } from "../../src/tables/api.ts";
import { applyDirective, dueHand, initialState, newOutput, type Pacing, seatEntries, setBreak, showDeal } from "../../src/tables/machine.ts";
import type { DealView } from "../../src/tournaments/deal-view.ts";

const PACING: Pacing = { nextHandMs: 0, botThinkMs: 0 };
const NOW = Date.UTC(2026, 10, 29, 12);

const settings: TableSettings = {
  tableId: "tbl_dealt1",
  ringGameId: "trn_dealt",
  name: "Table 1",
  organizationId: "org_deal",
  environment: "test",
  projectId: null,
  tableSize: 9,
  smallBlind: 10,
  bigBlind: 20,
  ante: null,
  buyIn: { min: 1, max: 1_000_000 },
  clock: { actionSeconds: 20, timeBankSeconds: 60 },
  spectators: { mode: "live", delaySeconds: 0 },
  trustMode: "human_only",
  tournamentId: "trn_dealt",
};

function deal(status: DealView["status"], answers: Array<DealView["players"][number]["answer"]>): DealView {
  return {
    object: "tournament_deal",
    id: "deal_1",
    tournamentId: "trn_dealt",
    method: "equal",
    status,
    prizePool: 900,
    prizesLeft: [500, 300, 100],
    leaveForWinner: 0,
    players: answers.map((answer, i) => ({ entryId: `e${i}`, displayName: `P${i}`, seatNumber: i + 1, chips: 1000, amount: 300, answer })),
    proposedAt: new Date(NOW).toISOString(),
    expiresAt: new Date(NOW + 120_000).toISOString(),
    decidedAt: null,
  };
}

it("pauses the next hand while open, shows each change once, ignores stale notices, resumes when decided", () => {
  const state = initialState(settings);
  const out = newOutput();
  seatEntries(
    state,
    [0, 1, 2].map((i) => ({ entryId: `e${i}`, displayName: `P${i}`, participant: "human" as const, chips: 1000, seatNumber: i + 1 })),
    NOW,
    PACING,
    out,
  );
  // Due now, before the deal.
  expect(state.nextHandAt).not.toBeNull();
  expect(state.nextHandAt!).toBeLessThanOrEqual(NOW);

  const shown = () => out.events.filter((e) => e.body.type === "deal").map((e) => (e.body as { deal: DealView }).deal);
  showDeal(state, deal("open", ["pending", "pending", "pending"]), NOW + 120_000, out);
  expect(dueHand(state, NOW + 119_999)).toBeNull();
  showDeal(state, deal("open", ["accepted", "pending", "pending"]), NOW + 120_000, out);
  // Twice, or an older notice after a newer one: nothing changes.
  showDeal(state, deal("open", ["accepted", "pending", "pending"]), NOW + 120_000, out);
  showDeal(state, deal("open", ["pending", "pending", "pending"]), NOW + 120_000, out);
  expect(shown().map((d) => d.players[0]!.answer)).toEqual(["pending", "accepted"]);

  // Declined at NOW + 5 s: play resumes then; an "open" notice arriving late does not pause it again.
  showDeal(state, deal("declined", ["accepted", "declined", "pending"]), NOW + 5_000, out);
  showDeal(state, deal("open", ["accepted", "pending", "pending"]), NOW + 120_000, out);
  expect(shown().map((d) => d.status)).toEqual(["open", "open", "declined"]);
  expect(state.deal?.status).toBe("declined");
  expect(dueHand(state, NOW + 4_999)).toBeNull();
  expect(dueHand(state, NOW + 5_000)).not.toBeNull();
});

it("a structure break shorter than an open deal does not end the deal's pause", () => {
  const state = initialState(settings);
  const out = newOutput();
  seatEntries(
    state,
    [0, 1].map((i) => ({ entryId: `e${i}`, displayName: `P${i}`, participant: "human" as const, chips: 1000, seatNumber: i + 1 })),
    NOW,
    PACING,
    out,
  );
  showDeal(state, deal("open", ["pending", "pending"]), NOW + 120_000, out);
  setBreak(state, NOW + 60_000, { smallBlind: 20, bigBlind: 40, ante: null }, out);
  // As if a hand had been in progress: it ends, and the director's answer comes after the break is over.
  state.nextHandAt = null;
  state.awaitingDirector = 1;
  applyDirective(state, 1, { kind: "continue" }, NOW + 61_000, PACING, out);
  expect(dueHand(state, NOW + 61_000)).toBeNull();
  // Decided: play resumes when the director says (the break is over by then).
  showDeal(state, deal("accepted", ["accepted", "accepted"]), NOW + 70_000, out);
  expect(dueHand(state, NOW + 70_000)).not.toBeNull();
});
