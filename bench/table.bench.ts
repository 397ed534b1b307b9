/**
 * Hosted tables (issue 19, Speed): a 6-seat bot-only table played through the table machine
 * (src/tables/machine.ts, the code the table object runs) with zero delays, by the same driver as the
 * soak test (test/tables/bot-table.ts: a fresh committed pw-shuffle-v1 deck per hand, house bots,
 * replacement bots for busted seats, chips checked after every step).
 *
 * - CPU per hand and hands per second of CPU, from process.cpuUsage() around whole runs (the median of
 *   RUNS runs of HANDS hands): the machine, the bots, the Web Crypto shuffle and the driver's check.
 * - What the object adds per hand when it commits (table-object.ts `commit`, one commit per hand when a
 *   bot-only table runs with no pause): JSON of every event, of the finished hand and of the public
 *   snapshot kept at each hand's end, and the state written with the runtime's structured clone
 *   (node:v8 serialize here); SQLite's own work is not in it.
 * - The same hands through the stateless hand endpoint's engine (`prepareHoldemHand`, the engine of
 *   POST /v1/calculations/hands/holdem: parse, replay, settle, with every card given): the ratio row.
 * - The broadcast: projecting and serializing one hand's events for one spectator socket, the CPU that
 *   every socket of a table costs per hand (table-object.ts `broadcast` does it per socket).
 * - Storage per hand: the JSON bytes of the events and of the finished hand the object stores.
 */
import { serialize } from "node:v8";
import { type HoldemHandInput, prepareHoldemHand } from "../src/engine/holdem/hand.ts";
import { dealFromDeck, hexToBytes, shuffledDeck } from "../src/engine/shuffle.ts";
import type { FinishedHand } from "../src/tables/api.ts";
import { type EventBody, project, type StoredEvent } from "../src/tables/events.ts";
import type { Output, TableState } from "../src/tables/machine.ts";
import { snapshotFor } from "../src/tables/snapshot.ts";
import { playBotTable } from "../test/tables/bot-table.ts";
import { record } from "./harness.ts";

const SEATS = 6;
const HANDS = 500;
const RUNS = 5;
/** table-object.ts's KEPT_EVENTS and KEPT_HANDS (not exported): events kept for `since` resumes, hands for GET .../hands. */
const KEPT_EVENTS = 5_000;
const KEPT_HANDS = 1_000;

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value));
const cpuMs = (used: NodeJS.CpuUsage): number => (used.user + used.system) / 1000;

/**
 * The median CPU time of `fn` (process.cpuUsage, not the wall clock: the machine is shared, and a
 * wall clock counts the time other processes ran), over samples taken for at least `minCpuMs`.
 */
function cpuMedian(fn: () => unknown, minCpuMs = 500): number {
  let sink: unknown;
  const warm = process.cpuUsage();
  while (cpuMs(process.cpuUsage(warm)) < minCpuMs / 4) sink = fn();
  const samples: number[] = [];
  const start = process.cpuUsage();
  while (cpuMs(process.cpuUsage(start)) < minCpuMs || samples.length < 5) {
    const before = process.cpuUsage();
    sink = fn();
    samples.push(cpuMs(process.cpuUsage(before)));
  }
  if (sink === Symbol.for("never")) console.log(sink);
  return median(samples);
}

interface HandGroup {
  events: Output["events"];
  finished: FinishedHand;
}

// Warm-up (the evaluator's tables, the JIT), then timed runs; the last run's outputs are kept per hand.
await playBotTable(500, { tableSize: SEATS });
const cpuPerHand: number[] = [];
let groups: HandGroup[] = [];
let lastState: TableState | null = null;
let events = 0;
for (let r = 0; r < RUNS; r++) {
  const pending: Output["events"] = [];
  const kept: HandGroup[] = [];
  const keep = r === RUNS - 1;
  const onOutput = keep
    ? (out: Output) => {
        pending.push(...out.events);
        for (const finished of out.finished) kept.push({ events: pending.splice(0), finished });
      }
    : undefined;
  const before = process.cpuUsage();
  const run = await playBotTable(HANDS, { tableSize: SEATS, onOutput });
  const used = process.cpuUsage(before);
  cpuPerHand.push(cpuMs(used) / run.finished.length);
  events += run.events;
  if (keep) {
    groups = kept;
    lastState = run.state;
  }
}
const machineMs = median(cpuPerHand);
const eventsPerHand = events / (RUNS * HANDS);
record({
  suite: "tables",
  name: `${SEATS} house bots, zero delays: machine + shuffle + bots (CPU per hand)`,
  medianMs: machineMs,
  opsPerSec: 1000 / machineMs,
  target: ">= 200 hands/s of CPU",
  note: `${(1000 / machineMs).toFixed(0)} hands per CPU second (median of ${RUNS} runs of ${HANDS} hands, process.cpuUsage; runs ${cpuPerHand
    .map((x) => (1000 / x).toFixed(0))
    .join(", ")}); ${eventsPerHand.toFixed(1)} events per hand`,
});

// What commit() serializes per hand: each event's JSON, the finished hand's JSON, the public snapshot
// kept at each hand's end (for delayed spectators), the state (structured clone).
const state = lastState!;
const spectator = { kind: "spectator" } as const;
const snapshot = () => snapshotFor(state, spectator, 1, Date.now());
const commit = cpuMedian(() => {
  let n = 0;
  for (const g of groups) {
    for (const e of g.events) n += JSON.stringify(e.body).length;
    n += JSON.stringify(g.finished).length;
    n += JSON.stringify(snapshot()).length;
    n += serialize(state).length;
  }
  return n;
});
const commitMs = commit / groups.length;
// Storage per hand: the event rows' and the finished hand's JSON (SQLite adds a few bytes per row).
const eventRows = groups.reduce((sum, g) => sum + g.events.length, 0) / groups.length;
const eventBytes = groups.reduce((sum, g) => sum + g.events.reduce((s, e) => s + bytes(e.body), 0), 0) / groups.length;
const handBytes = groups.reduce((sum, g) => sum + bytes(g.finished), 0) / groups.length;
const snapshotBytes = bytes(snapshot());
const perEvent = eventBytes / eventRows;
record({
  suite: "tables",
  name: "commit per hand: events, hand and snapshot as JSON, state as structured clone",
  medianMs: commitMs,
  opsPerSec: 1000 / commitMs,
  note: `SQLite's own work not included. Writes ${(eventBytes + handBytes + snapshotBytes).toFixed(0)} B of JSON per hand: ${eventRows.toFixed(1)} event rows, ${eventBytes.toFixed(0)} B (${perEvent.toFixed(0)} B each), the finished hand ${handBytes.toFixed(0)} B, a public snapshot ${snapshotBytes} B; the state (${serialize(state).length} B) is overwritten. Kept: the last ${KEPT_EVENTS} events (~${(KEPT_EVENTS / eventRows).toFixed(0)} hands, ${((KEPT_EVENTS * perEvent) / 1024).toFixed(0)} KiB), ${KEPT_HANDS} hands (${((KEPT_HANDS * handBytes) / 1024).toFixed(0)} KiB) and ${KEPT_HANDS} snapshots (${((KEPT_HANDS * snapshotBytes) / 1024).toFixed(0)} KiB)`,
});
const hostedMs = machineMs + commitMs;

// The same hands through the stateless endpoint's engine, with every hole card and the board given.
const inputs: HoldemHandInput[] = [];
for (const { finished: h } of groups) {
  const button = h.seats.findIndex((s) => s.seatNumber === h.button);
  // The machine stores every seed (only what leaves the object is held back until the reveal).
  const deck = await shuffledDeck(hexToBytes(h.shuffle.serverSeed!), h.shuffle.clientSeed, h.shuffle.nonce);
  const dealt = dealFromDeck(deck, h.seats.length, button);
  const id = (seatNumber: number) => `s${seatNumber}`;
  const input: HoldemHandInput = {
    seats: h.seats.map((s, i) => ({ id: id(s.seatNumber), stack: s.startingStack, cards: dealt.holeCards[i]!.join("") })),
    button: id(h.button),
    forcedBets: {
      smallBlind: h.smallBlind,
      bigBlind: h.bigBlind,
      ante: h.ante,
      smallBlindMissing: h.smallBlindMissing,
      deadBlinds: h.deadBlinds.map((d) => ({ seat: id(d.seatNumber), amount: d.amount })),
    },
    board: h.board,
    actions: h.actions.map((a) =>
      a.type === "bet" || a.type === "raise" ? { seat: id(a.seatNumber), type: a.type, to: a.to! } : { seat: id(a.seatNumber), type: a.type },
    ),
  };
  // The stateless engine must agree with the table on every final stack.
  const result = prepareHoldemHand(input)();
  const stacks = result.result?.stacks.map((s) => s.stack).join(",");
  if (result.status !== "complete" || stacks !== h.seats.map((s) => s.finalStack).join(",")) {
    throw new Error(`hand ${h.handNumber}: the stateless engine answers ${result.status} ${stacks}, the table ${h.seats.map((s) => s.finalStack)}`);
  }
  inputs.push(input);
}
const stateless = cpuMedian(() => {
  let sink = 0;
  for (const input of inputs) sink += prepareHoldemHand(input)().seats.length;
  return sink;
});
const statelessMs = stateless / inputs.length;
const actionsPerHand = inputs.reduce((sum, i) => sum + i.actions.length, 0) / inputs.length;
record({
  suite: "tables",
  name: "the same hands through the stateless hand engine (POST /v1/calculations/hands/holdem's)",
  medianMs: statelessMs,
  opsPerSec: 1000 / statelessMs,
  note: `${inputs.length} hands, ${actionsPerHand.toFixed(1)} actions per hand; final stacks checked equal to the table's`,
});
record({
  suite: "tables",
  name: "hosted hand: machine + commit (CPU per hand)",
  medianMs: hostedMs,
  opsPerSec: 1000 / hostedMs,
  target: ">= 200 hands/s of CPU",
  baseline: "stateless hand engine",
  ratio: statelessMs / hostedMs,
  note: `${(1000 / hostedMs).toFixed(0)} hands per CPU second; a hosted hand costs ${(hostedMs / statelessMs).toFixed(0)}x the engine's replay of it (it deals a committed deck, runs the bots, logs ${eventsPerHand.toFixed(0)} events)`,
});

// The broadcast: every event of a hand projected and serialized for one spectator socket.
let seq = 0;
const stored: StoredEvent[][] = groups.map((g) =>
  g.events.map((e) => ({ seq: ++seq, at: Date.now(), visibleTo: e.visibleTo, body: e.body as EventBody })),
);
const frames = stored.reduce((sum, g) => sum + g.length, 0);
const broadcast = cpuMedian(() => {
  let n = 0;
  for (const g of stored) for (const e of g) n += JSON.stringify(project(e, spectator)).length;
  return n;
});
const perSocketHandMs = broadcast / stored.length;
const frameBytes = stored.reduce((sum, g) => sum + g.reduce((s, e) => s + bytes(project(e, spectator)), 0), 0) / frames;
record({
  suite: "tables",
  name: "broadcast: one hand's frames for one spectator socket (project + JSON)",
  medianMs: perSocketHandMs,
  opsPerSec: 1000 / perSocketHandMs,
  note: `${((broadcast * 1e6) / frames).toFixed(0)} ns per frame, ${frameBytes.toFixed(0)} bytes per frame; ws.send not included`,
});
