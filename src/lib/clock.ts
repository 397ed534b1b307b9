/** The one place the management layer reads the clock (the engine never does). */
export function nowIso(now = Date.now()): string {
  return new Date(now).toISOString();
}
