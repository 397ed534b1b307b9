// Generated from schemas/asyncapi.json by packages/sdk/scripts/generate.ts; do not edit (run `npm run openapi`).
// The table socket's messages as plain types: one exported type per schema (HelloFrame, EventFrame, ClientMessage, ...).
export interface components {
    schemas: {
        /** @description A seat acts. Legal actions and amounts are the rules engine's (the `legal_actions` event). Answered by `ack` or `error` with the same clientId. */
        ActMessage: {
            /** @constant */
            type: "act";
            /** @description The hand in progress. */
            hand: number;
            /** @description The number of actions in the hand the client has seen (the `turn` event's index): any other is refused as stale (conflict). */
            index: number;
            /** @enum {string} */
            action: "fold" | "check" | "call" | "bet" | "raise" | "all_in";
            /** @description The seat's total for the street: required for bet and raise. */
            to?: number;
            /** @description The client's own id for this action (unique per action): the `ack` or `error` carries it back, and a repeat is re-acknowledged, never applied twice. */
            clientId: string;
        };
        /** @description The seat sits out: no new hand is dealt to it, and in the hand in progress the table checks or folds for it (`acted` with `auto: "sitting_out"`). Answered by `ack` or `error`. */
        SitOutMessage: {
            /** @constant */
            type: "sit_out";
        };
        /** @description A sitting-out seat plays again. Answered by `ack` or `error`. */
        SitInMessage: {
            /** @constant */
            type: "sit_in";
            /**
             * @description How a returning seat is dealt in: wait for the big blind (default) or post the missed blinds now.
             * @enum {string}
             */
            entry?: "wait_for_big_blind" | "post_now";
        };
        /** @description The seat stands up: at once between hands, else at the end of the hand (status `leaving`). Then `seat_closed`, and the socket closes with 4002. */
        LeaveMessage: {
            /** @constant */
            type: "leave";
        };
        /** @description The seat's client seed, joined into the next hand's pw-shuffle-v1 client seed. Answered by `ack`. */
        ClientSeedMessage: {
            /** @constant */
            type: "client_seed";
            seed: string;
        };
        /** @description Asks for a fresh `snapshot` (after a detected gap, or at any time). Any role may send it. */
        ResyncMessage: {
            /** @constant */
            type: "resync";
        };
        /** @description Tournament final tables: the seat's answer to the open deal (the `deal` event), once. Answered by `ack` (`applied: false` when the same answer was recorded before: nothing changes) or `error`: `not_found` (no such deal), `invalid_state` (it is no longer open: accepted, declined, expired or void, or this seat's entry is not one of its players; also at a ring table), `conflict` (the seat answered otherwise before). */
        DealMessage: {
            /** @constant */
            type: "deal";
            /** @description The open deal's id (the `deal` event's `deal.id`). */
            dealId: string;
            /** @description true accepts the seat's amount; false declines, which ends the proposal for everyone. */
            accept: boolean;
        };
        /** @constant */
        Ping: "ping";
        /** @description The first frame on every socket; then a `snapshot`, or the events after `since`. */
        HelloFrame: {
            /** @constant */
            type: "hello";
            /**
             * @description The protocol's version.
             * @constant
             */
            protocol: 1;
            tableId: string;
            /** @enum {string} */
            role: "seat" | "spectator";
            /** @description The seat this socket plays, or null for a spectator. */
            seatNumber: number | null;
            /** @description The table's last event seq when the socket opened (0 before any event). */
            lastSeq: number;
            /** @description The server's clock, to offset the deadlines in events. */
            serverTime: string;
        };
        /** @description Everything the role may see, as of `seq`: sent after `hello` (unless the events after `since` are still kept) and in answer to `resync`. It has no `at`: it is not an event and does not take a seq of its own. */
        SnapshotFrame: {
            /** @constant */
            type: "snapshot";
            /** @description The last event seq this snapshot includes: the next event has seq + 1. */
            seq: number;
            /** @description An ISO 8601 UTC timestamp. */
            serverTime: string;
            table: {
                id: string;
                ringGameId: string;
                name: string;
                /** @enum {string} */
                status: "waiting" | "running" | "closed";
                /** @description The last hand dealt (0 before the first). */
                handNumber: number;
                seats: {
                    /** @description A seat number, 1..tableSize. */
                    seatNumber: number;
                    displayName: string;
                    /**
                     * @description Bots are marked in every view.
                     * @enum {string}
                     */
                    participant: "human" | "bot";
                    /** @enum {string} */
                    status: "playing" | "sitting_out" | "leaving";
                    stack: number;
                    /** @description Whether the seat has a socket open. */
                    connected: boolean;
                }[];
                /** @description Seat number of the button (null before the first hand). */
                button: number | null;
                /** @description Board cards of the hand in progress ("" between hands), e.g. "AhKd7c". */
                board: string;
                pots: {
                    amount: number;
                    /** @description Seat numbers that can win this pot. */
                    eligible: number[];
                }[];
                /** @description Seat number to act, or null. */
                toAct: number | null;
                actionDeadline: string | null;
            };
            /** @description The hand in progress, as every role may see it, or null. */
            hand: {
                hand: number;
                /** @enum {string} */
                street: "preflop" | "flop" | "turn" | "river" | "showdown";
                button: number;
                smallBlind: number | null;
                bigBlind: number;
                board: string;
                pots: {
                    amount: number;
                    /** @description Seat numbers that can win this pot. */
                    eligible: number[];
                }[];
                /** @description The seats dealt in, in table order. */
                seats: {
                    seatNumber: number;
                    stack: number;
                    /** @description Chips in front of the seat on this street. */
                    bet: number;
                    /** @description Chips the seat has put in this hand. */
                    inPot: number;
                    folded: boolean;
                    allIn: boolean;
                }[];
                toAct: number | null;
                /** @description Actions taken so far: the `index` the next `act` carries. */
                index: number;
                actionDeadline: string | null;
                shuffle: {
                    /** @constant */
                    alg: "pw-shuffle-v1";
                    commitment: string;
                    nonce: number;
                };
            } | null;
            /** @description The seat's own view; null for a spectator. */
            you: {
                seatNumber: number;
                /** @description The seat's own hole cards in the hand in progress, or null. */
                cards: string | null;
                /** @description The seat's legal actions when it is to act, or null. */
                legal: {
                    fold: boolean;
                    check: boolean;
                    /** @description Chips a call adds, or null when calling is not legal. */
                    call: number | null;
                    /** @description Bet-to range (the seat's total for the street), or null. */
                    bet: {
                        minTo: number;
                        maxTo: number;
                    } | null;
                    /** @description Raise-to range, or null. */
                    raise: {
                        minTo: number;
                        maxTo: number;
                    } | null;
                    /** @description The seat's total for the street when all in, or null. */
                    allIn: number | null;
                } | null;
            } | null;
            /** @description Tournament final tables: the last deal shown here (the last `deal` event's), open or decided. Absent when there has been none. */
            deal?: {
                /** @constant */
                object: "tournament_deal";
                /** @description The deal's id (`deal_...`): a socket's `deal` message and the answers route name it. */
                id: string;
                tournamentId: string;
                /**
                 * @description How the amounts were computed: the ICM deal calculation's `icm`, `chipChop` or `equal` suggestion.
                 * @enum {string}
                 */
                method: "icm" | "chip_chop" | "equal";
                /**
                 * @description `open`: waiting for answers (play is paused between hands); `accepted`: every player accepted, the amounts are fixed; `declined`: a player declined; `expired`: not every player answered by `expiresAt`; `void`: a player busted (in the hand that was being played) before it was decided.
                 * @enum {string}
                 */
                status: "open" | "accepted" | "declined" | "expired" | "void";
                /** @description The prizes of the places left, added up: the deal's amounts plus `leaveForWinner`. */
                prizePool: number;
                /** @description The prizes of the places left, first place first: what the deal shares. */
                prizesLeft: number[];
                /** @description Kept out of the deal and played for: the last player left takes it on top of their amount. */
                leaveForWinner: number;
                players: {
                    entryId: string;
                    displayName: string;
                    /** @description The player's seat at the final table. */
                    seatNumber: number;
                    /** @description The player's chips when the deal was proposed (after the last finished hand). */
                    chips: number;
                    /** @description What the deal pays this player once accepted (the winner also takes `leaveForWinner`). */
                    amount: number;
                    /** @enum {string} */
                    answer: "pending" | "accepted" | "declined";
                }[];
                /** @description An ISO 8601 UTC timestamp. */
                proposedAt: string;
                /** @description Answers are taken until then (6 x the tables' action clock after the proposal). */
                expiresAt: string;
                /** @description When it was accepted, declined, expired or made void; null while open. */
                decidedAt: string | null;
            };
        };
        /** @description The answer to a message the table accepted; for `act`, after the resulting events were sent. */
        AckFrame: {
            /** @constant */
            type: "ack";
            /** @description The `act` message's clientId; null for the other messages. */
            clientId: string | null;
            hand: number | null;
            index: number | null;
            /** @description False when this clientId's action had already been applied (a repeat is acknowledged again, never applied twice). */
            applied: boolean;
        };
        /** @description The answer to a message the table refused: nothing changed. */
        ErrorFrame: {
            /** @constant */
            type: "error";
            /**
             * @description malformed_json: not JSON; validation_failed: not a known message, or an illegal action or amount; forbidden: a spectator sent a seat's message; conflict: a stale `hand`/`index`, or not the seat's turn; invalid_state: not possible now (the seat is leaving, the table is closed); not_found: no such seat.
             * @enum {string}
             */
            code: "malformed_json" | "validation_failed" | "forbidden" | "conflict" | "invalid_state" | "not_found";
            message: string;
            /** @description The refused message's clientId when it had one. */
            clientId: string | null;
        };
        /** @description Tournament tables: the director moved this seat's entry to another table (balancing, or this table broke). Sent to the seat's socket just before it closes with 4002 (`seat_closed` reason `moved`), so the client follows without asking for a ticket. Without it (a ticket could not be made in time) the client asks `POST .../entries/{entryId}/tickets`. */
        MovedFrame: {
            /** @constant */
            type: "moved";
            /** @description The table the entry sits at now. */
            tableId: string;
            /** @description Its seat there. */
            seatNumber: number;
            /** @description A fresh single-use ticket (60 s) to that seat: open `connectUrl` with it. */
            ticket: {
                ticket: string;
                /** @description An ISO 8601 UTC timestamp. */
                expiresAt: string;
                connectUrl: string;
            };
        };
        /** @constant */
        Pong: "pong";
        /** @description A player took a seat (dealt in from the next hand). */
        SeatTakenEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "seat_taken";
            seat: {
                /** @description A seat number, 1..tableSize. */
                seatNumber: number;
                displayName: string;
                /**
                 * @description Bots are marked in every view.
                 * @enum {string}
                 */
                participant: "human" | "bot";
                /** @enum {string} */
                status: "playing" | "sitting_out" | "leaving";
                stack: number;
                /** @description Whether the seat has a socket open. */
                connected: boolean;
            };
        };
        /** @description A seat's status, stack or connection changed (sat out, sat in, leaving at the hand's end, connected or not). */
        SeatChangedEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "seat_changed";
            /** @description A seat number, 1..tableSize. */
            seatNumber: number;
            /** @enum {string} */
            status: "playing" | "sitting_out" | "leaving";
            stack: number;
            connected: boolean;
        };
        /** @description A seat was closed; the same as the `table.seat_closed` webhook, without the player's reference. Its socket closes with 4002. */
        SeatClosedEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "seat_closed";
            /** @description A seat number, 1..tableSize. */
            seatNumber: number;
            /** @enum {string} */
            reason: "left" | "stood_up" | "sat_out_too_long" | "table_closed" | "busted" | "moved";
            finalStack: number;
        };
        /** @description A hand starts: the first event of every hand. */
        HandStartedEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "hand_started";
            /** @description The table's hand number, from 1. */
            hand: number;
            /** @description A seat number, 1..tableSize. */
            button: number;
            /** @description The small blind's seat, or null when no small blind is posted (dead button rules). */
            smallBlind: number | null;
            /** @description A seat number, 1..tableSize. */
            bigBlind: number;
            /** @description The seats dealt in, in table order, with their stacks before the blinds. */
            seats: {
                /** @description A seat number, 1..tableSize. */
                seatNumber: number;
                stack: number;
            }[];
            /** @description The pw-shuffle-v1 commitment, published before the first card; revealed in `hand_ended`. */
            shuffle: {
                /** @constant */
                alg: "pw-shuffle-v1";
                /** @description SHA-256 of the server seed, hex. */
                commitment: string;
                nonce: number;
            };
        };
        /** @description A forced bet: an ante, a blind or a dead blind. */
        PostedEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "posted";
            /** @description The table's hand number, from 1. */
            hand: number;
            /** @description A seat number, 1..tableSize. */
            seatNumber: number;
            /** @enum {string} */
            post: "ante" | "small_blind" | "big_blind" | "dead_blind";
            amount: number;
            allIn: boolean;
        };
        /** @description Private to the seat: its own hole cards (every other role receives `hidden` for this seq). */
        HoleCardsEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "hole_cards";
            /** @description The table's hand number, from 1. */
            hand: number;
            /** @description A seat number, 1..tableSize. */
            seatNumber: number;
            /** @description The seat's hole cards: two in hold'em ("AhKd"), four or five in pot-limit Omaha. */
            cards: string;
        };
        /** @description A seat is to act at this index. */
        TurnEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "turn";
            /** @description The table's hand number, from 1. */
            hand: number;
            /** @description The number of actions taken in the hand before this one (an `act` message carries it). */
            index: number;
            /** @description A seat number, 1..tableSize. */
            seatNumber: number;
            /** @description When the table acts for the seat (check if legal, else fold); an absolute deadline, never ticks. */
            actionDeadline: string;
            /** @description True when the deadline was extended by the seat's time bank. */
            timeBank: boolean;
        };
        /** @description Private to the seat to act: its legal actions at this index. */
        LegalActionsEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "legal_actions";
            /** @description The table's hand number, from 1. */
            hand: number;
            /** @description The number of actions taken in the hand before this one (an `act` message carries it). */
            index: number;
            /** @description A seat number, 1..tableSize. */
            seatNumber: number;
            /** @description The seat's legal actions: what an `act` message may send at this index. */
            legal: {
                fold: boolean;
                check: boolean;
                /** @description Chips a call adds, or null when calling is not legal. */
                call: number | null;
                /** @description Bet-to range (the seat's total for the street), or null. */
                bet: {
                    minTo: number;
                    maxTo: number;
                } | null;
                /** @description Raise-to range, or null. */
                raise: {
                    minTo: number;
                    maxTo: number;
                } | null;
                /** @description The seat's total for the street when all in, or null. */
                allIn: number | null;
            };
        };
        /** @description A seat acted. */
        ActedEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "acted";
            /** @description The table's hand number, from 1. */
            hand: number;
            /** @description The number of actions taken in the hand before this one (an `act` message carries it). */
            index: number;
            /** @description A seat number, 1..tableSize. */
            seatNumber: number;
            /** @enum {string} */
            action: "fold" | "check" | "call" | "bet" | "raise" | "all_in";
            /** @description Chips the action added. */
            amount: number;
            /** @description The seat's total for the street after the action. */
            to: number;
            allIn: boolean;
            /** @description Set when the table acted for the seat: its clock ran out, or it sat out. */
            auto: ("timeout" | "sitting_out") | null;
        };
        /** @description An uncalled bet went back to its seat. */
        ReturnedEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "returned";
            /** @description The table's hand number, from 1. */
            hand: number;
            /** @description A seat number, 1..tableSize. */
            seatNumber: number;
            amount: number;
        };
        /** @description A new street: the board cards so far. */
        StreetEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "street";
            /** @description The table's hand number, from 1. */
            hand: number;
            /** @enum {string} */
            street: "preflop" | "flop" | "turn" | "river" | "showdown";
            /** @description The whole board so far. */
            board: string;
        };
        /** @description Hands shown at showdown (mucked and folded cards are never shown). */
        ShowdownEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "showdown";
            /** @description The table's hand number, from 1. */
            hand: number;
            shown: {
                /** @description A seat number, 1..tableSize. */
                seatNumber: number;
                /** @description The hole cards shown (2, or 4 or 5 in Omaha). */
                cards: string;
                /** @enum {string} */
                category: "high_card" | "one_pair" | "two_pair" | "three_of_a_kind" | "straight" | "flush" | "full_house" | "four_of_a_kind" | "straight_flush";
            }[];
        };
        /** @description A hand ended: pots and winners, stacks, the shuffle (its seed when the fairness policy reveals it now). Its history is at GET /api/v1/management/tables/{tableId}/hands/{hand}. */
        HandEndedEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "hand_ended";
            /** @description The table's hand number, from 1. */
            hand: number;
            /** @description The final board. */
            board: string;
            pots: {
                amount: number;
                winners: {
                    /** @description A seat number, 1..tableSize. */
                    seatNumber: number;
                    amount: number;
                }[];
            }[];
            /** @description The stacks after the hand, for the seats dealt in. */
            stacks: {
                /** @description A seat number, 1..tableSize. */
                seatNumber: number;
                stack: number;
            }[];
            /** @description The shuffle: with its server seed (once revealed), POST /v1/shuffles/verify accepts it. */
            shuffle: {
                /** @constant */
                alg: "pw-shuffle-v1";
                /** @description SHA-256 of the server seed, hex. */
                commitment: string;
                /** @description The server seed, or null while the table's fairness policy keeps it (`revealAfter: table_close`): the seed discloses the whole deck, folded and mucked cards included. */
                serverSeed: string | null;
                clientSeed: string;
                nonce: number;
            };
        };
        /** @description The table's status changed; `closed` is the last event (sockets close with 4003). */
        TableStatusEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "table_status";
            /** @enum {string} */
            status: "waiting" | "running" | "closed";
        };
        /** @description The builder's backend topped the seat up (ring games): at once between hands, else when the hand it was dealt ends, before the next. A `seat_changed` with the new stack follows. */
        ToppedUpEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "topped_up";
            /** @description A seat number, 1..tableSize. */
            seatNumber: number;
            /** @description Chips added to the seat's stack. */
            amount: number;
            /** @description The stack after them. */
            stack: number;
            /** @description Chips of a top-up asked for during a hand that were not added, because the hand took the stack near the buy-in maximum (0 otherwise): they never reached the table. */
            returned: number;
        };
        /** @description A tournament's break (its blind structure's): the hand in progress finishes, then no hand is dealt until `until`; the level after the break plays from then. */
        BreakEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "break";
            /** @description When play resumes: the first hand after the break is dealt then. */
            until: string;
            smallBlind: number;
            bigBlind: number;
            /** @description The ante per player of the level after the break (0 when none; a big-blind ante equals the big blind). */
            ante: number;
        };
        /** @description Tournament final tables: a deal was proposed, or changed (a player answered, it was accepted, declined, expired or made void). While it is `open` the hand in progress finishes and no hand is dealt; a seat answers with the `deal` message. Once decided, play resumes (or, accepted with nothing left to play for, the tournament ends). */
        DealEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "deal";
            /** @description A final-table deal: the amounts proposed to the players left, and their answers. */
            deal: {
                /** @constant */
                object: "tournament_deal";
                /** @description The deal's id (`deal_...`): a socket's `deal` message and the answers route name it. */
                id: string;
                tournamentId: string;
                /**
                 * @description How the amounts were computed: the ICM deal calculation's `icm`, `chipChop` or `equal` suggestion.
                 * @enum {string}
                 */
                method: "icm" | "chip_chop" | "equal";
                /**
                 * @description `open`: waiting for answers (play is paused between hands); `accepted`: every player accepted, the amounts are fixed; `declined`: a player declined; `expired`: not every player answered by `expiresAt`; `void`: a player busted (in the hand that was being played) before it was decided.
                 * @enum {string}
                 */
                status: "open" | "accepted" | "declined" | "expired" | "void";
                /** @description The prizes of the places left, added up: the deal's amounts plus `leaveForWinner`. */
                prizePool: number;
                /** @description The prizes of the places left, first place first: what the deal shares. */
                prizesLeft: number[];
                /** @description Kept out of the deal and played for: the last player left takes it on top of their amount. */
                leaveForWinner: number;
                players: {
                    entryId: string;
                    displayName: string;
                    /** @description The player's seat at the final table. */
                    seatNumber: number;
                    /** @description The player's chips when the deal was proposed (after the last finished hand). */
                    chips: number;
                    /** @description What the deal pays this player once accepted (the winner also takes `leaveForWinner`). */
                    amount: number;
                    /** @enum {string} */
                    answer: "pending" | "accepted" | "declined";
                }[];
                /** @description An ISO 8601 UTC timestamp. */
                proposedAt: string;
                /** @description Answers are taken until then (6 x the tables' action clock after the proposal). */
                expiresAt: string;
                /** @description When it was accepted, declined, expired or made void; null while open. */
                decidedAt: string | null;
            };
        };
        /** @description An event this role may not see (another seat's cards or legal actions): only its seq, so the stream stays gap-free. */
        HiddenEvent: {
            /** @description The table's sequence number: +1 for every event, for every role. */
            seq: number;
            /** @description When the event happened. */
            at: string;
            /** @constant */
            type: "hidden";
        };
        /** @description The events of one change of the table, in `seq` order (each exactly as its own frame would be). */
        EventBatch: components["schemas"]["EventFrame"][];
        /** @description Every JSON message a client sends, by `type`. */
        ClientMessage: components["schemas"]["ActMessage"] | components["schemas"]["SitOutMessage"] | components["schemas"]["SitInMessage"] | components["schemas"]["LeaveMessage"] | components["schemas"]["ClientSeedMessage"] | components["schemas"]["ResyncMessage"] | components["schemas"]["DealMessage"];
        /** @description Every JSON frame the server sends, by `type`: hello, snapshot, ack, error, and the events. */
        ServerFrame: components["schemas"]["HelloFrame"] | components["schemas"]["SnapshotFrame"] | components["schemas"]["AckFrame"] | components["schemas"]["ErrorFrame"] | components["schemas"]["MovedFrame"] | components["schemas"]["SeatTakenEvent"] | components["schemas"]["SeatChangedEvent"] | components["schemas"]["SeatClosedEvent"] | components["schemas"]["HandStartedEvent"] | components["schemas"]["PostedEvent"] | components["schemas"]["HoleCardsEvent"] | components["schemas"]["TurnEvent"] | components["schemas"]["LegalActionsEvent"] | components["schemas"]["ActedEvent"] | components["schemas"]["ReturnedEvent"] | components["schemas"]["StreetEvent"] | components["schemas"]["ShowdownEvent"] | components["schemas"]["HandEndedEvent"] | components["schemas"]["TableStatusEvent"] | components["schemas"]["ToppedUpEvent"] | components["schemas"]["BreakEvent"] | components["schemas"]["DealEvent"] | components["schemas"]["HiddenEvent"];
        /** @description Every event frame (with `seq` and `at`), by `type`; `hidden` is the placeholder. */
        EventFrame: components["schemas"]["SeatTakenEvent"] | components["schemas"]["SeatChangedEvent"] | components["schemas"]["SeatClosedEvent"] | components["schemas"]["HandStartedEvent"] | components["schemas"]["PostedEvent"] | components["schemas"]["HoleCardsEvent"] | components["schemas"]["TurnEvent"] | components["schemas"]["LegalActionsEvent"] | components["schemas"]["ActedEvent"] | components["schemas"]["ReturnedEvent"] | components["schemas"]["StreetEvent"] | components["schemas"]["ShowdownEvent"] | components["schemas"]["HandEndedEvent"] | components["schemas"]["TableStatusEvent"] | components["schemas"]["ToppedUpEvent"] | components["schemas"]["BreakEvent"] | components["schemas"]["DealEvent"] | components["schemas"]["HiddenEvent"];
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type ActMessage = components['schemas']['ActMessage'];
export type SitOutMessage = components['schemas']['SitOutMessage'];
export type SitInMessage = components['schemas']['SitInMessage'];
export type LeaveMessage = components['schemas']['LeaveMessage'];
export type ClientSeedMessage = components['schemas']['ClientSeedMessage'];
export type ResyncMessage = components['schemas']['ResyncMessage'];
export type DealMessage = components['schemas']['DealMessage'];
export type Ping = components['schemas']['Ping'];
export type HelloFrame = components['schemas']['HelloFrame'];
export type SnapshotFrame = components['schemas']['SnapshotFrame'];
export type AckFrame = components['schemas']['AckFrame'];
export type ErrorFrame = components['schemas']['ErrorFrame'];
export type MovedFrame = components['schemas']['MovedFrame'];
export type Pong = components['schemas']['Pong'];
export type SeatTakenEvent = components['schemas']['SeatTakenEvent'];
export type SeatChangedEvent = components['schemas']['SeatChangedEvent'];
export type SeatClosedEvent = components['schemas']['SeatClosedEvent'];
export type HandStartedEvent = components['schemas']['HandStartedEvent'];
export type PostedEvent = components['schemas']['PostedEvent'];
export type HoleCardsEvent = components['schemas']['HoleCardsEvent'];
export type TurnEvent = components['schemas']['TurnEvent'];
export type LegalActionsEvent = components['schemas']['LegalActionsEvent'];
export type ActedEvent = components['schemas']['ActedEvent'];
export type ReturnedEvent = components['schemas']['ReturnedEvent'];
export type StreetEvent = components['schemas']['StreetEvent'];
export type ShowdownEvent = components['schemas']['ShowdownEvent'];
export type HandEndedEvent = components['schemas']['HandEndedEvent'];
export type TableStatusEvent = components['schemas']['TableStatusEvent'];
export type ToppedUpEvent = components['schemas']['ToppedUpEvent'];
export type BreakEvent = components['schemas']['BreakEvent'];
export type DealEvent = components['schemas']['DealEvent'];
export type HiddenEvent = components['schemas']['HiddenEvent'];
export type EventBatch = components['schemas']['EventBatch'];
export type ClientMessage = components['schemas']['ClientMessage'];
export type ServerFrame = components['schemas']['ServerFrame'];
export type EventFrame = components['schemas']['EventFrame'];
