import { describe, expect, expectTypeOf, it } from "vitest";
import type { EventFrame as ServerEventFrame } from "../../../src/tables/events.ts";
import type * as server from "../../../src/tables/protocol.ts";
import type * as sdk from "../src/index.ts";

/**
 * The SDK's frame types are generated from schemas/asyncapi.json (plain TypeScript, so the published
 * declarations need no schema library); the table types its frames with the valibot schemas that
 * asyncapi.json is generated from. Both must be the same types: `npm run typecheck` compiles this file.
 */
describe("the SDK's table frame types", () => {
  it("are the table's own types", () => {
    expectTypeOf<sdk.HelloFrame>().toEqualTypeOf<server.HelloFrame>();
    expectTypeOf<sdk.SnapshotFrame>().toEqualTypeOf<server.SnapshotFrame>();
    expectTypeOf<sdk.AckFrame>().toEqualTypeOf<server.AckFrame>();
    expectTypeOf<sdk.ErrorFrame>().toEqualTypeOf<server.ErrorFrame>();
    expectTypeOf<sdk.MovedFrame>().toEqualTypeOf<server.MovedFrame>();
    expectTypeOf<sdk.EventFrame>().toEqualTypeOf<ServerEventFrame>();
    expectTypeOf<sdk.TableFrame>().toEqualTypeOf<server.ServerFrame | ServerEventFrame>();
    expectTypeOf<sdk.ClientMessage>().toEqualTypeOf<server.ClientMessage>();
    expectTypeOf<sdk.TableAction>().toEqualTypeOf<"fold" | "check" | "call" | "bet" | "raise" | "all_in">();
    expect(true).toBe(true);
  });
});
