/**
 * `node --experimental-strip-types bench/tournament-run.ts [--entrants 1000] [--next-hand-ms 300]
 * [--bot-think-ms 30] [--probe-seconds 120] [--start-only]` (issue 21, Speed): a whole bot tournament run by the service on the Worker as
 * `wrangler dev` runs it (wrangler's test harness, test/browser/harness.ts: workerd, local D1, Durable
 * Objects, alarms), with short pauses (TABLE_NEXT_HAND_MS, TABLE_BOT_THINK_MS). Progress to stderr, a
 * markdown table to stdout.
 *
 * Not with a zero next-hand pause: with five tables or more (40 entrants) workerd's one thread then stays
 * at 100 % after the start and this bench's management calls stop being answered (seen also at the commit
 * before this bench; 9-27 entrants complete, and 40 do with a 5 ms pause). See docs/benchmarks.md.
 *
 * Through the public API only: a room-owned blind structure of one-minute levels starting ten big blinds
 * deep, a `scheduled_mtt_nlhe_v1` tournament (9-max, `mixed_declared` with bots only, the standard payout
 * ladder, a prize pool), `--entrants` bot entries registered, published to start a few seconds after the
 * last registration; then the standings and tables are polled until the tournament is `completed`.
 * Reported: wall time from the start to completion, hands played (the sum over tables of the highest
 * `handsPlayed` the tables list showed: a lower bound, the last hands of a table broken between two polls
 * are missed), hand-end reports the director handled per second of wall time,
 * the peak resident memory of the workerd processes, and the checks: places 1..n (ties share), prizes
 * summing exactly to the pool, every entry placed once; and how the Worker answered other requests (a
 * key's limits, a small equity calculation, one every 100 ms) in the first `--probe-seconds` after the
 * start, while the director draws the seats and opens the tables. `--start-only` stops after that window.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { issueTestKey, management, startWorker } from "../test/browser/harness.ts";
import { numberArg } from "./args.ts";

const ENTRANTS = numberArg("--entrants", 1000);
if (!(ENTRANTS >= 2 && ENTRANTS <= 10_000)) throw new Error("--entrants takes 2..10000 (the catalog's largest field)");
const NEXT_HAND_MS = numberArg("--next-hand-ms", 300);
const BOT_THINK_MS = numberArg("--bot-think-ms", 30);
const PRIZE_POOL = 1_000_003;
const RUN_LIMIT_MS = 45 * 60_000;
/** Seconds after the start during which other requests are timed (the seat draw and the tables' opening). */
const PROBE_SECONDS = numberArg("--probe-seconds", 120);
/** Stop after the probe window: measure the start only, not the whole run. */
const START_ONLY = process.argv.includes("--start-only");
const PROBE_TIMEOUT_MS = 20_000;
const log = (line: string) => process.stderr.write(`${line}\n`);

/** Peak resident memory (VmHWM) of every workerd process now running, in MiB. */
function workerdPeakMiB(): number {
  let out = "";
  try {
    out = execFileSync("pgrep", ["-f", "workerd"], { encoding: "utf8" });
  } catch {
    return 0;
  }
  let kib = 0;
  for (const pid of out.split("\n").filter(Boolean)) {
    try {
      const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kib += Number(hwm?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kib / 1024;
}

const worker = await startWorker({ TABLE_NEXT_HAND_MS: String(NEXT_HAND_MS), TABLE_BOT_THINK_MS: String(BOT_THINK_MS) });
try {
  const { key } = await issueTestKey(worker);
  const call = (method: string, path: string, body?: unknown) => management(worker, key, method, path, body);
  // Ten big blinds at the start (the preset's 20,000 chips), blinds up every minute.
  const levels = Array.from({ length: 30 }, (_, k) => {
    const bigBlind = Math.round(2000 * 1.25 ** k);
    return { kind: "level", smallBlind: Math.floor(bigBlind / 2), bigBlind, ante: bigBlind, durationMinutes: 1 };
  });
  const { blindStructure } = await call("POST", "/blind-structures", {
    name: "Bench turbo",
    roomId: "room-bench",
    estimatedDurationMinutes: 30,
    levels,
  });
  const { tournament } = await call("POST", "/tournaments", {
    name: `Bench MTT ${ENTRANTS}`,
    presetKey: "scheduled_mtt_nlhe_v1",
    roomId: "room-bench",
    blindStructureId: blindStructure.id,
    payoutStructureId: "ps_approved_mtt_standard_ladder_v1",
    schedule: { startsAt: new Date(Date.now() + 60 * 60_000).toISOString() },
    trustMode: "mixed_declared",
    prizePool: PRIZE_POOL,
  });
  const id = tournament.id as string;
  await call("POST", `/tournaments/${id}/publish`);
  // Registration, 8 at a time.
  const t0 = performance.now();
  let next = 1;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next <= ENTRANTS) {
        const n = next++;
        await call("POST", `/tournaments/${id}/entries`, { displayName: `Bot ${n}`, playerRef: `bot-${n}`, participant: "bot" });
      }
    }),
  );
  log(`registered ${ENTRANTS} entries in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const startsAt = Date.now() + 5_000;
  await call("PATCH", `/tournaments/${id}`, { schedule: { startsAt: new Date(startsAt).toISOString() } });
  await new Promise((r) => setTimeout(r, Math.max(0, startsAt - Date.now())));
  const started = performance.now();
  const probes = probeOtherRequests(key, started + PROBE_SECONDS * 1000);
  if (START_ONLY) {
    // The tables as the director opens them: the most seen, and when.
    let most = { tables: 0, atS: 0 };
    const probing = { done: false };
    void probes.finally(() => {
      probing.done = true;
    });
    while (!probing.done) {
      const tables = await call("GET", `/tournaments/${id}/tables`);
      if (tables.data.length > most.tables) most = { tables: tables.data.length, atS: (performance.now() - started) / 1000 };
      await new Promise((r) => setTimeout(r, 1000));
    }
    const standings = await call("GET", `/tournaments/${id}/standings`);
    const playing = (standings.data as Array<{ status: string }>).filter((s) => s.status === "playing").length;
    printHeader();
    console.log("| entrants | tables open (most seen, when) | after the window | other requests in the first seconds after the start |");
    console.log("|---|---|---|---|");
    console.log(
      `| ${ENTRANTS.toLocaleString("en-US")} | ${most.tables} at ${most.atS.toFixed(0)} s | ${standings.status}, ${playing} playing | ${describeProbes(await probes)} |`,
    );
    process.exit(0);
  }

  const handsByTable = new Map<string, number>();
  let status = "scheduled";
  let tablesAtStart = 0;
  while (status !== "completed") {
    if (performance.now() - started > RUN_LIMIT_MS) throw new Error(`not completed after ${RUN_LIMIT_MS / 60_000} minutes`);
    await new Promise((r) => setTimeout(r, 2000));
    const tables = await call("GET", `/tournaments/${id}/tables`);
    for (const t of tables.data as Array<{ tableId: string; handsPlayed: number }>)
      handsByTable.set(t.tableId, Math.max(handsByTable.get(t.tableId) ?? 0, t.handsPlayed));
    tablesAtStart = Math.max(tablesAtStart, tables.data.length);
    const standings = await call("GET", `/tournaments/${id}/standings`);
    status = standings.status;
    const playing = (standings.data as Array<{ status: string }>).filter((s) => s.status === "playing").length;
    log(`  ${((performance.now() - started) / 1000).toFixed(0)} s: ${status}, ${playing} playing on ${tables.data.length} tables`);
  }
  const wallS = (performance.now() - started) / 1000;
  const peak = workerdPeakMiB();

  // The checks: every entry placed once, places 1..n with ties sharing the best of theirs, prizes exact.
  const entries: Array<{ id: string; place: number; prize: number }> = [];
  for (let cursor: string | null = null; ; ) {
    const page = await call("GET", `/tournaments/${id}/entries?limit=100${cursor ? `&cursor=${cursor}` : ""}`);
    entries.push(...page.data);
    cursor = page.page?.nextCursor ?? null;
    if (!cursor) break;
  }
  const places = entries.map((e) => e.place).sort((a, b) => a - b);
  let expected = 1;
  let placesOk = places.length === ENTRANTS && new Set(entries.map((e) => e.id)).size === ENTRANTS;
  for (let k = 0; k < places.length; ) {
    const tied = places.filter((p) => p === places[k]).length;
    if (places[k] !== expected) placesOk = false;
    expected += tied;
    k += tied;
  }
  const prizes = entries.reduce((sum, e) => sum + (e.prize ?? 0), 0);
  const hands = [...handsByTable.values()].reduce((a, b) => a + b, 0);
  printHeader();
  console.log(
    "| entrants | wall time, start to completed | hands played | director reports/s | workerd peak memory | checks | other requests after the start |",
  );
  console.log("|---|---|---|---|---|---|---|");
  console.log(
    `| ${ENTRANTS.toLocaleString("en-US")} (${tablesAtStart} tables at the start) | ${wallS.toFixed(0)} s | ${hands > 0 ? `at least ${hands.toLocaleString("en-US")}` : "not shown by the tables list"} | ${hands > 0 ? (hands / wallS).toFixed(1) : "-"} | ${peak.toFixed(0)} MiB | places 1..n with ties: ${placesOk ? "yes" : "**NO**"}; prizes ${prizes.toLocaleString("en-US")} of ${PRIZE_POOL.toLocaleString("en-US")}: ${prizes === PRIZE_POOL ? "exact" : "**NOT EXACT**"} | ${describeProbes(await probes)} |`,
  );
} finally {
  await worker.stop();
}

function printHeader(): void {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  console.log(
    `Tournament run on the Worker as wrangler dev runs it, ${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? "?"} x ${cpus().length}, load average ${load}\n`,
  );
}

interface ProbeResult {
  /** Answer times in ms of the requests that were answered. */
  answered: number[];
  /** Requests with no answer within PROBE_TIMEOUT_MS, or an error status. */
  failed: number;
}

/**
 * Requests that have nothing to do with the tournament, sent every 100 ms (each on its own, not waiting for
 * the last) until `until`: a key's limits (auth, the meter) and a small equity calculation. They share the
 * Worker with the director's start, as another organization's traffic would.
 */
async function probeOtherRequests(key: string, until: number): Promise<ProbeResult> {
  const result: ProbeResult = { answered: [], failed: 0 };
  const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
  const requests: Array<() => Promise<Response>> = [
    () => worker.fetch("/v1/limits", { headers, signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) }),
    () =>
      worker.fetch("/v1/calculations/equity/holdem", {
        method: "POST",
        headers,
        body: JSON.stringify({ players: [{ hand: "AhAd" }, { hand: "KcKs" }], board: "2c7d9h" }),
        signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      }),
  ];
  const inFlight: Promise<void>[] = [];
  for (let k = 0; performance.now() < until; k++) {
    const sent = performance.now();
    inFlight.push(
      requests[k % requests.length]!()
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.ok) result.answered.push(performance.now() - sent);
          else result.failed++;
        })
        .catch(() => void result.failed++),
    );
    await new Promise((r) => setTimeout(r, 100));
  }
  await Promise.all(inFlight);
  return result;
}

function describeProbes({ answered, failed }: ProbeResult): string {
  const sorted = [...answered].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return `${PROBE_SECONDS} s: ${sorted.length} answered (p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms, max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms), ${failed} not answered within ${PROBE_TIMEOUT_MS / 1000} s or refused`;
}
