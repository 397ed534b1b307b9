/** Naive baseline: one five-card hand scored from rank counts (higher is better); the benches take the best of its subsets. */
export function naive5(c: number[]): number {
  const counts = new Array<number>(13).fill(0);
  let mask = 0;
  for (const x of c) {
    counts[x >> 2]!++;
    mask |= 1 << (x >> 2);
  }
  const flush = c.every((x) => (x & 3) === (c[0]! & 3));
  let top = -1;
  for (let t = 12; t >= 4 && top < 0; t--) if (((mask >> (t - 4)) & 31) === 31) top = t;
  if (top < 0 && (mask & 0x100f) === 0x100f) top = 3;
  const groups = counts
    .map((n, r) => n * 16 + r)
    .filter((g) => g >= 16)
    .sort((a, b) => b - a);
  const shape = groups.map((g) => g >> 4).join("");
  const kick = groups.reduce((acc, g) => acc * 16 + (g & 15), 0);
  const cat =
    top >= 0 && flush
      ? 8
      : shape === "41"
        ? 7
        : shape === "32"
          ? 6
          : flush
            ? 5
            : top >= 0
              ? 4
              : shape === "311"
                ? 3
                : shape === "221"
                  ? 2
                  : shape === "2111"
                    ? 1
                    : 0;
  return cat * 2 ** 20 + (cat === 8 || cat === 4 ? top : kick);
}
