/** One-line text summaries of calculation results, next to the structured result (the full answer). */

// biome-ignore lint/suspicious/noExplicitAny: reads the REST body the route already validated against its schema.
type Body = any;

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/** Items a summary names before "and N more": the full list is in `structuredContent`. */
const LISTED = 10;

/** The first items, described, then how many are left out (an ICM deal may have 10,000 players). */
function list(items: Body[], describe: (item: Body) => string, separator = ", "): string {
  const named = items.slice(0, LISTED).map(describe).join(separator);
  return items.length > LISTED ? `${named}${separator}and ${(items.length - LISTED).toLocaleString("en-US")} more` : named;
}

const byOperation: Record<string, (body: Body) => string> = {
  calculateHoldemEquity: (b) => `Equity (${b.method}): ${list(b.players, (p) => `${p.input} ${percent(p.equity)}`)}`,
  calculateIcmDeal: (b) => `ICM deal (${b.method}) of ${b.dealPool}: ${list(b.players, (p) => `${p.id} ${Number(p.icmEquity).toFixed(2)}`)}`,
  calculateTournamentPayouts: (b) => `Payouts: ${b.placesPaid} of ${b.entrants} places paid from ${b.prizePool}; 1st ${b.payouts[0]?.amount ?? 0}`,
  calculateBlindSchedule: (b) =>
    `Blind schedule: ${b.levels.filter((l: Body) => l.kind === "level").length} levels, about ${b.estimatedDurationMinutes} minutes`,
  calculateChipDistribution: (b) =>
    b.feasible ? `Chips: ${b.chipsPerPlayer} per player (${list(b.perPlayer, (c) => `${c.count}x${c.value}`)})` : `Chips: not feasible (${b.reason})`,
  calculateHoldemHand: (b) =>
    `Hold'em hand: ${b.status} on the ${b.street}${b.toAct ? `, ${b.toAct} to act` : ""}; pots ${b.pots.map((p: Body) => p.amount).join(" + ") || 0}` +
    (b.result ? `; stacks ${list(b.result.stacks, (s) => `${s.id} ${s.stack}`)}` : ""),
};

export function summarize(operationId: string, summary: string, body: Body): string {
  const line = byOperation[operationId]?.(body) ?? `${summary}: done`;
  return typeof body.engineVersion === "string" ? `${line}; engine ${body.engineVersion}` : line;
}

/**
 * One line per management answer, carrying the ids the next call needs (the whole record is in
 * `structuredContent`): create names the tournament to publish, publish the one to register entries in,
 * an entry its id for complete_tournament's results.
 */
const managementLines: Record<string, (body: Body, params: Record<string, string>) => string> = {
  createTournament: ({ tournament: t }) => `Tournament ${t.id} "${t.name}" created (${t.status}); next: publish_tournament with tournamentId ${t.id}`,
  publishTournament: ({ tournament: t }) =>
    `Tournament ${t.id} published (${t.status}, ${t.entrants} entrants); next: register_tournament_entry with tournamentId ${t.id}`,
  registerTournamentEntry: ({ entry: e }, params) =>
    `Entry ${e.id} "${e.displayName}" registered in tournament ${params.tournamentId ?? "?"}; complete_tournament takes it as { entryId: "${e.id}", place }`,
  completeTournament: ({ tournament: t }) =>
    `Tournament ${t.id} completed: ${t.entrants} entrants, prize pool ${t.prizePool}; tournament.completed is sent to the webhook endpoints`,
};

export function summarizeManagement(operationId: string, summary: string, body: Body, params: Record<string, string>): string {
  return managementLines[operationId]?.(body, params) ?? `${summary}: done`;
}
