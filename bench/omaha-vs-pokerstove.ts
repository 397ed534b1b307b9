/**
 * `npm run bench:omaha [-- --ms 1000]`: exact pot-limit Omaha equity (four cards), pokerworks against
 * PokerStove built from source, on the same spots in the same run, as the ratio PokerStove time /
 * pokerworks time (above 1: pokerworks is faster), with each player's equity compared to 1e-9.
 *
 * PokerStove (github.com/andrewprock/pokerstove, Omaha high: its OmahaHighHandEvaluator under the
 * ShowdownEnumerator that ps-eval runs) is built by bench/pokerstove/build.sh with CMake, Boost and
 * g++ -O3 -march=native (the flags the perf kit builds OMPEval with), together with the driver
 * bench/pokerstove/omaha.cpp; its sources come from POKERSTOVE_SRC, POKERSTOVE_GIT or a clone (see the
 * script). Without them, or without cmake, g++ or Boost, the bench says what is missing and prints
 * pokerworks' times alone.
 *
 * Both sides are timed the same way: CPU time of the one thread, in batches of at least 100 ms (the
 * thread clock ticks in steps of about 4 ms), the median over batches. pokerworks runs the engine
 * call the API makes (prepareOmahaEquity, mode exact), given room to run where the API's work budget
 * would sample (heads-up preflop): this compares the enumerators.
 */
import { execFileSync } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { type OmahaEquityInput, prepareOmahaEquity } from "../src/engine/omaha-equity.ts";
import { numberArg } from "./args.ts";

const MIN_MS = numberArg("--ms", 1000);
const root = fileURLToPath(new URL("..", import.meta.url));
const log = (line: string): void => void process.stderr.write(`${line}\n`);

interface Spot {
  id: string;
  hands: string[];
  board: string;
}

const SPOTS: Spot[] = [
  { id: "heads-up flop: aces v a rundown", hands: ["AsAhKdQd", "JcTc9h8h"], board: "Ad7c2h" },
  { id: "heads-up flop: wrap and flush draw v top set", hands: ["KhQhJcTc", "AsAd9s8d"], board: "Jh9h2c" },
  { id: "3-way flop", hands: ["AsAhKdQd", "JcTc9h8h", "6d6s5h4h"], board: "Ad7c2h" },
  { id: "3-way turn", hands: ["AsAhKdQd", "JcTc9h8h", "6d6s5h4h"], board: "Ad7c2h9s" },
  { id: "4-way flop", hands: ["AsAhKdQd", "JcTc9h8h", "6d6s5h4h", "KcKsQsJd"], board: "Ad7c2h" },
  { id: "heads-up preflop (exact, beyond the API's budget)", hands: ["AsAhKdQd", "JcTc9h8h"], board: "" },
];

function cpuMs(): number {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
}

/** pokerworks: the median CPU time of the exact engine call, the boards and the equities. */
function timePokerworks(spot: Spot): { ms: number; equity: number[]; boards: number } {
  const input: OmahaEquityInput = { game: "plo4", players: spot.hands.map((hand) => ({ hand })), board: spot.board, dead: "", mode: "exact" };
  const run = () => prepareOmahaEquity(input, 1e12)();
  const first = run();
  let reps = 1;
  for (;;) {
    const t0 = cpuMs();
    for (let i = 0; i < reps; i++) run();
    if (cpuMs() - t0 >= 100 || reps >= 1 << 18) break;
    reps *= 2;
  }
  const times: number[] = [];
  const started = cpuMs();
  while (times.length < 3 || (cpuMs() - started < MIN_MS && times.length < 200)) {
    const t0 = cpuMs();
    for (let i = 0; i < reps; i++) run();
    times.push((cpuMs() - t0) / reps);
  }
  times.sort((a, b) => a - b);
  if (first.method !== "exact") throw new Error(`${spot.id}: pokerworks answered ${first.method}`);
  return { ms: times[times.length >> 1]!, equity: first.players.map((p) => p.equity), boards: first.outcomes };
}

/** The PokerStove driver's path, or null (the reason is logged). */
function buildPokerstove(): string | null {
  try {
    const out = execFileSync("bash", [`${root}bench/pokerstove/build.sh`], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    return out.trim().split("\n").pop() ?? null;
  } catch {
    log("PokerStove could not be built (see above): pokerworks times only");
    return null;
  }
}

const fmtMs = (ms: number) => (ms < 1 ? ms.toFixed(3) : ms.toFixed(1));
const binary = buildPokerstove();
const rows: string[] = [];
const ratios: number[] = [];
for (const spot of SPOTS) {
  log(spot.id);
  const ours = timePokerworks(spot);
  let stove: { ms: number; boards: number; equity: number[] } | null = null;
  if (binary) {
    const line = execFileSync(binary, [String(MIN_MS), `${spot.id}|${spot.hands.join(";")}|${spot.board}`], { encoding: "utf8" });
    stove = JSON.parse(line.trim().split("\n").pop()!);
  }
  const same = stove
    ? ours.equity.every((e, i) => Math.abs(e - stove!.equity[i]!) < 1e-9) && Math.round(stove.boards) === ours.boards
      ? "yes"
      : "**NO**"
    : "-";
  if (stove) ratios.push(stove.ms / ours.ms);
  rows.push(
    `| ${spot.id} | ${spot.hands.join(" v ")}${spot.board ? ` on ${spot.board}` : ""} | ${fmtMs(ours.ms)} | ${stove ? fmtMs(stove.ms) : "-"} | ${stove ? `${(stove.ms / ours.ms).toFixed(1)}x` : "-"} | ${ours.boards.toLocaleString("en-US")} | ${same} |`,
  );
}
const cpu = cpus();
console.log(
  `Exact PLO4 equity vs PokerStove, ${new Date().toISOString().slice(0, 10)}, ${cpu[0]?.model ?? "unknown CPU"} x ${cpu.length} cores, Node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")} at the end; both: CPU ms of one thread per calculation (median of batches of at least 100 ms)`,
);
console.log("");
console.log("| spot | hands | pokerworks ms | PokerStove ms | PokerStove time / pokerworks time | boards | same equities (1e-9) |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
if (ratios.length > 0) {
  console.log("");
  console.log(
    `slowest ratio ${Math.min(...ratios).toFixed(1)}x, fastest ${Math.max(...ratios).toFixed(1)}x: pokerworks is ${Math.min(...ratios) >= 1 ? "at least as fast as PokerStove on every spot" : "slower than PokerStove on some spot"}`,
  );
}
