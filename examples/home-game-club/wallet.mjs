// The club is the wallet: a member's play-money balance pays the buy-in when they sit, and comes back as
// the stack they leave with when pokerworks says the seat closed (`table.seat_closed`), exactly once per
// event however often it is delivered. Every change is one atomic store update, with a ledger line.
import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";

export class ClubError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** Seats `member` at `tableId`/`seatNumber` with `buyIn` chips from their balance; the buy-in is refunded if pokerworks refuses. */
export async function sit(store, api, member, { tableId, seatNumber, buyIn }) {
  const setup = store.read().setup;
  if (tableId !== setup.tableId) throw new ClubError(400, "That is not one of the club's tables.");
  if (!Number.isInteger(buyIn) || buyIn < setup.buyIn.min || buyIn > setup.buyIn.max) {
    throw new ClubError(400, `The buy-in is ${setup.buyIn.min} to ${setup.buyIn.max} chips.`);
  }
  // Take the chips first (a member cannot spend them twice while the seat call runs), with the key that makes the call safe to retry.
  const attempt = randomUUID();
  await store.update((data) => {
    const m = data.members[member.id];
    if (m.seat) throw new ClubError(409, "You are already seated: go back to your table.");
    if (m.balance < buyIn) throw new ClubError(400, `Your balance (${m.balance}) does not cover a buy-in of ${buyIn}.`);
    m.balance -= buyIn;
    m.seat = { tableId, seatNumber, buyIn, attempt, seatingId: null };
    data.ledger.push({ at: new Date().toISOString(), memberId: m.id, amount: -buyIn, reason: "buy_in", ref: attempt });
  });
  let seated;
  try {
    seated = await api.management(
      "POST",
      `/tables/${tableId}/seats`,
      { playerRef: member.id, displayName: member.name, participant: "human", stack: buyIn, seatNumber },
      { idempotencyKey: `sit-${attempt}` },
    );
  } catch (error) {
    // Refused (the seat was taken, the table closed): the chips go back. (A production wallet would also
    // retry a network failure with the same idempotency key before deciding.)
    await store.update((data) => {
      const m = data.members[member.id];
      if (m.seat?.attempt !== attempt) return;
      m.balance += buyIn;
      m.seat = null;
      data.ledger.push({ at: new Date().toISOString(), memberId: m.id, amount: buyIn, reason: "buy_in_refunded", ref: attempt });
    });
    throw new ClubError(error.status === 409 ? 409 : 502, error.status === 409 ? "That seat was just taken: pick another." : error.message);
  }
  await store.update((data) => {
    const m = data.members[member.id];
    if (m.seat?.attempt === attempt) m.seat.seatingId = seated.seatingId;
  });
}

/**
 * A player embed launch URL for the member's seat. The idempotency key names the seating, so every page load
 * gets a fresh launch secret of the same session (a launch URL opens only once).
 */
export async function launch(store, api, config, member, clubOrigin) {
  const seat = store.read().members[member.id].seat;
  if (!seat?.seatingId) throw new ClubError(409, "You have no seat: pick one in the lobby.");
  const { launch } = await api.management(
    "POST",
    "/embed-sessions",
    {
      environment: "test",
      mode: "player",
      projectId: config.projectId,
      productKey: "club-tables", // a product of pokerworks' registry (arena-holdem, club-tables, sng-express)
      origin: clubOrigin,
      returnUrl: `${clubOrigin}/`,
      target: { tableId: seat.tableId, seatNumber: seat.seatNumber },
    },
    { idempotencyKey: `play-${seat.seatingId}` },
  );
  return launch.launchUrl;
}

/**
 * A webhook delivery: verified against the raw body (Standard Webhooks: signature and timestamp), then
 * applied once per `webhook-id`. Answers the HTTP status to send: 400 for a bad signature, 204 otherwise
 * (a duplicate is acknowledged and changes nothing, so pokerworks stops retrying it).
 */
export async function receiveWebhook(store, rawBody, headers) {
  let event;
  try {
    event = new Webhook(store.read().setup.webhookSecret).verify(rawBody, headers);
  } catch {
    return 400;
  }
  const webhookId = headers["webhook-id"];
  await store.update((data) => {
    if (data.webhooks[webhookId]) return; // delivered before: already applied
    data.webhooks[webhookId] = new Date().toISOString();
    if (event.type === "table.seat_closed") creditSeatClosed(data, webhookId, event.data);
  });
  return 204;
}

/** The stack the member leaves with comes back to their balance, with the top-up chips that never reached the table. */
function creditSeatClosed(data, webhookId, { table, seat, finalStack, topUps }) {
  const m = data.members[seat.playerRef];
  if (!m) return; // not one of ours (another app of the same project)
  const amount = finalStack + (topUps?.returned ?? 0);
  m.balance += amount;
  if (m.seat?.tableId === table.id && m.seat.seatNumber === seat.seatNumber) m.seat = null;
  data.ledger.push({ at: new Date().toISOString(), memberId: m.id, amount, reason: "seat_closed", ref: webhookId });
}
