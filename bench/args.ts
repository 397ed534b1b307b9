/** A number given on the command line as `--name N` (0 or more), or `fallback` when the flag is absent. */
export function numberArg(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  const n = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!(Number.isFinite(n) && n >= 0)) throw new Error(`${name} takes a number (0 or more)`);
  return n;
}
