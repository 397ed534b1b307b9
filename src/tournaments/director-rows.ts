/**
 * The director's state (director-object.ts's `Stored`) kept as rows of the object's own SQLite storage,
 * not one value: a stored value is limited to 2 MiB, and one value re-written whole on every hand-end
 * report costs O(field) per report (8 to 20 MiB at 100,000 entrants). Here a save writes only the rows
 * whose part of the state changed: the tables a report involves, the placements it added, a small header
 * (everything else, with the arrays' lengths; written when its JSON changes), the few keys it touched.
 *
 * Rows are `ctx.storage.kv` keys (not `ctx.storage.sql` tables): the state stays the plain object the
 * director's code already reads and writes (nested, and changed in many places), each row is one part of
 * it serialized the way the old single value was, and a save is a list of puts and deletes in one
 * synchronous transaction. SQL tables would need a column schema per part and buy nothing here: the
 * director never queries its rows, it keeps them all in memory (loaded once when the object wakes).
 *
 * A family is one large part of the state, at `path` (one or two keys deep):
 * - an array, stored in chunks of `chunk` elements under `<family>:<chunk number>`. Elements are
 *   compared by their own fields (`sameFields`), so an element that was copied but not changed is not
 *   written again; the director core copies only what it changes (director.ts `own`), and the object
 *   replaces what it changes, so a save compares references, not contents;
 * - a record, stored one key a row under `<family>:<key>`. A record replaced by a new object is compared
 *   key by key (O(keys): rare, e.g. at the start); one changed in place (a copy of a record with one key
 *   per table would cost O(tables) on every report) names the keys it changed in `save`'s `touched`.
 * An array of one element a row may name in `touched` the positions that can differ (the director core
 * knows the tables a report changed: director.ts changedTables); the others are then not compared, which
 * at 100,000 entrants is most of a save's cost.
 * In the header each family's value is replaced by a marker (with an array's length, which a load checks),
 * so a load knows what to read.
 */

/** The synchronous key-value API of a SQLite-backed Durable Object's storage (`ctx.storage.kv`). */
export interface RowStorage {
  get<T = unknown>(key: string): T | undefined;
  put<T>(key: string, value: T): void;
  delete(key: string): boolean;
  list<T = unknown>(options?: { prefix?: string }): Iterable<[string, T]>;
}

export type Family =
  | { name: string; path: readonly [string] | readonly [string, string]; kind: "array"; chunk: number }
  | { name: string; path: readonly [string] | readonly [string, string]; kind: "record" };

/**
 * What a save's caller knows changed in place or where: by family name, a record's keys changed in place,
 * or an array's (one element a row) positions that may differ from the saved copy's.
 */
export type Touched = Partial<Record<string, readonly string[] | readonly number[]>>;

type Marker = { rows: "array"; length: number } | { rows: "record" };
type Json = Record<string, unknown>;

const HEADER = "d:h";

/** Keys of a family's rows: chunk numbers padded so that the listing order is the array's order. */
function rowKey(family: Family, part: string | number): string {
  return `d:${family.name}:${typeof part === "number" ? String(part).padStart(9, "0") : part}`;
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null;
}

function read(value: unknown, path: readonly string[]): unknown {
  let at = value;
  for (const key of path) at = isObject(at) ? at[key] : undefined;
  return at;
}

function isMarker(value: unknown): value is Marker {
  return isObject(value) && (value.rows === "array" ? Object.keys(value).length === 2 : value.rows === "record" && Object.keys(value).length === 1);
}

/** The same value, or an object (array) whose own fields (elements) are the same values. */
function sameFields(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.hasOwn(b, k) && a[k] === b[k]);
}

/**
 * The parts of the director's state (director-object.ts `Stored`) that grow with the field (or the number
 * of tables), each kept in rows of its own; the rest is one small header. Chunk sizes: one row per table,
 * outbox item, event or purchase (each changes alone); placements 64 a row (appended a few at a time);
 * lists written once or rarely (the draw's order, the prizes per place) 1,000 a row.
 */
export const STORED_ROWS: readonly Family[] = [
  { name: "t", path: ["core", "tables"], kind: "array", chunk: 1 },
  { name: "p", path: ["core", "placements"], kind: "array", chunk: 64 },
  // Each table's last answer as a state saved before answers were kept on the tables held them (never written again).
  { name: "ld", path: ["core", "lastDirectives"], kind: "record" },
  { name: "hb", path: ["core", "heldBusts"], kind: "array", chunk: 1 },
  { name: "rr", path: ["core", "roundReported"], kind: "array", chunk: 256 },
  { name: "rb", path: ["core", "roundBusts"], kind: "array", chunk: 64 },
  { name: "e", path: ["entries"], kind: "record" },
  { name: "o", path: ["draw", "order"], kind: "array", chunk: 1000 },
  { name: "pp", path: ["perPlace"], kind: "array", chunk: 1000 },
  { name: "b", path: ["bounties", "of"], kind: "record" },
  { name: "ha", path: ["heardAt"], kind: "record" },
  { name: "nf", path: ["nudgeFailed"], kind: "record" },
  { name: "ac", path: ["answeredChips"], kind: "record" },
  { name: "bi", path: ["bustInfo"], kind: "record" },
  { name: "pl", path: ["pendingLate"], kind: "record" },
  { name: "ed", path: ["endedByDeal"], kind: "record" },
  { name: "ob", path: ["outbox"], kind: "array", chunk: 1 },
  { name: "ev", path: ["eventsOut"], kind: "array", chunk: 1 },
  { name: "pu", path: ["purchases"], kind: "array", chunk: 1 },
];

/**
 * One object's state as rows (see the top of this file), with the copy in memory that the object reads:
 * `get` loads the rows once (the first call after the object wakes), `save` writes what differs from the
 * copy and then replaces it. The value saved must not be changed afterwards except through a later `save`
 * (records changed in place name their keys there): the copy in memory is that value.
 *
 * `legacyKey`: where an object deployed before rows kept its whole state as one value. Found when no
 * rows exist, it is read once, written as rows and deleted, in one transaction.
 */
export class DirectorRows<T extends object> {
  private value: T | undefined;
  private loaded = false;
  /** The header as last written (JSON), to write it only when it changes. */
  private header = "";
  /** Rows written and deleted so far. */
  written = 0;
  deleted = 0;
  /** With `measure`: the JSON length of the largest row written so far (each row is serialized once more for it). */
  largestRow = 0;
  private readonly storage: RowStorage;
  private readonly families: readonly Family[];
  private readonly transaction: (work: () => void) => void;
  private readonly legacyKey: string | null;
  private readonly measure: boolean;

  constructor(
    storage: RowStorage,
    families: readonly Family[],
    options: { transaction?: (work: () => void) => void; legacyKey?: string; measure?: boolean } = {},
  ) {
    this.storage = storage;
    this.families = families;
    this.transaction = options.transaction ?? ((work) => work());
    this.legacyKey = options.legacyKey ?? null;
    this.measure = options.measure ?? false;
  }

  get(): T | undefined {
    if (!this.loaded) {
      this.value = this.load();
      this.loaded = true;
    }
    return this.value;
  }

  save(next: T, touched: Touched = {}): void {
    const previous = this.get();
    this.transaction(() => this.write(previous, next, touched));
    this.value = next;
  }

  private load(): T | undefined {
    const header = this.storage.get<Json>(HEADER);
    if (header === undefined) return this.migrate();
    this.header = JSON.stringify(header);
    const value: Json = { ...header };
    for (const family of this.families) {
      const marker = read(header, family.path);
      if (!isMarker(marker)) continue;
      const rows = this.storage.list<unknown>({ prefix: rowKey(family, "") });
      let loaded: unknown[] | Json;
      if (family.kind === "array") {
        const items: unknown[] = [];
        for (const [, chunk] of rows) for (const item of chunk as unknown[]) items.push(item);
        if (marker.rows !== "array" || items.length !== marker.length)
          throw new Error(`director rows ${family.name}: ${items.length} elements stored, the header counts ${JSON.stringify(marker)}`);
        loaded = items;
      } else {
        const record: Json = {};
        const prefix = rowKey(family, "").length;
        for (const [key, item] of rows) record[key.slice(prefix)] = item;
        loaded = record;
      }
      this.place(value, family.path, loaded);
    }
    return value as T;
  }

  /** Rows from the single value an object kept before (read once; then rows only). */
  private migrate(): T | undefined {
    if (this.legacyKey === null) return undefined;
    const legacy = this.storage.get<T>(this.legacyKey);
    if (legacy === undefined) return undefined;
    const key = this.legacyKey;
    this.transaction(() => {
      this.write(undefined, legacy, {});
      this.storage.delete(key);
    });
    return legacy;
  }

  /** `value` with `part` at `path`, copying the object on the way (the header's objects are its own). */
  private place(value: Json, path: readonly string[], part: unknown): void {
    const [first, second] = path as [string, string | undefined];
    if (second === undefined) value[first] = part;
    else value[first] = { ...(value[first] as Json), [second]: part };
  }

  private write(previous: T | undefined, next: T, touched: Touched): void {
    const header: Json = { ...(next as Json) };
    for (const family of this.families) {
      const before = read(previous, family.path);
      const after = read(next, family.path);
      const named = touched[family.name];
      if (family.kind === "array")
        this.writeArray(family, Array.isArray(before) ? before : [], Array.isArray(after) ? after : [], named as readonly number[] | undefined);
      else this.writeRecord(family, isObject(before) ? before : {}, isObject(after) ? after : {}, named as readonly string[] | undefined);
      if (isObject(after)) {
        // A record's key count is not kept: counting a record of one key a table would cost O(tables) a save.
        const marker: Marker = Array.isArray(after) ? { rows: "array", length: after.length } : { rows: "record" };
        this.place(header, family.path, marker);
      }
    }
    const json = JSON.stringify(header);
    if (json !== this.header) {
      this.put(HEADER, header, json.length);
      this.header = json;
    }
  }

  private writeArray(
    family: Extract<Family, { kind: "array" }>,
    before: readonly unknown[],
    after: readonly unknown[],
    positions?: readonly number[],
  ): void {
    if (before === after) return;
    const size = family.chunk;
    if (size === 1 && positions) {
      // Only the positions named can differ (and any added at the end).
      const named = new Set(positions);
      for (const i of named)
        if (i < after.length && (i >= before.length || !sameFields(before[i], after[i]))) this.put(rowKey(family, i), [after[i]]);
      for (let i = before.length; i < after.length; i++) if (!named.has(i)) this.put(rowKey(family, i), [after[i]]);
      for (let i = after.length; i < before.length; i++) this.remove(rowKey(family, i));
      return;
    }
    if (size === 1) {
      // One element a row (a table): a tight loop over the references, most of them the same.
      const both = Math.min(before.length, after.length);
      for (let i = 0; i < both; i++) if (before[i] !== after[i] && !sameFields(before[i], after[i])) this.put(rowKey(family, i), [after[i]]);
      for (let i = both; i < after.length; i++) this.put(rowKey(family, i), [after[i]]);
      for (let i = both; i < before.length; i++) this.remove(rowKey(family, i));
      return;
    }
    const chunksBefore = Math.ceil(before.length / size);
    const chunksAfter = Math.ceil(after.length / size);
    for (let c = 0; c < chunksAfter; c++) {
      const start = c * size;
      const end = Math.min(after.length, start + size);
      let same = c < chunksBefore && Math.min(before.length, start + size) === end;
      for (let i = start; same && i < end; i++) same = before[i] === after[i] || sameFields(before[i], after[i]);
      if (!same) this.put(rowKey(family, c), after.slice(start, end));
    }
    for (let c = chunksAfter; c < chunksBefore; c++) this.remove(rowKey(family, c));
  }

  private writeRecord(family: Family, before: Json, after: Json, touched: readonly string[] | undefined): void {
    if (before === after) {
      // Changed in place: only the keys it names.
      for (const key of touched ?? []) {
        if (after[key] === undefined) this.remove(rowKey(family, key));
        else this.put(rowKey(family, key), after[key]);
      }
      return;
    }
    for (const key of Object.keys(after)) {
      if (after[key] === undefined) continue;
      if (!Object.hasOwn(before, key) || !sameFields(before[key], after[key])) this.put(rowKey(family, key), after[key]);
    }
    for (const key of Object.keys(before)) if (after[key] === undefined && before[key] !== undefined) this.remove(rowKey(family, key));
  }

  private put(key: string, value: unknown, bytes?: number): void {
    this.storage.put(key, value);
    this.written += 1;
    if (this.measure) this.largestRow = Math.max(this.largestRow, bytes ?? JSON.stringify(value).length);
  }

  private remove(key: string): void {
    this.storage.delete(key);
    this.deleted += 1;
  }
}
