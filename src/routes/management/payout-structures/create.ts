import { database } from "../../../db/client.ts";
import { insertPayoutStructure } from "../../../db/payout-structures.ts";
import { prose } from "../../../http/prose.ts";
import { defineRoute } from "../../../http/route.ts";
import { failIfAny } from "../../../http/validate.ts";
import { nowIso } from "../../../lib/clock.ts";
import { newId } from "../../../lib/ids.ts";
import { managementBase } from "../schema.ts";
import { CreatePayoutStructureBody, PayoutStructureEnvelope, payoutErrors, payoutStructureEnvelope } from "./schema.ts";

export const createPayoutStructureRoute = defineRoute({
  ...managementBase,
  method: "POST",
  path: "/api/v1/management/payout-structures",
  operationId: "createPayoutStructure",
  example: {
    body: {
      name: "Room 7 SNG 70/30",
      roomId: "room-7",
      minPlayers: 6,
      maxPlayers: 6,
      payouts: [
        { fromPlace: 1, toPlace: 1, basisPoints: 7000 },
        { fromPlace: 2, toPlace: 2, basisPoints: 3000 },
      ],
    },
    response: {
      status: 201,
      body: {
        catalogVersion: "2026-06-08.management-tournament-catalog.v2",
        object: "developer_payout_structure",
        payoutStructure: {
          object: "payout_structure",
          catalogVersion: "2026-06-08.management-tournament-catalog.v2",
          id: "ps_01M82J8FR7AZrBZSaNDJRKhv4i",
          name: "Room 7 SNG 70/30",
          roomId: "room-7",
          ownership: "room",
          minPlayers: 6,
          maxPlayers: 6,
          payouts: [
            { fromPlace: 1, toPlace: 1, basisPoints: 7000 },
            { fromPlace: 2, toPlace: 2, basisPoints: 3000 },
          ],
          ladder: null,
          provenance: null,
          createdAt: "2026-11-22T21:23:11.239Z",
          updatedAt: "2026-11-22T21:23:11.239Z",
        },
        summary: { placesPaid: 2, basisPointsTotal: 10000, topShareBasisPoints: 7000 },
      },
    },
  },
  summary: "Create a room-owned payout structure",
  description: prose(
    "Tiers `{ fromPlace, toPlace, basisPoints }` give the share of the prize pool paid to each place of the tier, in basis points (1/10000).",
    "Tiers are contiguous from place 1, a lower place never pays more than a better one, the per-place basis points sum to exactly 10000, and the last paid place is at most `minPlayers` (so every paid place has a player).",
    "`minPlayers` 2..10000, `maxPlayers` 1..10000 and >= `minPlayers`.",
    "The response's `summary` gives `placesPaid`, `basisPointsTotal` and `topShareBasisPoints`.",
    "`roomId` is set here and cannot change.",
  ),
  request: { body: CreatePayoutStructureBody },
  responses: { 201: { description: "The new room-owned structure.", schema: PayoutStructureEnvelope } },
  check: ({ body }) => failIfAny(payoutErrors(body)),
  async handler({ env, body, tenant }) {
    const now = nowIso();
    const row = await insertPayoutStructure(database(env.DB), tenant, {
      id: newId("ps_"),
      roomId: body.roomId,
      name: body.name,
      minPlayers: body.minPlayers,
      maxPlayers: body.maxPlayers,
      payouts: body.payouts,
      provenance: body.provenance ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return { status: 201, body: payoutStructureEnvelope(row) };
  },
});
