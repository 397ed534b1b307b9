/**
 * `node --experimental-strip-types bench/multiway-vs-ompeval.ts [--ms 1000]` (issue 22): exact multiway
 * equity, pokerworks against OMPEval built from source, on the same spots in the same run, as the
 * ratio OMPEval time / pokerworks time (above 1: pokerworks is faster), with each player's equity
 * compared to 1e-9.
 *
 * OMPEval comes from the shared perf kit's vendored sources (`../shared/perf/vendor/ompeval`, or
 * OMPEVAL_SRC), compiled with the same two build-only fixes and flags as its run.sh (g++ -O3
 * -march=native, one thread) together with bench/ompeval/multiway.cpp, into a cached folder under
 * the system temp dir. Without those sources or g++ the bench says so and exits 0.
 *
 * pokerworks runs the engine call the API makes (prepareHoldemEquity, mode exact), given room to run
 * where the API's work budget would sample instead (the range spots; every known-hands spot fits since
 * engine 1.8.0): this compares the enumerators, CPU time of this thread, median of the runs.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type HoldemEquityInput, prepareHoldemEquity } from "../src/engine/equity.ts";
import { numberArg } from "./args.ts";

const MIN_MS = numberArg("--ms", 1000);
const root = fileURLToPath(new URL("..", import.meta.url));
const source = process.env.OMPEVAL_SRC ?? join(root, "..", "shared", "perf", "vendor", "ompeval");

interface Spot {
  id: string;
  /** pokerworks players (hands or ranges) and OMPEval's ranges, in the same order. */
  players: string[];
  omp: string[];
  board?: string;
}

const SPOTS: Spot[] = [
  { id: "3 hands preflop (AA v KK v QQ)", players: ["AhAs", "KdKc", "QhQc"], omp: ["AhAs", "KdKc", "QhQc"] },
  { id: "3 suited hands preflop", players: ["AhKh", "QsJs", "Td9d"], omp: ["AhKh", "QsJs", "Td9d"] },
  { id: "4 hands preflop", players: ["AhAs", "KdKc", "QhQc", "JsTs"], omp: ["AhAs", "KdKc", "QhQc", "JsTs"] },
  { id: "4 hands on the flop", players: ["AhAs", "KdKc", "QhQc", "JsTs"], omp: ["AhAs", "KdKc", "QhQc", "JsTs"], board: "Td6s2h" },
  {
    id: "6 hands on the flop",
    players: ["AsAh", "KsKh", "QsQh", "JcTc", "9d8d", "7c7s"],
    omp: ["AsAh", "KsKh", "QsQh", "JcTc", "9d8d", "7c7s"],
    board: "2c5d9h",
  },
  {
    id: "3 ranges on the flop",
    players: ["QQ+, AKs", "TT+, AQs+", "99, 88, 77"],
    omp: ["QQ+,AKs", "TT+,AQs+", "99,88,77"],
    board: "9d6s2h",
  },
  {
    id: "6 ranges on the flop",
    players: ["AA, KK", "QQ, JJ", "AKs", "TT, 99", "AQs", "88, 77"],
    omp: ["AA,KK", "QQ,JJ", "AKs", "TT,99", "AQs", "88,77"],
    board: "2c5d3h",
  },
  {
    id: "3 ranges on the turn",
    players: ["77+, A9s+, KTs+", "55+, A5s+", "AJo+, KQo"],
    omp: ["77+,A9s+,KTs+", "55+,A5s+", "AJo+,KQo"],
    board: "Td6s2h9c",
  },
];

const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** Builds OMPEval and the multiway driver (cached by a hash of the sources and flags); null when it cannot. */
function buildOmpeval(): string | null {
  if (!existsSync(join(source, "omp"))) {
    log(`OMPEval sources not found at ${source} (set OMPEVAL_SRC): pokerworks times only`);
    return null;
  }
  const driver = join(root, "bench", "ompeval", "multiway.cpp");
  const flags = ["-O3", "-march=native", "-std=c++17", "-pthread"];
  const hash = createHash("sha1");
  for (const f of readdirSync(join(source, "omp")).sort()) hash.update(readFileSync(join(source, "omp", f)));
  hash.update(readFileSync(driver)).update(flags.join(" "));
  const out = join(tmpdir(), `pokerworks-ompeval-multiway-${hash.digest("hex").slice(0, 12)}`);
  const binary = join(out, "multiway");
  if (existsSync(binary)) return binary;
  try {
    rmSync(out, { recursive: true, force: true });
    mkdirSync(join(out, "obj"), { recursive: true });
    cpSync(join(source, "omp"), join(out, "src", "omp"), { recursive: true });
    cpSync(join(source, "libdivide"), join(out, "src", "libdivide"), { recursive: true });
    // The perf kit's two build-only fixes for GCC 12 (no behaviour change).
    const patch = (file: string, from: string, to: string) => {
      const path = join(out, "src", "omp", file);
      writeFileSync(path, readFileSync(path, "utf8").replace(from, to));
    };
    patch("Random.h", "static uint64_t min()", "static constexpr uint64_t min()");
    patch("Random.h", "static uint64_t max()", "static constexpr uint64_t max()");
    patch("EquityCalculator.h", "#include <cstdint>", "#include <cstdint>\n#include <functional>");
    log("building OMPEval (g++ -O3 -march=native)");
    const objects: string[] = [];
    for (const f of readdirSync(join(out, "src", "omp")).filter((f) => f.endsWith(".cpp"))) {
      const object = join(out, "obj", f.replace(/\.cpp$/, ".o"));
      execFileSync("g++", [...flags, "-c", join(out, "src", "omp", f), "-o", object]);
      objects.push(object);
    }
    execFileSync("g++", [...flags, `-I${join(out, "src")}`, driver, ...objects, "-o", binary]);
    return binary;
  } catch (error) {
    log(`could not build OMPEval: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
    return null;
  }
}

function cpuMs(): number {
  const u = process.threadCpuUsage();
  return (u.user + u.system) / 1000;
}

const asPlayer = (p: string) => (/^([2-9TJQKA][cdhs]){2}$/.test(p) ? { hand: p } : { range: p });

/** pokerworks: the median CPU time of the exact engine call, and the equities. */
function timePokerworks(spot: Spot): { ms: number; equity: number[]; outcomes: number; method: string } {
  const input = { players: spot.players.map(asPlayer), board: spot.board ?? "", dead: "", mode: "exact" } as HoldemEquityInput;
  const run = () => prepareHoldemEquity(input, 1_000_000_000)();
  const first = run();
  // Runs are timed in batches of at least 100 ms: this thread's CPU clock ticks in steps of about
  // 4 ms, too coarse for a 0.05 ms spot, and a 20 ms batch of a 2.5 ms spot read 2.0 or 4.0 ms.
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
  return { ms: times[times.length >> 1]!, equity: first.players.map((p) => p.equity), outcomes: first.outcomes, method: first.method };
}

const binary = buildOmpeval();
const rows: string[] = [];
for (const spot of SPOTS) {
  log(`${spot.id}`);
  const ours = timePokerworks(spot);
  let omp: { ms: number; hands: number; equity: number[] } | null = null;
  if (binary) {
    const line = execFileSync(binary, [String(MIN_MS), `${spot.id}|${spot.omp.join(";")}|${spot.board ?? ""}|`], { encoding: "utf8" });
    omp = JSON.parse(line.trim().split("\n").pop()!);
  }
  const same = omp ? (ours.equity.every((e, i) => Math.abs(e - omp!.equity[i]!) < 1e-9) ? "yes" : "**NO**") : "-";
  rows.push(
    `| ${spot.id} | ${spot.players.join(" v ")}${spot.board ? ` on ${spot.board}` : ""} | ${ours.ms < 1 ? ours.ms.toFixed(3) : ours.ms.toFixed(1)} | ${omp ? (omp.ms < 1 ? omp.ms.toFixed(3) : omp.ms.toFixed(1)) : "-"} | ${omp ? `${(omp.ms / ours.ms).toFixed(2)}x` : "-"} | ${ours.outcomes.toLocaleString("en-US")} | ${same} |`,
  );
}
const cpu = cpus();
console.log(
  `Multiway exact equity vs OMPEval, ${new Date().toISOString().slice(0, 10)}, ${cpu[0]?.model ?? "unknown CPU"} x ${cpu.length} cores, Node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")} at the end; pokerworks: CPU ms of the engine call (median of batches of at least 20 ms); OMPEval: wall ms of one thread (median)`,
);
console.log("");
console.log("| spot | players | pokerworks ms | OMPEval ms | OMPEval time / pokerworks time | showdowns (pokerworks) | same equities (1e-9) |");
console.log("|---|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
