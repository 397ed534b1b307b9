/**
 * A watchable table for the browser tests and bench/spectator-page.ts: a project allowing the host page's
 * origin, a 6-max ring game of it with one table and four house bots (Ava, Ben, Chloe, Dmitri), and
 * spectator embed sessions targeting that one table, so each launch URL works as returned.
 */
import { issueTestKey, type LocalWorker, management } from "./harness.ts";

const PROJECT_ID = "spectator-app";

export interface BotTable {
  key: string;
  ringGameId: string;
  tableId: string;
  /** A new one-table spectator session's launch URL (a launch secret opens once: one URL per page load). */
  launch(): Promise<string>;
}

export async function botTable(
  worker: LocalWorker,
  hostOrigin: string,
  spectators: { mode: "live" | "delayed"; delaySeconds: number },
): Promise<BotTable> {
  const { key } = await issueTestKey(worker);
  await management(worker, key, "POST", "/projects", { projectId: PROJECT_ID, name: "Spectator app", allowedOrigins: [hostOrigin] });
  const { ringGame } = await management(worker, key, "POST", "/ring-games", {
    name: "Arena 1/2",
    roomId: "room-1",
    projectId: PROJECT_ID,
    game: "nlhe",
    tableSize: 6,
    smallBlind: 1,
    bigBlind: 2,
    buyIn: { min: 40, max: 400 },
    spectators,
    trustMode: "mixed_declared",
  });
  const { table } = await management(worker, key, "POST", `/ring-games/${ringGame.id}/tables`, { name: "Table 1" });
  const names = ["Ava", "Ben", "Chloe", "Dmitri"];
  for (const [i, name] of names.entries()) {
    await management(worker, key, "POST", `/tables/${table.id}/seats`, {
      playerRef: `bot-${i}`,
      displayName: name,
      participant: "bot",
      control: "house",
      stack: 200 + 40 * i,
      seatNumber: [1, 2, 4, 5][i],
    });
  }
  const launch = async (): Promise<string> => {
    const { launch } = await management(worker, key, "POST", "/embed-sessions", {
      environment: "test",
      mode: "spectator",
      origin: hostOrigin,
      productKey: "arena-holdem",
      projectId: PROJECT_ID,
      returnUrl: `${hostOrigin}/lobby`,
      target: { ringGameId: ringGame.id, tableIds: [table.id] },
    });
    return launch.launchUrl as string;
  };
  return { key, ringGameId: ringGame.id, tableId: table.id, launch };
}
