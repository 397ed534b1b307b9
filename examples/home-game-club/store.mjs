// The club's data in one JSON file, written atomically: every change is applied to a copy, written to a
// temporary file, flushed and renamed over the old one, and only then becomes the data in memory. A crash
// leaves the old file or the new one, never half of one, and a change whose write fails changes nothing.
// Changes run one at a time (a queue), so two requests never interleave a read and a write.
import { mkdirSync, readFileSync } from "node:fs";
import { open, rename } from "node:fs/promises";
import { dirname } from "node:path";

const EMPTY = { version: 1, setup: {}, members: {}, sessions: {}, webhooks: {}, ledger: [] };

export function openStore(file) {
  mkdirSync(dirname(file), { recursive: true });
  let data;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    if (error.code !== "ENOENT") throw new Error(`${file} is not the club's data (${error.message}); move it away to start afresh`);
    data = structuredClone(EMPTY);
  }
  let queue = Promise.resolve();
  return {
    /** A read-only look at the data as last committed. */
    read: () => data,
    /** Applies `change(draft)` to a copy and commits it; resolves to what `change` returned. */
    update(change) {
      const run = queue.then(async () => {
        const draft = structuredClone(data);
        const result = await change(draft);
        const temporary = `${file}.${process.pid}.tmp`;
        const handle = await open(temporary, "w");
        try {
          await handle.writeFile(`${JSON.stringify(draft, null, 2)}\n`);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
        data = draft;
        return result;
      });
      queue = run.catch(() => {});
      return run;
    },
  };
}
