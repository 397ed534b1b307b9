/**
 * The Worker bench/director-rows-workerd.ts runs in workerd: one Durable Object that plays the director
 * bench's tournament (bench/director-sim.ts) with its state as rows of its own SQLite storage
 * (`ctx.storage.kv`, one `transactionSync` a save), as the director object keeps it. Reports are made and
 * handled inside the object (`play`), so what workerd spends is the director's work, not the bench's calls.
 */
import { DurableObject } from "cloudflare:workers";
import { DirectorRows, STORED_ROWS } from "../src/tournaments/director-rows.ts";
import { type SimState, Simulation, startState } from "./director-sim.ts";

interface BenchEnv {
  BENCH: DurableObjectNamespace<DirectorRowsBench>;
}

export class DirectorRowsBench extends DurableObject<BenchEnv> {
  private sim: Simulation | null = null;
  private readonly rows = new DirectorRows<SimState>(this.ctx.storage.kv, STORED_ROWS, {
    transaction: (work) => this.ctx.storage.transactionSync(work),
  });

  /** The seat draw's state, saved (every row), and the started event dequeued. */
  start(entrants: number): { rows: number } {
    const state = startState(entrants, Date.now());
    this.rows.save(state);
    const started = { ...state, eventsOut: [] };
    this.rows.save(started);
    this.sim = new Simulation(started);
    return { rows: this.rows.written };
  }

  /** `n` hand-end reports, each decided by the core and saved. */
  play(n: number): { reports: number; remaining: number; written: number } {
    const sim = this.sim!;
    let reports = 0;
    const before = this.rows.written;
    for (; reports < n; reports++) {
      const r = sim.nextReport();
      if (!r) break;
      sim.store(this.rows, r, sim.decide(r), Date.now());
    }
    return { reports, remaining: sim.state.core.remaining, written: this.rows.written - before };
  }

  /** Every row read back, as when the object wakes. */
  wake(): { tables: number } {
    const woken = new DirectorRows<SimState>(this.ctx.storage.kv, STORED_ROWS).get()!;
    return { tables: woken.core.tables.length };
  }
}

export default {
  async fetch(request: Request, env: BenchEnv): Promise<Response> {
    const url = new URL(request.url);
    const bench = env.BENCH.getByName(url.searchParams.get("name") ?? "bench");
    const n = Number(url.searchParams.get("n") ?? "1");
    if (url.pathname === "/start") return Response.json(await bench.start(n));
    if (url.pathname === "/play") return Response.json(await bench.play(n));
    return Response.json(await bench.wake());
  },
};
