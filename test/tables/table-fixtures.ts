/** Table objects addressed directly (no D1 row): settings a ring game would give, and the stub. */
import { env } from "cloudflare:test";
import type { TableSettings } from "../../src/tables/api.ts";

let counter = 0;
export function tableSettings(overrides: Partial<TableSettings> = {}): TableSettings {
  counter += 1;
  const tableId = `tbl_0TEST${String(counter).padStart(5, "0")}${Math.random()
    .toString(36)
    .slice(2, 12)
    .replace(/[^0-9a-z]/g, "a")}x`;
  return {
    tableId,
    ringGameId: "rg_test",
    name: "Test table",
    organizationId: "org_test",
    environment: "test",
    projectId: null,
    tableSize: 6,
    smallBlind: 5,
    bigBlind: 10,
    ante: null,
    buyIn: { min: 100, max: 2000 },
    clock: { actionSeconds: 20, timeBankSeconds: 30 },
    spectators: { mode: "live", delaySeconds: 0 },
    trustMode: "mixed_declared",
    ...overrides,
  };
}

export function tableStub(tableId: string) {
  return env.TABLES.getByName(tableId);
}
