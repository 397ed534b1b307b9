/** One-line text summaries of calculation results, next to the structured result (the full answer). */

// biome-ignore lint/suspicious/noExplicitAny: reads the REST body the route already validated against its schema.
type Body = any;

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

const byOperation: Record<string, (body: Body) => string> = {
  calculateHoldemEquity: (b) => `Equity (${b.method}): ${b.players.map((p: Body) => `${p.input} ${percent(p.equity)}`).join(", ")}`,
  calculateIcmDeal: (b) =>
    `ICM deal (${b.method}) of ${b.dealPool}: ${b.players.map((p: Body) => `${p.id} ${Number(p.icmEquity).toFixed(2)}`).join(", ")}`,
  calculateTournamentPayouts: (b) => `Payouts: ${b.placesPaid} of ${b.entrants} places paid from ${b.prizePool}; 1st ${b.payouts[0]?.amount ?? 0}`,
  calculateBlindSchedule: (b) =>
    `Blind schedule: ${b.levels.filter((l: Body) => l.kind === "level").length} levels, about ${b.estimatedDurationMinutes} minutes`,
  calculateChipDistribution: (b) =>
    b.feasible
      ? `Chips: ${b.chipsPerPlayer} per player (${b.perPlayer.map((c: Body) => `${c.count}x${c.value}`).join(", ")})`
      : `Chips: not feasible (${b.reason})`,
  calculateHoldemHand: (b) =>
    `Hold'em hand: ${b.status} on the ${b.street}${b.toAct ? `, ${b.toAct} to act` : ""}; pots ${b.pots.map((p: Body) => p.amount).join(" + ") || 0}` +
    (b.result ? `; stacks ${b.result.stacks.map((s: Body) => `${s.id} ${s.stack}`).join(", ")}` : ""),
};

export function summarize(operationId: string, summary: string, body: Body): string {
  const line = byOperation[operationId]?.(body) ?? `${summary}: done`;
  return typeof body.engineVersion === "string" ? `${line}; engine ${body.engineVersion}` : line;
}
