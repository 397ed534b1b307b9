/**
 * Bounties (knockouts), pure: each entry carries a bounty; eliminating it wins that bounty (standard), or
 * half of it in cash while the other half adds to the eliminator's own bounty (progressive). A bust
 * whose last pot was split splits the bounty the same way, by what each winner took of that pot (the
 * units left over one each by largest remainder, ties to the winner the table listed first: the TDA's
 * odd chip, which the table already gave that way). The last entry left wins its own bounty. Money is
 * conserved: entries x amount = bounties won + the winner's own (+ any bounty of a bust whose
 * eliminator is unknown, which the winner takes too).
 */

export type BountyKind = "standard" | "progressive";

export interface Bounties {
  kind: BountyKind;
  amount: number;
  /** Each entry's bounty on its head now, and the bounty money it has won. */
  of: Record<string, { bounty: number; won: number }>;
  /** Bounties of busts nobody was named for: the winner takes them with its own. */
  unclaimed: number;
}

export function bountiesFor(kind: BountyKind, amount: number, entryIds: readonly string[]): Bounties {
  return { kind, amount, of: Object.fromEntries(entryIds.map((id) => [id, { bounty: amount, won: 0 }])), unclaimed: 0 };
}

/** A late entry: its own bounty like every other. */
export function addBountyEntry(b: Bounties, entryId: string): Bounties {
  if (b.of[entryId]) return b;
  return { ...b, of: { ...b.of, [entryId]: { bounty: b.amount, won: 0 } } };
}

/**
 * A busted entry that re-enters (a rebuy after its bust) carries a fresh bounty: the one it had was paid at
 * its bust (or went unclaimed). Its bounties won stay its own.
 */
export function reenterBounty(b: Bounties, entryId: string): Bounties {
  const head = b.of[entryId];
  if (!head) return b;
  return { ...b, of: { ...b.of, [entryId]: { ...head, bounty: b.amount } } };
}

/** `total` split by `weights` exactly: floor shares, then one unit each by largest remainder, ties to the first. */
export function splitLike(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, s) => a + s, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * Pays the bounties of `busts` (in order), each to the winners of the pot that busted it (`by`, with what
 * each took of that pot). Answers the new bounties and what each eliminator won by these busts.
 */
export function payBusts(
  previous: Bounties,
  busts: ReadonlyArray<{ entryId: string; by: ReadonlyArray<{ entryId: string; amount: number }> }>,
): { bounties: Bounties; won: Record<string, number> } {
  const of = { ...previous.of };
  let unclaimed = previous.unclaimed;
  const won: Record<string, number> = {};
  for (const bust of busts) {
    const head = of[bust.entryId];
    if (!head || head.bounty === 0) continue;
    const bounty = head.bounty;
    of[bust.entryId] = { ...head, bounty: 0 };
    const by = bust.by.filter((w) => w.entryId !== bust.entryId && of[w.entryId]);
    if (by.length === 0) {
      unclaimed += bounty;
      continue;
    }
    const weights = by.map((w) => w.amount);
    const cash = previous.kind === "progressive" ? Math.floor(bounty / 2) : bounty;
    const cashShares = splitLike(cash, weights);
    const onHead = splitLike(bounty - cash, weights);
    by.forEach((w, i) => {
      const winner = of[w.entryId]!;
      of[w.entryId] = { bounty: winner.bounty + onHead[i]!, won: winner.won + cashShares[i]! };
      won[w.entryId] = (won[w.entryId] ?? 0) + cashShares[i]!;
    });
  }
  return { bounties: { ...previous, of, unclaimed }, won };
}

/** The last entry left wins its own bounty (and the unclaimed ones). */
export function payWinner(previous: Bounties, winnerId: string): Bounties {
  const head = previous.of[winnerId];
  if (!head) return previous;
  return { ...previous, of: { ...previous.of, [winnerId]: { bounty: 0, won: head.won + head.bounty + previous.unclaimed } }, unclaimed: 0 };
}
