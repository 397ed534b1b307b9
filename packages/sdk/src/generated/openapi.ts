// Generated from schemas/openapi.json by packages/sdk/scripts/generate.ts; do not edit (run `npm run openapi`).
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness check */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This contract (OpenAPI 3.1) */
        get: operations["getOpenApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/asyncapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The table socket's contract (AsyncAPI 3.0)
         * @description Every message of `GET /v1/tables/{tableId}/connect` (a WebSocket): what a client sends, every frame and event the table sends, close codes, limits, and the ordering and resume rules. Generated from the same schemas the table validates and types its messages with; also in the repository as `schemas/asyncapi.json`.
         */
        get: operations["getAsyncApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The interactive API reference
         * @description Scalar's API reference for this contract, loaded from this Worker only (no CDN, no telemetry, no remote fonts). Its `Content-Security-Policy` allows connections to this origin only; `/docs/errors` is the same contract as plain HTML, without JavaScript.
         */
        get: operations["getDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/errors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The error codes and a plain reference without JavaScript (problem `type` URIs point here) */
        get: operations["getErrorDocs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/limits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Numeric limits in force
         * @description Body size, rate limit, and per-calculation caps and work budgets (in work units: one unit is about one nanosecond of CPU on the reference machine). `requestBodyMaxBytes` is the default body limit; an endpoint that accepts more says so in its `maxBodyBytes`. Any valid key may call it; it costs no credit.
         */
        get: operations["getLimits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calculations/equity/holdem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hold'em equity, 2 to 10 players
         * @description Win, tie and equity of 2 to 10 hands or ranges on any street, with dead cards. Exact wherever the work budget allows (see GET /v1/limits): heads-up preflop from a precomputed table of all suit-isomorphic matchups, otherwise by enumerating every board completion (ranges: every tuple of combos with no shared card, weighed by the product of their weights); otherwise `auto` switches to seeded Monte Carlo (byte-identical for the same seed) and `exact` answers 422 compute_budget_exceeded. With three or more players, or with `stacks`, each player also has `ties`: the probability of splitting the pot by number of players sharing. `stacks` (each player's chips in, all in) adds each player's expected `chips` and the `pots` (main pot, then side pots) with each player's expected chips from each. `board` and `dead` are echoed in canonical form (e.g. "ah 7d, 2c" -> "Ah7d2c"); `outcomes` counts (combo tuple, board) showdowns, or samples. Heads-up answers without stacks keep their two-player shape.
         */
        post: operations["calculateHoldemEquity"];
        delete?: never;
        /**
         * CORS preflight for a publishable key (pk_...) from a project's allowed origin
         * @description Browsers send this before a page calls this calculation with a publishable key (`Authorization: Bearer pk_...`). 204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: authorization, content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is one of the `allowedOrigins` of a project (a preflight carries no key; the request that follows is checked against its key's own project). 403 origin_not_allowed for any other origin or no `Origin` header.
         */
        options: operations["preflightCalculateHoldemEquity"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calculations/icm/deal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * ICM deal suggestions
         * @description Malmuth-Harville ICM equities with chip-chop, equal and blended suggestions side by side, each rounded to `rounding.unit` by largest remainder so that it sums exactly to the deal pool (prize pool minus `leaveForWinner`); ties go to the larger stack, then the earlier player, and equal stacks always get equal equities. No suggestion passes first prize (after `leaveForWinner`) whenever an allocation with every suggestion within one unit of its unrounded value allows it; where none does (for example chip chop of stacks 1, 10, 11 for payouts 20, 18, 4 in units of 7: 7, 14, 21), staying within one unit wins and a suggestion may pass first prize. Exact by dynamic programming over the sets of finished players, restricted to the paid places; when that work exceeds the budget (see GET /v1/limits), `auto` samples finishing orders exactly from the model with the seeded generator and reports the standard error, and `exact` answers 422 compute_budget_exceeded.
         */
        post: operations["calculateIcmDeal"];
        delete?: never;
        /**
         * CORS preflight for a publishable key (pk_...) from a project's allowed origin
         * @description Browsers send this before a page calls this calculation with a publishable key (`Authorization: Bearer pk_...`). 204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: authorization, content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is one of the `allowedOrigins` of a project (a preflight carries no key; the request that follows is checked against its key's own project). 403 origin_not_allowed for any other origin or no `Origin` header.
         */
        options: operations["preflightCalculateIcmDeal"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calculations/tournaments/payouts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Payout ladder for a tournament
         * @description Splits a prize pool over the paid places: integer amounts that add up exactly to the pool, never increase down the ladder and are multiples of `rounding.unit` (the part of the pool that is not goes to first place and is reported). Places paid default by style (about 10% top_heavy, 15% standard, 20% flat, one for winner_take_all; at least two above three entrants) and shrink until every place gets one unit and, with `buyIn` and default places, until the min cash reaches the buy-in (the largest such count, exactly). The decay is a shifted power law whose exponent puts first place on a share that shrinks with places paid; places 10 and below are paid in tiers of equal amounts (10-12, 13-15, 16-18, then bands of 9, 27, 81...). `basisPoints` are integers summing to 10000 (largest remainder), so the ladder can be saved as a payout structure. `placesPaid` above `entrants`, or other than 1 with winner_take_all, is 400. Every request is priced in work units against the budget (see GET /v1/limits): 100,000 paid places fit; a buy-in whose min-cash search would have to build a ladder for thousands of counts (a unit close to the buy-in) is 422 compute_budget_exceeded on /buyIn: give `placesPaid`.
         */
        post: operations["calculateTournamentPayouts"];
        delete?: never;
        /**
         * CORS preflight for a publishable key (pk_...) from a project's allowed origin
         * @description Browsers send this before a page calls this calculation with a publishable key (`Authorization: Bearer pk_...`). 204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: authorization, content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is one of the `allowedOrigins` of a project (a preflight carries no key; the request that follows is checked against its key's own project). 403 origin_not_allowed for any other origin or no `Origin` header.
         */
        options: operations["preflightCalculateTournamentPayouts"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calculations/tournaments/blinds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Blind schedule for a tournament
         * @description Builds levels the chips on the table can post: every blind and ante is a multiple of the smallest denomination still in play, blinds follow the ladder published structures use (small blinds ..., 400, 500, 600, 800, 1000, 1200, 1500, 2000, 2500, 3000, 4000, 5000, ...; 75, 125, 750, 1250 and, for slow schedules, 700, 900, 3500 where they fit better; plain multiples of the chip only where the chip allows nothing else), the big blind grows at most 2x into levels 2 and 3 and at most 1.6x per level after them, in steps that vary little (typically 1.2x-1.5x), the small blind is half the big blind, antes follow `ante` from `anteFromLevel` (big_blind: the big blind; traditional: about an eighth of it). `breaks` is `{ everyLevels (1..50), minutes (1..240), colorUp (default true) }` or null; a break after every `everyLevels` levels colors up each denomination no later blind or ante needs. Planned levels start near 100 big blinds (20-400) and end at a big blind of 1/40-1/5 of the chips in play (about 1/20), with `estimatedDurationMinutes` (levels plus breaks, overtime excluded) within 25% of the target; two or three `overtime` levels follow. A target that no such schedule can meet (for example a large field with short stacks and a short target, which would need steps above 1.6x) is 400 on /targetDurationMinutes; a starting stack the denominations cannot make exactly, or below 10 big blinds of twice the smallest chip, is 400 on /startingStack. The `levels` can be saved unchanged as a blind structure.
         */
        post: operations["calculateBlindSchedule"];
        delete?: never;
        /**
         * CORS preflight for a publishable key (pk_...) from a project's allowed origin
         * @description Browsers send this before a page calls this calculation with a publishable key (`Authorization: Bearer pk_...`). 204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: authorization, content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is one of the `allowedOrigins` of a project (a preflight carries no key; the request that follows is checked against its key's own project). 403 origin_not_allowed for any other origin or no `Origin` header.
         */
        options: operations["preflightCalculateBlindSchedule"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calculations/chips/starting-stack": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Chip distribution for a starting stack
         * @description Splits a starting stack into physical chips per player: the exact stack, enough of the smallest chips to post blinds and make change in the first levels (at least 8 where the stack allows), then as few chips as possible, checked against the inventory. An infeasible inventory is an answer (feasible: false with the shortfall), not an error; a stack the denominations cannot express exactly is 400.
         */
        post: operations["calculateChipDistribution"];
        delete?: never;
        /**
         * CORS preflight for a publishable key (pk_...) from a project's allowed origin
         * @description Browsers send this before a page calls this calculation with a publishable key (`Authorization: Bearer pk_...`). 204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: authorization, content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is one of the `allowedOrigins` of a project (a preflight carries no key; the request that follows is checked against its key's own project). 403 origin_not_allowed for any other origin or no `Origin` header.
         */
        options: operations["preflightCalculateChipDistribution"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calculations/hands/holdem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * No-limit hold'em hand: state, legal actions and settlement
         * @description Replays a no-limit hold'em hand and answers its state after the actions. `seats` (2..10) are in table order (clockwise), each with an `id`, a starting `stack` and its two `cards` where known. `forcedBets`: `smallBlind`, `bigBlind`, an optional `ante` (`{ kind: "traditional" | "big_blind", amount }`; a traditional ante is posted by every seat before the blinds, a big-blind ante by the big blind after its blind), `smallBlindMissing` (dead-button rule: no small blind, the first seat left of the button posts the big blind) and `deadBlinds` (`[{ seat, amount }]`: dead chips a returning player posts into the pot). Heads-up the button posts the small blind and acts first preflop, last after the flop. A seat that cannot cover a forced bet posts what it has and is all-in; a short big blind still sets the price to call. Each action is `{ seat, type }` with type fold, check, call, all_in, or bet / raise with `to`: the seat's total bet on the street after the action (raise-to, not the increment). A bet is at least the big blind; a raise adds at least the largest full bet or raise of the street; all-in for less is always allowed, and a short all-in raise does not reopen the betting to seats that already acted (TDA rule 47, several short all-ins adding up to a full raise do). Folding when a check is free, and betting when every other seat is all-in, are refused. The first illegal action is 400 validation_failed at `/actions/N` saying why, naming seats by the request's ids (codes out_of_turn, not_allowed, too_small, too_large). The answer: `street`, `toAct` and its `legalActions`, keyed by the action types (call = chips a call adds; bet and raise as minTo..maxTo totals; `all_in` = the total after going all-in; `allIn` is the same value under its pre-1.5.0 name, kept until the next major version), every seat's `stack` behind (once the hand is complete, after the awards), `committed` this street and `contributed` this hand, the `pots` (main pot first, with the seats eligible for it; they include the current street's bets), uncalled bets `returned`. Once the betting is over and the cards that decide a contested pot are known (`board` of 5 and the eligible seats' cards), `status` is complete: each pot's winners (ties split, odd chips one each from the first seat left of the button), final stacks with net results and the hands shown with their category; without those cards, `awaiting_cards` and `missingCards` say which. Chips are conserved at every step. `shuffleId` names a revealed shuffle of this key's organization and environment (`POST /v1/shuffles`, `/deck`, `/reveal`): the cards are then the ones its deck deals, in the documented order (one card to each seat from the seat left of the button, a second round, burn, flop, burn, turn, burn, river). Cards the request gives must be those (each seat's two and the flop's three in any order; a mismatch is 400 validation_failed at `/seats/N/cards` or `/board`); cards it leaves out are filled in from the deck, the board as far as the hand got. The answer's `shuffle` carries the evidence (server seed, client seed, nonce, commitment, deck), also inside the history (OHH extension `pokerworks_shuffle`, PHH `_shuffle_*` fields); an unknown shuffle is 404, one not yet revealed 409 invalid_state. `history: { format: "ohh" | "phh", gameNumber?, tableName?, startedAt? }` adds the hand history so far: an Open Hand History 1.4 document (currency XPM; every action amount is the chips it put in, so a raise is its increment, not its raise-to) or PHH text (TOML; `cbr` amounts are raise-to; players from the first seat left of the button, the button last).
         */
        post: operations["calculateHoldemHand"];
        delete?: never;
        /**
         * CORS preflight for a publishable key (pk_...) from a project's allowed origin
         * @description Browsers send this before a page calls this calculation with a publishable key (`Authorization: Bearer pk_...`). 204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: authorization, content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is one of the `allowedOrigins` of a project (a preflight carries no key; the request that follows is checked against its key's own project). 403 origin_not_allowed for any other origin or no `Origin` header.
         */
        options: operations["preflightCalculateHoldemHand"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calculations/hands/omaha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pot-limit Omaha hand (4 or 5 hole cards): state, legal actions and settlement
         * @description Replays a pot-limit Omaha hand and answers its state after the actions: the hold'em hand endpoint's request and answer (`POST /v1/calculations/hands/holdem`), with `game` ("plo4": four hole cards, 2..10 seats; "plo5": five, 2..8 seats) and these rules. Each seat's `cards` are its 4 or 5 hole cards where known; at showdown a hand is exactly two hole cards and exactly three board cards. Pot limit: a bet or raise goes at most to the current bet plus the pot after the caller's call (every chip in the middle: antes, blinds, dead blinds and this street's bets), so `legalActions.raise.maxTo` = current bet + pot + amount to call; the minimum is as in no-limit (a bet of at least the big blind, a raise of at least the largest bet or raise of the street). Going all-in is a bet or raise like another: `all_in` is offered only when the stack is within the pot limit (or when it only calls); a bet, raise or all-in above the limit is 400 at `/actions/N` with code too_large, saying the limit and how it is made up. Blinds, antes, dead blinds, turn order, short all-ins (which do not reopen the betting), side pots and odd chips are as in the hold'em endpoint. `shuffleId` deals from a revealed shuffle: one card to each seat from the seat left of the button, then again until each has 4 (or 5), then burn, flop, burn, turn, burn, river. `history` adds an Open Hand History document (`game_type` "Omaha", `bet_limit.bet_type` "PL") or PHH text (`variant = "PO"`; PokerKit replays four-card Omaha, five-card is written the same way).
         */
        post: operations["calculateOmahaHand"];
        delete?: never;
        /**
         * CORS preflight for a publishable key (pk_...) from a project's allowed origin
         * @description Browsers send this before a page calls this calculation with a publishable key (`Authorization: Bearer pk_...`). 204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: authorization, content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is one of the `allowedOrigins` of a project (a preflight carries no key; the request that follows is checked against its key's own project). 403 origin_not_allowed for any other origin or no `Origin` header.
         */
        options: operations["preflightCalculateOmahaHand"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/calculations/equity/omaha": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Omaha equity (4 or 5 hole cards), 2 to 6 known hands
         * @description Win, tie and equity of 2 to 6 known pot-limit Omaha hands (`game` plo4: 4 hole cards each; plo5: 5) on any street, with dead cards. A hand is exactly two hole cards and exactly three board cards. Exact wherever the work budget allows (see GET /v1/limits): always from the flop on; preflop only where the boards are few enough (heads-up plo4 preflop is 1,086,008 boards and samples); otherwise `auto` switches to seeded Monte Carlo (byte-identical for the same seed) and `exact` answers 422 compute_budget_exceeded. The answer is the hold'em equity answer's shape: with three or more players, or with `stacks`, each player also has `ties` by number of players sharing; `stacks` (each player's chips in, all in) adds each player's expected `chips` and the `pots` (main pot, then side pots). Ranges are not taken (`players[i].range` is refused), nor hold'em hands (a hand of 2 cards is 400 at its path).
         */
        post: operations["calculateOmahaEquity"];
        delete?: never;
        /**
         * CORS preflight for a publishable key (pk_...) from a project's allowed origin
         * @description Browsers send this before a page calls this calculation with a publishable key (`Authorization: Bearer pk_...`). 204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: authorization, content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is one of the `allowedOrigins` of a project (a preflight carries no key; the request that follows is checked against its key's own project). 403 origin_not_allowed for any other origin or no `Origin` header.
         */
        options: operations["preflightCalculateOmahaEquity"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shuffles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Commit to a fresh shuffle (1 credit)
         * @description No body. Draws a fresh 32-byte server seed from the platform's CSPRNG and answers its `commitment`, the lowercase hex SHA-256 of the 32 seed bytes: publish it to the players before they choose their seeds. The seed itself is stored encrypted (AES-GCM under `SECRETS_KEY`) and is never answered or logged before `POST /v1/shuffles/{shuffleId}/reveal`. The shuffle belongs to the key's organization and environment (and project, for a project-restricted key). Costs one credit; the deck, reveal and get calls that follow are free (they are counted and rate-limited).
         *
         *     Next: `POST /v1/shuffles/{shuffleId}/deck` with the players' seeds.
         */
        post: operations["createShuffle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shuffles/{shuffleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a shuffle and where it stands
         * @description `status` is `committed` (created), `dealt` (deck drawn) or `revealed`. `clientSeed`, `nonce` and `deck` are null until the deck is drawn; `serverSeed` is null until the reveal. Another organization's or environment's shuffle (or another project's, for a project-restricted key) is 404. The answer carries `cache-control: no-store`.
         */
        get: operations["getShuffle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shuffles/{shuffleId}/deck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Draw the deck with the players' seeds (once)
         * @description `clientSeeds`: 1..16 strings of 1..128 characters without `:` (no control characters, not only whitespace), typically one per player; they are joined with `:` in the order given into the construction's `clientSeed`. `nonce`: an integer 0..2^53 - 1, default 0, written in decimal in the HMAC message.
         *
         *     Answers the 52-card deck of pw-shuffle-v1, position 0 first: the order the hand deals it (one card to each seat starting left of the button, a second round, then burn, flop, burn, turn, burn, river). A shuffle draws one deck: a second call, even with the same seeds, is 409 `invalid_state`. The server seed is not in the answer; `POST /v1/shuffles/{shuffleId}/reveal` gives it once the hand is over. The answer carries `cache-control: no-store`.
         */
        post: operations["drawShuffleDeck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shuffles/{shuffleId}/reveal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal the server seed (after the deck was drawn)
         * @description No body. Answers everything needed to check the shuffle: the server seed (64 lowercase hex characters), the joined `clientSeed`, `nonce`, `commitment` and the `deck`. Anyone can then verify: SHA-256 of the seed bytes must equal the commitment published before the players chose their seeds, and the construction must give the same deck (`POST /v1/shuffles/verify`, the page at `/shuffles/verify`, or any HMAC-SHA256 implementation). Before the deck is drawn this is 409 `invalid_state`. Revealing again answers the same, with the time of the first reveal.
         */
        post: operations["revealShuffle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/shuffles/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify a revealed shuffle (public, free)
         * @description No key needed and no credit spent; limited to 60 requests a minute per client address (429 with `retry-after` beyond it). Send what `POST /v1/shuffles/{shuffleId}/reveal` answered: `serverSeed` and `commitment` (64 hex characters each, either case), the joined `clientSeed` and `nonce`. A table hand's evidence (`shuffle` in `GET /api/v1/management/tables/{tableId}/hands/{handNumber}`) can be sent as it is: `alg` is optional, and any value but `pw-shuffle-v1` is 400 `validation_failed`. `commitmentMatches` is true when SHA-256 of the seed's bytes equals the commitment: it proves that this is the seed committed to before the client seeds were chosen, and nothing about the client seed or the nonce. `deck` is the deck pw-shuffle-v1 gives for the seed, client seed and nonce sent, whether or not the commitment matches; any client seed gives some deck. So a shuffle is verified when `commitmentMatches` is true AND `deck`, computed with the client seeds and nonce the players chose (not ones copied from the dealer), is the deck that was dealt (`POST /v1/shuffles/{shuffleId}/deck`). `valid` is the same value as `commitmentMatches`, under its first name; it is not a verdict on the deck. The same check runs offline in the page at `/shuffles/verify`; the construction is in the README.
         */
        post: operations["verifyShuffle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shuffles/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The offline shuffle verifier (HTML)
         * @description A self-contained page that verifies a revealed shuffle in the browser with Web Crypto: it loads no other resource and sends nothing; saved to disk it works offline.
         */
        get: operations["getShuffleVerifierPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage per day, key, endpoint and environment
         * @description Counts every authenticated request of the organization (both environments). The report always covers the whole organization, all of its keys in both environments, even when the calling key is restricted to a project. `from` and `to` are inclusive UTC days (YYYY-MM-DD); the default is the last 30 days including today, and a report spans at most 366 days. Rows are ordered newest day first.
         */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournament-catalog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The approved tournament catalog: presets and approved structures
         * @description Every preset and every approved blind and payout structure of catalog version `2026-06-08.management-tournament-catalog.v2`. The catalog is the same for every organization and environment. Approved structures are read-only; rooms create their own with POST /blind-structures and /payout-structures.
         */
        get: operations["getTournamentCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournament-presets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the tournament presets
         * @description The catalog's presets (`scheduled_mtt_nlhe_v1`, `six_max_nlhe_sng_v1`, and their pot-limit Omaha twins `scheduled_mtt_plo4_v1`, `six_max_plo4_sng_v1`), newest first, with cursor pagination.
         */
        get: operations["listTournamentPresets"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournament-presets/{presetKey}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tournament preset with its default structures
         * @description The preset and its default approved blind and payout structures. An unknown key is 404.
         */
        get: operations["getTournamentPreset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/blind-structures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List approved and room-owned blind structures
         * @description The approved catalog structures and this organization's room-owned ones (room-owned structures are organization-wide: both environments see them), newest first. `ownership` keeps one kind; `roomId` keeps the structures owned by that room (approved structures have no room, so it excludes them).
         */
        get: operations["listBlindStructures"];
        put?: never;
        /**
         * Create a room-owned blind structure
         * @description Levels: `{ kind: "level", smallBlind, bigBlind, ante, durationMinutes, overtime? }` or `{ kind: "break", durationMinutes, colorUp? }`. Blinds are integers >= 1 with bigBlind >= smallBlind and never decrease from one level to the next; ante >= 0; durations 1..240 minutes; at least one level; at most 200 items. The `levels` of a `POST /v1/calculations/tournaments/blinds` result are accepted unchanged: `level` (numbering) and `startsAtMinute` are derived from the order and durations on save, whatever was sent. `roomId` is set here and cannot change.
         */
        post: operations["createBlindStructure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/blind-structures/{blindStructureId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a blind structure
         * @description An approved structure or one of this organization's room-owned structures; any other id is 404.
         */
        get: operations["getBlindStructure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a room-owned blind structure
         * @description Changes the fields sent (`levels` replaces the whole list and is validated as on create; `provenance: null` clears it). `roomId` is create-only: sending it is 400. Approved structures are read-only: 403 forbidden. Tournaments refer to structures by id, so they see the change.
         */
        patch: operations["updateBlindStructure"];
        trace?: never;
    };
    "/api/v1/management/payout-structures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List approved and room-owned payout structures
         * @description The approved catalog structures and this organization's room-owned ones (room-owned structures are organization-wide: both environments see them), newest first. `ownership` keeps one kind; `roomId` keeps the structures owned by that room (approved structures have no room, so it excludes them).
         */
        get: operations["listPayoutStructures"];
        put?: never;
        /**
         * Create a room-owned payout structure
         * @description Tiers `{ fromPlace, toPlace, basisPoints }` give the share of the prize pool paid to each place of the tier, in basis points (1/10000). Tiers are contiguous from place 1, a lower place never pays more than a better one, the per-place basis points sum to exactly 10000, and the last paid place is at most `minPlayers` (so every paid place has a player). `minPlayers` 2..10000, `maxPlayers` 1..10000 and >= `minPlayers`. The response's `summary` gives `placesPaid`, `basisPointsTotal` and `topShareBasisPoints`. `roomId` is set here and cannot change.
         */
        post: operations["createPayoutStructure"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/payout-structures/{payoutStructureId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a payout structure
         * @description An approved structure or one of this organization's room-owned structures; any other id is 404.
         */
        get: operations["getPayoutStructure"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a room-owned payout structure
         * @description Changes the fields sent (`payouts` replaces the whole list; `provenance: null` clears it). The result must satisfy every rule of create: a field that is not sent keeps its value and still counts (lowering `minPlayers` below the last paid place is 400). `roomId` is create-only: sending it is 400. Approved structures are read-only: 403 forbidden. The merged result is checked against the version read and written only onto that version: when another write changed the structure in between, nothing is written and the answer is 409 conflict (re-read and retry).
         */
        patch: operations["updatePayoutStructure"];
        trace?: never;
    };
    "/api/v1/management/tournaments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List tournaments
         * @description Tournaments of the key's organization and environment (and project, for a project-restricted key), newest first; filter by `status` and `roomId`.
         */
        get: operations["listTournaments"];
        put?: never;
        /**
         * Create a draft tournament from a preset
         * @description Creates a `draft` tournament in the key's environment; `projectId` is the key's project restriction (null without one). The blind and payout structures must be approved or owned by the same `roomId`, and `trustMode` must be one of the preset's `allowedTrustModes`; otherwise 400 with the field's path (an unknown structure id is 400 too). `schedule.startsAt` is an RFC 3339 date-time (any offset; returned in UTC) and may be in the past while the tournament is a draft: publishing needs it in the future. `schedule.startWhen` is `time` (at `startsAt`, which is then required: 400 at /schedule/startsAt) or `full` (when the last seat is taken; `startsAt` optional); the sit-and-go preset defaults to `full`, other presets to `time`. `schedule.lateRegistrationLevels` (0 = none) is how many levels late registration stays open once the service runs the tournament, at most the preset's (400 above it), which is the default; `lateRegistrationMinutes: 0` also means none, other values of it are informational. An IANA `timezone` is optional and informational. `prizePool` is a fixed prize pool; or `buyIn: { amount, rebuyAmount?, addOnAmount? }` with an optional `guaranteedPrizePool` makes a pool that grows with the entries (400 at /buyIn with both, at /guaranteedPrizePool for a guarantee without `buyIn`). `rebuys: { untilLevel, maxPerEntry, chips }` and `addOn: { afterLevel, chips }` sell chips while the service runs the tournament: `chips` at most twice the preset's starting stack, `untilLevel` within the blind structure's levels and `afterLevel` before its last level (400 at the field otherwise).
         *
         *     Optional `x-idempotency-key`: see the header. A replay answers the stored 201 body (the tournament as it was created).
         */
        post: operations["createTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a tournament
         * @description Another organization's or environment's tournament (or another project's, for a project-restricted key) is 404.
         */
        get: operations["getTournament"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a draft or scheduled tournament's name, schedule, trust mode or prize pool
         * @description Only `name`, `schedule`, `trustMode`, `prizePool`, `buyIn`, `guaranteedPrizePool`, `bounty`, `rebuys` and `addOn` (`null` removes one); any other field is 400. The prize pool may change until the tournament runs: a fixed `prizePool`, or `buyIn` (with an optional `guaranteedPrizePool`) for a pool that grows with the entries; `null` removes one (400 at /buyIn with both, at /guaranteedPrizePool for a guarantee without `buyIn`). `schedule.startWhen: time` needs a `startsAt` (400 at /schedule/startsAt); `schedule.lateRegistrationLevels` at most the preset's (400), `null` for the preset's. `schedule` is merged field by field: `startsAt` replaces the start, `lateRegistrationMinutes: null` and `timezone: null` remove those. Allowed while `draft` or `scheduled`, else 409 invalid_state. A `scheduled` tournament must keep a future `startsAt` (a past one is 409 invalid_state; a draft may hold any). `trustMode` must be allowed by the preset (400) and must accept every registered entry (switching to `human_only` with a bot registered is 409 invalid_state). The update is one conditional statement, so it never lands on a tournament that changed state meanwhile.
         */
        patch: operations["updateTournament"];
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a draft tournament (draft -> scheduled)
         * @description No body. Answers 200 with the `scheduled` tournament (`publishedAt` set); registration opens. 409 invalid_state when the tournament is not a draft, when `schedule.startsAt` is not in the future, or when the payout structure's player range does not fit the preset (the two ranges must overlap; the tournament then runs with a player count inside both). The transition is one conditional statement: of concurrent publishes exactly one succeeds, the others are 409. A tournament with `schedule.startWhen: full` starts within 10 s of its last seat being taken (and at `startsAt`, when it has one, with the entries it has then). At `schedule.startsAt` the service runs the tournament on hosted tables: it draws the seats of the registered entries, opens the tables, moves the blinds up by the structure's clock, balances and breaks tables, and completes it (status `running`, then `completed` with `tournament.completed`). A builder who runs the tournament itself completes it with POST /complete before then.
         *
         *     Optional `x-idempotency-key` (scoped to this tournament): a retry with the same key answers the stored 200 with `idempotent-replayed: true` instead of 409.
         */
        post: operations["publishTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a draft or scheduled tournament
         * @description The body is optional: `{ reason? }` (at most 500 characters), returned as `cancellationReason`. Answers 200 with the `cancelled` tournament (`cancelledAt` set). Registered entries stay listed as they were; nothing is paid. A completed or already cancelled tournament is 409 invalid_state. One conditional statement: of concurrent cancels exactly one succeeds.
         */
        post: operations["cancelTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/entries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a tournament's entries (public-safe)
         * @description Public-safe entries `{ id, displayName, participant, status, place, prize, registeredAt }`, newest registration first; never `playerRef`, never withdrawn entries. `status` is `registered`, or `finished` once the tournament is completed (then `place` and `prize` are set; `prize` is 0 for unpaid places). `limit` 1..100 (default 50), `cursor` from `page.nextCursor`.
         *
         *     Lookup by your own reference: with `playerRef`, the answer holds the one entry registered with it (whatever its status, `withdrawn` included, so a retry can tell a withdrawn entry from none) or no entry, and only then each entry carries `playerRef`; `page.hasMore` is false. Lists without that query never show a `playerRef`.
         */
        get: operations["listTournamentEntries"];
        put?: never;
        /**
         * Register an entry in a scheduled tournament (or late, while a running one's late registration is open)
         * @description `displayName` 1..64 (public), `playerRef` 1..128 (your private player reference: stored, returned only by the lookup `GET .../entries?playerRef=`), `participant` `human` | `bot`. While the tournament is `scheduled`, and while it is `running` during its `schedule.lateRegistrationLevels` (the preset's by default): a late entry gets the preset's starting stack and a seat at the shortest table at once (a new table when every table is full); once late registration has closed, or in any other state, 409 invalid_state. The participant must fit the trust mode: `human_only` refuses bots, `bot_only` refuses humans, `mixed_declared` takes both as declared (400 at /participant otherwise). A tournament is full at the smaller of the preset's and the payout structure's `maxPlayers` (409 invalid_state); one that starts when full (`schedule.startWhen: full`) starts within 10 s of the registration that filled it. One entry per `playerRef` and tournament: a second registration is 409 conflict whose problem body carries the existing entry's id as `entryId` (checked before the tournament's state, so a retry after a lost answer always finds its entry). A withdrawn entry's `playerRef` may register again: the registration reopens that same entry (same `id`, the new `displayName` and `participant`, `registeredAt` now). Answers 201 with the public-safe entry; the tournament's `entrants` counts it.
         *
         *     Optional `x-idempotency-key` (scoped to this tournament's entries): see the header. A replay answers the stored 201 body (the entry as it was registered).
         */
        post: operations["registerTournamentEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/entries/{entryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw an entry before it is seated
         * @description Withdraws a registered entry while its tournament is `scheduled` (before the seat draw seats it). The entry's `status` becomes `withdrawn`: it is no longer listed, nor counted in the tournament's `entrants`, and it is left out of the draw. Its `playerRef` is free again: registering it again reopens the same entry (same `id`); the lookup `GET .../entries?playerRef=` still finds the withdrawn entry until then. Withdrawing an entry already withdrawn answers 200 with it again (a retry after a lost answer). Once the tournament is `running` (every entry is seated at the draw, and a late entry as it registers), `completed` or `cancelled`, 409 invalid_state and nothing changes. An unknown entry, or another tenant's tournament or entry, is 404. No body.
         */
        delete: operations["withdrawTournamentEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Standings of a tournament the service runs
         * @description Public-safe standings: entry id, display name, participant, status, chips, table, place and prize; never a playerRef. Busted entries have their final place (tied busts of one hand with equal starting chips, or of one hand-for-hand round, share the best of their places) and their prize (tied places split exactly); the rest are ordered by chips. `draw` is the seat draw's evidence once the tournament started: sort the entry ids, read the pw-shuffle-v1 stream of (serverSeed, clientSeed, nonce), and swap position i with uniform(i + 1) from the top; the result is `order`, dealt round the tables. While late registration is open a busted entry is `busted` with `place` and `prize` null: places are decided for the final field when it closes (the earliest busts lowest). `clock` while the service runs the tournament: the level number (1-based, breaks not counted; during a break, the level that follows it), its blinds and ante, when it ends (null for the last level), the end of a break in progress (`breakUntil`, null when none) and whether late registration is `open`; null before the start. `deal` is the final-table deal, when one was proposed (POST .../deals): its amounts, each player's answer and its status. Once one is accepted, its players' prizes are their deal amounts (the winner also takes `leaveForWinner`). A tournament that is not published yet, or that the builder completes itself, answers an empty list with `draw: null`.
         */
        get: operations["getTournamentStandings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tables a running tournament plays on
         * @description The hosted tables still in play, with their player counts; a broken table leaves the list. Each is a table object like a ring game's: the live socket is GET /v1/tables/{tableId}/connect with a ticket.
         */
        get: operations["listTournamentTables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/entries/{entryId}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A connection ticket to an entry's seat, wherever it sits
         * @description A single-use ticket (60 s) for the socket of the seat the entry holds now in a running tournament: the director knows where every entry sits, so the ticket follows the player across table moves. The answer's `connectUrl` names the table. An entry that is not seated (the tournament has not started, or the entry busted) is 409 invalid_state; an unknown entry or tournament is 404. No body.
         */
        post: operations["createEntryTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose a final-table deal to the players left
         * @description Proposes a deal to every player left in a running tournament, computed by the ICM deal calculation (POST /v1/calculations/icm/deal) from their chips after the last finished hand and the prizes of the places left (the payout structure's, for the final field): `method` picks its `icm`, `chipChop` or `equal` suggestion. The amounts plus `leaveForWinner` add up exactly to the prizes left. Each player answers once, accept or decline, within 6 x the tables' action clock (`expiresAt`): over the table socket (the `deal` message) or POST .../deals/{dealId}/answers. While the deal is open the final table pauses between hands (the hand in progress finishes). One decline ends it (`declined`); an answer missing at `expiresAt` lets it expire; a player busting in the hand that was being played makes it `void`. Play then resumes. When every player accepts, the amounts are fixed: with `leaveForWinner` play goes on and the last player left takes it on top of their amount; with nothing left the tournament completes at once, the players placed by chips (equal chips share a place). `tournament.completed` carries the deal. 409 invalid_state when more than the final table remains (every player left must sit at one table), while late registration is open, when no prize money is left, when a deal is open, or after one was accepted; 400 at /leaveForWinner when it is over the gap between the first two prizes left.
         */
        post: operations["proposeTournamentDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/deals/{dealId}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a final-table deal for a player
         * @description Records a player's answer to the open deal, for builders whose backend speaks for its players (a seat's socket sends the `deal` message instead). Each player answers once: the same answer again is answered 200 with `replayed: true` and changes nothing (also once the deal is decided); the other answer is 409 conflict while the deal is open. The last acceptance fixes the amounts (status `accepted`); a decline ends the proposal (`declined`); either way the final table plays on, or, accepted with nothing left to play for, the tournament completes. 404 for a deal or entry this tournament does not have; 409 invalid_state for an entry that is not one of the deal's players (it had busted when the deal was proposed) and for a deal that is no longer open (accepted, declined, expired at `expiresAt`, or void).
         */
        post: operations["answerTournamentDeal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/entries/{entryId}/rebuys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sell a rebuy to an entry of a running tournament
         * @description Adds the tournament's `rebuys.chips` to the entry's stack, chips your backend vouches for (take the rebuy from the player's play-money balance first). No body. Sold from the start until level `rebuys.untilLevel` ends, at most `rebuys.maxPerEntry` per entry, to an entry whose stack (after its last finished hand, rebuys on their way included) is at or below the preset's starting stack, or that busted during the rebuy period: a busted entry is seated again, at the shortest table (`reentry: true`), and its earlier bust never gets a place. The chips reach the stack before the entry's next hand: at once between hands, else at the end of the hand it is playing (before it could bust). With `buyIn.rebuyAmount`, each rebuy adds that much to the prize pool; busts are placed once the pool is fixed (late registration, rebuys and the add-on window all closed). Otherwise 409 invalid_state with the reason: no rebuys in this tournament, the period is over, the entry has had its rebuys, its stack is above the starting stack, it is out (placed), it was withdrawn, or the tournament is not running. An unknown entry, or another organization's, is 404.
         *
         *     Optional `x-idempotency-key` (scoped to this tournament's rebuys, the entry being the request): a replay answers the first purchase and sells nothing more; the same key for another entry is 422 idempotency_key_mismatch. The director also remembers the key, so a retry after a lost answer never sells twice.
         */
        post: operations["buyTournamentRebuy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/entries/{entryId}/add-ons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sell the add-on to an entry of a running tournament
         * @description Adds the tournament's `addOn.chips` to the entry's stack, chips your backend vouches for. No body. One add-on per entry still playing, whatever its stack, in the add-on window: the break after level `addOn.afterLevel` when the blind structure has one there, else during the level after it. The chips reach the stack before the entry's next hand (at once during the break). With `buyIn.addOnAmount`, each add-on adds that much to the prize pool. Otherwise 409 invalid_state with the reason: no add-on in this tournament, not the window, the entry has had its add-on, it is not playing (busted, placed, withdrawn), or the tournament is not running. An unknown entry, or another organization's, is 404.
         *
         *     Optional `x-idempotency-key` (scoped to this tournament's add-ons, the entry being the request): a replay answers the first purchase; the same key for another entry is 422 idempotency_key_mismatch.
         */
        post: operations["buyTournamentAddOn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tournaments/{tournamentId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a scheduled tournament with its results (scheduled -> completed)
         * @description `results` places every registered entry exactly once with places 1..n (n = `entrants`): an unknown or repeated `entryId`, a repeated place, a place above n or a missing entry is 400 with the field's path. `prizePool` (optional integer, default 0 = no prizes) becomes integer prizes that sum exactly to the pool. A fixed payout structure (`ladder: null`) splits it by its per-place basis points: each paid place gets floor(pool x bp / 10000) and the units left over go one each to the places with the largest remainders, ties to the better place. A calculated structure (`ladder` set, such as the scheduled MTT preset's default `ps_approved_mtt_standard_ladder_v1`, 2..10000 entrants) pays the payouts calculation's ladder for the final field: exactly the amounts `POST /v1/calculations/tournaments/payouts` answers for `{ entrants, prizePool, style, rounding, buyIn }` with the ladder's style and rounding unit and the style's default places paid (ties and the rounding residue as that calculation assigns them). `buyIn` (optional, calculated structures only; 400 at /buyIn otherwise, checked before any 409) keeps the min cash at or above the buy-in whenever the pool allows it, as in that calculation. Unpaid places get 0. Needs at least 2 entrants and the preset's `minPlayers`, and with a prize pool the entrant count must lie in the payout structure's player range (409 invalid_state otherwise, nothing changes). The body may be up to 2097152 bytes (results of up to 10000 entrants; also in GET /v1/limits). Only a `scheduled` tournament can be completed (409 invalid_state). Answers 200 with the completed tournament; the state change, the entries' places and prizes and the `tournament.completed` event row commit in one batch, and concurrent completions make exactly one transition. After the commit, the event is queued for delivery to every matching webhook endpoint.
         *
         *     Optional `x-idempotency-key` (scoped to this tournament): a retry with the same key and body answers the stored 200 with `idempotent-replayed: true` instead of 409. Should the stored answer be lost after the completion committed, the completion still answers 200 and queues its event, and a request with a key and a body that makes exactly the committed places and prizes is answered the same way (`idempotent-replayed: true`).
         */
        post: operations["completeTournament"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List projects
         * @description The organization's projects, newest first. A key restricted to a project sees only that project.
         */
        get: operations["listProjects"];
        put?: never;
        /**
         * Create a project
         * @description Projects are organization-wide (both environments). `projectId` is 1..160 characters of `[A-Za-z0-9_-]`, unique within the organization (a duplicate is 409 conflict). `allowedOrigins` holds at most 25 origins `http(s)://host[:port]` with no path (not even `/`), query or fragment; they are normalized (lowercase scheme and host, default port dropped) and duplicates are removed. A key restricted to a project cannot create projects (403).
         */
        post: operations["createProject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/projects/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a project
         * @description Another organization's project, and for a project-restricted key any other project, is 404.
         */
        get: operations["getProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a project's name or allowed origins
         * @description Needs a management token (a key with the `management` scope). `allowedOrigins` replaces the whole list and is validated and normalized as on create. `projectId` cannot change. A project-restricted key can update only its own project (others are 404).
         */
        patch: operations["updateProject"];
        trace?: never;
    };
    "/api/v1/management/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Endpoints of the key's organization and environment (and project, for a project-restricted key), newest first. Never a secret.
         */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Create a webhook endpoint (its signing secret is shown once)
         * @description Creates an `active` endpoint in the key's environment; `environment` must be the key's (403 environment_mismatch otherwise). `projectId` must be an existing project of the organization (a project-restricted key: its own project), else 400 at /projectId. `eventTypes` lists what the endpoint receives: `tournament.completed`, `table.seat_closed`, `tournament.started`, `tournament.entry_eliminated` (duplicates are dropped).
         *
         *     URL policy: `live` endpoints need `https` and a public host; `test` endpoints may also use `http`, and target loopback only where the service runs with `WEBHOOK_ALLOW_LOOPBACK` (local development). Refused everywhere: user information (`user:pass@`), `localhost` and other local-only names (`*.local`, `*.internal`, single labels), and IP literals outside public unicast, in any spelling (private, loopback, link-local and unique-local ranges, IPv4 or IPv6, IPv4-mapped, decimal or hex). A refused URL is 400 at /url with code `not_allowed` (the message says why); the URL is stored normalized (lowercase host, default port dropped). Creation does not call the URL.
         *
         *     The answer carries the signing secret, `whsec_` + base64 of 32 random bytes, and `cache-control: no-store`: it is shown here once and never again (it is stored encrypted). Deliveries are signed with it per Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/webhook-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a webhook endpoint
         * @description Never the secret. Another organization's, environment's or (for a project-restricted key) project's endpoint is 404.
         */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a webhook endpoint (verified first whenever the result is active)
         * @description Changes `eventTypes`, `label`, `status` (`active` | `disabled`) and `url` (under the URL policy of create: 400 at /url with `not_allowed`).
         *
         *     Whenever the endpoint would be `active` after the update, it is verified first: a signed POST (signed like a delivery, with both secrets during a rotation) of `{"type":"webhook_endpoint.verification","endpointId":...,"challenge":...}` goes to the resulting URL, and any 2xx within `WEBHOOK_TIMEOUT_MS` (10 s by default) passes; redirects are not followed. If it fails, none of the requested changes is applied, only `lastVerifiedAt` and `lastVerificationStatus: "failed"` are recorded, and the answer is 422 endpoint_verification_failed with `verification: { httpStatus (null when no answer came), error }`. If it passes, the changes apply with `lastVerificationStatus: "succeeded"`. Disabling is never verified; a disabled endpoint receives nothing, and deliveries queued for it end `failed` (recoverable once it is active again).
         */
        patch: operations["updateWebhookEndpoint"];
        trace?: never;
    };
    "/api/v1/management/webhook-endpoints/{endpointId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate an endpoint's signing secret (24 h overlap, one rotation at a time)
         * @description No body. Issues a new secret, shown once in this answer (`cache-control: no-store`). For the next 24 hours (`previousSecretExpiresAt`) every request to the endpoint carries two signatures, `webhook-signature: v1,<new> v1,<old>`, so a receiver can switch secrets at its own pace; then only the new one signs. Every secret this route hands out keeps signing until its own overlap has ended: a rotation while the previous one's overlap runs is refused with 409 invalid_state (the detail says when it ends) and changes nothing, so a request never carries more than two signatures. A rotation is conditional on the secret it replaces: of concurrent rotations exactly one succeeds, the others answer 409 conflict and change nothing (the winner's secret is the current one).
         */
        post: operations["rotateWebhookEndpointSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/webhook-endpoints/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List an endpoint's deliveries (the delivery log)
         * @description One delivery per (event, endpoint), newest first; filter by `status`. `attempt` counts the attempts made so far and `responseStatus` is the receiver's answer to the latest one (null when none came: a timeout or a connection failure). `status`: `pending` (queued, no answer yet), `retrying` (failed, another attempt at `nextAttemptAt`), `succeeded` (a 2xx), `failed` (every attempt of the retry schedule failed, or the endpoint was disabled meanwhile; see recover). Each delivery's attempts, one by one, are at GET .../deliveries/{deliveryId}.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/webhook-endpoints/{endpointId}/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a delivery with every attempt
         * @description The delivery and each of its attempts, oldest first: when it was made (`attemptedAt`), the receiver's `responseStatus` (null when none came), `durationMs`, and for a failed attempt its `error`: `http_status` (a non-2xx answer, redirects included), `timeout` (no complete answer within `WEBHOOK_TIMEOUT_MS`), `network` (the connection failed), or, for an attempt that failed before anything was sent, `url_not_allowed` (the URL policy refused the stored URL), `secret_unavailable` (the signing secret could not be opened, e.g. after the server's SECRETS_KEY changed) or `internal_error` (the request could not be built, e.g. storage failed). Neither the body sent nor the body received is stored.
         */
        get: operations["getWebhookDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/webhook-endpoints/{endpointId}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-queue an endpoint's failed deliveries (with a dry run)
         * @description Re-queues the endpoint's `failed` deliveries whose event happened in [`since`, `until`) (`until` defaults to now), oldest first, at most 1000 a call (`hasMore` says when more are left). Each goes out again with its original `webhook-id` (the event id), so a receiver that already has it can drop it; it gets the whole retry schedule again, and its attempts keep counting in the delivery log. `dryRun: true` only counts what would be re-queued and changes nothing.
         *
         *     Idempotent for a window: a re-queued delivery is `pending` until its new attempts finish, so repeating the call meanwhile (or concurrently) re-queues nothing twice. Recovering needs an `active` endpoint (409 invalid_state; a dry run works on a disabled one too).
         */
        post: operations["recoverWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/ring-games": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ring games
         * @description Ring games of the key's organization and environment (and project, for a project-restricted key), newest first. Filter by `roomId` and `status` (`open` | `closed`); `limit` 1..100 (default 50) and `cursor` page as every list does.
         */
        get: operations["listRingGames"];
        put?: never;
        /**
         * Create a ring game (the settings its hosted tables run with)
         * @description Creates an `open` play-money ring game in the key's environment; its tables are created with POST /ring-games/{ringGameId}/tables. `game` is `nlhe` (no-limit hold'em), `plo4` or `plo5` (pot-limit Omaha with 4 or 5 hole cards: the largest bet or raise is the pot after the call; plo5 tables seat at most 8, else 400 at /tableSize). `tableSize` 2..10, `smallBlind` >= 1, `bigBlind` >= `smallBlind`, `buyIn` 1 <= `min` <= `max` (chips), `ante` `{ kind: traditional | big_blind, amount >= 1 }` or null (the default). `clock`: `actionSeconds` 5..120 (default 20), `timeBankSeconds` 0..600 (default 30); either may be left out. `spectators`: `mode` `live` (default), `delayed` or `off`; `delaySeconds` (0..900) applies to `delayed` only, where it defaults to 60 and must be at least 1; with `live` or `off` it is 0 (another value is 400). `trustMode` gates the seats: `human_only` refuses bots, `bot_only` refuses humans, `mixed_declared` takes both, each marked. `projectId` is optional and must be a project of the organization (400 at /projectId otherwise); a project-restricted key's ring games are always its project's (leave it out, or name that project). `fairness.revealAfter` says when each hand's server seed (its shuffle evidence) is published: `hand` at the hand's end, or `table_close` when the table closes; by default `hand` for `bot_only` and `table_close` otherwise. The commitment is always published before the first card; the seed discloses the hand's whole deck, folded and mucked cards included. Blinds, ante, buy-in, table size, trust mode and fairness are fixed once created; name, clock, spectators and status change with PATCH.
         *
         *     Optional `x-idempotency-key`: see the header. A replay answers the stored 201 body (the ring game as it was created).
         */
        post: operations["createRingGame"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/ring-games/{ringGameId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a ring game
         * @description Another organization's or environment's ring game (or another project's, for a project-restricted key) is 404.
         */
        get: operations["getRingGame"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update a ring game's name, clock, spectators or status
         * @description Only `name`, `clock`, `spectators` and `status`; any other field (blinds, ante, buy-in, table size, trust mode, room) is 400: they are fixed once the ring game exists. `clock` and `spectators` are merged field by field over the current ones, with the limits of the create; the new clock and spectator settings reach every table of the game (a hand in progress keeps the deadline it has). `status: "closed"` closes the ring game and every table: hands in progress finish, then every seat stands up (`table.seat_closed` with reason `table_closed`); no table can be created in it afterwards. Closing is final: a closed ring game answers 409 invalid_state to any other change, while `status: "closed"` again answers 200 and closes its tables again (so a close that failed half way can be retried). The update is one conditional statement, so it never lands on a ring game that closed meanwhile.
         */
        patch: operations["updateRingGame"];
        trace?: never;
    };
    "/api/v1/management/ring-games/{ringGameId}/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a ring game's tables with their public state
         * @description The ring game's tables, newest first, each with its public state as GET /tables/{tableId} answers it (seats, button, board, pots, who acts): enough for a lobby. `limit` 1..100 (default 50) and `cursor` page as every list does; closed tables stay listed with status `closed`.
         */
        get: operations["listTables"];
        put?: never;
        /**
         * Open a table in a ring game
         * @description Opens a hosted table that runs with the ring game's settings: `waiting` until two players are seated, then it deals hands by itself. `name` (1..120) is optional; the default is `Table <n>`, n counting the ring game's tables. A closed ring game takes no table (409 invalid_state). The answer is the table's public state (as GET /tables/{tableId}).
         *
         *     Optional `x-idempotency-key` (scoped to the ring game's room): a replay answers the stored 201 body (the table as it was created).
         */
        post: operations["createTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tables/{tableId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a table's public state
         * @description What every role may see: seats (display name, participant, status, stack, connected), button, board, pots, the seat to act and its deadline. Never a hole card, a deck order, a server seed or a `playerRef`. Another organization's or environment's table (or another project's, for a project-restricted key) is 404.
         */
        get: operations["getTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tables/{tableId}/seats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Seat a player with a stack you vouch for
         * @description Seats a player at the table with `stack` chips (within the ring game's `buyIn`, else 400 at /stack) and answers the seat, its `seatingId` and a connection ticket for the socket (`GET /v1/tables/{tableId}/connect?ticket=...`: single use, valid 60 s). The seat starts a *seating*, this player's stay in the seat: its tickets, socket, private events and actions belong to that seating, never to the seat number, so nothing of it reaches whoever sits there next. A `house` bot's seat has `ticket: null`: the service plays it, and no client connects to it or acts for it. `playerRef` (1..128) is your private player reference: never shown to other players, spectators or in histories; `displayName` (1..64) is public. `participant` must fit the ring game's `trustMode` (`human_only` refuses bots, `bot_only` refuses humans: 400 at /participant). `control` is for bots only (400 at /control for a human): `house` (default) is played by the service's documented house rules, `client` is played by your own client over the socket or POST .../actions. `seatNumber` (1..tableSize, else 400) picks a seat; without it the lowest free seat is taken. A full table, a taken seat number or a `playerRef` already seated at this table is 409 conflict; a closed table or ring game is 409 invalid_state. A player seated between hands is dealt in from the next hand.
         *
         *     Optional `x-idempotency-key` (scoped to the ring game's room and this table): a replay answers 201 with the same seat and a fresh ticket (tickets are stored only as a hash, so the first one cannot be shown again); when that player no longer holds the seat, 409 conflict.
         */
        post: operations["seatTablePlayer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tables/{tableId}/seats/{seatNumber}/tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a fresh connection ticket for a seat
         * @description A new single-use ticket (valid 60 s) for the seated player's socket: to reconnect, or to move to another device. Opening a socket with it replaces the seat's current socket; earlier tickets keep no power once one is used. The ticket is for the seating that holds the seat now (its `seatingId`); pass `?seatingId=` to be sure it is still the player you mean (409 conflict otherwise). A house bot's seat gets no ticket (409 conflict): the service plays it. An empty seat is 404; a seat number above the table size is 400. No body.
         */
        post: operations["createSeatTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tables/{tableId}/seats/{seatNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Stand a player up
         * @description Not in a hand: the player stands up at once and `finalStack` is the stack they leave with (credit it in your wallet). In a hand: the seat is `leaving` and stands up when the hand ends; `finalStack` is null here and comes in the `table.seat_closed` event, which is sent once for every seat however it closes. An empty seat is 404.
         */
        delete: operations["standUpSeat"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tables/{tableId}/seats/{seatNumber}/actions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Act for a seat (server-side clients and bots)
         * @description Applies a betting action for the seat exactly as its socket would (an `act` message), for your own backend or a `client`-controlled bot. `hand` is the hand number and `index` the number of actions of that hand seen so far: an action for another hand or index (stale, repeated, or not this seat's turn) is 409 conflict and changes nothing. `action` is `fold`, `check`, `call`, `bet`, `raise` or `all_in`; `to` (the seat's total bet on the street after it) is required for `bet` and `raise` and refused otherwise. An action the rules refuse in that state is 400 validation_failed (the message says which rule); legal actions and amounts are the rules engine's (POST /v1/calculations/hands/holdem). `seatingId` (optional, from POST .../seats) binds the action to that player's stay in the seat: when another seating holds the seat now, 409 conflict. A house bot's seat takes no action from any client (409 conflict). This route never suggests an action: it applies the one you send.
         */
        post: operations["actAtTable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tables/{tableId}/seats/{seatNumber}/top-ups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Top up a seated player's stack
         * @description Adds `amount` chips to a ring game seat's stack: chips your backend vouches for (take them from the player's play-money balance first). Between hands they are added at once (`status: applied`); when the seat is dealt in the hand in progress they are added when that hand ends, before the next one (`status: pending`), so a player who lost the rest of the stack in that hand keeps the seat. The stack never goes above the ring game's `buyIn.max`: an amount that would take the chips behind plus those pending above it is 400 at /amount, and the answer's `maxAmount` says how much more fits. If the hand in progress wins the seat enough chips that a pending top-up no longer fits, only what fits is added and the rest is reported as `returned` (in the `topped_up` event and in `table.seat_closed`'s `topUps`): credit it back. Players at the table see a `topped_up` event and the seat's new stack; `table.seat_closed` counts the chips top-ups added (`topUps.added`) in its `finalStack`. `seatingId` (optional, from POST .../seats) binds the top-up to that player's stay in the seat: when another seating holds the seat now, 409 conflict. An empty seat is 404; a tournament table is 409 conflict (its chips come from the tournament); a closed table or a seat that is leaving is 409 invalid_state.
         *
         *     Optional `x-idempotency-key` (scoped to the ring game's room and this table): a replay answers the first answer and adds nothing; the table itself also remembers the key for 24 h, so the chips are added once.
         */
        post: operations["topUpSeat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tables/{tableId}/hands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a table's finished hands
         * @description The table's finished hands, newest first: hand number, start and end, the seats dealt in, the board and the chips in the pots. `limit` 1..100 (default 50) and the opaque `cursor` page as every list does. The table keeps its recent hands; older ones may be pruned (the list then ends there).
         */
        get: operations["listTableHands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/tables/{tableId}/hands/{handNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a finished hand's history (OHH, PHH or JSON) with its shuffle evidence
         * @description `format`: `ohh` (default) answers `document`, an Open Hand History 1.4 document; `phh` answers `text`, a PHH (TOML) document; `json` answers `hand` (the hand as the table recorded it: seats, forced bets, actions, board, shown cards) and its `settlement` (pots, winners and stacks by seat number). The histories are written by replaying the recorded actions through the rules engine, the same engine and writers as POST /v1/calculations/hands/holdem. Players are named by their display names (never by `playerRef`); only the hole cards shown at showdown appear, never the cards of a seat that folded or mucked. `shuffle` is the hand's shuffle `{ alg, commitment, serverSeed, clientSeed, nonce }`: POST /v1/shuffles/verify (or the offline verifier) recomputes the deck from it, and the commitment is the one the hand announced before its first card. OHH carries it in `pokerworks_shuffle`, PHH in `_shuffle_*` fields. `serverSeed` is null until the ring game's fairness policy reveals it (`revealAfter`: `hand`, at each hand's end; `table_close`, when the table closes): the seed discloses the whole deck, so until then folded and mucked cards stay private. A hand in progress, or one the table no longer keeps, is 404.
         */
        get: operations["getTableHand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/management/embed-sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a spectator or player embed session (its launch URL carries a one-time secret)
         * @description A builder's server calls this and hands `launch.launchUrl` to the spectator's browser, which opens it in an iframe on `origin`. The launch URL is `<EMBED_BASE_URL>/embed/spectator/<embedSessionId>#launchSecret=<secret>`: the secret (`els_` + 43 base64url characters, 256 random bits) is in the fragment, which browsers never send to a server or in a `Referer`. It is stored only as a SHA-256 hash, opens the session once, and is shown only in this answer (`cache-control: no-store`). The session lives `EMBED_SESSION_TTL_SECONDS` (default 600 s) from creation; `expiresAt` says until when.
         *
         *     `environment` must be the key's (403 environment_mismatch). `projectId` must be a project of the organization (a project-restricted key: its own), else 400 `not_found` at /projectId; `productKey` must name a product of the registry (`arena-holdem`, `club-tables`, `sng-express`), else 400 `not_found` at /productKey. `origin` (an origin: `http(s)://host[:port]`) and the origin of `returnUrl` must both be in the project's `allowedOrigins` (compared normalized: lowercase, default port dropped), else 403 origin_not_allowed. `target.ringGameId` must name a ring game of the project (or one of the organization without a project), else 400 `not_found` at /target/ringGameId; `target.tableIds`, when given (1..100 distinct ids), must be tables of that ring game (400 `not_found` at /target/tableIds/<i>) and are the only tables the spectator may watch; without it any table of the ring game, also one opened later. A ring game whose `spectators.mode` is `off`, or that is closed, refuses spectator sessions: 409 invalid_state (after the origin checks). `target` may name a tournament instead, `{ tournamentId, tableIds? }`: one of the project (or of the organization without a project), else 400 `not_found` at /target/tournamentId; `tableIds`, when given, must be tables the tournament plays on now (GET /tournaments/{id}/tables; 400 `not_found` at /target/tableIds/<i>) and the page stays on them; without it the page follows the tournament: it watches a table in play and, when that table closes (the director broke it up), moves to another, so it ends at the final table. A tournament's tables are always live to spectators, and show the public view only (no hole card before showdown). A completed or cancelled tournament is 409 invalid_state; a draft or scheduled one is accepted (the page waits for its first table). With exactly one table in `target.tableIds` the launch URL names it (`#launchSecret=<secret>&tableId=<table>`) and works as returned; with several, or none, the page shows the spectator a picker of the session's tables (a site may still append `&tableId=<table>` to open one directly).
         *
         *     `mode: "player"` (a player embed) targets one seat instead: `{ tableId, seatNumber }`, the human seated there now at a table of a ring game of the project (or of the organization), or `{ tournamentId, entryId }`, a registered human entry of such a tournament, wherever the tournament seats it. An unknown table or tournament is 400 `not_found` at /target/tableId or /target/tournamentId; an empty seat 400 `not_found` at /target/seatNumber; a bot's seat or entry, or an entry that finished, 400 `not_allowed`. The session is bound to the seating that holds the seat when it is created: its open and its stream tickets give that seating's socket only (its own hole cards and legal actions), and once that seating ends (the player leaves, is stood up, the table closes, the entry busts) the session is dead: its open and stream tickets answer 410 embed_session_expired, whoever sits in the seat next. Its launch URL is `<EMBED_BASE_URL>/embed/player/<embedSessionId>#launchSecret=<secret>`.
         *
         *     Optional `x-idempotency-key` (scoped to the organization, the key's project restriction, environment and endpoint; kept 24 h): the same key and body while the session is live answers 201 for the same session (same `embedSessionId` and `expiresAt`) with a fresh secret, and every earlier secret of the session stops working; after the session expired, the same key and body create a new session. Both carry `idempotent-replayed: true` when they reuse the stored record. Another body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress.
         */
        post: operations["createEmbedSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/embed-sessions/{embedSessionId}/open": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open an embed session with its launch secret (public, single use)
         * @description Public: authorised by the launch secret, which the spectator page reads from its URL fragment. `origin` is the origin of the page that embeds the spectator view and must equal the session's `origin`; `tableId` is the table to watch and must be one of the session's `target.tableIds` when it has them, else a table of `target.ringGameId`. Without `tableId` the open still succeeds, with `stream: null`: the page shows the spectator a picker of `tables` and asks for the chosen table's stream with the resume token.
         *
         *     Checks in this order: unknown session 404 not_found; expired 410 embed_session_expired (also long after, when only the session's tombstone is left); 429 rate_limited for an address that sent too many wrong secrets (below); a wrong secret, one already used, or one replaced by a reissue 403 invalid_launch_secret; another origin 403 origin_not_allowed; a table outside `target.tableIds` or not of the ring game 403 forbidden; a ring game whose spectators are `off` (set after the session was created) 409 invalid_state. Only a successful open uses the secret up: of concurrent opens with one secret, exactly one answers 200.
         *
         *     The answer adds the live table: `stream` `{ url, ticket, expiresAt }`, a spectator socket: connect to `url + "?ticket=" + ticket` at once (the ticket is single use and valid 60 s); it carries public events only, each `delaySeconds` late for a ring game with delayed spectators. `stream` is null when no table was named or the table has closed. `tables` lists what the session may watch, `ringGame` what the page shows of the game. A tournament's session (`target.tournamentId`) answers the same shape: `ringGameId` is the tournament's id (as on its tables), `ringGame` describes the tournament (its name, game, seats and current blinds, always live), `tables` are the tables it plays on now (or its `target.tableIds`), and it adds `tournamentId` and `tournament` `{ name, status, following }`. A page that follows the tournament may open with a table it broke up meanwhile (`stream` null) and then asks POST .../stream-tickets without `tableId` for the table to watch. `resumeToken` (`esr_...`, stored only as a hash) lives until `streamExpiresAt`, 12 h after the open: POST .../stream-tickets exchanges it for a fresh ticket after a network drop (reconnect with `&since=<last seq>`, gap-free) or for another of `tables`, without a new launch secret. A later open of the session (a reissued secret) replaces it.
         *
         *     Rate limits, 429 rate_limited with `retry-after`: every attempt counts against its client address, an IPv6 address as its /64 (60 a minute, with the other public routes that compute); wrong secrets also count against the pair (client address, session), and after 10 in a minute that address is refused for that session, even with the right secret, until its minute ends. Wrong secrets from other addresses never refuse yours: knowing a session id is not enough to lock its spectator out. Answers about a known session carry CORS headers for the session's origin only (`access-control-allow-origin`), so a page of that origin may call this directly; see the OPTIONS preflight.
         */
        post: operations["openEmbedSession"];
        delete?: never;
        /**
         * CORS preflight of the open (the session's origin only)
         * @description Browsers send this before a cross-origin open request. 204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is the session's origin (also once it has expired, so the page can read the 410). 403 origin_not_allowed for any other origin, no `Origin` header, or an unknown session.
         */
        options: operations["preflightOpenEmbedSession"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/embed-sessions/{embedSessionId}/stream-tickets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A fresh spectator ticket for an opened embed session (public, with its resume token)
         * @description Public: authorised by the `resumeToken` of the session's open (never by the launch secret, which the open used up). The spectator page calls it to resume after a network drop (then it connects with `&since=<the last seq it applied>` and the stream goes on gap-free) and when the spectator picks another table of the session; a builder's page of the session's origin may call it too (CORS). `tableId` must be one of the session's `target.tableIds` when it has them, else a table of its ring game (of a tournament's session: a table the tournament plays on). A tournament's session may leave `tableId` out: the service picks the table to watch, one in play with the most players (so the final table once only one is left), answers it as `tableId` and adds `tables`, the session's tables now with their status; 409 invalid_state when the tournament has no table in play (before its start, or once it is over). The spectator page does this when its table closes, to follow the tournament. Works until `streamExpiresAt` (12 h after the open), also after the session's 10 minutes to open it are over.
         *
         *     Checks in this order: unknown session 404 not_found; no stream (the session was never opened and has expired, or its 12 h are over) 410 embed_session_expired; 429 rate_limited for an address that sent too many wrong tokens (10 a minute per session, as the open); a wrong token, or one replaced by a later open, 403 forbidden; a table outside the session's tables 403 forbidden; spectators `off` for the ring game, or the table closed, 409 invalid_state.
         */
        post: operations["createEmbedStreamTicket"];
        delete?: never;
        /**
         * CORS preflight of the stream ticket (the session's origin only)
         * @description Browsers send this before a cross-origin stream ticket request. 204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: POST`, `access-control-allow-headers: content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is the session's origin (also once it has expired, so the page can read the 410). 403 origin_not_allowed for any other origin, no `Origin` header, or an unknown session.
         */
        options: operations["preflightEmbedStreamTicket"];
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/spectator/{embedSessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The spectator page a launch URL opens (HTML, for an iframe)
         * @description The page a launch URL points to; builders put the launch URL in an iframe on the session's `origin`, as returned (a one-table target's URL names its table) or with `&tableId=<table>` appended to the fragment; `&theme=light|dark` forces a theme (default: the viewer's `prefers-color-scheme`). The page's script first reads the fragment and removes it from the address bar (`history.replaceState`), then opens the session (POST .../open with the embedding page's origin), connects to the table's spectator socket at once and draws the live table: seats with names, stacks and bets, the pot(s), the board, the dealer button, whose turn it is with its clock (from the events' absolute deadlines), cards shown at showdown, winners, bot marks, and a clear state for waiting, between hands, table closed, and connection lost and resumed. Without a table it shows a picker of the session's tables. A dropped socket is resumed with the open's resume token (POST .../stream-tickets) and `since`, gap-free; a gap asks for a resync. An expired, used or invalid link shows a plain message instead. A reload finds no secret and says that the link was used: links open once.
         *
         *     Headers: `Content-Security-Policy` with `frame-ancestors` set to the session's origin (one of the project's `allowedOrigins`; `'none'` for an unknown session) and no source but the page's own nonce'd script and style and `connect-src 'self' <socket origin>` (the ws: or wss: origin of EMBED_BASE_URL, written out: WebKit does not match `'self'` to sockets); `Referrer-Policy: no-referrer`; `cache-control: no-store`. The page loads nothing else (no font, image or script), so the secret never reaches a query string, a log or a `Referer`.
         */
        get: operations["getSpectatorPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/player/{embedSessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The player page a player launch URL opens (HTML, for an iframe)
         * @description The page a player session's launch URL points to; builders put the launch URL in an iframe on the session's `origin`, as returned; `&theme=light|dark` forces a theme. Like the spectator page, its script first takes the launch secret out of the fragment and the address bar, then opens the session and connects to the seat's socket (the session's seating only) at once. It draws the table from the player's seat (at the bottom): the player's own hole cards, the legal actions as buttons with their amounts (keyboard: F fold, C check or call, R bet or raise), a bet/raise control bounded by the legal minimum and maximum (presets minimum, half pot, pot, all-in, a slider and a typed amount), the action clock and time bank, sit out / sit in and leave (confirmed). A dropped socket is resumed with the open's resume token (POST .../stream-tickets) and `since`; a tournament entry follows its `moved` frames to its new table. It shows no equity, odds or advice. Host messages (`postMessage` to the embedding page's origin only): `pw:ready`, `pw:resize { height }`, `pw:hand_ended { hand, stack, won }`, `pw:seat_closed { finalStack, reason }`, `pw:error { code, message }`; it reads `pw:theme { theme: light|dark, variables: { --name: value } }` from its parent.
         *
         *     Headers as the spectator page's: `Content-Security-Policy` with `frame-ancestors` the session's origin, nothing but the page's nonce'd script and style, `connect-src 'self' <socket origin>`; `Referrer-Policy: no-referrer`; `cache-control: no-store`.
         */
        get: operations["getPlayerPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/v1.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The embeds' loader script (web components: calculators, lobby, table)
         * @description Load it once on a page of a project's allowed origin: `<script src="https://<this service>/embed/v1.js" async></script>`. It defines `<pokerworks-equity>`, `<pokerworks-icm-deal>`, `<pokerworks-payouts>` and `<pokerworks-blinds>`; each frames this service's calculator page (GET /embed/calculators/{calculator}) with the element's `publishable-key` and the page's origin. Attributes: `publishable-key` (pk_test_... or pk_live_..., issued for the project), `inputs` (the calculation's JSON request body, to fill the form and calculate at once; also the `inputs` property), `theme` (`light`, `dark` or `auto`), `height` (the first height, before the frame reports its own). Theming: the host's `--pw-*` custom properties on the element (`--pw-bg`, `--pw-surface`, `--pw-fg`, `--pw-muted`, `--pw-line`, `--pw-accent`, `--pw-accent-fg`, `--pw-danger`, `--pw-radius`, `--pw-font`, `--pw-bar-1`..`--pw-bar-4`) are passed into the frame; no other host CSS reaches it (closed shadow root, cross-origin frame). Events on the element (bubbling, composed), from `postMessage` with explicit target origins in both directions: `pw:ready`, `pw:resize` (the frame's height: the element sizes itself), `pw:result` (`detail.result`: the API's answer, `detail.request`: its request) and `pw:error` (`detail.problem`: the API's problem+json). It also defines `<pokerworks-lobby publishable-key project>` (the project's open tables and tournaments from GET /v1/lobby; a choice fires `pw:seat_requested` or `pw:entry_requested`) and `<pokerworks-table launch-url>` (frames a player or spectator launch URL, sends it `pw:theme` with the host's theme and `--pw-*` variables, and fires `pw:ready`, `pw:resize`, `pw:hand_ended`, `pw:seat_closed` and `pw:error` from the frame). The path carries the major version; `cache-control: public, max-age=3600`: compatible fixes reach pages within the hour, breaking changes come as /embed/v2.js.
         */
        get: operations["getEmbedLoader"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/embed/calculators/{calculator}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A calculator's frame page (HTML, framed by the loader's elements)
         * @description The page a `<pokerworks-*>` element of /embed/v1.js frames: `calculator` is `equity`, `icm-deal`, `payouts` or `blinds`; `key` the element's publishable key; `origin` the host page's origin (the only target of the page's messages); `game` (equity only) `nlhe`, `plo4` or `plo5`: an Omaha equity calculator takes 4- or 5-card hands and calls `POST /v1/calculations/equity/omaha`. The key is looked up here: when it is a live publishable key and `origin` one of its project's `allowedOrigins`, `Content-Security-Policy: frame-ancestors` lists those origins and the page runs its calculator; otherwise (unknown, revoked or secret key, another origin) `frame-ancestors 'none'`, so browsers show nothing, and the page says the calculator is not available. The page calls the calculation (same origin, with the publishable key: metered and rate-limited like any key), shows the API's field errors at their fields, and draws the answer. It talks to its host only by `postMessage` to `origin`: `pw:ready`, `pw:resize` (`height`), `pw:result` (`request`, `result`), `pw:error` (`status`, `problem`); it reads only `pw:init` (`inputs`: the request body; `theme`; `vars`: `--pw-*` CSS variables) from its parent window of that origin. Opened outside a frame, it does nothing.
         *
         *     Headers: `Content-Security-Policy` (`default-src 'none'`, the page's nonce for its one script and style, `connect-src 'self'`, `frame-ancestors` as above); `Referrer-Policy: no-referrer`; `cache-control: no-store`.
         */
        get: operations["getCalculatorPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/lobby": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public lobby of a project: its open tables and tournaments
         * @description What a lobby page shows players: the project's open ring games (stakes, buy-in) and their tables (seats taken of the table size, display names, open seat numbers), and its scheduled and running tournaments (start, entrants). Public fields only: no `playerRef`, no stack, no card, nothing a spectator of the table could not see. Made for a web page: a publishable key (`pk_...`) works here from one of its project's `allowedOrigins` (the answer carries CORS headers for it; any other origin is 403 origin_not_allowed); a secret key works too, from your backend. The project is the key's; `?project=` names one for a key not restricted to a project (another project's is 403 forbidden for a restricted key). Poll it (every few seconds) to keep a lobby live; the `<pokerworks-lobby>` element of `/embed/v1.js` does.
         */
        get: operations["getLobby"];
        put?: never;
        post?: never;
        delete?: never;
        /**
         * CORS preflight of the lobby for a publishable key (pk_...) from a project's allowed origin
         * @description Browsers send this before a page reads the lobby with a publishable key (`Authorization: Bearer pk_...`). 204 with `access-control-allow-origin: <origin>`, `access-control-allow-methods: GET`, `access-control-allow-headers: authorization, content-type, x-request-id` and `access-control-max-age: 600` when the request's `Origin` is one of the `allowedOrigins` of a project; 403 origin_not_allowed otherwise.
         */
        options: operations["preflightGetLobby"];
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Problem: {
            type: string;
            title: string;
            status: number;
            /** @enum {string} */
            code: "validation_failed" | "malformed_json" | "card_conflict" | "empty_range" | "unauthorized" | "payment_required" | "forbidden" | "environment_mismatch" | "origin_not_allowed" | "invalid_launch_secret" | "not_found" | "method_not_allowed" | "conflict" | "invalid_state" | "idempotency_in_progress" | "embed_session_expired" | "payload_too_large" | "unsupported_media_type" | "idempotency_key_mismatch" | "compute_budget_exceeded" | "endpoint_verification_failed" | "upgrade_required" | "rate_limited" | "internal_error" | "metering_unavailable" | "service_unavailable";
            detail: string;
            requestId: string;
            errors?: {
                path: string;
                code: string;
                message: string;
            }[];
            verification?: {
                httpStatus: number | null;
                error: string;
            };
            entryId?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description Unique id of this request (a safe incoming x-request-id of at most 128 characters is echoed). */
        RequestId: string;
        /** @description The engine version that produced the result; equals the body's engineVersion. */
        EngineVersion: string;
        /** @description Free credits left after this call; absent when the call was billed to paid usage. */
        CreditsRemaining: number;
        /** @description `true` when this is the stored answer to an earlier request with the same idempotency key and body. */
        IdempotentReplayed: "true";
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The Worker is up. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "engineVersion": "1.9.0"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        status: "ok";
                        engineVersion: string;
                    };
                };
            };
        };
    };
    getOpenApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "pokerworks API",
                     *         "version": "1.0.0",
                     *         "x-engine-version": "1.9.0",
                     *         "description": "Deterministic poker calculations and tournament management for play-money, social poker products. ..."
                     *       },
                     *       "servers": [
                     *         {
                     *           "url": "/"
                     *         }
                     *       ],
                     *       "paths": {
                     *         "/healthz": {
                     *           "get": {
                     *             "operationId": "getHealth",
                     *             "summary": "Liveness check",
                     *             "tags": [
                     *               "meta"
                     *             ],
                     *             "security": [],
                     *             "responses": {
                     *               "200": {
                     *                 "description": "The Worker is up.",
                     *                 "headers": {
                     *                   "x-request-id": {
                     *                     "$ref": "#/components/headers/RequestId"
                     *                   }
                     *                 },
                     *                 "content": {
                     *                   "application/json": {
                     *                     "schema": {
                     *                       "type": "object",
                     *                       "properties": {
                     *                         "status": {
                     *                           "const": "ok"
                     *                         },
                     *                         "engineVersion": {
                     *                           "type": "string"
                     *                         }
                     *                       },
                     *                       "required": [
                     *                         "status",
                     *                         "engineVersion"
                     *                       ]
                     *                     }
                     *                   }
                     *                 }
                     *               }
                     *             }
                     *           }
                     *         }
                     *       },
                     *       "components": {
                     *         "securitySchemes": {
                     *           "apiKey": {
                     *             "type": "http",
                     *             "scheme": "bearer",
                     *             "description": "An API key: sk_test_... or sk_live_..."
                     *           }
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAsyncApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The AsyncAPI document. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "asyncapi": "3.0.0",
                     *       "info": {
                     *         "title": "pokerworks table socket",
                     *         "version": "1.0.0",
                     *         "x-protocol": 1,
                     *         "description": "The realtime connection of a hosted play-money table: ..."
                     *       },
                     *       "channels": {
                     *         "tableSocket": {
                     *           "address": "/v1/tables/{tableId}/connect",
                     *           "messages": {}
                     *         }
                     *       },
                     *       "operations": {},
                     *       "components": {
                     *         "schemas": {},
                     *         "messages": {}
                     *       }
                     *     }
                     */
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html>
                     *     <html lang="en">
                     *     <head>
                     *     <meta charset="utf-8">
                     *     <meta name="viewport" content="width=device-width, initial-scale=1">
                     *     <title>pokerworks API reference</title>
                     *     </head>
                     *     <body>
                     *     <noscript><p>This reference needs JavaScript. Without it, read <a href="/docs/errors">the plain reference</a> or <a href="/openapi.json">the OpenAPI document</a>.</p></noscript>
                     *     <script id="api-reference" data-url="/openapi.json" data-configuration="{&quot;url&quot;:&quot;/openapi.json&quot;,&quot;telemetry&quot;:false,&quot;withDefaultFonts&quot;:false,&quot;agent&quot;:{&quot;disabled&quot;:true},&quot;mcp&quot;:{&quot;disabled&quot;:true},&quot;showDeveloperTools&quot;:&quot;never&quot;,&quot;hideDarkModeToggle&quot;:false,&quot;showOperationId&quot;:true,&quot;defaultOpenAllTags&quot;:true,&quot;documentDownloadType&quot;:&quot;json&quot;,&quot;metaData&quot;:{&quot;title&quot;:&quot;pokerworks API reference&quot;}}"></script>
                     *     <script src="/docs/scalar.js"></script>
                     *     </body>
                     *     </html>
                     */
                    "text/html": string;
                };
            };
        };
    };
    getErrorDocs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>pokerworks API reference</title>
                     *     <style>…</style></head>
                     *     <body><h1>pokerworks API <small>1.0.0</small></h1>
                     *     …
                     */
                    "text/html": string;
                };
            };
        };
    };
    getLimits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The limits. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "limits",
                     *       "requestBodyMaxBytes": 65536,
                     *       "rateLimitPerMinute": 100000,
                     *       "calculations": {
                     *         "holdemEquity": {
                     *           "minPlayers": 2,
                     *           "maxPlayers": 10,
                     *           "maxRangeLength": 2000,
                     *           "maxRangeItems": 300,
                     *           "exactWorkBudget": 25000000,
                     *           "monteCarloDefaultSamples": 100000,
                     *           "monteCarloMaxSamples": 1000000,
                     *           "maxWorkUnits": 25000000,
                     *           "defaultWorkUnits": 8000000,
                     *           "monteCarloMaxSeed": 4294967295
                     *         },
                     *         "icmDeal": {
                     *           "minPlayers": 2,
                     *           "maxPlayers": 10000,
                     *           "maxIdLength": 64,
                     *           "maxBodyBytes": 2097152,
                     *           "maxWorkUnits": 25000000,
                     *           "maxFinishCells": 50000,
                     *           "maxSamples": 1000000,
                     *           "defaultSamples": 200000,
                     *           "defaultWorkUnits": 8000000,
                     *           "maxSeed": 4294967295,
                     *           "defaultIcmWeight": 0.5,
                     *           "defaultUnit": 1
                     *         },
                     *         "tournamentPayouts": {
                     *           "minEntrants": 2,
                     *           "maxEntrants": 100000,
                     *           "defaultPaidShare": {
                     *             "winner_take_all": 0,
                     *             "top_heavy": 0.1,
                     *             "standard": 0.15,
                     *             "flat": 0.2
                     *           }
                     *         },
                     *         "blindSchedule": {
                     *           "minPlayers": 2,
                     *           "maxPlayers": 100000,
                     *           "minTargetDurationMinutes": 10,
                     *           "maxTargetDurationMinutes": 4320,
                     *           "maxLevelMinutes": 240,
                     *           "maxDenominations": 12,
                     *           "maxItems": 200,
                     *           "overtimeLevels": 3,
                     *           "breakEveryLevels": {
                     *             "min": 1,
                     *             "max": 50
                     *           },
                     *           "breakMinutes": {
                     *             "min": 1,
                     *             "max": 240
                     *           },
                     *           "minStartingBigBlinds": 10,
                     *           "maxChipsInPlay": 1000000000000000,
                     *           "durationTolerance": 0.25
                     *         },
                     *         "chipDistribution": {
                     *           "maxPlayers": 1000,
                     *           "maxDenominations": 12,
                     *           "maxStackUnits": 500000,
                     *           "minSmallestChips": 8
                     *         },
                     *         "holdemHand": {
                     *           "minSeats": 2,
                     *           "maxSeats": 10,
                     *           "maxSeatsPlo5": 8,
                     *           "maxActions": 500,
                     *           "workUnitsPerAction": 4000
                     *         },
                     *         "omahaEquity": {
                     *           "minPlayers": 2,
                     *           "maxPlayers": 6,
                     *           "exactWorkBudget": 25000000,
                     *           "monteCarloDefaultSamples": 100000,
                     *           "monteCarloMaxSamples": 1000000,
                     *           "maxWorkUnits": 25000000,
                     *           "defaultWorkUnits": 8000000,
                     *           "monteCarloMaxSeed": 4294967295
                     *         }
                     *       },
                     *       "management": {
                     *         "completeTournament": {
                     *           "maxResults": 10000,
                     *           "maxBodyBytes": 2097152
                     *         }
                     *       },
                     *       "shuffles": {
                     *         "maxClientSeeds": 16,
                     *         "maxClientSeedChars": 128
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "limits";
                        requestBodyMaxBytes: number;
                        rateLimitPerMinute: number;
                        calculations: {
                            holdemEquity: {
                                minPlayers: number;
                                maxPlayers: number;
                                maxRangeLength: number;
                                maxRangeItems: number;
                                exactWorkBudget: number;
                                monteCarloDefaultSamples: number;
                                monteCarloMaxSamples: number;
                                maxWorkUnits: number;
                                defaultWorkUnits: number;
                                monteCarloMaxSeed: number;
                            };
                            icmDeal: {
                                minPlayers: number;
                                maxPlayers: number;
                                maxIdLength: number;
                                maxBodyBytes: number;
                                maxWorkUnits: number;
                                maxFinishCells: number;
                                maxSamples: number;
                                defaultSamples: number;
                                defaultWorkUnits: number;
                                maxSeed: number;
                                defaultIcmWeight: number;
                                defaultUnit: number;
                            };
                            tournamentPayouts: {
                                minEntrants: number;
                                maxEntrants: number;
                                defaultPaidShare: {
                                    winner_take_all: number;
                                    top_heavy: number;
                                    standard: number;
                                    flat: number;
                                };
                            };
                            blindSchedule: {
                                minPlayers: number;
                                maxPlayers: number;
                                minTargetDurationMinutes: number;
                                maxTargetDurationMinutes: number;
                                maxLevelMinutes: number;
                                maxDenominations: number;
                                maxItems: number;
                                overtimeLevels: number;
                                breakEveryLevels: {
                                    min: number;
                                    max: number;
                                };
                                breakMinutes: {
                                    min: number;
                                    max: number;
                                };
                                minStartingBigBlinds: number;
                                maxChipsInPlay: number;
                                durationTolerance: number;
                            };
                            chipDistribution: {
                                maxPlayers: number;
                                maxDenominations: number;
                                maxStackUnits: number;
                                minSmallestChips: number;
                            };
                            holdemHand: {
                                minSeats: number;
                                maxSeats: number;
                                maxSeatsPlo5: number;
                                maxActions: number;
                                workUnitsPerAction: number;
                            };
                            omahaEquity: {
                                minPlayers: number;
                                maxPlayers: number;
                                exactWorkBudget: number;
                                monteCarloDefaultSamples: number;
                                monteCarloMaxSamples: number;
                                maxWorkUnits: number;
                                defaultWorkUnits: number;
                                monteCarloMaxSeed: number;
                            };
                        };
                        management: {
                            /** @description POST /api/v1/management/tournaments/{tournamentId}/complete: results per request and its body limit. */
                            completeTournament: {
                                maxResults: number;
                                maxBodyBytes: number;
                            };
                        };
                        /** @description POST /v1/shuffles/{shuffleId}/deck: client seeds per deck and characters per seed. */
                        shuffles: {
                            maxClientSeeds: number;
                            maxClientSeedChars: number;
                        };
                    };
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    calculateHoldemEquity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "players": [
                 *         {
                 *           "hand": "AsKd"
                 *         },
                 *         {
                 *           "range": "QQ+, AKs, A5s-A2s"
                 *         }
                 *       ],
                 *       "board": "Ah7d2c"
                 *     }
                 */
                "application/json": {
                    players: ({
                        hand: string;
                    } | {
                        range: string;
                    })[];
                    /** @default  */
                    board?: string;
                    /** @default  */
                    dead?: string;
                    /**
                     * @default auto
                     * @enum {string}
                     */
                    mode?: "auto" | "exact" | "monte_carlo";
                    monteCarlo?: {
                        /** @default 0 */
                        seed?: number;
                        samples?: number;
                    };
                    /** @description Each player's chips in the pot, all in (one per player, in order). The answer then adds each player's expected `chips` and the `pots`: main pot first, then each side pot, built as the rules engine builds them (a stake no other player matched is a pot only its owner can win: it comes back). */
                    stacks?: number[];
                };
            };
        };
        responses: {
            /** @description The calculation result. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-engine-version": components["headers"]["EngineVersion"];
                    "x-credits-remaining": components["headers"]["CreditsRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "holdem_equity",
                     *       "engineVersion": "1.9.0",
                     *       "method": "exact",
                     *       "board": "Ah7d2c",
                     *       "dead": "",
                     *       "players": [
                     *         {
                     *           "input": "AsKd",
                     *           "combos": 1,
                     *           "equity": 0.78162177328844,
                     *           "win": 0.7528619528619529,
                     *           "tie": 0.05751964085297419
                     *         },
                     *         {
                     *           "input": "QQ+, AKs, A5s-A2s",
                     *           "combos": 29,
                     *           "equity": 0.21837822671156004,
                     *           "win": 0.18961840628507295,
                     *           "tie": 0.05751964085297419
                     *         }
                     *       ],
                     *       "outcomes": 17820,
                     *       "monteCarlo": null
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "holdem_equity";
                        engineVersion: string;
                        /** @enum {string} */
                        method: "exact" | "monte_carlo";
                        board: string;
                        dead: string;
                        players: [
                            {
                                input: string;
                                combos: number;
                                equity: number;
                                win: number;
                                tie: number;
                                /** @description Three or more players, or stacks: ties[i] is the probability of splitting the pot among i + 2 players (this one included); `tie` is their sum and equity = win + sum of ties[i] / (i + 2). */
                                ties?: number[];
                                /** @description With stacks: the chips this player expects from all the pots. */
                                chips?: number;
                            },
                            {
                                input: string;
                                combos: number;
                                equity: number;
                                win: number;
                                tie: number;
                                /** @description Three or more players, or stacks: ties[i] is the probability of splitting the pot among i + 2 players (this one included); `tie` is their sum and equity = win + sum of ties[i] / (i + 2). */
                                ties?: number[];
                                /** @description With stacks: the chips this player expects from all the pots. */
                                chips?: number;
                            }
                        ];
                        outcomes: number;
                        monteCarlo: {
                            seed: number;
                            samples: number;
                            standardError: number;
                        } | null;
                        /** @description With stacks: the main pot, then each side pot. */
                        pots?: {
                            amount: number;
                            eligible: number[];
                            /** @description Each player's expected chips from this pot (0 for players not eligible); they sum to `amount`. */
                            chips: number[];
                        }[];
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed, card_conflict, empty_range */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payment_required */
            402: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: compute_budget_exceeded */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightCalculateHoldemEquity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is granted for the origin. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The calling page's origin. */
                    "access-control-allow-origin"?: string;
                    /** @description `POST`. */
                    "access-control-allow-methods"?: string;
                    /** @description `authorization, content-type, x-request-id`. */
                    "access-control-allow-headers"?: string;
                    /** @description `600`. */
                    "access-control-max-age"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem: origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    calculateIcmDeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 2097152 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "players": [
                 *         {
                 *           "id": "alice",
                 *           "stack": 50000
                 *         },
                 *         {
                 *           "id": "bob",
                 *           "stack": 30000
                 *         },
                 *         {
                 *           "id": "carol",
                 *           "stack": 20000
                 *         }
                 *       ],
                 *       "payouts": [
                 *         5000,
                 *         3000,
                 *         2000
                 *       ],
                 *       "rounding": {
                 *         "unit": 10
                 *       }
                 *     }
                 */
                "application/json": {
                    players: {
                        id: string;
                        stack: number;
                    }[];
                    payouts: number[];
                    /** @default 0 */
                    leaveForWinner?: number;
                    blend?: {
                        /** @default 0.5 */
                        icmWeight?: number;
                    };
                    rounding?: {
                        /** @default 1 */
                        unit?: number;
                    };
                    /**
                     * @default auto
                     * @enum {string}
                     */
                    mode?: "auto" | "exact" | "monte_carlo";
                    monteCarlo?: {
                        /** @default 0 */
                        seed?: number;
                        samples?: number;
                    };
                };
            };
        };
        responses: {
            /** @description The calculation result. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-engine-version": components["headers"]["EngineVersion"];
                    "x-credits-remaining": components["headers"]["CreditsRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "icm_deal",
                     *       "engineVersion": "1.9.0",
                     *       "method": "exact",
                     *       "prizePool": 10000,
                     *       "dealPool": 10000,
                     *       "leaveForWinner": 0,
                     *       "players": [
                     *         {
                     *           "id": "alice",
                     *           "stack": 50000,
                     *           "chipShare": 0.5,
                     *           "icmEquity": 3839.2857142857147,
                     *           "finishProbabilities": [
                     *             0.5,
                     *             0.3392857142857143,
                     *             0.16071428571428573
                     *           ],
                     *           "suggestions": {
                     *             "icm": 3840,
                     *             "chipChop": 4000,
                     *             "equal": 3340,
                     *             "blended": 3920
                     *           },
                     *           "flags": {
                     *             "chipChopCapped": false
                     *           }
                     *         },
                     *         {
                     *           "id": "bob",
                     *           "stack": 30000,
                     *           "chipShare": 0.3,
                     *           "icmEquity": 3275,
                     *           "finishProbabilities": [
                     *             0.3,
                     *             0.37500000000000006,
                     *             0.325
                     *           ],
                     *           "suggestions": {
                     *             "icm": 3270,
                     *             "chipChop": 3200,
                     *             "equal": 3330,
                     *             "blended": 3240
                     *           },
                     *           "flags": {
                     *             "chipChopCapped": false
                     *           }
                     *         },
                     *         {
                     *           "id": "carol",
                     *           "stack": 20000,
                     *           "chipShare": 0.2,
                     *           "icmEquity": 2885.714285714286,
                     *           "finishProbabilities": [
                     *             0.2,
                     *             0.2857142857142857,
                     *             0.5142857142857143
                     *           ],
                     *           "suggestions": {
                     *             "icm": 2890,
                     *             "chipChop": 2800,
                     *             "equal": 3330,
                     *             "blended": 2840
                     *           },
                     *           "flags": {
                     *             "chipChopCapped": false
                     *           }
                     *         }
                     *       ],
                     *       "reconciliation": {
                     *         "icm": {
                     *           "unrounded": 10000,
                     *           "allocated": 10000,
                     *           "residue": 0,
                     *           "residueAssignedTo": null
                     *         },
                     *         "chipChop": {
                     *           "unrounded": 10000,
                     *           "allocated": 10000,
                     *           "residue": 0,
                     *           "residueAssignedTo": null
                     *         },
                     *         "equal": {
                     *           "unrounded": 10000,
                     *           "allocated": 10000,
                     *           "residue": 0,
                     *           "residueAssignedTo": null
                     *         },
                     *         "blended": {
                     *           "unrounded": 10000,
                     *           "allocated": 10000,
                     *           "residue": 0,
                     *           "residueAssignedTo": null
                     *         }
                     *       },
                     *       "monteCarlo": null
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "icm_deal";
                        engineVersion: string;
                        /** @enum {string} */
                        method: "exact" | "monte_carlo";
                        prizePool: number;
                        dealPool: number;
                        leaveForWinner: number;
                        players: {
                            id: string;
                            stack: number;
                            chipShare: number;
                            icmEquity: number;
                            finishProbabilities: number[];
                            suggestions: {
                                icm: number;
                                chipChop: number;
                                equal: number;
                                blended: number;
                            };
                            flags: {
                                chipChopCapped: boolean;
                            };
                        }[];
                        reconciliation: {
                            icm: {
                                unrounded: number;
                                /** @description What the players get in total, residue included: always the deal pool. */
                                allocated: number;
                                /** @description The part of the deal pool that is not a multiple of the unit, given whole to one player (inside allocated). */
                                residue: number;
                                residueAssignedTo: string | null;
                            };
                            chipChop: {
                                unrounded: number;
                                /** @description What the players get in total, residue included: always the deal pool. */
                                allocated: number;
                                /** @description The part of the deal pool that is not a multiple of the unit, given whole to one player (inside allocated). */
                                residue: number;
                                residueAssignedTo: string | null;
                            };
                            equal: {
                                unrounded: number;
                                /** @description What the players get in total, residue included: always the deal pool. */
                                allocated: number;
                                /** @description The part of the deal pool that is not a multiple of the unit, given whole to one player (inside allocated). */
                                residue: number;
                                residueAssignedTo: string | null;
                            };
                            blended: {
                                unrounded: number;
                                /** @description What the players get in total, residue included: always the deal pool. */
                                allocated: number;
                                /** @description The part of the deal pool that is not a multiple of the unit, given whole to one player (inside allocated). */
                                residue: number;
                                residueAssignedTo: string | null;
                            };
                        };
                        monteCarlo: {
                            seed: number;
                            samples: number;
                            standardError: number;
                        } | null;
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payment_required */
            402: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: compute_budget_exceeded */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightCalculateIcmDeal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is granted for the origin. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The calling page's origin. */
                    "access-control-allow-origin"?: string;
                    /** @description `POST`. */
                    "access-control-allow-methods"?: string;
                    /** @description `authorization, content-type, x-request-id`. */
                    "access-control-allow-headers"?: string;
                    /** @description `600`. */
                    "access-control-max-age"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem: origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    calculateTournamentPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entrants": 18,
                 *       "prizePool": 1800,
                 *       "buyIn": 100,
                 *       "rounding": {
                 *         "unit": 10
                 *       }
                 *     }
                 */
                "application/json": {
                    entrants: number;
                    prizePool: number;
                    buyIn?: number;
                    /**
                     * @default standard
                     * @enum {string}
                     */
                    style?: "winner_take_all" | "top_heavy" | "standard" | "flat";
                    placesPaid?: number | null;
                    rounding?: {
                        /** @default 1 */
                        unit?: number;
                    };
                };
            };
        };
        responses: {
            /** @description The calculation result. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-engine-version": components["headers"]["EngineVersion"];
                    "x-credits-remaining": components["headers"]["CreditsRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "tournament_payouts",
                     *       "engineVersion": "1.9.0",
                     *       "method": "exact",
                     *       "entrants": 18,
                     *       "prizePool": 1800,
                     *       "placesPaid": 3,
                     *       "style": "standard",
                     *       "payouts": [
                     *         {
                     *           "place": 1,
                     *           "amount": 900,
                     *           "basisPoints": 5000
                     *         },
                     *         {
                     *           "place": 2,
                     *           "amount": 520,
                     *           "basisPoints": 2889
                     *         },
                     *         {
                     *           "place": 3,
                     *           "amount": 380,
                     *           "basisPoints": 2111
                     *         }
                     *       ],
                     *       "tiers": [
                     *         {
                     *           "fromPlace": 1,
                     *           "toPlace": 1,
                     *           "amount": 900
                     *         },
                     *         {
                     *           "fromPlace": 2,
                     *           "toPlace": 2,
                     *           "amount": 520
                     *         },
                     *         {
                     *           "fromPlace": 3,
                     *           "toPlace": 3,
                     *           "amount": 380
                     *         }
                     *       ],
                     *       "reconciliation": {
                     *         "prizePool": 1800,
                     *         "allocated": 1800,
                     *         "unit": 10,
                     *         "unroundedTotal": 1800,
                     *         "roundingResidue": 0,
                     *         "residueAssignedTo": [],
                     *         "method": "largest_remainder"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "tournament_payouts";
                        engineVersion: string;
                        /** @constant */
                        method: "exact";
                        entrants: number;
                        prizePool: number;
                        placesPaid: number;
                        /** @enum {string} */
                        style: "winner_take_all" | "top_heavy" | "standard" | "flat";
                        payouts: {
                            place: number;
                            amount: number;
                            basisPoints: number;
                        }[];
                        tiers: {
                            fromPlace: number;
                            toPlace: number;
                            amount: number;
                        }[];
                        reconciliation: {
                            prizePool: number;
                            /** @description What the places get in total, residue included: always the prize pool. */
                            allocated: number;
                            unit: number;
                            unroundedTotal: number;
                            roundingResidue: number;
                            residueAssignedTo: number[];
                            /** @constant */
                            method: "largest_remainder";
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payment_required */
            402: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: compute_budget_exceeded */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightCalculateTournamentPayouts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is granted for the origin. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The calling page's origin. */
                    "access-control-allow-origin"?: string;
                    /** @description `POST`. */
                    "access-control-allow-methods"?: string;
                    /** @description `authorization, content-type, x-request-id`. */
                    "access-control-allow-headers"?: string;
                    /** @description `600`. */
                    "access-control-max-age"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem: origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    calculateBlindSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "startingStack": 1500,
                 *       "players": 6,
                 *       "targetDurationMinutes": 90,
                 *       "levelMinutes": 8,
                 *       "denominations": [
                 *         5,
                 *         25,
                 *         100,
                 *         500
                 *       ],
                 *       "ante": "none",
                 *       "breaks": null
                 *     }
                 */
                "application/json": {
                    startingStack: number;
                    players: number;
                    targetDurationMinutes: number;
                    levelMinutes: number;
                    denominations: number[];
                    /**
                     * @default big_blind
                     * @enum {string}
                     */
                    ante?: "none" | "big_blind" | "traditional";
                    /** @default 1 */
                    anteFromLevel?: number;
                    breaks?: {
                        everyLevels: number;
                        minutes: number;
                        /** @default true */
                        colorUp?: boolean;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The calculation result. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-engine-version": components["headers"]["EngineVersion"];
                    "x-credits-remaining": components["headers"]["CreditsRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "blind_schedule",
                     *       "engineVersion": "1.9.0",
                     *       "method": "exact",
                     *       "levels": [
                     *         {
                     *           "kind": "level",
                     *           "level": 1,
                     *           "smallBlind": 10,
                     *           "bigBlind": 20,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 0
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 2,
                     *           "smallBlind": 15,
                     *           "bigBlind": 30,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 8
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 3,
                     *           "smallBlind": 20,
                     *           "bigBlind": 40,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 16
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 4,
                     *           "smallBlind": 30,
                     *           "bigBlind": 60,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 24
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 5,
                     *           "smallBlind": 40,
                     *           "bigBlind": 80,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 32
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 6,
                     *           "smallBlind": 60,
                     *           "bigBlind": 120,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 40
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 7,
                     *           "smallBlind": 80,
                     *           "bigBlind": 160,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 48
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 8,
                     *           "smallBlind": 100,
                     *           "bigBlind": 200,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 56
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 9,
                     *           "smallBlind": 150,
                     *           "bigBlind": 300,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 64
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 10,
                     *           "smallBlind": 200,
                     *           "bigBlind": 400,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 72
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 11,
                     *           "smallBlind": 300,
                     *           "bigBlind": 600,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 80
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 12,
                     *           "smallBlind": 400,
                     *           "bigBlind": 800,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 88,
                     *           "overtime": true
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 13,
                     *           "smallBlind": 600,
                     *           "bigBlind": 1200,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 96,
                     *           "overtime": true
                     *         },
                     *         {
                     *           "kind": "level",
                     *           "level": 14,
                     *           "smallBlind": 800,
                     *           "bigBlind": 1600,
                     *           "ante": 0,
                     *           "durationMinutes": 8,
                     *           "startsAtMinute": 104,
                     *           "overtime": true
                     *         }
                     *       ],
                     *       "estimatedDurationMinutes": 88,
                     *       "summary": {
                     *         "levels": 11,
                     *         "breaks": 0,
                     *         "startingBigBlinds": 75,
                     *         "chipsInPlay": 9000,
                     *         "finalBigBlind": 600
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "blind_schedule";
                        engineVersion: string;
                        /** @constant */
                        method: "exact";
                        levels: ({
                            /** @constant */
                            kind: "level";
                            level: number;
                            smallBlind: number;
                            bigBlind: number;
                            ante: number;
                            durationMinutes: number;
                            startsAtMinute: number;
                            /** @constant */
                            overtime?: true;
                        } | {
                            /** @constant */
                            kind: "break";
                            durationMinutes: number;
                            startsAtMinute: number;
                            colorUp: number[];
                        })[];
                        estimatedDurationMinutes: number;
                        summary: {
                            levels: number;
                            breaks: number;
                            startingBigBlinds: number;
                            chipsInPlay: number;
                            finalBigBlind: number;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payment_required */
            402: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: compute_budget_exceeded */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightCalculateBlindSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is granted for the origin. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The calling page's origin. */
                    "access-control-allow-origin"?: string;
                    /** @description `POST`. */
                    "access-control-allow-methods"?: string;
                    /** @description `authorization, content-type, x-request-id`. */
                    "access-control-allow-headers"?: string;
                    /** @description `600`. */
                    "access-control-max-age"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem: origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    calculateChipDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "players": 9,
                 *       "startingStack": 10000,
                 *       "denominations": [
                 *         {
                 *           "value": 25,
                 *           "available": 150
                 *         },
                 *         {
                 *           "value": 100,
                 *           "available": 150
                 *         },
                 *         {
                 *           "value": 500,
                 *           "available": 100
                 *         },
                 *         {
                 *           "value": 1000,
                 *           "available": 100
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    players: number;
                    startingStack: number;
                    denominations: {
                        value: number;
                        available?: number;
                        color?: string;
                    }[];
                    bigBlind?: number;
                };
            };
        };
        responses: {
            /** @description The calculation result. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-engine-version": components["headers"]["EngineVersion"];
                    "x-credits-remaining": components["headers"]["CreditsRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "chip_distribution",
                     *       "engineVersion": "1.9.0",
                     *       "method": "exact",
                     *       "feasible": true,
                     *       "perPlayer": [
                     *         {
                     *           "value": 25,
                     *           "count": 8
                     *         },
                     *         {
                     *           "value": 100,
                     *           "count": 3
                     *         },
                     *         {
                     *           "value": 500,
                     *           "count": 1
                     *         },
                     *         {
                     *           "value": 1000,
                     *           "count": 9
                     *         }
                     *       ],
                     *       "chipsPerPlayer": 21,
                     *       "totals": [
                     *         {
                     *           "value": 25,
                     *           "needed": 72,
                     *           "available": 150,
                     *           "spare": 78
                     *         },
                     *         {
                     *           "value": 100,
                     *           "needed": 27,
                     *           "available": 150,
                     *           "spare": 123
                     *         },
                     *         {
                     *           "value": 500,
                     *           "needed": 9,
                     *           "available": 100,
                     *           "spare": 91
                     *         },
                     *         {
                     *           "value": 1000,
                     *           "needed": 81,
                     *           "available": 100,
                     *           "spare": 19
                     *         }
                     *       ],
                     *       "shortfall": [],
                     *       "reason": null
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "chip_distribution";
                        engineVersion: string;
                        /** @constant */
                        method: "exact";
                        feasible: boolean;
                        perPlayer: {
                            value: number;
                            count: number;
                            color?: string;
                        }[];
                        chipsPerPlayer: number;
                        totals: {
                            value: number;
                            needed: number;
                            available: number | null;
                            spare: number | null;
                        }[];
                        shortfall: {
                            value: number;
                            needed: number;
                            available: number;
                            missing: number;
                        }[];
                        reason: string | null;
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payment_required */
            402: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: compute_budget_exceeded */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightCalculateChipDistribution: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is granted for the origin. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The calling page's origin. */
                    "access-control-allow-origin"?: string;
                    /** @description `POST`. */
                    "access-control-allow-methods"?: string;
                    /** @description `authorization, content-type, x-request-id`. */
                    "access-control-allow-headers"?: string;
                    /** @description `600`. */
                    "access-control-max-age"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem: origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    calculateHoldemHand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "seats": [
                 *         {
                 *           "id": "A",
                 *           "stack": 1000,
                 *           "cards": "AhKh"
                 *         },
                 *         {
                 *           "id": "B",
                 *           "stack": 1000,
                 *           "cards": "QcQd"
                 *         }
                 *       ],
                 *       "button": "A",
                 *       "forcedBets": {
                 *         "smallBlind": 50,
                 *         "bigBlind": 100
                 *       },
                 *       "board": "Ks 9d 4c 2h 7s",
                 *       "actions": [
                 *         {
                 *           "seat": "A",
                 *           "type": "raise",
                 *           "to": 300
                 *         },
                 *         {
                 *           "seat": "B",
                 *           "type": "call"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    seats: {
                        id: string;
                        stack: number;
                        cards?: string;
                    }[];
                    button: string;
                    forcedBets: {
                        smallBlind: number;
                        bigBlind: number;
                        ante?: {
                            /** @enum {string} */
                            kind: "traditional" | "big_blind";
                            amount: number;
                        } | null;
                        /** @default false */
                        smallBlindMissing?: boolean;
                        /** @default [] */
                        deadBlinds?: {
                            seat: string;
                            amount: number;
                        }[];
                    };
                    /** @default  */
                    board?: string;
                    /** @default [] */
                    actions?: ({
                        seat: string;
                        /** @enum {string} */
                        type: "fold" | "check" | "call" | "all_in";
                    } | {
                        seat: string;
                        /** @enum {string} */
                        type: "bet" | "raise";
                        to: number;
                    })[];
                    history?: {
                        /** @enum {string} */
                        format: "ohh" | "phh";
                        /** @default 1 */
                        gameNumber?: string;
                        /** @default pokerworks */
                        tableName?: string;
                        /** Format: date-time */
                        startedAt?: string;
                    };
                    shuffleId?: string;
                };
            };
        };
        responses: {
            /** @description The calculation result. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-engine-version": components["headers"]["EngineVersion"];
                    "x-credits-remaining": components["headers"]["CreditsRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "holdem_hand",
                     *       "engineVersion": "1.9.0",
                     *       "method": "exact",
                     *       "status": "in_progress",
                     *       "street": "flop",
                     *       "board": "Ks9d4c2h7s",
                     *       "button": "A",
                     *       "smallBlind": "A",
                     *       "bigBlind": "B",
                     *       "toAct": "B",
                     *       "legalActions": {
                     *         "fold": false,
                     *         "check": true,
                     *         "call": null,
                     *         "bet": {
                     *           "minTo": 100,
                     *           "maxTo": 700
                     *         },
                     *         "raise": null,
                     *         "all_in": 700,
                     *         "allIn": 700
                     *       },
                     *       "currentBet": 0,
                     *       "minRaise": 100,
                     *       "seats": [
                     *         {
                     *           "id": "A",
                     *           "stack": 700,
                     *           "committed": 0,
                     *           "contributed": 300,
                     *           "status": "in_hand",
                     *           "cards": "AhKh"
                     *         },
                     *         {
                     *           "id": "B",
                     *           "stack": 700,
                     *           "committed": 0,
                     *           "contributed": 300,
                     *           "status": "in_hand",
                     *           "cards": "QcQd"
                     *         }
                     *       ],
                     *       "pots": [
                     *         {
                     *           "amount": 600,
                     *           "eligible": [
                     *             "A",
                     *             "B"
                     *           ],
                     *           "winners": null
                     *         }
                     *       ],
                     *       "returned": [],
                     *       "missingCards": null,
                     *       "result": null,
                     *       "history": null,
                     *       "shuffle": null
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "holdem_hand";
                        engineVersion: string;
                        /** @constant */
                        method: "exact";
                        /** @enum {string} */
                        status: "in_progress" | "awaiting_cards" | "complete";
                        /** @enum {string} */
                        street: "preflop" | "flop" | "turn" | "river" | "showdown";
                        board: string;
                        button: string;
                        smallBlind: string | null;
                        bigBlind: string;
                        toAct: string | null;
                        legalActions: {
                            fold: boolean;
                            check: boolean;
                            call: number | null;
                            bet: {
                                minTo: number;
                                maxTo: number;
                            } | null;
                            raise: {
                                minTo: number;
                                maxTo: number;
                            } | null;
                            all_in: number | null;
                            allIn: number | null;
                        } | null;
                        currentBet: number;
                        minRaise: number;
                        seats: {
                            id: string;
                            stack: number;
                            committed: number;
                            contributed: number;
                            /** @enum {string} */
                            status: "in_hand" | "folded" | "all_in";
                            cards: string | null;
                        }[];
                        pots: {
                            amount: number;
                            eligible: string[];
                            winners: {
                                id: string;
                                amount: number;
                            }[] | null;
                        }[];
                        returned: {
                            id: string;
                            /** @enum {string} */
                            street: "preflop" | "flop" | "turn" | "river" | "showdown";
                            amount: number;
                        }[];
                        missingCards: {
                            board: boolean;
                            seats: string[];
                        } | null;
                        result: {
                            wonByFold: boolean;
                            stacks: {
                                id: string;
                                stack: number;
                                net: number;
                            }[];
                            hands: {
                                id: string;
                                cards: string;
                                /** @enum {string} */
                                category: "high_card" | "one_pair" | "two_pair" | "three_of_a_kind" | "straight" | "flush" | "full_house" | "four_of_a_kind" | "straight_flush";
                            }[];
                        } | null;
                        history: ({
                            /** @constant */
                            format: "ohh";
                            document: {
                                ohh: {
                                    spec_version: string;
                                    site_name: string;
                                    network_name: string;
                                    internal_version: string;
                                    tournament: boolean;
                                    game_number: string;
                                    start_date_utc?: string;
                                    table_name: string;
                                    /** @enum {string} */
                                    game_type: "Holdem" | "Omaha";
                                    bet_limit: {
                                        /** @enum {string} */
                                        bet_type: "NL" | "PL";
                                        bet_cap: number;
                                    };
                                    table_size: number;
                                    /** @constant */
                                    currency: "XPM";
                                    dealer_seat: number;
                                    small_blind_amount: number;
                                    big_blind_amount: number;
                                    ante_amount: number;
                                    flags: string[];
                                    players: {
                                        id: number;
                                        seat: number;
                                        name: string;
                                        display: string;
                                        starting_stack: number;
                                    }[];
                                    rounds: {
                                        id: number;
                                        /** @enum {string} */
                                        street: "Preflop" | "Flop" | "Turn" | "River" | "Showdown";
                                        cards: string[];
                                        actions: {
                                            action_number: number;
                                            player_id: number;
                                            /** @enum {string} */
                                            action: "Dealt Cards" | "Post Ante" | "Post SB" | "Post BB" | "Post Dead" | "Fold" | "Check" | "Bet" | "Raise" | "Call" | "Shows Cards";
                                            amount: number;
                                            is_allin: boolean;
                                            cards?: string[];
                                        }[];
                                    }[];
                                    pots: {
                                        number: number;
                                        amount: number;
                                        rake: number;
                                        player_wins: {
                                            player_id: number;
                                            win_amount: number;
                                        }[];
                                    }[];
                                    pokerworks_shuffle?: {
                                        shuffleId: string;
                                        alg: string;
                                        commitment: string;
                                        serverSeed: string;
                                        clientSeed: string;
                                        nonce: number;
                                        deck: string[];
                                    };
                                };
                            };
                        } | {
                            /** @constant */
                            format: "phh";
                            text: string;
                        }) | null;
                        shuffle: {
                            shuffleId: string;
                            alg: string;
                            commitment: string;
                            serverSeed: string;
                            clientSeed: string;
                            nonce: number;
                            deck: string[];
                        } | null;
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed, card_conflict */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payment_required */
            402: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightCalculateHoldemHand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is granted for the origin. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The calling page's origin. */
                    "access-control-allow-origin"?: string;
                    /** @description `POST`. */
                    "access-control-allow-methods"?: string;
                    /** @description `authorization, content-type, x-request-id`. */
                    "access-control-allow-headers"?: string;
                    /** @description `600`. */
                    "access-control-max-age"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem: origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    calculateOmahaHand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "game": "plo4",
                 *       "seats": [
                 *         {
                 *           "id": "A",
                 *           "stack": 1000,
                 *           "cards": "AhKhQdJd"
                 *         },
                 *         {
                 *           "id": "B",
                 *           "stack": 1000,
                 *           "cards": "QcQs9c8s"
                 *         }
                 *       ],
                 *       "button": "A",
                 *       "forcedBets": {
                 *         "smallBlind": 5,
                 *         "bigBlind": 10
                 *       },
                 *       "board": "Qh Jh 4c 2h 7s",
                 *       "actions": [
                 *         {
                 *           "seat": "A",
                 *           "type": "raise",
                 *           "to": 30
                 *         },
                 *         {
                 *           "seat": "B",
                 *           "type": "raise",
                 *           "to": 90
                 *         },
                 *         {
                 *           "seat": "A",
                 *           "type": "call"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    game: "plo4" | "plo5";
                    seats: {
                        id: string;
                        stack: number;
                        cards?: string;
                    }[];
                    button: string;
                    forcedBets: {
                        smallBlind: number;
                        bigBlind: number;
                        ante?: {
                            /** @enum {string} */
                            kind: "traditional" | "big_blind";
                            amount: number;
                        } | null;
                        /** @default false */
                        smallBlindMissing?: boolean;
                        /** @default [] */
                        deadBlinds?: {
                            seat: string;
                            amount: number;
                        }[];
                    };
                    /** @default  */
                    board?: string;
                    /** @default [] */
                    actions?: ({
                        seat: string;
                        /** @enum {string} */
                        type: "fold" | "check" | "call" | "all_in";
                    } | {
                        seat: string;
                        /** @enum {string} */
                        type: "bet" | "raise";
                        to: number;
                    })[];
                    history?: {
                        /** @enum {string} */
                        format: "ohh" | "phh";
                        /** @default 1 */
                        gameNumber?: string;
                        /** @default pokerworks */
                        tableName?: string;
                        /** Format: date-time */
                        startedAt?: string;
                    };
                    shuffleId?: string;
                };
            };
        };
        responses: {
            /** @description The calculation result. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-engine-version": components["headers"]["EngineVersion"];
                    "x-credits-remaining": components["headers"]["CreditsRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "omaha_hand",
                     *       "game": "plo4",
                     *       "engineVersion": "1.9.0",
                     *       "method": "exact",
                     *       "status": "in_progress",
                     *       "street": "flop",
                     *       "board": "QhJh4c2h7s",
                     *       "button": "A",
                     *       "smallBlind": "A",
                     *       "bigBlind": "B",
                     *       "toAct": "B",
                     *       "legalActions": {
                     *         "fold": false,
                     *         "check": true,
                     *         "call": null,
                     *         "bet": {
                     *           "minTo": 10,
                     *           "maxTo": 180
                     *         },
                     *         "raise": null,
                     *         "all_in": null,
                     *         "allIn": null
                     *       },
                     *       "currentBet": 0,
                     *       "minRaise": 10,
                     *       "seats": [
                     *         {
                     *           "id": "A",
                     *           "stack": 910,
                     *           "committed": 0,
                     *           "contributed": 90,
                     *           "status": "in_hand",
                     *           "cards": "AhKhQdJd"
                     *         },
                     *         {
                     *           "id": "B",
                     *           "stack": 910,
                     *           "committed": 0,
                     *           "contributed": 90,
                     *           "status": "in_hand",
                     *           "cards": "QcQs9c8s"
                     *         }
                     *       ],
                     *       "pots": [
                     *         {
                     *           "amount": 180,
                     *           "eligible": [
                     *             "A",
                     *             "B"
                     *           ],
                     *           "winners": null
                     *         }
                     *       ],
                     *       "returned": [],
                     *       "missingCards": null,
                     *       "result": null,
                     *       "history": null,
                     *       "shuffle": null
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "omaha_hand";
                        /** @enum {string} */
                        game: "plo4" | "plo5";
                        engineVersion: string;
                        /** @constant */
                        method: "exact";
                        /** @enum {string} */
                        status: "in_progress" | "awaiting_cards" | "complete";
                        /** @enum {string} */
                        street: "preflop" | "flop" | "turn" | "river" | "showdown";
                        board: string;
                        button: string;
                        smallBlind: string | null;
                        bigBlind: string;
                        toAct: string | null;
                        legalActions: {
                            fold: boolean;
                            check: boolean;
                            call: number | null;
                            bet: {
                                minTo: number;
                                maxTo: number;
                            } | null;
                            raise: {
                                minTo: number;
                                maxTo: number;
                            } | null;
                            all_in: number | null;
                            allIn: number | null;
                        } | null;
                        currentBet: number;
                        minRaise: number;
                        seats: {
                            id: string;
                            stack: number;
                            committed: number;
                            contributed: number;
                            /** @enum {string} */
                            status: "in_hand" | "folded" | "all_in";
                            cards: string | null;
                        }[];
                        pots: {
                            amount: number;
                            eligible: string[];
                            winners: {
                                id: string;
                                amount: number;
                            }[] | null;
                        }[];
                        returned: {
                            id: string;
                            /** @enum {string} */
                            street: "preflop" | "flop" | "turn" | "river" | "showdown";
                            amount: number;
                        }[];
                        missingCards: {
                            board: boolean;
                            seats: string[];
                        } | null;
                        result: {
                            wonByFold: boolean;
                            stacks: {
                                id: string;
                                stack: number;
                                net: number;
                            }[];
                            hands: {
                                id: string;
                                cards: string;
                                /** @enum {string} */
                                category: "high_card" | "one_pair" | "two_pair" | "three_of_a_kind" | "straight" | "flush" | "full_house" | "four_of_a_kind" | "straight_flush";
                            }[];
                        } | null;
                        history: ({
                            /** @constant */
                            format: "ohh";
                            document: {
                                ohh: {
                                    spec_version: string;
                                    site_name: string;
                                    network_name: string;
                                    internal_version: string;
                                    tournament: boolean;
                                    game_number: string;
                                    start_date_utc?: string;
                                    table_name: string;
                                    /** @enum {string} */
                                    game_type: "Holdem" | "Omaha";
                                    bet_limit: {
                                        /** @enum {string} */
                                        bet_type: "NL" | "PL";
                                        bet_cap: number;
                                    };
                                    table_size: number;
                                    /** @constant */
                                    currency: "XPM";
                                    dealer_seat: number;
                                    small_blind_amount: number;
                                    big_blind_amount: number;
                                    ante_amount: number;
                                    flags: string[];
                                    players: {
                                        id: number;
                                        seat: number;
                                        name: string;
                                        display: string;
                                        starting_stack: number;
                                    }[];
                                    rounds: {
                                        id: number;
                                        /** @enum {string} */
                                        street: "Preflop" | "Flop" | "Turn" | "River" | "Showdown";
                                        cards: string[];
                                        actions: {
                                            action_number: number;
                                            player_id: number;
                                            /** @enum {string} */
                                            action: "Dealt Cards" | "Post Ante" | "Post SB" | "Post BB" | "Post Dead" | "Fold" | "Check" | "Bet" | "Raise" | "Call" | "Shows Cards";
                                            amount: number;
                                            is_allin: boolean;
                                            cards?: string[];
                                        }[];
                                    }[];
                                    pots: {
                                        number: number;
                                        amount: number;
                                        rake: number;
                                        player_wins: {
                                            player_id: number;
                                            win_amount: number;
                                        }[];
                                    }[];
                                    pokerworks_shuffle?: {
                                        shuffleId: string;
                                        alg: string;
                                        commitment: string;
                                        serverSeed: string;
                                        clientSeed: string;
                                        nonce: number;
                                        deck: string[];
                                    };
                                };
                            };
                        } | {
                            /** @constant */
                            format: "phh";
                            text: string;
                        }) | null;
                        shuffle: {
                            shuffleId: string;
                            alg: string;
                            commitment: string;
                            serverSeed: string;
                            clientSeed: string;
                            nonce: number;
                            deck: string[];
                        } | null;
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed, card_conflict */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payment_required */
            402: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightCalculateOmahaHand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is granted for the origin. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The calling page's origin. */
                    "access-control-allow-origin"?: string;
                    /** @description `POST`. */
                    "access-control-allow-methods"?: string;
                    /** @description `authorization, content-type, x-request-id`. */
                    "access-control-allow-headers"?: string;
                    /** @description `600`. */
                    "access-control-max-age"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem: origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    calculateOmahaEquity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "game": "plo4",
                 *       "players": [
                 *         {
                 *           "hand": "AsAhKdQd"
                 *         },
                 *         {
                 *           "hand": "JcTc9h8h"
                 *         }
                 *       ],
                 *       "board": "Ad7c2h"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    game: "plo4" | "plo5";
                    /** @description 2..6 known hands: 4 cards each in plo4, 5 in plo5 (ranges are not taken). */
                    players: {
                        hand: string;
                    }[];
                    /** @default  */
                    board?: string;
                    /** @default  */
                    dead?: string;
                    /**
                     * @default auto
                     * @enum {string}
                     */
                    mode?: "auto" | "exact" | "monte_carlo";
                    monteCarlo?: {
                        /** @default 0 */
                        seed?: number;
                        samples?: number;
                    };
                    /** @description Each player's chips in the pot, all in (one per player, in order). The answer then adds each player's expected `chips` and the `pots`: main pot first, then each side pot, built as the rules engine builds them (a stake no other player matched is a pot only its owner can win: it comes back). */
                    stacks?: number[];
                };
            };
        };
        responses: {
            /** @description The calculation result. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-engine-version": components["headers"]["EngineVersion"];
                    "x-credits-remaining": components["headers"]["CreditsRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "omaha_equity",
                     *       "game": "plo4",
                     *       "engineVersion": "1.9.0",
                     *       "method": "exact",
                     *       "board": "Ad7c2h",
                     *       "dead": "",
                     *       "players": [
                     *         {
                     *           "input": "AsAhKdQd",
                     *           "combos": 1,
                     *           "equity": 0.823170731707317,
                     *           "win": 0.823170731707317,
                     *           "tie": 0
                     *         },
                     *         {
                     *           "input": "JcTc9h8h",
                     *           "combos": 1,
                     *           "equity": 0.17682926829268292,
                     *           "win": 0.17682926829268292,
                     *           "tie": 0
                     *         }
                     *       ],
                     *       "outcomes": 820,
                     *       "monteCarlo": null
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "omaha_equity";
                        /** @enum {string} */
                        game: "plo4" | "plo5";
                        engineVersion: string;
                        /** @enum {string} */
                        method: "exact" | "monte_carlo";
                        board: string;
                        dead: string;
                        players: [
                            {
                                input: string;
                                combos: number;
                                equity: number;
                                win: number;
                                tie: number;
                                /** @description Three or more players, or stacks: ties[i] is the probability of splitting the pot among i + 2 players (this one included); `tie` is their sum and equity = win + sum of ties[i] / (i + 2). */
                                ties?: number[];
                                /** @description With stacks: the chips this player expects from all the pots. */
                                chips?: number;
                            },
                            {
                                input: string;
                                combos: number;
                                equity: number;
                                win: number;
                                tie: number;
                                /** @description Three or more players, or stacks: ties[i] is the probability of splitting the pot among i + 2 players (this one included); `tie` is their sum and equity = win + sum of ties[i] / (i + 2). */
                                ties?: number[];
                                /** @description With stacks: the chips this player expects from all the pots. */
                                chips?: number;
                            }
                        ];
                        outcomes: number;
                        monteCarlo: {
                            seed: number;
                            samples: number;
                            standardError: number;
                        } | null;
                        /** @description With stacks: the main pot, then each side pot. */
                        pots?: {
                            amount: number;
                            eligible: number[];
                            /** @description Each player's expected chips from this pot (0 for players not eligible); they sum to `amount`. */
                            chips: number[];
                        }[];
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed, card_conflict */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payment_required */
            402: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: compute_budget_exceeded */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightCalculateOmahaEquity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is granted for the origin. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The calling page's origin. */
                    "access-control-allow-origin"?: string;
                    /** @description `POST`. */
                    "access-control-allow-methods"?: string;
                    /** @description `authorization, content-type, x-request-id`. */
                    "access-control-allow-headers"?: string;
                    /** @description `600`. */
                    "access-control-max-age"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem: origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createShuffle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The commitment to the new shuffle. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "x-credits-remaining": components["headers"]["CreditsRemaining"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shf_01M82J8FFMJz2v31QR4IcVyNYk",
                     *       "alg": "pw-shuffle-v1",
                     *       "commitment": "e014181d20190954d264a3c2ad266f6db48499df674accc4c0c6e40698fbe184",
                     *       "createdAt": "2026-11-22T21:23:10.964Z"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @constant */
                        alg: "pw-shuffle-v1";
                        commitment: string;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payment_required */
            402: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getShuffle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example shf_01M82J8FG4p9CuUDsTSupORjiQ */
                shuffleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The shuffle. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shf_01M82J8FG4p9CuUDsTSupORjiQ",
                     *       "alg": "pw-shuffle-v1",
                     *       "status": "committed",
                     *       "commitment": "754c5fd75dd953c3f78c83ee2b92298aefb64bde9ba9faf353c2c515ffeef5ab",
                     *       "clientSeed": null,
                     *       "nonce": null,
                     *       "deck": null,
                     *       "serverSeed": null,
                     *       "createdAt": "2026-11-22T21:23:10.980Z",
                     *       "dealtAt": null,
                     *       "revealedAt": null
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @constant */
                        alg: "pw-shuffle-v1";
                        /** @enum {string} */
                        status: "committed" | "dealt" | "revealed";
                        commitment: string;
                        clientSeed: string | null;
                        nonce: number | null;
                        deck: string[] | null;
                        serverSeed: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        dealtAt: string | null;
                        revealedAt: string | null;
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    drawShuffleDeck: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example shf_01M82J8FGZUhEr4W3Nj2PwXeaE */
                shuffleId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "clientSeeds": [
                 *         "alice-7f3a",
                 *         "bob-91c2"
                 *       ],
                 *       "nonce": 0
                 *     }
                 */
                "application/json": {
                    clientSeeds: string[];
                    /** @default 0 */
                    nonce?: number;
                };
            };
        };
        responses: {
            /** @description The deck this shuffle deals. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shf_01M82J8FGZUhEr4W3Nj2PwXeaE",
                     *       "alg": "pw-shuffle-v1",
                     *       "commitment": "bb31f22463645dceb29c5b44c636d1c3cb87f8e46ab87067d2a44b4f61fa2213",
                     *       "clientSeed": "alice-7f3a:bob-91c2",
                     *       "nonce": 0,
                     *       "deck": [
                     *         "3c",
                     *         "8s",
                     *         "4d",
                     *         "2c",
                     *         "3s",
                     *         "Qc",
                     *         "8c",
                     *         "6c",
                     *         "7s",
                     *         "9d",
                     *         "Jd",
                     *         "3h",
                     *         "7h",
                     *         "2s",
                     *         "Ah",
                     *         "8h",
                     *         "6s",
                     *         "Jh",
                     *         "9h",
                     *         "Kc",
                     *         "2d",
                     *         "Tc",
                     *         "As",
                     *         "3d",
                     *         "Js",
                     *         "4c",
                     *         "5d",
                     *         "Ad",
                     *         "Ac",
                     *         "5h",
                     *         "5c",
                     *         "8d",
                     *         "9c",
                     *         "7d",
                     *         "Kd",
                     *         "4s",
                     *         "5s",
                     *         "4h",
                     *         "Jc",
                     *         "Ts",
                     *         "7c",
                     *         "Td",
                     *         "6d",
                     *         "Ks",
                     *         "Qd",
                     *         "Qs",
                     *         "Kh",
                     *         "9s",
                     *         "Qh",
                     *         "Th",
                     *         "2h",
                     *         "6h"
                     *       ],
                     *       "dealtAt": "2026-11-22T21:23:11.014Z"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @constant */
                        alg: "pw-shuffle-v1";
                        commitment: string;
                        clientSeed: string;
                        nonce: number;
                        deck: string[];
                        /** Format: date-time */
                        dealtAt: string;
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revealShuffle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example shf_01M82J8FHPM6agAFBoA2UqTMFZ */
                shuffleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The revealed shuffle. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": "shf_01M82J8FHPM6agAFBoA2UqTMFZ",
                     *       "alg": "pw-shuffle-v1",
                     *       "serverSeed": "e58085105dc7b27d0c2484dca4aeabda2d720d770dc59567f353439137d011aa",
                     *       "clientSeed": "alice-7f3a:bob-91c2",
                     *       "nonce": 0,
                     *       "commitment": "10c3079300dcf5f8dad598303fb77205cc8d3b813c98760db68014714fca86c0",
                     *       "deck": [
                     *         "Kh",
                     *         "8d",
                     *         "6c",
                     *         "Js",
                     *         "Ks",
                     *         "Jd",
                     *         "Ac",
                     *         "Ad",
                     *         "6d",
                     *         "3c",
                     *         "8c",
                     *         "2s",
                     *         "8h",
                     *         "4h",
                     *         "6h",
                     *         "3s",
                     *         "Th",
                     *         "7c",
                     *         "Ts",
                     *         "4d",
                     *         "2h",
                     *         "Jh",
                     *         "Qc",
                     *         "9d",
                     *         "Qh",
                     *         "2d",
                     *         "Kd",
                     *         "8s",
                     *         "5d",
                     *         "Kc",
                     *         "7d",
                     *         "6s",
                     *         "Qs",
                     *         "9h",
                     *         "Tc",
                     *         "Jc",
                     *         "Qd",
                     *         "2c",
                     *         "3h",
                     *         "7s",
                     *         "4c",
                     *         "9s",
                     *         "9c",
                     *         "5s",
                     *         "3d",
                     *         "As",
                     *         "7h",
                     *         "4s",
                     *         "Ah",
                     *         "5c",
                     *         "Td",
                     *         "5h"
                     *       ],
                     *       "revealedAt": "2026-11-22T21:23:11.042Z"
                     *     }
                     */
                    "application/json": {
                        id: string;
                        /** @constant */
                        alg: "pw-shuffle-v1";
                        serverSeed: string;
                        clientSeed: string;
                        nonce: number;
                        commitment: string;
                        deck: string[];
                        /** Format: date-time */
                        revealedAt: string;
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    verifyShuffle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "serverSeed": "e58085105dc7b27d0c2484dca4aeabda2d720d770dc59567f353439137d011aa",
                 *       "clientSeed": "alice-7f3a:bob-91c2",
                 *       "nonce": 0,
                 *       "commitment": "10c3079300dcf5f8dad598303fb77205cc8d3b813c98760db68014714fca86c0"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description The construction, as shuffles and table hands name it in their evidence; optional, and `pw-shuffle-v1` is the only one.
                     * @constant
                     */
                    alg?: "pw-shuffle-v1";
                    serverSeed: string;
                    clientSeed: string;
                    nonce: number;
                    commitment: string;
                };
            };
        };
        responses: {
            /** @description Whether the seed matches the commitment, and the deck it gives with the client seed and nonce sent. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "alg": "pw-shuffle-v1",
                     *       "valid": true,
                     *       "commitmentMatches": true,
                     *       "deck": [
                     *         "Kh",
                     *         "8d",
                     *         "6c",
                     *         "Js",
                     *         "Ks",
                     *         "Jd",
                     *         "Ac",
                     *         "Ad",
                     *         "6d",
                     *         "3c",
                     *         "8c",
                     *         "2s",
                     *         "8h",
                     *         "4h",
                     *         "6h",
                     *         "3s",
                     *         "Th",
                     *         "7c",
                     *         "Ts",
                     *         "4d",
                     *         "2h",
                     *         "Jh",
                     *         "Qc",
                     *         "9d",
                     *         "Qh",
                     *         "2d",
                     *         "Kd",
                     *         "8s",
                     *         "5d",
                     *         "Kc",
                     *         "7d",
                     *         "6s",
                     *         "Qs",
                     *         "9h",
                     *         "Tc",
                     *         "Jc",
                     *         "Qd",
                     *         "2c",
                     *         "3h",
                     *         "7s",
                     *         "4c",
                     *         "9s",
                     *         "9c",
                     *         "5s",
                     *         "3d",
                     *         "As",
                     *         "7h",
                     *         "4s",
                     *         "Ah",
                     *         "5c",
                     *         "Td",
                     *         "5h"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        alg: "pw-shuffle-v1";
                        /** @description The same as `commitmentMatches` (its first name, kept): it does not check the client seed, the nonce or the deck. */
                        valid: boolean;
                        /** @description SHA-256 of the server seed's 32 bytes equals `commitment`. */
                        commitmentMatches: boolean;
                        /** @description The deck pw-shuffle-v1 gives for this server seed, client seed and nonce, position 0 first: compare it with the deck you were dealt. */
                        deck: string[];
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getShuffleVerifierPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html>
                     *     <html lang="en">
                     *     <head>
                     *     <meta charset="utf-8">
                     *     <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-GsdYV9S0KEL+q3YWwPFAKKtTzawpH1Jloe5+JK/AepQ='; style-src 'sha256-4YScgdA8MUGpGHNg6aKsgsM3wDRvowPky1cmxq52fwY='; connect-src 'none'; img-src 'none'; form-action 'none'; base-uri 'none'">
                     *     <meta name="viewport" content="width=device-width, initial-scale=1">
                     *     <title>pokerworks: verify a shuffle (pw-shuffle-v1)</title>
                     *     …
                     */
                    "text/html": string;
                };
            };
        };
    };
    getUsage: {
        parameters: {
            query?: {
                /** @example 2026-11-01 */
                from?: string;
                /** @example 2026-11-22 */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage report. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "usage_report",
                     *       "organization": {
                     *         "freeCreditsRemaining": 1000,
                     *         "paidUsageEnabled": false
                     *       },
                     *       "data": [
                     *         {
                     *           "day": "2026-11-22",
                     *           "keyId": "key_01M82J8FK7Vg17s7t9tZErRLNQ",
                     *           "endpoint": "GET /api/v1/management/usage",
                     *           "environment": "test",
                     *           "requests": 1,
                     *           "errors": 0,
                     *           "credits": 0,
                     *           "billableCredits": 0
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "usage_report";
                        organization: {
                            freeCreditsRemaining: number;
                            paidUsageEnabled: boolean;
                        };
                        data: {
                            /** Format: date */
                            day: string;
                            keyId: string;
                            endpoint: string;
                            /** @enum {string} */
                            environment: "test" | "live";
                            requests: number;
                            errors: number;
                            credits: number;
                            billableCredits: number;
                        }[];
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTournamentCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *       "object": "developer_tournament_catalog",
                     *       "presets": [
                     *         {
                     *           "object": "tournament_preset",
                     *           "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *           "presetKey": "scheduled_mtt_nlhe_v1",
                     *           "name": "Scheduled MTT, No-Limit Hold'em (9-max)",
                     *           "format": "mtt",
                     *           "game": "nlhe",
                     *           "tableSize": 9,
                     *           "minPlayers": 2,
                     *           "maxPlayers": 10000,
                     *           "startingStack": 20000,
                     *           "lateRegistrationLevels": 6,
                     *           "allowedTrustModes": [
                     *             "human_only",
                     *             "mixed_declared"
                     *           ],
                     *           "defaultBlindStructureId": "bs_approved_mtt_9max_20min_v1",
                     *           "defaultPayoutStructureId": "ps_approved_mtt_standard_ladder_v1"
                     *         }
                     *       ],
                     *       "approvedStructures": {
                     *         "blindStructures": [
                     *           {
                     *             "object": "blind_structure",
                     *             "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *             "id": "bs_approved_sng_6max_8min_v1",
                     *             "name": "6-max Sit & Go, 8-minute levels (1,500 chips)",
                     *             "roomId": null,
                     *             "ownership": "approved",
                     *             "estimatedDurationMinutes": 80,
                     *             "levels": [
                     *               {
                     *                 "kind": "level",
                     *                 "level": 1,
                     *                 "smallBlind": 10,
                     *                 "bigBlind": 20,
                     *                 "ante": 0,
                     *                 "durationMinutes": 8,
                     *                 "startsAtMinute": 0
                     *               },
                     *               {
                     *                 "kind": "level",
                     *                 "level": 2,
                     *                 "smallBlind": 15,
                     *                 "bigBlind": 30,
                     *                 "ante": 0,
                     *                 "durationMinutes": 8,
                     *                 "startsAtMinute": 8
                     *               },
                     *               {
                     *                 "kind": "level",
                     *                 "level": 3,
                     *                 "smallBlind": 25,
                     *                 "bigBlind": 50,
                     *                 "ante": 0,
                     *                 "durationMinutes": 8,
                     *                 "startsAtMinute": 16
                     *               }
                     *             ],
                     *             "provenance": {
                     *               "source": "pokerworks approved tournament catalog 2026-06-08",
                     *               "notes": "75 big blinds at the start; small antes from level 7; no breaks; 10 planned levels (80 minutes), then 3 overtime levels."
                     *             },
                     *             "createdAt": "2026-06-08T00:00:00.000Z",
                     *             "updatedAt": "2026-06-08T00:00:00.000Z"
                     *           }
                     *         ],
                     *         "payoutStructures": [
                     *           {
                     *             "object": "payout_structure",
                     *             "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *             "id": "ps_approved_mtt_standard_ladder_v1",
                     *             "name": "Scheduled MTT, any field of 2-10,000 (standard ladder for the final field)",
                     *             "roomId": null,
                     *             "ownership": "approved",
                     *             "minPlayers": 2,
                     *             "maxPlayers": 10000,
                     *             "payouts": [
                     *               {
                     *                 "fromPlace": 1,
                     *                 "toPlace": 1,
                     *                 "basisPoints": 10000
                     *               }
                     *             ],
                     *             "ladder": {
                     *               "style": "standard",
                     *               "rounding": {
                     *                 "unit": 1
                     *               },
                     *               "rule": "Calculated for the final field: about 15% of the entrants are paid (at least 2 from 4 entrants), on a standard ladder; from place 10 down, places are paid in tiers of equal amounts; prizes are multiples of 1 and sum exactly to the prize pool.",
                     *               "examples": [
                     *                 {
                     *                   "entrants": 2,
                     *                   "placesPaid": 1,
                     *                   "topShareBasisPoints": 10000
                     *                 },
                     *                 {
                     *                   "entrants": 6,
                     *                   "placesPaid": 2,
                     *                   "topShareBasisPoints": 6500
                     *                 },
                     *                 {
                     *                   "entrants": 9,
                     *                   "placesPaid": 2,
                     *                   "topShareBasisPoints": 6500
                     *                 },
                     *                 {
                     *                   "entrants": 20,
                     *                   "placesPaid": 3,
                     *                   "topShareBasisPoints": 5000
                     *                 },
                     *                 {
                     *                   "entrants": 50,
                     *                   "placesPaid": 8,
                     *                   "topShareBasisPoints": 3240
                     *                 },
                     *                 {
                     *                   "entrants": 100,
                     *                   "placesPaid": 15,
                     *                   "topShareBasisPoints": 2700
                     *                 },
                     *                 {
                     *                   "entrants": 500,
                     *                   "placesPaid": 75,
                     *                   "topShareBasisPoints": 1999
                     *                 },
                     *                 {
                     *                   "entrants": 1000,
                     *                   "placesPaid": 150,
                     *                   "topShareBasisPoints": 1803
                     *                 }
                     *               ]
                     *             },
                     *             "provenance": {
                     *               "source": "pokerworks approved tournament catalog 2026-11-22",
                     *               "notes": "Calculated when the tournament completes: the standard payouts ladder (about 15 percent of the field paid, equal amounts across tiers from place 10) for the final number of entrants and the prize pool. The tiers shown are what a field of 2 pays."
                     *             },
                     *             "createdAt": "2026-11-22T00:00:00.000Z",
                     *             "updatedAt": "2026-11-22T00:00:00.000Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                        /** @constant */
                        object: "developer_tournament_catalog";
                        presets: {
                            /** @constant */
                            object: "tournament_preset";
                            /** @constant */
                            catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                            /** @enum {string} */
                            presetKey: "scheduled_mtt_nlhe_v1" | "six_max_nlhe_sng_v1" | "scheduled_mtt_plo4_v1" | "six_max_plo4_sng_v1";
                            name: string;
                            /** @enum {string} */
                            format: "mtt" | "sng";
                            /**
                             * @description The game its tables deal: `nlhe` no-limit hold'em, `plo4` pot-limit Omaha with 4 hole cards (`plo5`: 5).
                             * @enum {string}
                             */
                            game: "nlhe" | "plo4" | "plo5";
                            tableSize: number;
                            minPlayers: number;
                            maxPlayers: number;
                            startingStack: number;
                            lateRegistrationLevels: number;
                            allowedTrustModes: ("human_only" | "bot_only" | "mixed_declared")[];
                            defaultBlindStructureId: string;
                            defaultPayoutStructureId: string;
                        }[];
                        approvedStructures: {
                            blindStructures: {
                                /** @constant */
                                object: "blind_structure";
                                /** @constant */
                                catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                                id: string;
                                name: string;
                                roomId: string | null;
                                /** @enum {string} */
                                ownership: "room" | "approved";
                                estimatedDurationMinutes: number;
                                levels: ({
                                    /** @constant */
                                    kind: "level";
                                    level: number;
                                    smallBlind: number;
                                    bigBlind: number;
                                    ante: number;
                                    durationMinutes: number;
                                    startsAtMinute: number;
                                    /** @constant */
                                    overtime?: true;
                                } | {
                                    /** @constant */
                                    kind: "break";
                                    durationMinutes: number;
                                    startsAtMinute: number;
                                    colorUp: number[];
                                })[];
                                provenance: {
                                    source: string;
                                    url?: string;
                                    notes?: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                            payoutStructures: {
                                /** @constant */
                                object: "payout_structure";
                                /** @constant */
                                catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                                id: string;
                                name: string;
                                roomId: string | null;
                                /** @enum {string} */
                                ownership: "room" | "approved";
                                minPlayers: number;
                                maxPlayers: number;
                                payouts: {
                                    fromPlace: number;
                                    toPlace: number;
                                    basisPoints: number;
                                }[];
                                ladder: {
                                    /** @enum {string} */
                                    style: "winner_take_all" | "top_heavy" | "standard" | "flat";
                                    rounding: {
                                        unit: number;
                                    };
                                    /** @description What the ladder pays, in words: the share of the field paid and how the prizes fall. */
                                    rule: string;
                                    /** @description What fields of several sizes within `minPlayers`..`maxPlayers` pay (any pool; rounding aside). */
                                    examples: {
                                        entrants: number;
                                        placesPaid: number;
                                        /** @description 1st place's share of the pool, in basis points. */
                                        topShareBasisPoints: number;
                                    }[];
                                } | null;
                                provenance: {
                                    source: string;
                                    url?: string;
                                    notes?: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTournamentPresets: {
        parameters: {
            query?: {
                /** @example 2 */
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of presets. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *       "object": "developer_tournament_presets",
                     *       "data": [
                     *         {
                     *           "object": "tournament_preset",
                     *           "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *           "presetKey": "scheduled_mtt_plo4_v1",
                     *           "name": "Scheduled MTT, Pot-Limit Omaha (9-max)",
                     *           "format": "mtt",
                     *           "game": "plo4",
                     *           "tableSize": 9,
                     *           "minPlayers": 2,
                     *           "maxPlayers": 10000,
                     *           "startingStack": 20000,
                     *           "lateRegistrationLevels": 6,
                     *           "allowedTrustModes": [
                     *             "human_only",
                     *             "mixed_declared"
                     *           ],
                     *           "defaultBlindStructureId": "bs_approved_mtt_9max_20min_v1",
                     *           "defaultPayoutStructureId": "ps_approved_mtt_standard_ladder_v1"
                     *         },
                     *         {
                     *           "object": "tournament_preset",
                     *           "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *           "presetKey": "six_max_plo4_sng_v1",
                     *           "name": "6-max Sit & Go, Pot-Limit Omaha",
                     *           "format": "sng",
                     *           "game": "plo4",
                     *           "tableSize": 6,
                     *           "minPlayers": 6,
                     *           "maxPlayers": 6,
                     *           "startingStack": 1500,
                     *           "lateRegistrationLevels": 0,
                     *           "allowedTrustModes": [
                     *             "human_only",
                     *             "bot_only",
                     *             "mixed_declared"
                     *           ],
                     *           "defaultBlindStructureId": "bs_approved_sng_6max_8min_v1",
                     *           "defaultPayoutStructureId": "ps_approved_sng_6max_v1"
                     *         }
                     *       ],
                     *       "page": {
                     *         "limit": 2,
                     *         "hasMore": true,
                     *         "nextCursor": "WyIyMDI2LTExLTI5VDAwOjAwOjAwLjAwMFoiLCJzaXhfbWF4X3BsbzRfc25nX3YxIl0"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                        /** @constant */
                        object: "developer_tournament_presets";
                        page: {
                            limit: number;
                            hasMore: boolean;
                            nextCursor: string | null;
                        };
                        data: {
                            /** @constant */
                            object: "tournament_preset";
                            /** @constant */
                            catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                            /** @enum {string} */
                            presetKey: "scheduled_mtt_nlhe_v1" | "six_max_nlhe_sng_v1" | "scheduled_mtt_plo4_v1" | "six_max_plo4_sng_v1";
                            name: string;
                            /** @enum {string} */
                            format: "mtt" | "sng";
                            /**
                             * @description The game its tables deal: `nlhe` no-limit hold'em, `plo4` pot-limit Omaha with 4 hole cards (`plo5`: 5).
                             * @enum {string}
                             */
                            game: "nlhe" | "plo4" | "plo5";
                            tableSize: number;
                            minPlayers: number;
                            maxPlayers: number;
                            startingStack: number;
                            lateRegistrationLevels: number;
                            allowedTrustModes: ("human_only" | "bot_only" | "mixed_declared")[];
                            defaultBlindStructureId: string;
                            defaultPayoutStructureId: string;
                        }[];
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTournamentPreset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example six_max_nlhe_sng_v1 */
                presetKey: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preset. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *       "object": "developer_tournament_preset",
                     *       "preset": {
                     *         "object": "tournament_preset",
                     *         "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *         "presetKey": "six_max_nlhe_sng_v1",
                     *         "name": "6-max Sit & Go, No-Limit Hold'em",
                     *         "format": "sng",
                     *         "game": "nlhe",
                     *         "tableSize": 6,
                     *         "minPlayers": 6,
                     *         "maxPlayers": 6,
                     *         "startingStack": 1500,
                     *         "lateRegistrationLevels": 0,
                     *         "allowedTrustModes": [
                     *           "human_only",
                     *           "bot_only",
                     *           "mixed_declared"
                     *         ],
                     *         "defaultBlindStructureId": "bs_approved_sng_6max_8min_v1",
                     *         "defaultPayoutStructureId": "ps_approved_sng_6max_v1"
                     *       },
                     *       "defaults": {
                     *         "blindStructure": {
                     *           "object": "blind_structure",
                     *           "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *           "id": "bs_approved_sng_6max_8min_v1",
                     *           "name": "6-max Sit & Go, 8-minute levels (1,500 chips)",
                     *           "roomId": null,
                     *           "ownership": "approved",
                     *           "estimatedDurationMinutes": 80,
                     *           "levels": [
                     *             {
                     *               "kind": "level",
                     *               "level": 1,
                     *               "smallBlind": 10,
                     *               "bigBlind": 20,
                     *               "ante": 0,
                     *               "durationMinutes": 8,
                     *               "startsAtMinute": 0
                     *             },
                     *             {
                     *               "kind": "level",
                     *               "level": 2,
                     *               "smallBlind": 15,
                     *               "bigBlind": 30,
                     *               "ante": 0,
                     *               "durationMinutes": 8,
                     *               "startsAtMinute": 8
                     *             },
                     *             {
                     *               "kind": "level",
                     *               "level": 3,
                     *               "smallBlind": 25,
                     *               "bigBlind": 50,
                     *               "ante": 0,
                     *               "durationMinutes": 8,
                     *               "startsAtMinute": 16
                     *             }
                     *           ],
                     *           "provenance": {
                     *             "source": "pokerworks approved tournament catalog 2026-06-08",
                     *             "notes": "75 big blinds at the start; small antes from level 7; no breaks; 10 planned levels (80 minutes), then 3 overtime levels."
                     *           },
                     *           "createdAt": "2026-06-08T00:00:00.000Z",
                     *           "updatedAt": "2026-06-08T00:00:00.000Z"
                     *         },
                     *         "payoutStructure": {
                     *           "object": "payout_structure",
                     *           "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *           "id": "ps_approved_sng_6max_v1",
                     *           "name": "6-max Sit & Go (65/35)",
                     *           "roomId": null,
                     *           "ownership": "approved",
                     *           "minPlayers": 6,
                     *           "maxPlayers": 6,
                     *           "payouts": [
                     *             {
                     *               "fromPlace": 1,
                     *               "toPlace": 1,
                     *               "basisPoints": 6500
                     *             },
                     *             {
                     *               "fromPlace": 2,
                     *               "toPlace": 2,
                     *               "basisPoints": 3500
                     *             }
                     *           ],
                     *           "ladder": null,
                     *           "provenance": {
                     *             "source": "pokerworks approved tournament catalog 2026-06-08",
                     *             "notes": "The standard 6-max sit-and-go split: two places paid, 65/35."
                     *           },
                     *           "createdAt": "2026-06-08T00:00:00.000Z",
                     *           "updatedAt": "2026-06-08T00:00:00.000Z"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                        /** @constant */
                        object: "developer_tournament_preset";
                        preset: {
                            /** @constant */
                            object: "tournament_preset";
                            /** @constant */
                            catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                            /** @enum {string} */
                            presetKey: "scheduled_mtt_nlhe_v1" | "six_max_nlhe_sng_v1" | "scheduled_mtt_plo4_v1" | "six_max_plo4_sng_v1";
                            name: string;
                            /** @enum {string} */
                            format: "mtt" | "sng";
                            /**
                             * @description The game its tables deal: `nlhe` no-limit hold'em, `plo4` pot-limit Omaha with 4 hole cards (`plo5`: 5).
                             * @enum {string}
                             */
                            game: "nlhe" | "plo4" | "plo5";
                            tableSize: number;
                            minPlayers: number;
                            maxPlayers: number;
                            startingStack: number;
                            lateRegistrationLevels: number;
                            allowedTrustModes: ("human_only" | "bot_only" | "mixed_declared")[];
                            defaultBlindStructureId: string;
                            defaultPayoutStructureId: string;
                        };
                        defaults: {
                            blindStructure: {
                                /** @constant */
                                object: "blind_structure";
                                /** @constant */
                                catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                                id: string;
                                name: string;
                                roomId: string | null;
                                /** @enum {string} */
                                ownership: "room" | "approved";
                                estimatedDurationMinutes: number;
                                levels: ({
                                    /** @constant */
                                    kind: "level";
                                    level: number;
                                    smallBlind: number;
                                    bigBlind: number;
                                    ante: number;
                                    durationMinutes: number;
                                    startsAtMinute: number;
                                    /** @constant */
                                    overtime?: true;
                                } | {
                                    /** @constant */
                                    kind: "break";
                                    durationMinutes: number;
                                    startsAtMinute: number;
                                    colorUp: number[];
                                })[];
                                provenance: {
                                    source: string;
                                    url?: string;
                                    notes?: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                            payoutStructure: {
                                /** @constant */
                                object: "payout_structure";
                                /** @constant */
                                catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                                id: string;
                                name: string;
                                roomId: string | null;
                                /** @enum {string} */
                                ownership: "room" | "approved";
                                minPlayers: number;
                                maxPlayers: number;
                                payouts: {
                                    fromPlace: number;
                                    toPlace: number;
                                    basisPoints: number;
                                }[];
                                ladder: {
                                    /** @enum {string} */
                                    style: "winner_take_all" | "top_heavy" | "standard" | "flat";
                                    rounding: {
                                        unit: number;
                                    };
                                    /** @description What the ladder pays, in words: the share of the field paid and how the prizes fall. */
                                    rule: string;
                                    /** @description What fields of several sizes within `minPlayers`..`maxPlayers` pay (any pool; rounding aside). */
                                    examples: {
                                        entrants: number;
                                        placesPaid: number;
                                        /** @description 1st place's share of the pool, in basis points. */
                                        topShareBasisPoints: number;
                                    }[];
                                } | null;
                                provenance: {
                                    source: string;
                                    url?: string;
                                    notes?: string;
                                } | null;
                                /** Format: date-time */
                                createdAt: string;
                                /** Format: date-time */
                                updatedAt: string;
                            };
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBlindStructures: {
        parameters: {
            query?: {
                /** @example 10 */
                limit?: number;
                cursor?: string;
                /** @example room-7 */
                roomId?: string;
                /** @example room */
                ownership?: "room" | "approved";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of blind structures. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *       "object": "developer_blind_structures",
                     *       "data": [
                     *         {
                     *           "object": "blind_structure",
                     *           "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *           "id": "bs_01M82J8FNElX2BAWmSiYkmarLf",
                     *           "name": "Room 7 turbo",
                     *           "roomId": "room-7",
                     *           "ownership": "room",
                     *           "estimatedDurationMinutes": 34,
                     *           "levels": [
                     *             {
                     *               "kind": "level",
                     *               "level": 1,
                     *               "smallBlind": 10,
                     *               "bigBlind": 20,
                     *               "ante": 0,
                     *               "durationMinutes": 8,
                     *               "startsAtMinute": 0
                     *             },
                     *             {
                     *               "kind": "level",
                     *               "level": 2,
                     *               "smallBlind": 15,
                     *               "bigBlind": 30,
                     *               "ante": 0,
                     *               "durationMinutes": 8,
                     *               "startsAtMinute": 8
                     *             },
                     *             {
                     *               "kind": "break",
                     *               "durationMinutes": 2,
                     *               "startsAtMinute": 16,
                     *               "colorUp": []
                     *             },
                     *             {
                     *               "kind": "level",
                     *               "level": 3,
                     *               "smallBlind": 25,
                     *               "bigBlind": 50,
                     *               "ante": 0,
                     *               "durationMinutes": 8,
                     *               "startsAtMinute": 18
                     *             },
                     *             {
                     *               "kind": "level",
                     *               "level": 4,
                     *               "smallBlind": 50,
                     *               "bigBlind": 100,
                     *               "ante": 0,
                     *               "durationMinutes": 8,
                     *               "startsAtMinute": 26
                     *             }
                     *           ],
                     *           "provenance": null,
                     *           "createdAt": "2026-11-22T21:23:11.149Z",
                     *           "updatedAt": "2026-11-22T21:23:11.149Z"
                     *         }
                     *       ],
                     *       "page": {
                     *         "limit": 10,
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                        /** @constant */
                        object: "developer_blind_structures";
                        data: {
                            /** @constant */
                            object: "blind_structure";
                            /** @constant */
                            catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                            id: string;
                            name: string;
                            roomId: string | null;
                            /** @enum {string} */
                            ownership: "room" | "approved";
                            estimatedDurationMinutes: number;
                            levels: ({
                                /** @constant */
                                kind: "level";
                                level: number;
                                smallBlind: number;
                                bigBlind: number;
                                ante: number;
                                durationMinutes: number;
                                startsAtMinute: number;
                                /** @constant */
                                overtime?: true;
                            } | {
                                /** @constant */
                                kind: "break";
                                durationMinutes: number;
                                startsAtMinute: number;
                                colorUp: number[];
                            })[];
                            provenance: {
                                source: string;
                                url?: string;
                                notes?: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        page: {
                            limit: number;
                            hasMore: boolean;
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createBlindStructure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Room 7 turbo",
                 *       "roomId": "room-7",
                 *       "estimatedDurationMinutes": 34,
                 *       "levels": [
                 *         {
                 *           "kind": "level",
                 *           "smallBlind": 10,
                 *           "bigBlind": 20,
                 *           "ante": 0,
                 *           "durationMinutes": 8
                 *         },
                 *         {
                 *           "kind": "level",
                 *           "smallBlind": 15,
                 *           "bigBlind": 30,
                 *           "ante": 0,
                 *           "durationMinutes": 8
                 *         },
                 *         {
                 *           "kind": "break",
                 *           "durationMinutes": 2
                 *         },
                 *         {
                 *           "kind": "level",
                 *           "smallBlind": 25,
                 *           "bigBlind": 50,
                 *           "ante": 0,
                 *           "durationMinutes": 8
                 *         },
                 *         {
                 *           "kind": "level",
                 *           "smallBlind": 50,
                 *           "bigBlind": 100,
                 *           "ante": 0,
                 *           "durationMinutes": 8
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    roomId: string;
                    estimatedDurationMinutes: number;
                    levels: ({
                        /** @constant */
                        kind: "level";
                        level?: number;
                        smallBlind: number;
                        bigBlind: number;
                        ante: number;
                        durationMinutes: number;
                        startsAtMinute?: number;
                        overtime?: boolean;
                    } | {
                        /** @constant */
                        kind: "break";
                        durationMinutes: number;
                        startsAtMinute?: number;
                        colorUp?: number[];
                    })[];
                    provenance?: {
                        source: string;
                        /** Format: uri */
                        url?: string;
                        notes?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The new room-owned structure. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *       "object": "developer_blind_structure",
                     *       "blindStructure": {
                     *         "object": "blind_structure",
                     *         "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *         "id": "bs_01M82J8FP1QO4WdXtLNBOOGAjs",
                     *         "name": "Room 7 turbo",
                     *         "roomId": "room-7",
                     *         "ownership": "room",
                     *         "estimatedDurationMinutes": 34,
                     *         "levels": [
                     *           {
                     *             "kind": "level",
                     *             "level": 1,
                     *             "smallBlind": 10,
                     *             "bigBlind": 20,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 0
                     *           },
                     *           {
                     *             "kind": "level",
                     *             "level": 2,
                     *             "smallBlind": 15,
                     *             "bigBlind": 30,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 8
                     *           },
                     *           {
                     *             "kind": "break",
                     *             "durationMinutes": 2,
                     *             "startsAtMinute": 16,
                     *             "colorUp": []
                     *           },
                     *           {
                     *             "kind": "level",
                     *             "level": 3,
                     *             "smallBlind": 25,
                     *             "bigBlind": 50,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 18
                     *           },
                     *           {
                     *             "kind": "level",
                     *             "level": 4,
                     *             "smallBlind": 50,
                     *             "bigBlind": 100,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 26
                     *           }
                     *         ],
                     *         "provenance": null,
                     *         "createdAt": "2026-11-22T21:23:11.169Z",
                     *         "updatedAt": "2026-11-22T21:23:11.169Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                        /** @constant */
                        object: "developer_blind_structure";
                        blindStructure: {
                            /** @constant */
                            object: "blind_structure";
                            /** @constant */
                            catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                            id: string;
                            name: string;
                            roomId: string | null;
                            /** @enum {string} */
                            ownership: "room" | "approved";
                            estimatedDurationMinutes: number;
                            levels: ({
                                /** @constant */
                                kind: "level";
                                level: number;
                                smallBlind: number;
                                bigBlind: number;
                                ante: number;
                                durationMinutes: number;
                                startsAtMinute: number;
                                /** @constant */
                                overtime?: true;
                            } | {
                                /** @constant */
                                kind: "break";
                                durationMinutes: number;
                                startsAtMinute: number;
                                colorUp: number[];
                            })[];
                            provenance: {
                                source: string;
                                url?: string;
                                notes?: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBlindStructure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example bs_01M82J8FPEmJNjSM1olPcuGkTG */
                blindStructureId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The blind structure. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *       "object": "developer_blind_structure",
                     *       "blindStructure": {
                     *         "object": "blind_structure",
                     *         "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *         "id": "bs_01M82J8FPEmJNjSM1olPcuGkTG",
                     *         "name": "Room 7 turbo",
                     *         "roomId": "room-7",
                     *         "ownership": "room",
                     *         "estimatedDurationMinutes": 34,
                     *         "levels": [
                     *           {
                     *             "kind": "level",
                     *             "level": 1,
                     *             "smallBlind": 10,
                     *             "bigBlind": 20,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 0
                     *           },
                     *           {
                     *             "kind": "level",
                     *             "level": 2,
                     *             "smallBlind": 15,
                     *             "bigBlind": 30,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 8
                     *           },
                     *           {
                     *             "kind": "break",
                     *             "durationMinutes": 2,
                     *             "startsAtMinute": 16,
                     *             "colorUp": []
                     *           },
                     *           {
                     *             "kind": "level",
                     *             "level": 3,
                     *             "smallBlind": 25,
                     *             "bigBlind": 50,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 18
                     *           },
                     *           {
                     *             "kind": "level",
                     *             "level": 4,
                     *             "smallBlind": 50,
                     *             "bigBlind": 100,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 26
                     *           }
                     *         ],
                     *         "provenance": null,
                     *         "createdAt": "2026-11-22T21:23:11.182Z",
                     *         "updatedAt": "2026-11-22T21:23:11.182Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                        /** @constant */
                        object: "developer_blind_structure";
                        blindStructure: {
                            /** @constant */
                            object: "blind_structure";
                            /** @constant */
                            catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                            id: string;
                            name: string;
                            roomId: string | null;
                            /** @enum {string} */
                            ownership: "room" | "approved";
                            estimatedDurationMinutes: number;
                            levels: ({
                                /** @constant */
                                kind: "level";
                                level: number;
                                smallBlind: number;
                                bigBlind: number;
                                ante: number;
                                durationMinutes: number;
                                startsAtMinute: number;
                                /** @constant */
                                overtime?: true;
                            } | {
                                /** @constant */
                                kind: "break";
                                durationMinutes: number;
                                startsAtMinute: number;
                                colorUp: number[];
                            })[];
                            provenance: {
                                source: string;
                                url?: string;
                                notes?: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateBlindStructure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example bs_01M82J8FQ1eG2yqci9TjDkUHLm */
                blindStructureId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Room 7 turbo (8-minute levels)"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    estimatedDurationMinutes?: number;
                    levels?: ({
                        /** @constant */
                        kind: "level";
                        level?: number;
                        smallBlind: number;
                        bigBlind: number;
                        ante: number;
                        durationMinutes: number;
                        startsAtMinute?: number;
                        overtime?: boolean;
                    } | {
                        /** @constant */
                        kind: "break";
                        durationMinutes: number;
                        startsAtMinute?: number;
                        colorUp?: number[];
                    })[];
                    provenance?: {
                        source: string;
                        /** Format: uri */
                        url?: string;
                        notes?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The updated structure. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *       "object": "developer_blind_structure",
                     *       "blindStructure": {
                     *         "object": "blind_structure",
                     *         "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *         "id": "bs_01M82J8FQ1eG2yqci9TjDkUHLm",
                     *         "name": "Room 7 turbo (8-minute levels)",
                     *         "roomId": "room-7",
                     *         "ownership": "room",
                     *         "estimatedDurationMinutes": 34,
                     *         "levels": [
                     *           {
                     *             "kind": "level",
                     *             "level": 1,
                     *             "smallBlind": 10,
                     *             "bigBlind": 20,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 0
                     *           },
                     *           {
                     *             "kind": "level",
                     *             "level": 2,
                     *             "smallBlind": 15,
                     *             "bigBlind": 30,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 8
                     *           },
                     *           {
                     *             "kind": "break",
                     *             "durationMinutes": 2,
                     *             "startsAtMinute": 16,
                     *             "colorUp": []
                     *           },
                     *           {
                     *             "kind": "level",
                     *             "level": 3,
                     *             "smallBlind": 25,
                     *             "bigBlind": 50,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 18
                     *           },
                     *           {
                     *             "kind": "level",
                     *             "level": 4,
                     *             "smallBlind": 50,
                     *             "bigBlind": 100,
                     *             "ante": 0,
                     *             "durationMinutes": 8,
                     *             "startsAtMinute": 26
                     *           }
                     *         ],
                     *         "provenance": null,
                     *         "createdAt": "2026-11-22T21:23:11.201Z",
                     *         "updatedAt": "2026-11-22T21:23:11.205Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                        /** @constant */
                        object: "developer_blind_structure";
                        blindStructure: {
                            /** @constant */
                            object: "blind_structure";
                            /** @constant */
                            catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                            id: string;
                            name: string;
                            roomId: string | null;
                            /** @enum {string} */
                            ownership: "room" | "approved";
                            estimatedDurationMinutes: number;
                            levels: ({
                                /** @constant */
                                kind: "level";
                                level: number;
                                smallBlind: number;
                                bigBlind: number;
                                ante: number;
                                durationMinutes: number;
                                startsAtMinute: number;
                                /** @constant */
                                overtime?: true;
                            } | {
                                /** @constant */
                                kind: "break";
                                durationMinutes: number;
                                startsAtMinute: number;
                                colorUp: number[];
                            })[];
                            provenance: {
                                source: string;
                                url?: string;
                                notes?: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPayoutStructures: {
        parameters: {
            query?: {
                /** @example 10 */
                limit?: number;
                cursor?: string;
                /** @example room-7 */
                roomId?: string;
                /** @example room */
                ownership?: "room" | "approved";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payout structures. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *       "object": "developer_payout_structures",
                     *       "data": [
                     *         {
                     *           "object": "payout_structure",
                     *           "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *           "id": "ps_01M82J8FQNl4Nebm1WQCd9dekK",
                     *           "name": "Room 7 SNG 70/30",
                     *           "roomId": "room-7",
                     *           "ownership": "room",
                     *           "minPlayers": 6,
                     *           "maxPlayers": 6,
                     *           "payouts": [
                     *             {
                     *               "fromPlace": 1,
                     *               "toPlace": 1,
                     *               "basisPoints": 7000
                     *             },
                     *             {
                     *               "fromPlace": 2,
                     *               "toPlace": 2,
                     *               "basisPoints": 3000
                     *             }
                     *           ],
                     *           "ladder": null,
                     *           "provenance": null,
                     *           "createdAt": "2026-11-22T21:23:11.221Z",
                     *           "updatedAt": "2026-11-22T21:23:11.221Z"
                     *         }
                     *       ],
                     *       "page": {
                     *         "limit": 10,
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                        /** @constant */
                        object: "developer_payout_structures";
                        data: {
                            /** @constant */
                            object: "payout_structure";
                            /** @constant */
                            catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                            id: string;
                            name: string;
                            roomId: string | null;
                            /** @enum {string} */
                            ownership: "room" | "approved";
                            minPlayers: number;
                            maxPlayers: number;
                            payouts: {
                                fromPlace: number;
                                toPlace: number;
                                basisPoints: number;
                            }[];
                            ladder: {
                                /** @enum {string} */
                                style: "winner_take_all" | "top_heavy" | "standard" | "flat";
                                rounding: {
                                    unit: number;
                                };
                                /** @description What the ladder pays, in words: the share of the field paid and how the prizes fall. */
                                rule: string;
                                /** @description What fields of several sizes within `minPlayers`..`maxPlayers` pay (any pool; rounding aside). */
                                examples: {
                                    entrants: number;
                                    placesPaid: number;
                                    /** @description 1st place's share of the pool, in basis points. */
                                    topShareBasisPoints: number;
                                }[];
                            } | null;
                            provenance: {
                                source: string;
                                url?: string;
                                notes?: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        page: {
                            limit: number;
                            hasMore: boolean;
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPayoutStructure: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Room 7 SNG 70/30",
                 *       "roomId": "room-7",
                 *       "minPlayers": 6,
                 *       "maxPlayers": 6,
                 *       "payouts": [
                 *         {
                 *           "fromPlace": 1,
                 *           "toPlace": 1,
                 *           "basisPoints": 7000
                 *         },
                 *         {
                 *           "fromPlace": 2,
                 *           "toPlace": 2,
                 *           "basisPoints": 3000
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    name: string;
                    roomId: string;
                    minPlayers: number;
                    maxPlayers: number;
                    payouts: {
                        fromPlace: number;
                        toPlace: number;
                        basisPoints: number;
                    }[];
                    provenance?: {
                        source: string;
                        /** Format: uri */
                        url?: string;
                        notes?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The new room-owned structure. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *       "object": "developer_payout_structure",
                     *       "payoutStructure": {
                     *         "object": "payout_structure",
                     *         "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *         "id": "ps_01M82J8FR7AZrBZSaNDJRKhv4i",
                     *         "name": "Room 7 SNG 70/30",
                     *         "roomId": "room-7",
                     *         "ownership": "room",
                     *         "minPlayers": 6,
                     *         "maxPlayers": 6,
                     *         "payouts": [
                     *           {
                     *             "fromPlace": 1,
                     *             "toPlace": 1,
                     *             "basisPoints": 7000
                     *           },
                     *           {
                     *             "fromPlace": 2,
                     *             "toPlace": 2,
                     *             "basisPoints": 3000
                     *           }
                     *         ],
                     *         "ladder": null,
                     *         "provenance": null,
                     *         "createdAt": "2026-11-22T21:23:11.239Z",
                     *         "updatedAt": "2026-11-22T21:23:11.239Z"
                     *       },
                     *       "summary": {
                     *         "placesPaid": 2,
                     *         "basisPointsTotal": 10000,
                     *         "topShareBasisPoints": 7000
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                        /** @constant */
                        object: "developer_payout_structure";
                        payoutStructure: {
                            /** @constant */
                            object: "payout_structure";
                            /** @constant */
                            catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                            id: string;
                            name: string;
                            roomId: string | null;
                            /** @enum {string} */
                            ownership: "room" | "approved";
                            minPlayers: number;
                            maxPlayers: number;
                            payouts: {
                                fromPlace: number;
                                toPlace: number;
                                basisPoints: number;
                            }[];
                            ladder: {
                                /** @enum {string} */
                                style: "winner_take_all" | "top_heavy" | "standard" | "flat";
                                rounding: {
                                    unit: number;
                                };
                                /** @description What the ladder pays, in words: the share of the field paid and how the prizes fall. */
                                rule: string;
                                /** @description What fields of several sizes within `minPlayers`..`maxPlayers` pay (any pool; rounding aside). */
                                examples: {
                                    entrants: number;
                                    placesPaid: number;
                                    /** @description 1st place's share of the pool, in basis points. */
                                    topShareBasisPoints: number;
                                }[];
                            } | null;
                            provenance: {
                                source: string;
                                url?: string;
                                notes?: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @description Read from the `payouts` tiers. With `ladder: null` these are what every field of `minPlayers`..`maxPlayers` pays. With `ladder` set (a calculated structure) they are only what a field of `minPlayers` entrants pays (for the approved `ps_approved_mtt_standard_ladder_v1`, a field of 2: `placesPaid` 1, `topShareBasisPoints` 10000); a larger field pays more places, decided at completion: ask POST /v1/calculations/tournaments/payouts with the ladder's `style` and `rounding` for a given field and pool. */
                        summary: {
                            /** @description The last paid place of `payouts`. */
                            placesPaid: number;
                            /** @constant */
                            basisPointsTotal: 10000;
                            /** @description The basis points 1st place gets under `payouts`. */
                            topShareBasisPoints: number;
                            /** @description A calculated structure's rule (its `ladder.rule`): what every field pays. */
                            rule?: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPayoutStructure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example ps_01M82J8FRQRqb3h3nfC6KQwXDA */
                payoutStructureId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payout structure. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *       "object": "developer_payout_structure",
                     *       "payoutStructure": {
                     *         "object": "payout_structure",
                     *         "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *         "id": "ps_01M82J8FRQRqb3h3nfC6KQwXDA",
                     *         "name": "Room 7 SNG 70/30",
                     *         "roomId": "room-7",
                     *         "ownership": "room",
                     *         "minPlayers": 6,
                     *         "maxPlayers": 6,
                     *         "payouts": [
                     *           {
                     *             "fromPlace": 1,
                     *             "toPlace": 1,
                     *             "basisPoints": 7000
                     *           },
                     *           {
                     *             "fromPlace": 2,
                     *             "toPlace": 2,
                     *             "basisPoints": 3000
                     *           }
                     *         ],
                     *         "ladder": null,
                     *         "provenance": null,
                     *         "createdAt": "2026-11-22T21:23:11.254Z",
                     *         "updatedAt": "2026-11-22T21:23:11.254Z"
                     *       },
                     *       "summary": {
                     *         "placesPaid": 2,
                     *         "basisPointsTotal": 10000,
                     *         "topShareBasisPoints": 7000
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                        /** @constant */
                        object: "developer_payout_structure";
                        payoutStructure: {
                            /** @constant */
                            object: "payout_structure";
                            /** @constant */
                            catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                            id: string;
                            name: string;
                            roomId: string | null;
                            /** @enum {string} */
                            ownership: "room" | "approved";
                            minPlayers: number;
                            maxPlayers: number;
                            payouts: {
                                fromPlace: number;
                                toPlace: number;
                                basisPoints: number;
                            }[];
                            ladder: {
                                /** @enum {string} */
                                style: "winner_take_all" | "top_heavy" | "standard" | "flat";
                                rounding: {
                                    unit: number;
                                };
                                /** @description What the ladder pays, in words: the share of the field paid and how the prizes fall. */
                                rule: string;
                                /** @description What fields of several sizes within `minPlayers`..`maxPlayers` pay (any pool; rounding aside). */
                                examples: {
                                    entrants: number;
                                    placesPaid: number;
                                    /** @description 1st place's share of the pool, in basis points. */
                                    topShareBasisPoints: number;
                                }[];
                            } | null;
                            provenance: {
                                source: string;
                                url?: string;
                                notes?: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @description Read from the `payouts` tiers. With `ladder: null` these are what every field of `minPlayers`..`maxPlayers` pays. With `ladder` set (a calculated structure) they are only what a field of `minPlayers` entrants pays (for the approved `ps_approved_mtt_standard_ladder_v1`, a field of 2: `placesPaid` 1, `topShareBasisPoints` 10000); a larger field pays more places, decided at completion: ask POST /v1/calculations/tournaments/payouts with the ladder's `style` and `rounding` for a given field and pool. */
                        summary: {
                            /** @description The last paid place of `payouts`. */
                            placesPaid: number;
                            /** @constant */
                            basisPointsTotal: 10000;
                            /** @description The basis points 1st place gets under `payouts`. */
                            topShareBasisPoints: number;
                            /** @description A calculated structure's rule (its `ladder.rule`): what every field pays. */
                            rule?: string;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updatePayoutStructure: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example ps_01M82J8FS7zXrrl5IEtF8LrJsm */
                payoutStructureId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Room 7 SNG 70/30 (6 players)"
                 *     }
                 */
                "application/json": {
                    name?: string;
                    minPlayers?: number;
                    maxPlayers?: number;
                    payouts?: {
                        fromPlace: number;
                        toPlace: number;
                        basisPoints: number;
                    }[];
                    provenance?: {
                        source: string;
                        /** Format: uri */
                        url?: string;
                        notes?: string;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The updated structure. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *       "object": "developer_payout_structure",
                     *       "payoutStructure": {
                     *         "object": "payout_structure",
                     *         "catalogVersion": "2026-06-08.management-tournament-catalog.v2",
                     *         "id": "ps_01M82J8FS7zXrrl5IEtF8LrJsm",
                     *         "name": "Room 7 SNG 70/30 (6 players)",
                     *         "roomId": "room-7",
                     *         "ownership": "room",
                     *         "minPlayers": 6,
                     *         "maxPlayers": 6,
                     *         "payouts": [
                     *           {
                     *             "fromPlace": 1,
                     *             "toPlace": 1,
                     *             "basisPoints": 7000
                     *           },
                     *           {
                     *             "fromPlace": 2,
                     *             "toPlace": 2,
                     *             "basisPoints": 3000
                     *           }
                     *         ],
                     *         "ladder": null,
                     *         "provenance": null,
                     *         "createdAt": "2026-11-22T21:23:11.271Z",
                     *         "updatedAt": "2026-11-22T21:23:11.276Z"
                     *       },
                     *       "summary": {
                     *         "placesPaid": 2,
                     *         "basisPointsTotal": 10000,
                     *         "topShareBasisPoints": 7000
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                        /** @constant */
                        object: "developer_payout_structure";
                        payoutStructure: {
                            /** @constant */
                            object: "payout_structure";
                            /** @constant */
                            catalogVersion: "2026-06-08.management-tournament-catalog.v2";
                            id: string;
                            name: string;
                            roomId: string | null;
                            /** @enum {string} */
                            ownership: "room" | "approved";
                            minPlayers: number;
                            maxPlayers: number;
                            payouts: {
                                fromPlace: number;
                                toPlace: number;
                                basisPoints: number;
                            }[];
                            ladder: {
                                /** @enum {string} */
                                style: "winner_take_all" | "top_heavy" | "standard" | "flat";
                                rounding: {
                                    unit: number;
                                };
                                /** @description What the ladder pays, in words: the share of the field paid and how the prizes fall. */
                                rule: string;
                                /** @description What fields of several sizes within `minPlayers`..`maxPlayers` pay (any pool; rounding aside). */
                                examples: {
                                    entrants: number;
                                    placesPaid: number;
                                    /** @description 1st place's share of the pool, in basis points. */
                                    topShareBasisPoints: number;
                                }[];
                            } | null;
                            provenance: {
                                source: string;
                                url?: string;
                                notes?: string;
                            } | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        /** @description Read from the `payouts` tiers. With `ladder: null` these are what every field of `minPlayers`..`maxPlayers` pays. With `ladder` set (a calculated structure) they are only what a field of `minPlayers` entrants pays (for the approved `ps_approved_mtt_standard_ladder_v1`, a field of 2: `placesPaid` 1, `topShareBasisPoints` 10000); a larger field pays more places, decided at completion: ask POST /v1/calculations/tournaments/payouts with the ladder's `style` and `rounding` for a given field and pool. */
                        summary: {
                            /** @description The last paid place of `payouts`. */
                            placesPaid: number;
                            /** @constant */
                            basisPointsTotal: 10000;
                            /** @description The basis points 1st place gets under `payouts`. */
                            topShareBasisPoints: number;
                            /** @description A calculated structure's rule (its `ladder.rule`): what every field pays. */
                            rule?: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: conflict */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTournaments: {
        parameters: {
            query?: {
                /** @example 10 */
                limit?: number;
                cursor?: string;
                /** @example draft */
                status?: "draft" | "scheduled" | "running" | "completed" | "cancelled";
                roomId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tournaments. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "developer_tournaments",
                     *       "data": [
                     *         {
                     *           "id": "trn_01M82J8FTAmRDj5Sp0GiAoklPp",
                     *           "object": "tournament",
                     *           "name": "Friday SNG",
                     *           "presetKey": "six_max_nlhe_sng_v1",
                     *           "roomId": "room-7",
                     *           "projectId": null,
                     *           "environment": "test",
                     *           "blindStructureId": "bs_approved_sng_6max_8min_v1",
                     *           "payoutStructureId": "ps_approved_sng_6max_v1",
                     *           "schedule": {
                     *             "startsAt": "2030-01-04T19:00:00.000Z",
                     *             "startWhen": "time",
                     *             "timezone": "Europe/Paris"
                     *           },
                     *           "trustMode": "mixed_declared",
                     *           "status": "draft",
                     *           "entrants": 0,
                     *           "prizePool": null,
                     *           "cancellationReason": null,
                     *           "createdAt": "2026-11-22T21:23:11.306Z",
                     *           "updatedAt": "2026-11-22T21:23:11.306Z",
                     *           "publishedAt": null,
                     *           "cancelledAt": null,
                     *           "completedAt": null
                     *         }
                     *       ],
                     *       "page": {
                     *         "limit": 10,
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "developer_tournaments";
                        data: {
                            id: string;
                            /** @constant */
                            object: "tournament";
                            name: string;
                            /** @enum {string} */
                            presetKey: "scheduled_mtt_nlhe_v1" | "six_max_nlhe_sng_v1" | "scheduled_mtt_plo4_v1" | "six_max_plo4_sng_v1";
                            roomId: string;
                            projectId: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            blindStructureId: string;
                            payoutStructureId: string;
                            schedule: {
                                /** Format: date-time */
                                startsAt?: string;
                                /** @enum {string} */
                                startWhen: "time" | "full";
                                lateRegistrationLevels?: number;
                                lateRegistrationMinutes?: number;
                                timezone?: string;
                            };
                            /** @enum {string} */
                            trustMode: "human_only" | "bot_only" | "mixed_declared";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "completed" | "cancelled";
                            entrants: number;
                            /** @description What the payout structure splits; with `buyIn`, the pool so far (it grows with the entries until late registration closes). */
                            prizePool: number | null;
                            buyIn?: {
                                amount: number;
                                rebuyAmount?: number;
                                addOnAmount?: number;
                            };
                            guaranteedPrizePool?: number;
                            bounty?: {
                                /** @enum {string} */
                                kind: "standard" | "progressive";
                                amount: number;
                            };
                            rebuys?: {
                                untilLevel: number;
                                maxPerEntry: number;
                                chips: number;
                            };
                            addOn?: {
                                afterLevel: number;
                                chips: number;
                            };
                            /** @description With `rebuys`: rebuys sold so far. */
                            rebuysSold?: number;
                            /** @description With `addOn`: add-ons sold so far. */
                            addOnsSold?: number;
                            cancellationReason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            publishedAt: string | null;
                            cancelledAt: string | null;
                            completedAt: string | null;
                        }[];
                        page: {
                            limit: number;
                            hasMore: boolean;
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createTournament: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional, 1..255 printable ASCII characters. Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h. The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress.
                 * @example room-7-friday-sng
                 */
                "x-idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Friday SNG",
                 *       "presetKey": "six_max_nlhe_sng_v1",
                 *       "roomId": "room-7",
                 *       "blindStructureId": "bs_approved_sng_6max_8min_v1",
                 *       "payoutStructureId": "ps_approved_sng_6max_v1",
                 *       "schedule": {
                 *         "startsAt": "2030-01-04T19:00:00Z",
                 *         "startWhen": "time",
                 *         "timezone": "Europe/Paris"
                 *       },
                 *       "trustMode": "mixed_declared"
                 *     }
                 */
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    presetKey: "scheduled_mtt_nlhe_v1" | "six_max_nlhe_sng_v1" | "scheduled_mtt_plo4_v1" | "six_max_plo4_sng_v1";
                    roomId: string;
                    blindStructureId: string;
                    payoutStructureId: string;
                    schedule: {
                        /** Format: date-time */
                        startsAt?: string;
                        /**
                         * @description `time`: at `startsAt`. `full`: within 10 s of the last seat being taken (the smaller of the preset's and the payout structure's `maxPlayers`); a `startsAt` is then optional, and if the field is not full by it, it starts then with the entries it has (or is cancelled for a short field). Default: `full` for the sit-and-go preset, `time` otherwise.
                         * @enum {string}
                         */
                        startWhen?: "time" | "full";
                        /** @description Levels late registration stays open once the tournament runs (0 = none); at most the preset's `lateRegistrationLevels`, which is the default. */
                        lateRegistrationLevels?: number;
                        lateRegistrationMinutes?: number;
                        timezone?: string;
                    };
                    /** @enum {string} */
                    trustMode: "human_only" | "bot_only" | "mixed_declared";
                    prizePool?: number;
                    /** @description The prize pool grows from buy-ins (play-money units, no fee): max(`guaranteedPrizePool`, entries x `amount` + rebuys x `rebuyAmount` + add-ons x `addOnAmount`), shown in `prizePool` while it grows and fixed when late registration, rebuys and the add-on window have all closed. Not with a `prizePool` of your own. */
                    buyIn?: {
                        amount: number;
                        rebuyAmount?: number;
                        addOnAmount?: number;
                    };
                    /** @description With `buyIn`: the least the prize pool is. */
                    guaranteedPrizePool?: number;
                    /** @description A bounty on every entry (play-money units, apart from the prize pool): eliminating a player wins its bounty (`standard`), or half of it while the other half adds to the eliminator's own bounty (`progressive`); a split pot splits it the same way; the last player left wins its own. */
                    bounty?: {
                        /** @enum {string} */
                        kind: "standard" | "progressive";
                        amount: number;
                    };
                    /** @description Rebuys (sold by `POST .../entries/{entryId}/rebuys` while the service runs the tournament) to an entry whose stack is at or below the starting stack, or that busted during the rebuy period; each adds `buyIn.rebuyAmount` to a prize pool from buy-ins. */
                    rebuys?: {
                        /** @description Rebuys are sold from the start until this level ends (1 = the first level). */
                        untilLevel: number;
                        /** @description Rebuys one entry may buy. */
                        maxPerEntry: number;
                        /** @description Chips a rebuy adds: at most twice the preset's starting stack. */
                        chips: number;
                    };
                    /** @description One add-on per entry still playing (`POST .../entries/{entryId}/add-ons`), whatever its stack; each adds `buyIn.addOnAmount` to a prize pool from buy-ins. */
                    addOn?: {
                        /** @description The add-on is sold in the break after this level, or during the next level when no break follows it. */
                        afterLevel: number;
                        /** @description Chips the add-on adds: at most twice the preset's starting stack. */
                        chips: number;
                    };
                };
            };
        };
        responses: {
            /** @description The new draft tournament. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tournament": {
                     *         "id": "trn_01M82J8FV6GgaMTEEZxwYwqj24",
                     *         "object": "tournament",
                     *         "name": "Friday SNG",
                     *         "presetKey": "six_max_nlhe_sng_v1",
                     *         "roomId": "room-7",
                     *         "projectId": null,
                     *         "environment": "test",
                     *         "blindStructureId": "bs_approved_sng_6max_8min_v1",
                     *         "payoutStructureId": "ps_approved_sng_6max_v1",
                     *         "schedule": {
                     *           "startsAt": "2030-01-04T19:00:00.000Z",
                     *           "startWhen": "time",
                     *           "timezone": "Europe/Paris"
                     *         },
                     *         "trustMode": "mixed_declared",
                     *         "status": "draft",
                     *         "entrants": 0,
                     *         "prizePool": null,
                     *         "cancellationReason": null,
                     *         "createdAt": "2026-11-22T21:23:11.334Z",
                     *         "updatedAt": "2026-11-22T21:23:11.334Z",
                     *         "publishedAt": null,
                     *         "cancelledAt": null,
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        tournament: {
                            id: string;
                            /** @constant */
                            object: "tournament";
                            name: string;
                            /** @enum {string} */
                            presetKey: "scheduled_mtt_nlhe_v1" | "six_max_nlhe_sng_v1" | "scheduled_mtt_plo4_v1" | "six_max_plo4_sng_v1";
                            roomId: string;
                            projectId: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            blindStructureId: string;
                            payoutStructureId: string;
                            schedule: {
                                /** Format: date-time */
                                startsAt?: string;
                                /** @enum {string} */
                                startWhen: "time" | "full";
                                lateRegistrationLevels?: number;
                                lateRegistrationMinutes?: number;
                                timezone?: string;
                            };
                            /** @enum {string} */
                            trustMode: "human_only" | "bot_only" | "mixed_declared";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "completed" | "cancelled";
                            entrants: number;
                            /** @description What the payout structure splits; with `buyIn`, the pool so far (it grows with the entries until late registration closes). */
                            prizePool: number | null;
                            buyIn?: {
                                amount: number;
                                rebuyAmount?: number;
                                addOnAmount?: number;
                            };
                            guaranteedPrizePool?: number;
                            bounty?: {
                                /** @enum {string} */
                                kind: "standard" | "progressive";
                                amount: number;
                            };
                            rebuys?: {
                                untilLevel: number;
                                maxPerEntry: number;
                                chips: number;
                            };
                            addOn?: {
                                afterLevel: number;
                                chips: number;
                            };
                            /** @description With `rebuys`: rebuys sold so far. */
                            rebuysSold?: number;
                            /** @description With `addOn`: add-ons sold so far. */
                            addOnsSold?: number;
                            cancellationReason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            publishedAt: string | null;
                            cancelledAt: string | null;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_in_progress */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_key_mismatch */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example trn_01M82J8FVSgHJysyeZrqPrDxkh */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tournament. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tournament": {
                     *         "id": "trn_01M82J8FVSgHJysyeZrqPrDxkh",
                     *         "object": "tournament",
                     *         "name": "Friday SNG",
                     *         "presetKey": "six_max_nlhe_sng_v1",
                     *         "roomId": "room-7",
                     *         "projectId": null,
                     *         "environment": "test",
                     *         "blindStructureId": "bs_approved_sng_6max_8min_v1",
                     *         "payoutStructureId": "ps_approved_sng_6max_v1",
                     *         "schedule": {
                     *           "startsAt": "2030-01-04T19:00:00.000Z",
                     *           "startWhen": "time",
                     *           "timezone": "Europe/Paris"
                     *         },
                     *         "trustMode": "mixed_declared",
                     *         "status": "draft",
                     *         "entrants": 0,
                     *         "prizePool": null,
                     *         "cancellationReason": null,
                     *         "createdAt": "2026-11-22T21:23:11.353Z",
                     *         "updatedAt": "2026-11-22T21:23:11.353Z",
                     *         "publishedAt": null,
                     *         "cancelledAt": null,
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        tournament: {
                            id: string;
                            /** @constant */
                            object: "tournament";
                            name: string;
                            /** @enum {string} */
                            presetKey: "scheduled_mtt_nlhe_v1" | "six_max_nlhe_sng_v1" | "scheduled_mtt_plo4_v1" | "six_max_plo4_sng_v1";
                            roomId: string;
                            projectId: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            blindStructureId: string;
                            payoutStructureId: string;
                            schedule: {
                                /** Format: date-time */
                                startsAt?: string;
                                /** @enum {string} */
                                startWhen: "time" | "full";
                                lateRegistrationLevels?: number;
                                lateRegistrationMinutes?: number;
                                timezone?: string;
                            };
                            /** @enum {string} */
                            trustMode: "human_only" | "bot_only" | "mixed_declared";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "completed" | "cancelled";
                            entrants: number;
                            /** @description What the payout structure splits; with `buyIn`, the pool so far (it grows with the entries until late registration closes). */
                            prizePool: number | null;
                            buyIn?: {
                                amount: number;
                                rebuyAmount?: number;
                                addOnAmount?: number;
                            };
                            guaranteedPrizePool?: number;
                            bounty?: {
                                /** @enum {string} */
                                kind: "standard" | "progressive";
                                amount: number;
                            };
                            rebuys?: {
                                untilLevel: number;
                                maxPerEntry: number;
                                chips: number;
                            };
                            addOn?: {
                                afterLevel: number;
                                chips: number;
                            };
                            /** @description With `rebuys`: rebuys sold so far. */
                            rebuysSold?: number;
                            /** @description With `addOn`: add-ons sold so far. */
                            addOnsSold?: number;
                            cancellationReason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            publishedAt: string | null;
                            cancelledAt: string | null;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example trn_01M82J8FWGXlLlFfFam1pghmsx */
                tournamentId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Friday SNG (late registration)",
                 *       "schedule": {
                 *         "lateRegistrationMinutes": 30
                 *       }
                 *     }
                 */
                "application/json": {
                    name?: string;
                    schedule?: {
                        /** Format: date-time */
                        startsAt?: string;
                        /**
                         * @description `time`: at `startsAt`. `full`: within 10 s of the last seat being taken (the smaller of the preset's and the payout structure's `maxPlayers`); a `startsAt` is then optional, and if the field is not full by it, it starts then with the entries it has (or is cancelled for a short field). Default: `full` for the sit-and-go preset, `time` otherwise.
                         * @enum {string}
                         */
                        startWhen?: "time" | "full";
                        lateRegistrationLevels?: number | null;
                        lateRegistrationMinutes?: number | null;
                        timezone?: string | null;
                    };
                    /** @enum {string} */
                    trustMode?: "human_only" | "bot_only" | "mixed_declared";
                    prizePool?: number | null;
                    buyIn?: {
                        amount: number;
                        rebuyAmount?: number;
                        addOnAmount?: number;
                    } | null;
                    guaranteedPrizePool?: number | null;
                    bounty?: {
                        /** @enum {string} */
                        kind: "standard" | "progressive";
                        amount: number;
                    } | null;
                    rebuys?: {
                        /** @description Rebuys are sold from the start until this level ends (1 = the first level). */
                        untilLevel: number;
                        /** @description Rebuys one entry may buy. */
                        maxPerEntry: number;
                        /** @description Chips a rebuy adds: at most twice the preset's starting stack. */
                        chips: number;
                    } | null;
                    addOn?: {
                        /** @description The add-on is sold in the break after this level, or during the next level when no break follows it. */
                        afterLevel: number;
                        /** @description Chips the add-on adds: at most twice the preset's starting stack. */
                        chips: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The updated tournament. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tournament": {
                     *         "id": "trn_01M82J8FWGXlLlFfFam1pghmsx",
                     *         "object": "tournament",
                     *         "name": "Friday SNG (late registration)",
                     *         "presetKey": "six_max_nlhe_sng_v1",
                     *         "roomId": "room-7",
                     *         "projectId": null,
                     *         "environment": "test",
                     *         "blindStructureId": "bs_approved_sng_6max_8min_v1",
                     *         "payoutStructureId": "ps_approved_sng_6max_v1",
                     *         "schedule": {
                     *           "startsAt": "2030-01-04T19:00:00.000Z",
                     *           "startWhen": "time",
                     *           "lateRegistrationMinutes": 30,
                     *           "timezone": "Europe/Paris"
                     *         },
                     *         "trustMode": "mixed_declared",
                     *         "status": "draft",
                     *         "entrants": 0,
                     *         "prizePool": null,
                     *         "cancellationReason": null,
                     *         "createdAt": "2026-11-22T21:23:11.376Z",
                     *         "updatedAt": "2026-11-22T21:23:11.383Z",
                     *         "publishedAt": null,
                     *         "cancelledAt": null,
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        tournament: {
                            id: string;
                            /** @constant */
                            object: "tournament";
                            name: string;
                            /** @enum {string} */
                            presetKey: "scheduled_mtt_nlhe_v1" | "six_max_nlhe_sng_v1" | "scheduled_mtt_plo4_v1" | "six_max_plo4_sng_v1";
                            roomId: string;
                            projectId: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            blindStructureId: string;
                            payoutStructureId: string;
                            schedule: {
                                /** Format: date-time */
                                startsAt?: string;
                                /** @enum {string} */
                                startWhen: "time" | "full";
                                lateRegistrationLevels?: number;
                                lateRegistrationMinutes?: number;
                                timezone?: string;
                            };
                            /** @enum {string} */
                            trustMode: "human_only" | "bot_only" | "mixed_declared";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "completed" | "cancelled";
                            entrants: number;
                            /** @description What the payout structure splits; with `buyIn`, the pool so far (it grows with the entries until late registration closes). */
                            prizePool: number | null;
                            buyIn?: {
                                amount: number;
                                rebuyAmount?: number;
                                addOnAmount?: number;
                            };
                            guaranteedPrizePool?: number;
                            bounty?: {
                                /** @enum {string} */
                                kind: "standard" | "progressive";
                                amount: number;
                            };
                            rebuys?: {
                                untilLevel: number;
                                maxPerEntry: number;
                                chips: number;
                            };
                            addOn?: {
                                afterLevel: number;
                                chips: number;
                            };
                            /** @description With `rebuys`: rebuys sold so far. */
                            rebuysSold?: number;
                            /** @description With `addOn`: add-ons sold so far. */
                            addOnsSold?: number;
                            cancellationReason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            publishedAt: string | null;
                            cancelledAt: string | null;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    publishTournament: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional, 1..255 printable ASCII characters. Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h. The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress.
                 * @example publish-room-7-friday-sng
                 */
                "x-idempotency-key"?: string;
            };
            path: {
                /** @example trn_01M82J8FXBSqfPtTQDdWlDMfTl */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scheduled tournament. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tournament": {
                     *         "id": "trn_01M82J8FXBSqfPtTQDdWlDMfTl",
                     *         "object": "tournament",
                     *         "name": "Friday SNG",
                     *         "presetKey": "six_max_nlhe_sng_v1",
                     *         "roomId": "room-7",
                     *         "projectId": null,
                     *         "environment": "test",
                     *         "blindStructureId": "bs_approved_sng_6max_8min_v1",
                     *         "payoutStructureId": "ps_approved_sng_6max_v1",
                     *         "schedule": {
                     *           "startsAt": "2030-01-04T19:00:00.000Z",
                     *           "startWhen": "time",
                     *           "timezone": "Europe/Paris"
                     *         },
                     *         "trustMode": "mixed_declared",
                     *         "status": "scheduled",
                     *         "entrants": 0,
                     *         "prizePool": null,
                     *         "cancellationReason": null,
                     *         "createdAt": "2026-11-22T21:23:11.403Z",
                     *         "updatedAt": "2026-11-22T21:23:11.411Z",
                     *         "publishedAt": "2026-11-22T21:23:11.411Z",
                     *         "cancelledAt": null,
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        tournament: {
                            id: string;
                            /** @constant */
                            object: "tournament";
                            name: string;
                            /** @enum {string} */
                            presetKey: "scheduled_mtt_nlhe_v1" | "six_max_nlhe_sng_v1" | "scheduled_mtt_plo4_v1" | "six_max_plo4_sng_v1";
                            roomId: string;
                            projectId: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            blindStructureId: string;
                            payoutStructureId: string;
                            schedule: {
                                /** Format: date-time */
                                startsAt?: string;
                                /** @enum {string} */
                                startWhen: "time" | "full";
                                lateRegistrationLevels?: number;
                                lateRegistrationMinutes?: number;
                                timezone?: string;
                            };
                            /** @enum {string} */
                            trustMode: "human_only" | "bot_only" | "mixed_declared";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "completed" | "cancelled";
                            entrants: number;
                            /** @description What the payout structure splits; with `buyIn`, the pool so far (it grows with the entries until late registration closes). */
                            prizePool: number | null;
                            buyIn?: {
                                amount: number;
                                rebuyAmount?: number;
                                addOnAmount?: number;
                            };
                            guaranteedPrizePool?: number;
                            bounty?: {
                                /** @enum {string} */
                                kind: "standard" | "progressive";
                                amount: number;
                            };
                            rebuys?: {
                                untilLevel: number;
                                maxPerEntry: number;
                                chips: number;
                            };
                            addOn?: {
                                afterLevel: number;
                                chips: number;
                            };
                            /** @description With `rebuys`: rebuys sold so far. */
                            rebuysSold?: number;
                            /** @description With `addOn`: add-ons sold so far. */
                            addOnsSold?: number;
                            cancellationReason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            publishedAt: string | null;
                            cancelledAt: string | null;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state, idempotency_in_progress */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_key_mismatch */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    cancelTournament: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example trn_01M82J8FYCCr4a6aijveYWEYgU */
                tournamentId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "reason": "Not enough players registered"
                 *     }
                 */
                "application/json": {
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The cancelled tournament. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tournament": {
                     *         "id": "trn_01M82J8FYCCr4a6aijveYWEYgU",
                     *         "object": "tournament",
                     *         "name": "Friday SNG",
                     *         "presetKey": "six_max_nlhe_sng_v1",
                     *         "roomId": "room-7",
                     *         "projectId": null,
                     *         "environment": "test",
                     *         "blindStructureId": "bs_approved_sng_6max_8min_v1",
                     *         "payoutStructureId": "ps_approved_sng_6max_v1",
                     *         "schedule": {
                     *           "startsAt": "2030-01-04T19:00:00.000Z",
                     *           "startWhen": "time",
                     *           "timezone": "Europe/Paris"
                     *         },
                     *         "trustMode": "mixed_declared",
                     *         "status": "cancelled",
                     *         "entrants": 0,
                     *         "prizePool": null,
                     *         "cancellationReason": "Not enough players registered",
                     *         "createdAt": "2026-11-22T21:23:11.436Z",
                     *         "updatedAt": "2026-11-22T21:23:11.440Z",
                     *         "publishedAt": null,
                     *         "cancelledAt": "2026-11-22T21:23:11.440Z",
                     *         "completedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        tournament: {
                            id: string;
                            /** @constant */
                            object: "tournament";
                            name: string;
                            /** @enum {string} */
                            presetKey: "scheduled_mtt_nlhe_v1" | "six_max_nlhe_sng_v1" | "scheduled_mtt_plo4_v1" | "six_max_plo4_sng_v1";
                            roomId: string;
                            projectId: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            blindStructureId: string;
                            payoutStructureId: string;
                            schedule: {
                                /** Format: date-time */
                                startsAt?: string;
                                /** @enum {string} */
                                startWhen: "time" | "full";
                                lateRegistrationLevels?: number;
                                lateRegistrationMinutes?: number;
                                timezone?: string;
                            };
                            /** @enum {string} */
                            trustMode: "human_only" | "bot_only" | "mixed_declared";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "completed" | "cancelled";
                            entrants: number;
                            /** @description What the payout structure splits; with `buyIn`, the pool so far (it grows with the entries until late registration closes). */
                            prizePool: number | null;
                            buyIn?: {
                                amount: number;
                                rebuyAmount?: number;
                                addOnAmount?: number;
                            };
                            guaranteedPrizePool?: number;
                            bounty?: {
                                /** @enum {string} */
                                kind: "standard" | "progressive";
                                amount: number;
                            };
                            rebuys?: {
                                untilLevel: number;
                                maxPerEntry: number;
                                chips: number;
                            };
                            addOn?: {
                                afterLevel: number;
                                chips: number;
                            };
                            /** @description With `rebuys`: rebuys sold so far. */
                            rebuysSold?: number;
                            /** @description With `addOn`: add-ons sold so far. */
                            addOnsSold?: number;
                            cancellationReason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            publishedAt: string | null;
                            cancelledAt: string | null;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTournamentEntries: {
        parameters: {
            query?: {
                /** @example 2 */
                limit?: number;
                cursor?: string;
                playerRef?: string;
            };
            header?: never;
            path: {
                /** @example trn_01M82J8G03dIksuapWMgpH5Djc */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "developer_tournament_entries",
                     *       "data": [
                     *         {
                     *           "id": "ent_01M82J8G20UtKF1pxOEEbzBDUx",
                     *           "displayName": "Player 6",
                     *           "participant": "human",
                     *           "status": "registered",
                     *           "place": null,
                     *           "prize": null,
                     *           "registeredAt": "2026-11-22T21:23:11.552Z"
                     *         },
                     *         {
                     *           "id": "ent_01M82J8G1S6v6qEcT3Z1V8PTwk",
                     *           "displayName": "Player 5",
                     *           "participant": "human",
                     *           "status": "registered",
                     *           "place": null,
                     *           "prize": null,
                     *           "registeredAt": "2026-11-22T21:23:11.545Z"
                     *         }
                     *       ],
                     *       "page": {
                     *         "limit": 2,
                     *         "hasMore": true,
                     *         "nextCursor": "WyIyMDI2LTExLTIyVDIxOjIzOjExLjU0NVoiLCJlbnRfMDFNODJKOEcxUzZ2NnFFY1QzWjFWOFBUd2siXQ"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "developer_tournament_entries";
                        data: {
                            id: string;
                            displayName: string;
                            /** @enum {string} */
                            participant: "human" | "bot";
                            /** @enum {string} */
                            status: "registered" | "withdrawn" | "finished";
                            place: number | null;
                            prize: number | null;
                            /** Format: date-time */
                            registeredAt: string;
                            playerRef?: string;
                        }[];
                        page: {
                            limit: number;
                            hasMore: boolean;
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    registerTournamentEntry: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1..255 printable ASCII characters. Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h. The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress. */
                "x-idempotency-key"?: string;
            };
            path: {
                /** @example trn_01M82J8FZ2P2dtdJLC1D0gInRH */
                tournamentId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "displayName": "Player 1",
                 *       "playerRef": "user-1",
                 *       "participant": "human"
                 *     }
                 */
                "application/json": {
                    displayName: string;
                    playerRef: string;
                    /** @enum {string} */
                    participant: "human" | "bot";
                };
            };
        };
        responses: {
            /** @description The registered entry (public-safe). */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entry": {
                     *         "id": "ent_01M82J8FZHeNnzEQPoQVo6iScX",
                     *         "displayName": "Player 1",
                     *         "participant": "human",
                     *         "status": "registered",
                     *         "place": null,
                     *         "prize": null,
                     *         "registeredAt": "2026-11-22T21:23:11.473Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        entry: {
                            id: string;
                            displayName: string;
                            /** @enum {string} */
                            participant: "human" | "bot";
                            /** @enum {string} */
                            status: "registered" | "withdrawn" | "finished";
                            place: number | null;
                            prize: number | null;
                            /** Format: date-time */
                            registeredAt: string;
                            playerRef?: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state, conflict, idempotency_in_progress */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_key_mismatch */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    withdrawTournamentEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example trn_01M82J8FZ2P2dtdJLC1D0gInRH */
                tournamentId: string;
                /** @example ent_01M82J8FZHeNnzEQPoQVo6iScX */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The withdrawn entry (public-safe). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "entry": {
                     *         "id": "ent_01M82J8FZHeNnzEQPoQVo6iScX",
                     *         "displayName": "Player 1",
                     *         "participant": "human",
                     *         "status": "withdrawn",
                     *         "place": null,
                     *         "prize": null,
                     *         "registeredAt": "2026-11-22T21:23:11.473Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        entry: {
                            id: string;
                            displayName: string;
                            /** @enum {string} */
                            participant: "human" | "bot";
                            /** @enum {string} */
                            status: "registered" | "withdrawn" | "finished";
                            place: number | null;
                            prize: number | null;
                            /** Format: date-time */
                            registeredAt: string;
                            playerRef?: string;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTournamentStandings: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example trn_01M82J8FVSgHJysyeZrqPrDxkh */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The standings. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "tournament_standings",
                     *       "tournamentId": "trn_01M82J8FVSgHJysyeZrqPrDxkh",
                     *       "status": "draft",
                     *       "draw": null,
                     *       "data": []
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "tournament_standings";
                        tournamentId: string;
                        /** @enum {string} */
                        status: "draft" | "scheduled" | "running" | "completed" | "cancelled";
                        draw: {
                            /** @constant */
                            alg: "pw-shuffle-v1";
                            commitment: string;
                            serverSeed: string;
                            clientSeed: string;
                            nonce: number;
                            order: string[];
                        } | null;
                        clock?: {
                            level: number;
                            smallBlind: number;
                            bigBlind: number;
                            ante: number;
                            levelEndsAt: string | null;
                            breakUntil: string | null;
                            /** @enum {string} */
                            lateRegistration: "open" | "closed";
                        } | null;
                        /** @description The final-table deal: the last one proposed (open, or how it was decided); an accepted one fixes its players' prizes. Null when none was proposed. */
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
                        } | null;
                        data: {
                            entryId: string;
                            displayName: string;
                            /** @enum {string} */
                            participant: "human" | "bot";
                            /**
                             * @description `winner`: the last entry left, once the tournament is over, with every chip in play. `deal`: still playing when an accepted final-table deal ended the tournament (nothing left to play for): placed by its chips then, paid its deal amount.
                             * @enum {string}
                             */
                            status: "playing" | "busted" | "winner" | "deal";
                            chips: number;
                            tableId: string | null;
                            place: number | null;
                            prize: number | null;
                            /** @description With bounties: the bounty on this entry's head now (0 once busted, or won by the winner). */
                            bounty?: number;
                            /** @description With bounties: the bounty money this entry has won (the winner's own bounty included). */
                            bountiesWon?: number;
                            /** @description With `rebuys`: the rebuys this entry bought. */
                            rebuys?: number;
                            /** @description With `addOn`: the add-ons this entry bought (0 or 1). */
                            addOns?: number;
                        }[];
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTournamentTables: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example trn_01M82J8FVSgHJysyeZrqPrDxkh */
                tournamentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The tables in play. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "list",
                     *       "tournamentId": "trn_01M82J8FVSgHJysyeZrqPrDxkh",
                     *       "data": []
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "list";
                        tournamentId: string;
                        data: {
                            tableId: string;
                            players: number;
                            /** @description Hands this table has finished (reported to the tournament's director). */
                            handsPlayed: number;
                        }[];
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createEntryTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example trn_01M82J8FVSgHJysyeZrqPrDxkh */
                tournamentId: string;
                /** @example ent_01M82J8FW0PrYqgGbCjJ7TVGxq */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ticket": {
                     *         "ticket": "tkt_3vQm9ZkLx2RpT7wYc4NbHs8JdFa6GeUo",
                     *         "expiresAt": "2026-11-25T20:41:12.517Z",
                     *         "connectUrl": "/v1/tables/tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE/connect?ticket=tkt_3vQm9ZkLx2RpT7wYc4NbHs8JdFa6GeUo"
                     *       }
                     *     }
                     */
                    "application/json": {
                        ticket: {
                            ticket: string;
                            /** Format: date-time */
                            expiresAt: string;
                            connectUrl: string;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state, conflict */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    proposeTournamentDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example trn_01M82J8FVSgHJysyeZrqPrDxkh */
                tournamentId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "method": "chip_chop",
                 *       "leaveForWinner": 0
                 *     }
                 */
                "application/json": {
                    /**
                     * @description `icm`: Malmuth-Harville equities; `chip_chop`: the last prize each, the rest by chips (capped at first prize); `equal`: the deal pool split evenly.
                     * @enum {string}
                     */
                    method: "icm" | "chip_chop" | "equal";
                    /**
                     * @description Kept out of the deal and played for (default 0): off first prize, at most the gap between the first two prizes left.
                     * @default 0
                     */
                    leaveForWinner?: number;
                };
            };
        };
        responses: {
            /** @description The deal, open. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deal": {
                     *         "object": "tournament_deal",
                     *         "id": "deal_01M82J8G0ZPj3gWyF1Vb8cLmQa",
                     *         "tournamentId": "trn_01M82J8FVSgHJysyeZrqPrDxkh",
                     *         "method": "chip_chop",
                     *         "status": "open",
                     *         "prizePool": 1000,
                     *         "prizesLeft": [
                     *           500,
                     *           300,
                     *           200
                     *         ],
                     *         "leaveForWinner": 0,
                     *         "players": [
                     *           {
                     *             "entryId": "ent_01M82J8FW0PrYqgGbCjJ7TVGxq",
                     *             "displayName": "Player 1",
                     *             "seatNumber": 1,
                     *             "chips": 9000,
                     *             "amount": 390,
                     *             "answer": "pending"
                     *           },
                     *           {
                     *             "entryId": "ent_01M82J8FW3kRQ7nVt4hGdX2sJb",
                     *             "displayName": "Player 2",
                     *             "seatNumber": 2,
                     *             "chips": 6000,
                     *             "amount": 326,
                     *             "answer": "pending"
                     *           },
                     *           {
                     *             "entryId": "ent_01M82J8FW6mTz9pLc8eHfY5uNd",
                     *             "displayName": "Player 3",
                     *             "seatNumber": 3,
                     *             "chips": 4000,
                     *             "amount": 284,
                     *             "answer": "pending"
                     *           }
                     *         ],
                     *         "proposedAt": "2026-11-29T11:20:04.512Z",
                     *         "expiresAt": "2026-11-29T11:22:04.512Z",
                     *         "decidedAt": null
                     *       }
                     *     }
                     */
                    "application/json": {
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
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    answerTournamentDeal: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example trn_01M82J8FVSgHJysyeZrqPrDxkh */
                tournamentId: string;
                /** @example deal_01M82J8G0ZPj3gWyF1Vb8cLmQa */
                dealId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "entryId": "ent_01M82J8FW0PrYqgGbCjJ7TVGxq",
                 *       "accept": true
                 *     }
                 */
                "application/json": {
                    /** @description The player answering: one of the deal's players. */
                    entryId: string;
                    /** @description true accepts; false declines, which ends the proposal. */
                    accept: boolean;
                };
            };
        };
        responses: {
            /** @description The deal with the answer recorded. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "deal": {
                     *         "object": "tournament_deal",
                     *         "id": "deal_01M82J8G0ZPj3gWyF1Vb8cLmQa",
                     *         "tournamentId": "trn_01M82J8FVSgHJysyeZrqPrDxkh",
                     *         "method": "chip_chop",
                     *         "status": "open",
                     *         "prizePool": 1000,
                     *         "prizesLeft": [
                     *           500,
                     *           300,
                     *           200
                     *         ],
                     *         "leaveForWinner": 0,
                     *         "players": [
                     *           {
                     *             "entryId": "ent_01M82J8FW0PrYqgGbCjJ7TVGxq",
                     *             "displayName": "Player 1",
                     *             "seatNumber": 1,
                     *             "chips": 9000,
                     *             "amount": 390,
                     *             "answer": "accepted"
                     *           },
                     *           {
                     *             "entryId": "ent_01M82J8FW3kRQ7nVt4hGdX2sJb",
                     *             "displayName": "Player 2",
                     *             "seatNumber": 2,
                     *             "chips": 6000,
                     *             "amount": 326,
                     *             "answer": "pending"
                     *           },
                     *           {
                     *             "entryId": "ent_01M82J8FW6mTz9pLc8eHfY5uNd",
                     *             "displayName": "Player 3",
                     *             "seatNumber": 3,
                     *             "chips": 4000,
                     *             "amount": 284,
                     *             "answer": "pending"
                     *           }
                     *         ],
                     *         "proposedAt": "2026-11-29T11:20:04.512Z",
                     *         "expiresAt": "2026-11-29T11:22:04.512Z",
                     *         "decidedAt": null
                     *       },
                     *       "replayed": false
                     *     }
                     */
                    "application/json": {
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
                        /** @description True when this entry had already given this answer: nothing changed. */
                        replayed: boolean;
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state, conflict */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    buyTournamentRebuy: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional, 1..255 printable ASCII characters. Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h. The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress.
                 * @example rebuy-user-1-1
                 */
                "x-idempotency-key"?: string;
            };
            path: {
                /** @example trn_01M82J8FVSgHJysyeZrqPrDxkh */
                tournamentId: string;
                /** @example ent_01M82J8FW0PrYqgGbCjJ7TVGxq */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The rebuy, and the prize pool with it. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "purchase": {
                     *         "id": "rby_01MD0Q9X2vK7pR4sT8wYc3NbHq",
                     *         "object": "tournament_rebuy",
                     *         "tournamentId": "trn_01M82J8FVSgHJysyeZrqPrDxkh",
                     *         "entryId": "ent_01M82J8FW0PrYqgGbCjJ7TVGxq",
                     *         "chips": 20000,
                     *         "amount": 100,
                     *         "reentry": false,
                     *         "createdAt": "2026-11-29T20:14:03.118Z"
                     *       },
                     *       "prizePool": 3100,
                     *       "rebuysSold": 1,
                     *       "addOnsSold": 0
                     *     }
                     */
                    "application/json": {
                        purchase: {
                            /** @description The purchase's id (`rby_...` for a rebuy, `aon_...` for an add-on). */
                            id: string;
                            /** @enum {string} */
                            object: "tournament_rebuy" | "tournament_add_on";
                            tournamentId: string;
                            entryId: string;
                            /** @description Chips added to the entry's stack before its next hand. */
                            chips: number;
                            /** @description What it adds to a prize pool from buy-ins (`buyIn.rebuyAmount` or `buyIn.addOnAmount`); null when it adds nothing. */
                            amount: number | null;
                            /** @description A rebuy of a busted entry: it is seated again (at the shortest table) with the chips. */
                            reentry: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        /** @description The tournament's prize pool with this purchase. */
                        prizePool: number | null;
                        rebuysSold: number;
                        addOnsSold: number;
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state, idempotency_in_progress */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_key_mismatch */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    buyTournamentAddOn: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional, 1..255 printable ASCII characters. Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h. The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress.
                 * @example add-on-user-1
                 */
                "x-idempotency-key"?: string;
            };
            path: {
                /** @example trn_01M82J8FVSgHJysyeZrqPrDxkh */
                tournamentId: string;
                /** @example ent_01M82J8FW0PrYqgGbCjJ7TVGxq */
                entryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The add-on, and the prize pool with it. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "purchase": {
                     *         "id": "aon_01MD0Q9X2vK7pR4sT8wYc3NbHq",
                     *         "object": "tournament_add_on",
                     *         "tournamentId": "trn_01M82J8FVSgHJysyeZrqPrDxkh",
                     *         "entryId": "ent_01M82J8FW0PrYqgGbCjJ7TVGxq",
                     *         "chips": 30000,
                     *         "amount": 100,
                     *         "reentry": false,
                     *         "createdAt": "2026-11-29T21:02:41.530Z"
                     *       },
                     *       "prizePool": 3800,
                     *       "rebuysSold": 6,
                     *       "addOnsSold": 1
                     *     }
                     */
                    "application/json": {
                        purchase: {
                            /** @description The purchase's id (`rby_...` for a rebuy, `aon_...` for an add-on). */
                            id: string;
                            /** @enum {string} */
                            object: "tournament_rebuy" | "tournament_add_on";
                            tournamentId: string;
                            entryId: string;
                            /** @description Chips added to the entry's stack before its next hand. */
                            chips: number;
                            /** @description What it adds to a prize pool from buy-ins (`buyIn.rebuyAmount` or `buyIn.addOnAmount`); null when it adds nothing. */
                            amount: number | null;
                            /** @description A rebuy of a busted entry: it is seated again (at the shortest table) with the chips. */
                            reentry: boolean;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        /** @description The tournament's prize pool with this purchase. */
                        prizePool: number | null;
                        rebuysSold: number;
                        addOnsSold: number;
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state, idempotency_in_progress */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_key_mismatch */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    completeTournament: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional, 1..255 printable ASCII characters. Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h. The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress.
                 * @example complete-room-7-friday-sng
                 */
                "x-idempotency-key"?: string;
            };
            path: {
                /** @example trn_01M82J8G2VVUM1vFhmMpgFPhNh */
                tournamentId: string;
            };
            cookie?: never;
        };
        /** @description At most 2097152 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "results": [
                 *         {
                 *           "entryId": "ent_01M82J8G3BRgdpAx8RareVrBAP",
                 *           "place": 1
                 *         },
                 *         {
                 *           "entryId": "ent_01M82J8G3JRcBYZUl8f4ggOWNC",
                 *           "place": 2
                 *         },
                 *         {
                 *           "entryId": "ent_01M82J8G3Sj2FUYhI80YayZgX5",
                 *           "place": 3
                 *         },
                 *         {
                 *           "entryId": "ent_01M82J8G42ImQe7mzjit2TaoAr",
                 *           "place": 4
                 *         },
                 *         {
                 *           "entryId": "ent_01M82J8G4AnGt8US2blk9dhKRP",
                 *           "place": 5
                 *         },
                 *         {
                 *           "entryId": "ent_01M82J8G4GcapvQ8r7tz2Jk8lU",
                 *           "place": 6
                 *         }
                 *       ],
                 *       "prizePool": 1000
                 *     }
                 */
                "application/json": {
                    results: {
                        entryId: string;
                        place: number;
                    }[];
                    prizePool?: number;
                    buyIn?: number;
                };
            };
        };
        responses: {
            /** @description The completed tournament. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tournament": {
                     *         "id": "trn_01M82J8G2VVUM1vFhmMpgFPhNh",
                     *         "object": "tournament",
                     *         "name": "Friday SNG",
                     *         "presetKey": "six_max_nlhe_sng_v1",
                     *         "roomId": "room-7",
                     *         "projectId": null,
                     *         "environment": "test",
                     *         "blindStructureId": "bs_approved_sng_6max_8min_v1",
                     *         "payoutStructureId": "ps_approved_sng_6max_v1",
                     *         "schedule": {
                     *           "startsAt": "2030-01-04T19:00:00.000Z",
                     *           "startWhen": "time",
                     *           "timezone": "Europe/Paris"
                     *         },
                     *         "trustMode": "mixed_declared",
                     *         "status": "completed",
                     *         "entrants": 6,
                     *         "prizePool": 1000,
                     *         "cancellationReason": null,
                     *         "createdAt": "2026-11-22T21:23:11.579Z",
                     *         "updatedAt": "2026-11-22T21:23:11.643Z",
                     *         "publishedAt": "2026-11-22T21:23:11.587Z",
                     *         "cancelledAt": null,
                     *         "completedAt": "2026-11-22T21:23:11.643Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        tournament: {
                            id: string;
                            /** @constant */
                            object: "tournament";
                            name: string;
                            /** @enum {string} */
                            presetKey: "scheduled_mtt_nlhe_v1" | "six_max_nlhe_sng_v1" | "scheduled_mtt_plo4_v1" | "six_max_plo4_sng_v1";
                            roomId: string;
                            projectId: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            blindStructureId: string;
                            payoutStructureId: string;
                            schedule: {
                                /** Format: date-time */
                                startsAt?: string;
                                /** @enum {string} */
                                startWhen: "time" | "full";
                                lateRegistrationLevels?: number;
                                lateRegistrationMinutes?: number;
                                timezone?: string;
                            };
                            /** @enum {string} */
                            trustMode: "human_only" | "bot_only" | "mixed_declared";
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "completed" | "cancelled";
                            entrants: number;
                            /** @description What the payout structure splits; with `buyIn`, the pool so far (it grows with the entries until late registration closes). */
                            prizePool: number | null;
                            buyIn?: {
                                amount: number;
                                rebuyAmount?: number;
                                addOnAmount?: number;
                            };
                            guaranteedPrizePool?: number;
                            bounty?: {
                                /** @enum {string} */
                                kind: "standard" | "progressive";
                                amount: number;
                            };
                            rebuys?: {
                                untilLevel: number;
                                maxPerEntry: number;
                                chips: number;
                            };
                            addOn?: {
                                afterLevel: number;
                                chips: number;
                            };
                            /** @description With `rebuys`: rebuys sold so far. */
                            rebuysSold?: number;
                            /** @description With `addOn`: add-ons sold so far. */
                            addOnsSold?: number;
                            cancellationReason: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            publishedAt: string | null;
                            cancelledAt: string | null;
                            completedAt: string | null;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state, idempotency_in_progress */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_key_mismatch */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listProjects: {
        parameters: {
            query?: {
                /** @example 10 */
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of projects. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "developer_projects",
                     *       "data": [
                     *         {
                     *           "projectId": "my-app",
                     *           "name": "My app",
                     *           "allowedOrigins": [
                     *             "https://app.example.com"
                     *           ],
                     *           "createdAt": "2026-11-22T21:23:11.680Z",
                     *           "updatedAt": "2026-11-22T21:23:11.680Z"
                     *         }
                     *       ],
                     *       "page": {
                     *         "limit": 10,
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "developer_projects";
                        data: {
                            projectId: string;
                            name: string;
                            allowedOrigins: string[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        page: {
                            limit: number;
                            hasMore: boolean;
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createProject: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "projectId": "my-app",
                 *       "name": "My app",
                 *       "allowedOrigins": [
                 *         "https://app.example.com"
                 *       ]
                 *     }
                 */
                "application/json": {
                    projectId: string;
                    name: string;
                    allowedOrigins: string[];
                };
            };
        };
        responses: {
            /** @description The new project. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "project": {
                     *         "projectId": "my-app",
                     *         "name": "My app",
                     *         "allowedOrigins": [
                     *           "https://app.example.com"
                     *         ],
                     *         "createdAt": "2026-11-22T21:23:11.666Z",
                     *         "updatedAt": "2026-11-22T21:23:11.666Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        project: {
                            projectId: string;
                            name: string;
                            allowedOrigins: string[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: conflict */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example my-app */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The project. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "project": {
                     *         "projectId": "my-app",
                     *         "name": "My app",
                     *         "allowedOrigins": [
                     *           "https://app.example.com"
                     *         ],
                     *         "createdAt": "2026-11-22T21:23:11.694Z",
                     *         "updatedAt": "2026-11-22T21:23:11.694Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        project: {
                            projectId: string;
                            name: string;
                            allowedOrigins: string[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateProject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example my-app */
                projectId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "allowedOrigins": [
                 *         "https://app.example.com",
                 *         "http://localhost:5173"
                 *       ]
                 *     }
                 */
                "application/json": {
                    name?: string;
                    allowedOrigins?: string[];
                };
            };
        };
        responses: {
            /** @description The updated project. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "project": {
                     *         "projectId": "my-app",
                     *         "name": "My app",
                     *         "allowedOrigins": [
                     *           "https://app.example.com",
                     *           "http://localhost:5173"
                     *         ],
                     *         "createdAt": "2026-11-22T21:23:11.708Z",
                     *         "updatedAt": "2026-11-22T21:23:11.711Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        project: {
                            projectId: string;
                            name: string;
                            allowedOrigins: string[];
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: {
                /** @example 10 */
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of endpoints. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "developer_webhook_endpoints",
                     *       "data": [
                     *         {
                     *           "id": "we_01M82J8G808B1WYkytuPc2gAhG",
                     *           "environment": "test",
                     *           "projectId": "my-app",
                     *           "label": "Tournament results",
                     *           "url": "https://hooks.example.com/pokerworks",
                     *           "eventTypes": [
                     *             "tournament.completed"
                     *           ],
                     *           "status": "active",
                     *           "lastVerifiedAt": null,
                     *           "lastVerificationStatus": null,
                     *           "secretRotatedAt": null,
                     *           "createdAt": "2026-11-22T21:23:11.744Z",
                     *           "updatedAt": "2026-11-22T21:23:11.744Z"
                     *         }
                     *       ],
                     *       "page": {
                     *         "limit": 10,
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "developer_webhook_endpoints";
                        data: {
                            id: string;
                            /** @enum {string} */
                            environment: "test" | "live";
                            projectId: string;
                            label: string;
                            url: string;
                            eventTypes: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            lastVerifiedAt: string | null;
                            lastVerificationStatus: ("succeeded" | "failed") | null;
                            secretRotatedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        page: {
                            limit: number;
                            hasMore: boolean;
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "test",
                 *       "projectId": "my-app",
                 *       "label": "Tournament results",
                 *       "url": "https://hooks.example.com/pokerworks",
                 *       "eventTypes": [
                 *         "tournament.completed"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    environment: "test" | "live";
                    eventTypes: ("tournament.completed" | "table.seat_closed" | "tournament.started" | "tournament.entry_eliminated")[];
                    label: string;
                    projectId: string;
                    /** Format: uri */
                    url: string;
                };
            };
        };
        responses: {
            /** @description The new endpoint and its signing secret (shown once). */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "endpoint": {
                     *         "id": "we_01M82J8G7FdL9mAlI1PTVFLdyf",
                     *         "environment": "test",
                     *         "projectId": "my-app",
                     *         "label": "Tournament results",
                     *         "url": "https://hooks.example.com/pokerworks",
                     *         "eventTypes": [
                     *           "tournament.completed"
                     *         ],
                     *         "status": "active",
                     *         "lastVerifiedAt": null,
                     *         "lastVerificationStatus": null,
                     *         "secretRotatedAt": null,
                     *         "createdAt": "2026-11-22T21:23:11.727Z",
                     *         "updatedAt": "2026-11-22T21:23:11.727Z"
                     *       },
                     *       "secret": {
                     *         "secret": "whsec_mX86zflYipRYcjJKd2funriw+rAPAh1BTxVBWOkag48=",
                     *         "createdAt": "2026-11-22T21:23:11.727Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        endpoint: {
                            id: string;
                            /** @enum {string} */
                            environment: "test" | "live";
                            projectId: string;
                            label: string;
                            url: string;
                            eventTypes: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            lastVerifiedAt: string | null;
                            lastVerificationStatus: ("succeeded" | "failed") | null;
                            secretRotatedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        secret: {
                            secret: string;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden, environment_mismatch */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example we_01M82J8G8MBBI1JNS1uSuct2nk */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "endpoint": {
                     *         "id": "we_01M82J8G8MBBI1JNS1uSuct2nk",
                     *         "environment": "test",
                     *         "projectId": "my-app",
                     *         "label": "Tournament results",
                     *         "url": "https://hooks.example.com/pokerworks",
                     *         "eventTypes": [
                     *           "tournament.completed"
                     *         ],
                     *         "status": "active",
                     *         "lastVerifiedAt": null,
                     *         "lastVerificationStatus": null,
                     *         "secretRotatedAt": null,
                     *         "createdAt": "2026-11-22T21:23:11.764Z",
                     *         "updatedAt": "2026-11-22T21:23:11.764Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        endpoint: {
                            id: string;
                            /** @enum {string} */
                            environment: "test" | "live";
                            projectId: string;
                            label: string;
                            url: string;
                            eventTypes: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            lastVerifiedAt: string | null;
                            lastVerificationStatus: ("succeeded" | "failed") | null;
                            secretRotatedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example we_01M82J8G97rNR0FPtAml3DyWuF */
                endpointId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "label": "Tournament results (room 7)"
                 *     }
                 */
                "application/json": {
                    eventTypes?: ("tournament.completed" | "table.seat_closed" | "tournament.started" | "tournament.entry_eliminated")[];
                    label?: string;
                    /** @enum {string} */
                    status?: "active" | "disabled";
                    /** Format: uri */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description The updated endpoint. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "endpoint": {
                     *         "id": "we_01M82J8G97rNR0FPtAml3DyWuF",
                     *         "environment": "test",
                     *         "projectId": "my-app",
                     *         "label": "Tournament results (room 7)",
                     *         "url": "https://hooks.example.com/pokerworks",
                     *         "eventTypes": [
                     *           "tournament.completed"
                     *         ],
                     *         "status": "active",
                     *         "lastVerifiedAt": "2026-11-22T21:23:11.788Z",
                     *         "lastVerificationStatus": "succeeded",
                     *         "secretRotatedAt": null,
                     *         "createdAt": "2026-11-22T21:23:11.783Z",
                     *         "updatedAt": "2026-11-22T21:23:11.788Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        endpoint: {
                            id: string;
                            /** @enum {string} */
                            environment: "test" | "live";
                            projectId: string;
                            label: string;
                            url: string;
                            eventTypes: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            lastVerifiedAt: string | null;
                            lastVerificationStatus: ("succeeded" | "failed") | null;
                            secretRotatedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: endpoint_verification_failed */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateWebhookEndpointSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example we_01M82J8GA64hzQMqXiQRGYClYK */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint and its new signing secret (shown once). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "endpoint": {
                     *         "id": "we_01M82J8GA64hzQMqXiQRGYClYK",
                     *         "environment": "test",
                     *         "projectId": "my-app",
                     *         "label": "Tournament results",
                     *         "url": "https://hooks.example.com/pokerworks",
                     *         "eventTypes": [
                     *           "tournament.completed"
                     *         ],
                     *         "status": "active",
                     *         "lastVerifiedAt": null,
                     *         "lastVerificationStatus": null,
                     *         "secretRotatedAt": "2026-11-22T21:23:11.818Z",
                     *         "createdAt": "2026-11-22T21:23:11.814Z",
                     *         "updatedAt": "2026-11-22T21:23:11.818Z"
                     *       },
                     *       "secret": {
                     *         "secret": "whsec_hV/1fgsbYopsrIA+uESuHyrgh3q+vJWs+Vk+B0v125k=",
                     *         "createdAt": "2026-11-22T21:23:11.818Z",
                     *         "previousSecretExpiresAt": "2026-11-23T21:23:11.818Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        endpoint: {
                            id: string;
                            /** @enum {string} */
                            environment: "test" | "live";
                            projectId: string;
                            label: string;
                            url: string;
                            eventTypes: string[];
                            /** @enum {string} */
                            status: "active" | "disabled";
                            lastVerifiedAt: string | null;
                            lastVerificationStatus: ("succeeded" | "failed") | null;
                            secretRotatedAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                        secret: {
                            secret: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            previousSecretExpiresAt: string;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state, conflict */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @example 10 */
                limit?: number;
                cursor?: string;
                status?: "pending" | "succeeded" | "failed" | "retrying";
            };
            header?: never;
            path: {
                /** @example we_01M82J8GASkwxyh4ZREFaUDU5s */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "developer_webhook_deliveries",
                     *       "data": [
                     *         {
                     *           "id": "dlv_01M82J8GCN3y7SpGiKC1Na63Kp",
                     *           "eventId": "evt_01M82J8GCHu92Vik7KIWpYF7ti",
                     *           "eventType": "tournament.completed",
                     *           "attempt": 1,
                     *           "status": "succeeded",
                     *           "responseStatus": 204,
                     *           "nextAttemptAt": null,
                     *           "createdAt": "2026-11-22T21:23:11.889Z",
                     *           "updatedAt": "2026-11-22T21:23:12.910Z"
                     *         }
                     *       ],
                     *       "page": {
                     *         "limit": 10,
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "developer_webhook_deliveries";
                        data: {
                            id: string;
                            eventId: string;
                            eventType: string;
                            attempt: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "retrying";
                            responseStatus: number | null;
                            nextAttemptAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        page: {
                            limit: number;
                            hasMore: boolean;
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhookDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example we_01M82J8HFKpUFQSk36xHMH9OJj */
                endpointId: string;
                /** @example dlv_01M82J8HHXgtyFxgdrrrY8Vo4v */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery and its attempts. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "delivery": {
                     *         "id": "dlv_01M82J8HHXgtyFxgdrrrY8Vo4v",
                     *         "eventId": "evt_01M82J8HHT4S6liBINLBbzJq8w",
                     *         "eventType": "tournament.completed",
                     *         "attempt": 1,
                     *         "status": "succeeded",
                     *         "responseStatus": 204,
                     *         "nextAttemptAt": null,
                     *         "createdAt": "2026-11-22T21:23:13.082Z",
                     *         "updatedAt": "2026-11-22T21:23:14.095Z",
                     *         "attempts": [
                     *           {
                     *             "attempt": 1,
                     *             "status": "succeeded",
                     *             "responseStatus": 204,
                     *             "durationMs": 2,
                     *             "error": null,
                     *             "attemptedAt": "2026-11-22T21:23:14.092Z"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": {
                        delivery: {
                            id: string;
                            eventId: string;
                            eventType: string;
                            attempt: number;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "retrying";
                            responseStatus: number | null;
                            nextAttemptAt: string | null;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                            attempts: {
                                attempt: number;
                                /** @enum {string} */
                                status: "succeeded" | "failed";
                                responseStatus: number | null;
                                durationMs: number;
                                error: ("timeout" | "network" | "http_status" | "url_not_allowed" | "secret_unavailable" | "internal_error") | null;
                                /** Format: date-time */
                                attemptedAt: string;
                            }[];
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    recoverWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example we_01M82J8JMF5jfUFJ1nap07mbmK */
                endpointId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "since": "2026-11-01T00:00:00Z",
                 *       "dryRun": true
                 *     }
                 */
                "application/json": {
                    /** Format: date-time */
                    since: string;
                    /** Format: date-time */
                    until?: string;
                    dryRun?: boolean;
                };
            };
        };
        responses: {
            /** @description How many failed deliveries were re-queued (or would be, for a dry run). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "developer_webhook_recovery",
                     *       "endpointId": "we_01M82J8JMF5jfUFJ1nap07mbmK",
                     *       "since": "2026-11-01T00:00:00.000Z",
                     *       "until": "2026-11-22T21:23:14.195Z",
                     *       "dryRun": true,
                     *       "deliveries": 0,
                     *       "hasMore": false
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "developer_webhook_recovery";
                        endpointId: string;
                        /** Format: date-time */
                        since: string;
                        /** Format: date-time */
                        until: string;
                        dryRun: boolean;
                        deliveries: number;
                        hasMore: boolean;
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listRingGames: {
        parameters: {
            query?: {
                /** @example 10 */
                limit?: number;
                cursor?: string;
                /** @example open */
                status?: "open" | "closed";
                /** @example room-7 */
                roomId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of ring games. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "developer_ring_games",
                     *       "data": [
                     *         {
                     *           "id": "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
                     *           "object": "ring_game",
                     *           "name": "Play-money 1/2, 6-max",
                     *           "roomId": "room-7",
                     *           "projectId": null,
                     *           "environment": "test",
                     *           "game": "nlhe",
                     *           "tableSize": 6,
                     *           "smallBlind": 1,
                     *           "bigBlind": 2,
                     *           "ante": null,
                     *           "buyIn": {
                     *             "min": 40,
                     *             "max": 200
                     *           },
                     *           "clock": {
                     *             "actionSeconds": 20,
                     *             "timeBankSeconds": 30
                     *           },
                     *           "spectators": {
                     *             "mode": "live",
                     *             "delaySeconds": 0
                     *           },
                     *           "trustMode": "mixed_declared",
                     *           "fairness": {
                     *             "revealAfter": "table_close"
                     *           },
                     *           "status": "open",
                     *           "createdAt": "2026-11-25T20:40:12.118Z",
                     *           "updatedAt": "2026-11-25T20:40:12.118Z"
                     *         }
                     *       ],
                     *       "page": {
                     *         "limit": 10,
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "developer_ring_games";
                        data: {
                            id: string;
                            /** @constant */
                            object: "ring_game";
                            name: string;
                            roomId: string;
                            projectId: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            /**
                             * @description `nlhe` no-limit hold'em; `plo4` and `plo5` pot-limit Omaha with 4 or 5 hole cards (plo5 tables seat at most 8).
                             * @enum {string}
                             */
                            game: "nlhe" | "plo4" | "plo5";
                            tableSize: number;
                            smallBlind: number;
                            bigBlind: number;
                            ante: {
                                /** @enum {string} */
                                kind: "traditional" | "big_blind";
                                amount: number;
                            } | null;
                            buyIn: {
                                min: number;
                                max: number;
                            };
                            clock: {
                                actionSeconds: number;
                                timeBankSeconds: number;
                            };
                            spectators: {
                                /** @enum {string} */
                                mode: "live" | "delayed" | "off";
                                delaySeconds: number;
                            };
                            /** @enum {string} */
                            trustMode: "human_only" | "bot_only" | "mixed_declared";
                            fairness: {
                                /**
                                 * @description When a hand's server seed is published: `hand` (at the hand's end) or `table_close` (when the table closes). A seed discloses the hand's whole deck, folded and mucked cards included. Default: `hand` for bot_only, `table_close` otherwise.
                                 * @enum {string}
                                 */
                                revealAfter: "hand" | "table_close";
                            };
                            /** @enum {string} */
                            status: "open" | "closed";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        page: {
                            limit: number;
                            hasMore: boolean;
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createRingGame: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional, 1..255 printable ASCII characters. Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h. The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress.
                 * @example room-7-ring-1-2
                 */
                "x-idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Play-money 1/2, 6-max",
                 *       "roomId": "room-7",
                 *       "game": "nlhe",
                 *       "tableSize": 6,
                 *       "smallBlind": 1,
                 *       "bigBlind": 2,
                 *       "buyIn": {
                 *         "min": 40,
                 *         "max": 200
                 *       },
                 *       "trustMode": "mixed_declared"
                 *     }
                 */
                "application/json": {
                    name: string;
                    roomId: string;
                    projectId?: string;
                    /**
                     * @description `nlhe` no-limit hold'em; `plo4` and `plo5` pot-limit Omaha with 4 or 5 hole cards (plo5 tables seat at most 8).
                     * @enum {string}
                     */
                    game: "nlhe" | "plo4" | "plo5";
                    tableSize: number;
                    smallBlind: number;
                    bigBlind: number;
                    ante?: {
                        /** @enum {string} */
                        kind: "traditional" | "big_blind";
                        amount: number;
                    } | null;
                    buyIn: {
                        min: number;
                        max: number;
                    };
                    clock?: {
                        actionSeconds?: number;
                        timeBankSeconds?: number;
                    };
                    spectators?: {
                        /** @enum {string} */
                        mode?: "live" | "delayed" | "off";
                        delaySeconds?: number;
                    };
                    /** @enum {string} */
                    trustMode: "human_only" | "bot_only" | "mixed_declared";
                    fairness?: {
                        /**
                         * @description When a hand's server seed is published: `hand` (at the hand's end) or `table_close` (when the table closes). A seed discloses the hand's whole deck, folded and mucked cards included. Default: `hand` for bot_only, `table_close` otherwise.
                         * @enum {string}
                         */
                        revealAfter: "hand" | "table_close";
                    };
                };
            };
        };
        responses: {
            /** @description The new ring game. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ringGame": {
                     *         "id": "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
                     *         "object": "ring_game",
                     *         "name": "Play-money 1/2, 6-max",
                     *         "roomId": "room-7",
                     *         "projectId": null,
                     *         "environment": "test",
                     *         "game": "nlhe",
                     *         "tableSize": 6,
                     *         "smallBlind": 1,
                     *         "bigBlind": 2,
                     *         "ante": null,
                     *         "buyIn": {
                     *           "min": 40,
                     *           "max": 200
                     *         },
                     *         "clock": {
                     *           "actionSeconds": 20,
                     *           "timeBankSeconds": 30
                     *         },
                     *         "spectators": {
                     *           "mode": "live",
                     *           "delaySeconds": 0
                     *         },
                     *         "trustMode": "mixed_declared",
                     *         "fairness": {
                     *           "revealAfter": "table_close"
                     *         },
                     *         "status": "open",
                     *         "createdAt": "2026-11-25T20:40:12.118Z",
                     *         "updatedAt": "2026-11-25T20:40:12.118Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        ringGame: {
                            id: string;
                            /** @constant */
                            object: "ring_game";
                            name: string;
                            roomId: string;
                            projectId: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            /**
                             * @description `nlhe` no-limit hold'em; `plo4` and `plo5` pot-limit Omaha with 4 or 5 hole cards (plo5 tables seat at most 8).
                             * @enum {string}
                             */
                            game: "nlhe" | "plo4" | "plo5";
                            tableSize: number;
                            smallBlind: number;
                            bigBlind: number;
                            ante: {
                                /** @enum {string} */
                                kind: "traditional" | "big_blind";
                                amount: number;
                            } | null;
                            buyIn: {
                                min: number;
                                max: number;
                            };
                            clock: {
                                actionSeconds: number;
                                timeBankSeconds: number;
                            };
                            spectators: {
                                /** @enum {string} */
                                mode: "live" | "delayed" | "off";
                                delaySeconds: number;
                            };
                            /** @enum {string} */
                            trustMode: "human_only" | "bot_only" | "mixed_declared";
                            fairness: {
                                /**
                                 * @description When a hand's server seed is published: `hand` (at the hand's end) or `table_close` (when the table closes). A seed discloses the hand's whole deck, folded and mucked cards included. Default: `hand` for bot_only, `table_close` otherwise.
                                 * @enum {string}
                                 */
                                revealAfter: "hand" | "table_close";
                            };
                            /** @enum {string} */
                            status: "open" | "closed";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_in_progress */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_key_mismatch */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getRingGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa */
                ringGameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ring game. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ringGame": {
                     *         "id": "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
                     *         "object": "ring_game",
                     *         "name": "Play-money 1/2, 6-max",
                     *         "roomId": "room-7",
                     *         "projectId": null,
                     *         "environment": "test",
                     *         "game": "nlhe",
                     *         "tableSize": 6,
                     *         "smallBlind": 1,
                     *         "bigBlind": 2,
                     *         "ante": null,
                     *         "buyIn": {
                     *           "min": 40,
                     *           "max": 200
                     *         },
                     *         "clock": {
                     *           "actionSeconds": 20,
                     *           "timeBankSeconds": 30
                     *         },
                     *         "spectators": {
                     *           "mode": "live",
                     *           "delaySeconds": 0
                     *         },
                     *         "trustMode": "mixed_declared",
                     *         "fairness": {
                     *           "revealAfter": "table_close"
                     *         },
                     *         "status": "open",
                     *         "createdAt": "2026-11-25T20:40:12.118Z",
                     *         "updatedAt": "2026-11-25T20:40:12.118Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        ringGame: {
                            id: string;
                            /** @constant */
                            object: "ring_game";
                            name: string;
                            roomId: string;
                            projectId: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            /**
                             * @description `nlhe` no-limit hold'em; `plo4` and `plo5` pot-limit Omaha with 4 or 5 hole cards (plo5 tables seat at most 8).
                             * @enum {string}
                             */
                            game: "nlhe" | "plo4" | "plo5";
                            tableSize: number;
                            smallBlind: number;
                            bigBlind: number;
                            ante: {
                                /** @enum {string} */
                                kind: "traditional" | "big_blind";
                                amount: number;
                            } | null;
                            buyIn: {
                                min: number;
                                max: number;
                            };
                            clock: {
                                actionSeconds: number;
                                timeBankSeconds: number;
                            };
                            spectators: {
                                /** @enum {string} */
                                mode: "live" | "delayed" | "off";
                                delaySeconds: number;
                            };
                            /** @enum {string} */
                            trustMode: "human_only" | "bot_only" | "mixed_declared";
                            fairness: {
                                /**
                                 * @description When a hand's server seed is published: `hand` (at the hand's end) or `table_close` (when the table closes). A seed discloses the hand's whole deck, folded and mucked cards included. Default: `hand` for bot_only, `table_close` otherwise.
                                 * @enum {string}
                                 */
                                revealAfter: "hand" | "table_close";
                            };
                            /** @enum {string} */
                            status: "open" | "closed";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateRingGame: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa */
                ringGameId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Play-money 1/2, 6-max (fast)",
                 *       "clock": {
                 *         "actionSeconds": 15
                 *       }
                 *     }
                 */
                "application/json": {
                    name?: string;
                    clock?: {
                        actionSeconds?: number;
                        timeBankSeconds?: number;
                    };
                    spectators?: {
                        /** @enum {string} */
                        mode?: "live" | "delayed" | "off";
                        delaySeconds?: number;
                    };
                    /** @enum {string} */
                    status?: "open" | "closed";
                };
            };
        };
        responses: {
            /** @description The updated ring game. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ringGame": {
                     *         "id": "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
                     *         "object": "ring_game",
                     *         "name": "Play-money 1/2, 6-max (fast)",
                     *         "roomId": "room-7",
                     *         "projectId": null,
                     *         "environment": "test",
                     *         "game": "nlhe",
                     *         "tableSize": 6,
                     *         "smallBlind": 1,
                     *         "bigBlind": 2,
                     *         "ante": null,
                     *         "buyIn": {
                     *           "min": 40,
                     *           "max": 200
                     *         },
                     *         "clock": {
                     *           "actionSeconds": 15,
                     *           "timeBankSeconds": 30
                     *         },
                     *         "spectators": {
                     *           "mode": "live",
                     *           "delaySeconds": 0
                     *         },
                     *         "trustMode": "mixed_declared",
                     *         "fairness": {
                     *           "revealAfter": "table_close"
                     *         },
                     *         "status": "open",
                     *         "createdAt": "2026-11-25T20:40:12.118Z",
                     *         "updatedAt": "2026-11-25T20:40:12.164Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        ringGame: {
                            id: string;
                            /** @constant */
                            object: "ring_game";
                            name: string;
                            roomId: string;
                            projectId: string | null;
                            /** @enum {string} */
                            environment: "test" | "live";
                            /**
                             * @description `nlhe` no-limit hold'em; `plo4` and `plo5` pot-limit Omaha with 4 or 5 hole cards (plo5 tables seat at most 8).
                             * @enum {string}
                             */
                            game: "nlhe" | "plo4" | "plo5";
                            tableSize: number;
                            smallBlind: number;
                            bigBlind: number;
                            ante: {
                                /** @enum {string} */
                                kind: "traditional" | "big_blind";
                                amount: number;
                            } | null;
                            buyIn: {
                                min: number;
                                max: number;
                            };
                            clock: {
                                actionSeconds: number;
                                timeBankSeconds: number;
                            };
                            spectators: {
                                /** @enum {string} */
                                mode: "live" | "delayed" | "off";
                                delaySeconds: number;
                            };
                            /** @enum {string} */
                            trustMode: "human_only" | "bot_only" | "mixed_declared";
                            fairness: {
                                /**
                                 * @description When a hand's server seed is published: `hand` (at the hand's end) or `table_close` (when the table closes). A seed discloses the hand's whole deck, folded and mucked cards included. Default: `hand` for bot_only, `table_close` otherwise.
                                 * @enum {string}
                                 */
                                revealAfter: "hand" | "table_close";
                            };
                            /** @enum {string} */
                            status: "open" | "closed";
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            updatedAt: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTables: {
        parameters: {
            query?: {
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa */
                ringGameId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tables. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "developer_tables",
                     *       "data": [
                     *         {
                     *           "id": "tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE",
                     *           "object": "table",
                     *           "ringGameId": "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
                     *           "name": "Table 1",
                     *           "status": "waiting",
                     *           "handNumber": 0,
                     *           "seats": [],
                     *           "button": null,
                     *           "board": "",
                     *           "pots": [],
                     *           "toAct": null,
                     *           "actionDeadline": null,
                     *           "createdAt": "2026-11-25T20:40:12.402Z"
                     *         }
                     *       ],
                     *       "page": {
                     *         "limit": 50,
                     *         "hasMore": false,
                     *         "nextCursor": null
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "developer_tables";
                        data: {
                            id: string;
                            /** @constant */
                            object: "table";
                            /** @description The ring game whose settings the table copies; for a tournament's table, the tournament's id. */
                            ringGameId: string;
                            /** @description Set on a tournament's table: the tournament it plays for (its director seats it). */
                            tournamentId?: string;
                            name: string;
                            /** @enum {string} */
                            status: "waiting" | "running" | "closed";
                            handNumber: number;
                            seats: {
                                seatNumber: number;
                                displayName: string;
                                /** @enum {string} */
                                participant: "human" | "bot";
                                /** @enum {string} */
                                status: "playing" | "sitting_out" | "leaving";
                                stack: number;
                                connected: boolean;
                            }[];
                            button: number | null;
                            board: string;
                            pots: {
                                amount: number;
                                eligible: number[];
                            }[];
                            toAct: number | null;
                            actionDeadline: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        page: {
                            limit: number;
                            hasMore: boolean;
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createTable: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional, 1..255 printable ASCII characters. Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h. The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress.
                 * @example room-7-ring-1-2-table-1
                 */
                "x-idempotency-key"?: string;
            };
            path: {
                /** @example rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa */
                ringGameId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Table 1"
                 *     }
                 */
                "application/json": {
                    name?: string;
                };
            };
        };
        responses: {
            /** @description The new table. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "table": {
                     *         "id": "tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE",
                     *         "object": "table",
                     *         "ringGameId": "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
                     *         "name": "Table 1",
                     *         "status": "waiting",
                     *         "handNumber": 0,
                     *         "seats": [],
                     *         "button": null,
                     *         "board": "",
                     *         "pots": [],
                     *         "toAct": null,
                     *         "actionDeadline": null,
                     *         "createdAt": "2026-11-25T20:40:12.402Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        table: {
                            id: string;
                            /** @constant */
                            object: "table";
                            /** @description The ring game whose settings the table copies; for a tournament's table, the tournament's id. */
                            ringGameId: string;
                            /** @description Set on a tournament's table: the tournament it plays for (its director seats it). */
                            tournamentId?: string;
                            name: string;
                            /** @enum {string} */
                            status: "waiting" | "running" | "closed";
                            handNumber: number;
                            seats: {
                                seatNumber: number;
                                displayName: string;
                                /** @enum {string} */
                                participant: "human" | "bot";
                                /** @enum {string} */
                                status: "playing" | "sitting_out" | "leaving";
                                stack: number;
                                connected: boolean;
                            }[];
                            button: number | null;
                            board: string;
                            pots: {
                                amount: number;
                                eligible: number[];
                            }[];
                            toAct: number | null;
                            actionDeadline: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state, idempotency_in_progress */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_key_mismatch */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE */
                tableId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The table. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "table": {
                     *         "id": "tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE",
                     *         "object": "table",
                     *         "ringGameId": "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
                     *         "name": "Table 1",
                     *         "status": "waiting",
                     *         "handNumber": 0,
                     *         "seats": [],
                     *         "button": null,
                     *         "board": "",
                     *         "pots": [],
                     *         "toAct": null,
                     *         "actionDeadline": null,
                     *         "createdAt": "2026-11-25T20:40:12.402Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        table: {
                            id: string;
                            /** @constant */
                            object: "table";
                            /** @description The ring game whose settings the table copies; for a tournament's table, the tournament's id. */
                            ringGameId: string;
                            /** @description Set on a tournament's table: the tournament it plays for (its director seats it). */
                            tournamentId?: string;
                            name: string;
                            /** @enum {string} */
                            status: "waiting" | "running" | "closed";
                            handNumber: number;
                            seats: {
                                seatNumber: number;
                                displayName: string;
                                /** @enum {string} */
                                participant: "human" | "bot";
                                /** @enum {string} */
                                status: "playing" | "sitting_out" | "leaving";
                                stack: number;
                                connected: boolean;
                            }[];
                            button: number | null;
                            board: string;
                            pots: {
                                amount: number;
                                eligible: number[];
                            }[];
                            toAct: number | null;
                            actionDeadline: string | null;
                            /** Format: date-time */
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    seatTablePlayer: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1..255 printable ASCII characters. Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h. The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress. */
                "x-idempotency-key"?: string;
            };
            path: {
                /** @example tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE */
                tableId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "playerRef": "user-1",
                 *       "displayName": "Alice",
                 *       "participant": "human",
                 *       "stack": 100,
                 *       "seatNumber": 1
                 *     }
                 */
                "application/json": {
                    playerRef: string;
                    displayName: string;
                    /** @enum {string} */
                    participant: "human" | "bot";
                    stack: number;
                    seatNumber?: number;
                    /** @enum {string} */
                    control?: "client" | "house";
                };
            };
        };
        responses: {
            /** @description The seat and its first connection ticket. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "seat": {
                     *         "seatNumber": 1,
                     *         "displayName": "Alice",
                     *         "participant": "human",
                     *         "status": "playing",
                     *         "stack": 100,
                     *         "connected": false
                     *       },
                     *       "seatingId": "sit_01MD0Q3VC4hT6wPz8KdNr2LmQx",
                     *       "ticket": {
                     *         "ticket": "tkt_3vQm9ZkLx2RpT7wYc4NbHs8JdFa6GeUo",
                     *         "expiresAt": "2026-11-25T20:41:12.517Z",
                     *         "connectUrl": "/v1/tables/tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE/connect?ticket=tkt_3vQm9ZkLx2RpT7wYc4NbHs8JdFa6GeUo"
                     *       }
                     *     }
                     */
                    "application/json": {
                        seat: {
                            seatNumber: number;
                            displayName: string;
                            /** @enum {string} */
                            participant: "human" | "bot";
                            /** @enum {string} */
                            status: "playing" | "sitting_out" | "leaving";
                            stack: number;
                            connected: boolean;
                        };
                        /** @description This player's stay in the seat: its tickets, socket and actions are bound to it. Pass it to the ticket and action routes to be sure they still reach this player. */
                        seatingId: string;
                        /** @description A connection ticket for the seat's socket; null for a house bot (the service plays it). */
                        ticket: {
                            ticket: string;
                            /** Format: date-time */
                            expiresAt: string;
                            connectUrl: string;
                        } | null;
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: conflict, invalid_state, idempotency_in_progress */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_key_mismatch */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createSeatTicket: {
        parameters: {
            query?: {
                seatingId?: string;
            };
            header?: never;
            path: {
                /** @example tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE */
                tableId: string;
                /** @example 1 */
                seatNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "ticket": {
                     *         "ticket": "tkt_3vQm9ZkLx2RpT7wYc4NbHs8JdFa6GeUo",
                     *         "expiresAt": "2026-11-25T20:41:12.517Z",
                     *         "connectUrl": "/v1/tables/tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE/connect?ticket=tkt_3vQm9ZkLx2RpT7wYc4NbHs8JdFa6GeUo"
                     *       }
                     *     }
                     */
                    "application/json": {
                        ticket: {
                            ticket: string;
                            /** Format: date-time */
                            expiresAt: string;
                            connectUrl: string;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: conflict, invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    standUpSeat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE */
                tableId: string;
                /** @example 1 */
                seatNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seat, with its final stack when known. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "seat": {
                     *         "seatNumber": 1,
                     *         "displayName": "Alice",
                     *         "participant": "human",
                     *         "status": "playing",
                     *         "stack": 100,
                     *         "connected": false,
                     *         "finalStack": 100
                     *       }
                     *     }
                     */
                    "application/json": {
                        seat: {
                            seatNumber: number;
                            displayName: string;
                            /** @enum {string} */
                            participant: "human" | "bot";
                            /** @enum {string} */
                            status: "playing" | "sitting_out" | "leaving";
                            stack: number;
                            connected: boolean;
                            finalStack: number | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: conflict, invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    actAtTable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE */
                tableId: string;
                /** @example 1 */
                seatNumber: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "hand": 1,
                 *       "index": 0,
                 *       "action": "call"
                 *     }
                 */
                "application/json": {
                    hand: number;
                    index: number;
                    /** @enum {string} */
                    action: "fold" | "check" | "call" | "bet" | "raise" | "all_in";
                    to?: number;
                    /** @description The seating this call is for (from POST .../seats): refused with 409 when another seating holds the seat now. */
                    seatingId?: string;
                };
            };
        };
        responses: {
            /** @description The action was applied (or had already been). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "table_action",
                     *       "hand": 1,
                     *       "index": 0,
                     *       "applied": true
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "table_action";
                        hand: number;
                        index: number;
                        applied: boolean;
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: conflict, invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    topUpSeat: {
        parameters: {
            query?: never;
            header?: {
                /** @description Optional, 1..255 printable ASCII characters. Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h. The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress. */
                "x-idempotency-key"?: string;
            };
            path: {
                /** @example tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE */
                tableId: string;
                /** @example 1 */
                seatNumber: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "amount": 100
                 *     }
                 */
                "application/json": {
                    /** @description Chips to add, vouched for by your backend (play money). */
                    amount: number;
                    /** @description The seating this call is for (from POST .../seats): refused with 409 when another seating holds the seat now. */
                    seatingId?: string;
                };
            };
        };
        responses: {
            /** @description The top-up and the seat. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "topUp": {
                     *         "id": "tup_01MD0Q9X2vK7pR4sT8wYc3NbHq",
                     *         "object": "table_top_up",
                     *         "seatNumber": 1,
                     *         "seatingId": "sit_01MD0Q3VC4hT6wPz8KdNr2LmQx",
                     *         "amount": 100,
                     *         "status": "applied",
                     *         "pendingAmount": 0,
                     *         "maxAmount": 0,
                     *         "createdAt": "2026-11-25T20:44:03.118Z"
                     *       },
                     *       "seat": {
                     *         "seatNumber": 1,
                     *         "displayName": "Alice",
                     *         "participant": "human",
                     *         "status": "playing",
                     *         "stack": 200,
                     *         "connected": false
                     *       }
                     *     }
                     */
                    "application/json": {
                        topUp: {
                            /** @description The top-up's id (`tup_...`). */
                            id: string;
                            /** @constant */
                            object: "table_top_up";
                            seatNumber: number;
                            /** @description The seating topped up (the player's stay in the seat). */
                            seatingId: string;
                            amount: number;
                            /**
                             * @description `applied`: in the stack now (between hands); `pending`: added when the hand the seat is dealt in ends, before the next one.
                             * @enum {string}
                             */
                            status: "applied" | "pending";
                            /** @description Chips of this seating's top-ups waiting for its hand to end, this one included. */
                            pendingAmount: number;
                            /** @description The most a further top-up may add now (the buy-in maximum less the chips behind and pending). */
                            maxAmount: number;
                            /** Format: date-time */
                            createdAt: string;
                        };
                        /** @description The seat now (a pending top-up is not in its stack yet). */
                        seat: {
                            seatNumber: number;
                            displayName: string;
                            /** @enum {string} */
                            participant: "human" | "bot";
                            /** @enum {string} */
                            status: "playing" | "sitting_out" | "leaving";
                            stack: number;
                            connected: boolean;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: conflict, invalid_state, idempotency_in_progress */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_key_mismatch */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTableHands: {
        parameters: {
            query?: {
                /** @example 1 */
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path: {
                /** @example tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE */
                tableId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of hands. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "developer_table_hands",
                     *       "data": [
                     *         {
                     *           "handNumber": 2,
                     *           "startedAt": "2026-11-25T20:40:13.020Z",
                     *           "endedAt": "2026-11-25T20:40:13.061Z",
                     *           "seats": [
                     *             1,
                     *             2
                     *           ],
                     *           "board": "",
                     *           "pot": 4
                     *         }
                     *       ],
                     *       "page": {
                     *         "limit": 1,
                     *         "hasMore": true,
                     *         "nextCursor": "eyJiZWZvcmUiOjJ9"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "developer_table_hands";
                        data: {
                            handNumber: number;
                            /** Format: date-time */
                            startedAt: string;
                            /** Format: date-time */
                            endedAt: string;
                            seats: number[];
                            board: string;
                            pot: number;
                        }[];
                        page: {
                            limit: number;
                            hasMore: boolean;
                            nextCursor: string | null;
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getTableHand: {
        parameters: {
            query?: {
                /** @example json */
                format?: "ohh" | "phh" | "json";
            };
            header?: never;
            path: {
                /** @example tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE */
                tableId: string;
                /** @example 2 */
                handNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The hand's history. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "table_hand",
                     *       "tableId": "tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE",
                     *       "handNumber": 2,
                     *       "format": "json",
                     *       "hand": {
                     *         "handNumber": 2,
                     *         "tableId": "tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE",
                     *         "tableName": "Table 1",
                     *         "startedAt": "2026-11-25T20:40:13.020Z",
                     *         "endedAt": "2026-11-25T20:40:13.061Z",
                     *         "seats": [
                     *           {
                     *             "seatNumber": 1,
                     *             "displayName": "Alice",
                     *             "participant": "human",
                     *             "startingStack": 100,
                     *             "finalStack": 98
                     *           },
                     *           {
                     *             "seatNumber": 2,
                     *             "displayName": "Bob",
                     *             "participant": "bot",
                     *             "startingStack": 100,
                     *             "finalStack": 102
                     *           }
                     *         ],
                     *         "button": 1,
                     *         "smallBlind": 1,
                     *         "bigBlind": 2,
                     *         "ante": null,
                     *         "smallBlindMissing": false,
                     *         "deadBlinds": [],
                     *         "actions": [
                     *           {
                     *             "seatNumber": 1,
                     *             "type": "call"
                     *           },
                     *           {
                     *             "seatNumber": 2,
                     *             "type": "check"
                     *           },
                     *           {
                     *             "seatNumber": 2,
                     *             "type": "bet",
                     *             "to": 2
                     *           },
                     *           {
                     *             "seatNumber": 1,
                     *             "type": "fold"
                     *           }
                     *         ],
                     *         "board": "4cAh5d",
                     *         "pot": 4,
                     *         "shown": [],
                     *         "shuffle": {
                     *           "alg": "pw-shuffle-v1",
                     *           "commitment": "24461434ae431af32d7fd4ddac582fd4daf8fc1c03f710b6d27a98374b5481eb",
                     *           "serverSeed": "5f1d3c9a7be2048d6a1f0c3e92b7d45e8a6c1f20b3d94e7a05c8f1b26d3e4a97",
                     *           "clientSeed": "alice-7:bob-3",
                     *           "nonce": 2
                     *         }
                     *       },
                     *       "settlement": {
                     *         "wonByFold": true,
                     *         "pots": [
                     *           {
                     *             "amount": 4,
                     *             "eligible": [
                     *               2
                     *             ],
                     *             "winners": [
                     *               {
                     *                 "seatNumber": 2,
                     *                 "amount": 4
                     *               }
                     *             ]
                     *           }
                     *         ],
                     *         "stacks": [
                     *           {
                     *             "seatNumber": 1,
                     *             "stack": 98,
                     *             "net": -2
                     *           },
                     *           {
                     *             "seatNumber": 2,
                     *             "stack": 102,
                     *             "net": 2
                     *           }
                     *         ]
                     *       },
                     *       "shuffle": {
                     *         "alg": "pw-shuffle-v1",
                     *         "commitment": "24461434ae431af32d7fd4ddac582fd4daf8fc1c03f710b6d27a98374b5481eb",
                     *         "serverSeed": "5f1d3c9a7be2048d6a1f0c3e92b7d45e8a6c1f20b3d94e7a05c8f1b26d3e4a97",
                     *         "clientSeed": "alice-7:bob-3",
                     *         "nonce": 2
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "table_hand";
                        tableId: string;
                        handNumber: number;
                        shuffle: {
                            /** @constant */
                            alg: "pw-shuffle-v1";
                            commitment: string;
                            /** @description The server seed once the ring game's `fairness.revealAfter` allows (each hand's end, or the table's close); null before. It discloses the whole deck, folded and mucked cards included. */
                            serverSeed: string | null;
                            clientSeed: string;
                            nonce: number;
                        };
                        /** @constant */
                        format: "ohh";
                        document: {
                            ohh: {
                                spec_version: string;
                                site_name: string;
                                network_name: string;
                                internal_version: string;
                                tournament: boolean;
                                game_number: string;
                                start_date_utc?: string;
                                table_name: string;
                                /** @enum {string} */
                                game_type: "Holdem" | "Omaha";
                                bet_limit: {
                                    /** @enum {string} */
                                    bet_type: "NL" | "PL";
                                    bet_cap: number;
                                };
                                table_size: number;
                                /** @constant */
                                currency: "XPM";
                                dealer_seat: number;
                                small_blind_amount: number;
                                big_blind_amount: number;
                                ante_amount: number;
                                flags: string[];
                                players: {
                                    id: number;
                                    seat: number;
                                    name: string;
                                    display: string;
                                    starting_stack: number;
                                }[];
                                rounds: {
                                    id: number;
                                    /** @enum {string} */
                                    street: "Preflop" | "Flop" | "Turn" | "River" | "Showdown";
                                    cards: string[];
                                    actions: {
                                        action_number: number;
                                        player_id: number;
                                        /** @enum {string} */
                                        action: "Dealt Cards" | "Post Ante" | "Post SB" | "Post BB" | "Post Dead" | "Fold" | "Check" | "Bet" | "Raise" | "Call" | "Shows Cards";
                                        amount: number;
                                        is_allin: boolean;
                                        cards?: string[];
                                    }[];
                                }[];
                                pots: {
                                    number: number;
                                    amount: number;
                                    rake: number;
                                    player_wins: {
                                        player_id: number;
                                        win_amount: number;
                                    }[];
                                }[];
                                pokerworks_shuffle: {
                                    /** @constant */
                                    alg: "pw-shuffle-v1";
                                    commitment: string;
                                    /** @description The server seed once the ring game's `fairness.revealAfter` allows (each hand's end, or the table's close); null before. It discloses the whole deck, folded and mucked cards included. */
                                    serverSeed: string | null;
                                    clientSeed: string;
                                    nonce: number;
                                };
                            };
                        };
                    } | {
                        /** @constant */
                        object: "table_hand";
                        tableId: string;
                        handNumber: number;
                        shuffle: {
                            /** @constant */
                            alg: "pw-shuffle-v1";
                            commitment: string;
                            /** @description The server seed once the ring game's `fairness.revealAfter` allows (each hand's end, or the table's close); null before. It discloses the whole deck, folded and mucked cards included. */
                            serverSeed: string | null;
                            clientSeed: string;
                            nonce: number;
                        };
                        /** @constant */
                        format: "phh";
                        text: string;
                    } | {
                        /** @constant */
                        object: "table_hand";
                        tableId: string;
                        handNumber: number;
                        shuffle: {
                            /** @constant */
                            alg: "pw-shuffle-v1";
                            commitment: string;
                            /** @description The server seed once the ring game's `fairness.revealAfter` allows (each hand's end, or the table's close); null before. It discloses the whole deck, folded and mucked cards included. */
                            serverSeed: string | null;
                            clientSeed: string;
                            nonce: number;
                        };
                        /** @constant */
                        format: "json";
                        hand: {
                            handNumber: number;
                            tableId: string;
                            tableName: string;
                            /** Format: date-time */
                            startedAt: string;
                            /** Format: date-time */
                            endedAt: string;
                            seats: {
                                seatNumber: number;
                                displayName: string;
                                /** @enum {string} */
                                participant: "human" | "bot";
                                startingStack: number;
                                finalStack: number;
                            }[];
                            button: number;
                            smallBlind: number;
                            bigBlind: number;
                            ante: {
                                /** @enum {string} */
                                kind: "traditional" | "big_blind";
                                amount: number;
                            } | null;
                            /**
                             * @description The game: plo4 or plo5 for pot-limit Omaha (4 or 5 hole cards); absent for no-limit hold'em.
                             * @enum {string}
                             */
                            game?: "nlhe" | "plo4" | "plo5";
                            smallBlindMissing: boolean;
                            deadBlinds: {
                                seatNumber: number;
                                amount: number;
                            }[];
                            actions: {
                                seatNumber: number;
                                /** @enum {string} */
                                type: "fold" | "check" | "call" | "bet" | "raise" | "all_in";
                                to?: number;
                            }[];
                            board: string;
                            pot: number;
                            shown: {
                                seatNumber: number;
                                cards: string;
                            }[];
                            shuffle: {
                                /** @constant */
                                alg: "pw-shuffle-v1";
                                commitment: string;
                                /** @description The server seed once the ring game's `fairness.revealAfter` allows (each hand's end, or the table's close); null before. It discloses the whole deck, folded and mucked cards included. */
                                serverSeed: string | null;
                                clientSeed: string;
                                nonce: number;
                            };
                        };
                        settlement: {
                            wonByFold: boolean;
                            pots: {
                                amount: number;
                                eligible: number[];
                                winners: {
                                    seatNumber: number;
                                    amount: number;
                                }[];
                            }[];
                            stacks: {
                                seatNumber: number;
                                stack: number;
                                net: number;
                            }[];
                        };
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createEmbedSession: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Optional, 1..255 printable ASCII characters. Scoped to (organization, roomId, the key's projectId, environment, endpoint) and kept 24 h. The same key with the same body returns the original status and body with `idempotent-replayed: true`; a different body is 422 idempotency_key_mismatch; while the first request runs, 409 idempotency_in_progress.
                 * @example watch-rg_1-user_42
                 */
                "x-idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "environment": "test",
                 *       "mode": "spectator",
                 *       "projectId": "my-app",
                 *       "productKey": "arena-holdem",
                 *       "origin": "https://app.example.com",
                 *       "returnUrl": "https://app.example.com/lobby",
                 *       "target": {
                 *         "ringGameId": "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
                 *         "tableIds": [
                 *           "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH"
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    environment: "test" | "live";
                    /** Format: uri */
                    origin: string;
                    productKey: string;
                    projectId: string;
                    /** Format: uri */
                    returnUrl: string;
                    /** @constant */
                    mode: "spectator";
                    /** @description `{ ringGameId, tableIds? }`: a ring game's tables; or `{ tournamentId, tableIds? }`: a tournament's (without `tableIds` the page follows the tournament to its final table). */
                    target: {
                        ringGameId: string;
                        tableIds?: string[];
                    } | {
                        tournamentId: string;
                        tableIds?: string[];
                    };
                } | {
                    /** @enum {string} */
                    environment: "test" | "live";
                    /** Format: uri */
                    origin: string;
                    productKey: string;
                    projectId: string;
                    /** Format: uri */
                    returnUrl: string;
                    /** @constant */
                    mode: "player";
                    /** @description `{ tableId, seatNumber }`: the human seated there now (the session is bound to that seating); or `{ tournamentId, entryId }`: the entry, across its table moves. */
                    target: {
                        tableId: string;
                        seatNumber: number;
                    } | {
                        tournamentId: string;
                        entryId: string;
                    };
                };
            };
        };
        responses: {
            /** @description The session's launch: id, expiry and the launch URL with its one-time secret. */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "idempotent-replayed": components["headers"]["IdempotentReplayed"];
                    /** @description `no-store`: the launch URL carries a secret. */
                    "cache-control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "launch": {
                     *         "embedSessionId": "es_01M82J8JNBtdtChdh1Qnj4Qnrl",
                     *         "expiresAt": "2026-11-22T21:33:14.219Z",
                     *         "launchSecretTransport": "url_fragment",
                     *         "launchUrl": "http://localhost:8787/embed/spectator/es_01M82J8JNBtdtChdh1Qnj4Qnrl#launchSecret=els_QcuyhONBUIyO7FS3UimoVRxU2wn8aqUF_PxrBkJPDSs&tableId=tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH"
                     *       }
                     *     }
                     */
                    "application/json": {
                        launch: {
                            embedSessionId: string;
                            /** Format: date-time */
                            expiresAt: string;
                            /** @constant */
                            launchSecretTransport: "url_fragment";
                            launchUrl: string;
                        };
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden, environment_mismatch, origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state, idempotency_in_progress */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: idempotency_key_mismatch */
            422: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    openEmbedSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example es_01M82J8JP24vnGbbYAtJP5RCaJ */
                embedSessionId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "launchSecret": "els_0gSyH8Fx0G7DT8q4sEWpVM8GFaHqEaNULkAmvFL6Lm4",
                 *       "origin": "https://app.example.com",
                 *       "tableId": "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH"
                 *     }
                 */
                "application/json": {
                    launchSecret: string;
                    origin: string;
                    /** @description The table to watch. Without it the answer has no stream yet: the page lets the spectator pick one of `tables`. */
                    tableId?: string;
                };
            };
        };
        responses: {
            /** @description The opened session: what the spectator may watch, and until when. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The session's origin (also on refusals about a known session: 403, 410, and 429 for too many wrong secrets). */
                    "access-control-allow-origin"?: string;
                    /** @description `Origin`. */
                    vary?: string;
                    /** @description `no-store`. */
                    "cache-control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "brand": "Arena Hold'em",
                     *       "embedSessionId": "es_01M82J8JP24vnGbbYAtJP5RCaJ",
                     *       "expiresAt": "2026-11-22T21:33:14.242Z",
                     *       "mode": "spectator",
                     *       "productKey": "arena-holdem",
                     *       "ringGameId": "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
                     *       "tableId": "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH",
                     *       "ringGame": {
                     *         "name": "Play-money 1/2, 6-max",
                     *         "game": "nlhe",
                     *         "tableSize": 6,
                     *         "smallBlind": 1,
                     *         "bigBlind": 2,
                     *         "spectators": {
                     *           "mode": "live",
                     *           "delaySeconds": 0
                     *         }
                     *       },
                     *       "tables": [
                     *         {
                     *           "id": "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH",
                     *           "name": "Table 1",
                     *           "status": "running",
                     *           "seated": 4
                     *         }
                     *       ],
                     *       "stream": {
                     *         "url": "ws://localhost:8787/v1/tables/tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH/connect",
                     *         "ticket": "tkt_Vb3kQm0xJ7dP2sLr9TzW4yNf6HcA1gUe8oKiXwRtYq5",
                     *         "expiresAt": "2026-11-22T21:24:15.242Z",
                     *         "snapshot": {
                     *           "type": "snapshot",
                     *           "seq": 118,
                     *           "serverTime": "2026-11-22T21:23:15.242Z",
                     *           "table": {
                     *             "id": "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH",
                     *             "ringGameId": "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
                     *             "name": "Table 1",
                     *             "status": "running",
                     *             "handNumber": 7,
                     *             "seats": [
                     *               {
                     *                 "seatNumber": 1,
                     *                 "displayName": "Ava",
                     *                 "participant": "bot",
                     *                 "status": "playing",
                     *                 "stack": 236,
                     *                 "connected": true
                     *               },
                     *               {
                     *                 "seatNumber": 4,
                     *                 "displayName": "Chloe",
                     *                 "participant": "human",
                     *                 "status": "playing",
                     *                 "stack": 180,
                     *                 "connected": true
                     *               }
                     *             ],
                     *             "button": 4,
                     *             "board": "",
                     *             "pots": [],
                     *             "toAct": null,
                     *             "actionDeadline": null
                     *           },
                     *           "hand": null,
                     *           "you": null
                     *         }
                     *       },
                     *       "resumeToken": "esr_Jd8Qm2kP0xVb7sLr4TzW9yNf1HcA6gUe3oKiXwRtYq5",
                     *       "streamExpiresAt": "2026-11-23T09:23:14.242Z"
                     *     }
                     */
                    "application/json": {
                        brand: string;
                        embedSessionId: string;
                        /** Format: date-time */
                        expiresAt: string;
                        /** @constant */
                        mode: "spectator";
                        productKey: string;
                        /** @description The ring game; for a tournament's session, the tournament's id (as its tables' `ringGameId`). */
                        ringGameId: string;
                        /** @description Only for a tournament's session: the tournament watched. */
                        tournamentId?: string;
                        /** @description Only for a tournament's session: the tournament as of the open. */
                        tournament?: {
                            name: string;
                            /** @enum {string} */
                            status: "draft" | "scheduled" | "running" | "completed" | "cancelled";
                            /** @description True without `target.tableIds`: the page follows the tournament (when its table closes it asks POST .../stream-tickets without `tableId` for the table to watch next, the final table at the end). */
                            following: boolean;
                        };
                        /** @description The table opened, or null when the open named none. */
                        tableId: string | null;
                        /** @description What the page shows of the ring game: its name, seats, blinds, and whether the stream is delayed. For a tournament: its name, its preset's game and seats, the blinds of the level being played (of the first level before the start), live. */
                        ringGame: {
                            name: string;
                            /**
                             * @description `nlhe` no-limit hold'em; `plo4` and `plo5` pot-limit Omaha with 4 or 5 hole cards (plo5 tables seat at most 8).
                             * @enum {string}
                             */
                            game: "nlhe" | "plo4" | "plo5";
                            tableSize: number;
                            smallBlind: number;
                            bigBlind: number;
                            spectators: {
                                /** @enum {string} */
                                mode: "live" | "delayed";
                                delaySeconds: number;
                            };
                        };
                        /** @description The tables this session may watch (its `target.tableIds`, or every table of the ring game; of a tournament, the tables it plays on now), oldest first, at most 100. */
                        tables: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "waiting" | "running" | "closed";
                            /** @description Players seated now. */
                            seated: number;
                        }[];
                        /** @description The opened table's stream; null when no table was named or the table has closed. */
                        stream: {
                            /** @description The table's socket URL (ws: or wss:, absolute), without the ticket. */
                            url: string;
                            /** @description A spectator ticket (`tkt_...`): single use, valid 60 s; add it as `?ticket=`. */
                            ticket: string;
                            /**
                             * Format: date-time
                             * @description When the ticket stops opening a socket (the socket itself lives on).
                             */
                            expiresAt: string;
                            /** @description Live spectators: the table as the spectator socket's snapshot shows it, as of the ticket, so a page draws the table before its socket opens; connect with `&since=<snapshot.seq>` and the socket sends what happened since, gap-free. Null for a delayed stream (its view starts from a snapshot at least its delay old). */
                            snapshot: {
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
                            } | null;
                        } | null;
                        /** @description `esr_` + 43 characters: exchanges for fresh spectator tickets (POST .../stream-tickets) until `streamExpiresAt`, for any of `tables`. Stored only as a hash; a later open of the session replaces it. */
                        resumeToken: string;
                        /**
                         * Format: date-time
                         * @description 12 hours after the open: the end of the stream and of its resume token.
                         */
                        streamExpiresAt: string;
                    } | {
                        brand: string;
                        embedSessionId: string;
                        /** Format: date-time */
                        expiresAt: string;
                        /** @constant */
                        mode: "player";
                        productKey: string;
                        /** @description The ring game of a table target; null for a tournament entry. */
                        ringGameId: string | null;
                        tournamentId: string | null;
                        entryId: string | null;
                        /** @description The table the seat is at now; null while a tournament entry has no seat. */
                        tableId: string | null;
                        seatNumber: number | null;
                        table: {
                            name: string;
                            /**
                             * @description `nlhe` no-limit hold'em; `plo4` and `plo5` pot-limit Omaha with 4 or 5 hole cards (plo5 tables seat at most 8).
                             * @enum {string}
                             */
                            game: "nlhe" | "plo4" | "plo5";
                            tableSize: number;
                            /** @description The blinds of the next hand (a tournament's current level). */
                            smallBlind: number;
                            bigBlind: number;
                            clock: {
                                actionSeconds: number;
                                timeBankSeconds: number;
                            };
                            /** @description The seat's time bank left as of the ticket, in milliseconds. */
                            timeBankMs: number;
                        } | null;
                        /** @description Null while a tournament entry has no seat (ask .../stream-tickets again). */
                        stream: {
                            /** @description The table's socket URL (ws: or wss:, absolute), without the ticket. */
                            url: string;
                            /** @description A seat ticket (`tkt_...`) for the session's seating: single use, valid 60 s; add it as `?ticket=`. */
                            ticket: string;
                            /**
                             * Format: date-time
                             * @description When the ticket stops opening a socket (the socket itself lives on).
                             */
                            expiresAt: string;
                            /** @description The table as the seat's socket shows it, as of the ticket (`you`: its own hole cards and, on its turn, its legal actions): draw it, then connect with `&since=<snapshot.seq>`. */
                            snapshot: {
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
                            } | null;
                        } | null;
                        /** @description `esr_` + 43 characters: exchanges for fresh tickets of the seating (POST .../stream-tickets) until `streamExpiresAt`. Stored only as a hash; a later open of the session replaces it. */
                        resumeToken: string;
                        /**
                         * Format: date-time
                         * @description 12 hours after the open: the end of the stream and of its resume token.
                         */
                        streamExpiresAt: string;
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_launch_secret, origin_not_allowed, forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: embed_session_expired */
            410: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightOpenEmbedSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example es_01M82J8JPYHJtfZYMGeHotMwjH */
                embedSessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is granted for the session's origin. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The session's origin. */
                    "access-control-allow-origin"?: string;
                    /** @description `POST`. */
                    "access-control-allow-methods"?: string;
                    /** @description `content-type, x-request-id`. */
                    "access-control-allow-headers"?: string;
                    /** @description `600`. */
                    "access-control-max-age"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createEmbedStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example es_01M82J8JP24vnGbbYAtJP5RCaJ */
                embedSessionId: string;
            };
            cookie?: never;
        };
        /** @description At most 65536 bytes. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "resumeToken": "esr_Jd8Qm2kP0xVb7sLr4TzW9yNf1HcA6gUe3oKiXwRtYq5",
                 *       "tableId": "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH"
                 *     }
                 */
                "application/json": {
                    resumeToken: string;
                    /** @description Spectator sessions: the table to watch (required for a ring game's session). A tournament's session may leave it out: the answer names the table to watch (one in play with the most players: the final table once only it is left) and adds `tables`. Player sessions: ignored (the seating's table). */
                    tableId?: string;
                };
            };
        };
        responses: {
            /** @description A spectator ticket for the table's socket (single use, valid 60 s). */
            201: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The session's origin (also on refusals about a known session). */
                    "access-control-allow-origin"?: string;
                    /** @description `Origin`. */
                    vary?: string;
                    /** @description `no-store`. */
                    "cache-control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tableId": "tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH",
                     *       "stream": {
                     *         "url": "ws://localhost:8787/v1/tables/tbl_01MD0Q3W1Rb7kq2ZsV9cXe4TgH/connect",
                     *         "ticket": "tkt_Qm0xJ7dP2sLr9TzW4yNf6HcA1gUe8oKiXwRtYq5Vb3k",
                     *         "expiresAt": "2026-11-22T21:41:02.516Z",
                     *         "snapshot": null
                     *       },
                     *       "streamExpiresAt": "2026-11-23T09:23:14.242Z"
                     *     }
                     */
                    "application/json": {
                        tableId: string;
                        /** @description The spectator stream of the table: public events only (no hole card before it is shown at showdown). */
                        stream: {
                            /** @description The table's socket URL (ws: or wss:, absolute), without the ticket. */
                            url: string;
                            /** @description A spectator ticket (`tkt_...`): single use, valid 60 s; add it as `?ticket=`. */
                            ticket: string;
                            /**
                             * Format: date-time
                             * @description When the ticket stops opening a socket (the socket itself lives on).
                             */
                            expiresAt: string;
                            /** @description Live spectators: the table as the spectator socket's snapshot shows it, as of the ticket, so a page draws the table before its socket opens; connect with `&since=<snapshot.seq>` and the socket sends what happened since, gap-free. Null for a delayed stream (its view starts from a snapshot at least its delay old). */
                            snapshot: {
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
                            } | null;
                        };
                        /** Format: date-time */
                        streamExpiresAt: string;
                        /** @description Only when a tournament's session asked without `tableId`: the tables it may watch now, as the open lists them. */
                        tables?: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "waiting" | "running" | "closed";
                            /** @description Players seated now. */
                            seated: number;
                        }[];
                    } | {
                        tableId: string;
                        seatNumber: number;
                        /** @description What the page shows of the table the seat is at. */
                        table: {
                            name: string;
                            /**
                             * @description `nlhe` no-limit hold'em; `plo4` and `plo5` pot-limit Omaha with 4 or 5 hole cards (plo5 tables seat at most 8).
                             * @enum {string}
                             */
                            game: "nlhe" | "plo4" | "plo5";
                            tableSize: number;
                            /** @description The blinds of the next hand (a tournament's current level). */
                            smallBlind: number;
                            bigBlind: number;
                            clock: {
                                actionSeconds: number;
                                timeBankSeconds: number;
                            };
                            /** @description The seat's time bank left as of the ticket, in milliseconds. */
                            timeBankMs: number;
                        };
                        /** @description The stream of the session's seating: public events, and the seating's own private ones. */
                        stream: {
                            /** @description The table's socket URL (ws: or wss:, absolute), without the ticket. */
                            url: string;
                            /** @description A seat ticket (`tkt_...`) for the session's seating: single use, valid 60 s; add it as `?ticket=`. */
                            ticket: string;
                            /**
                             * Format: date-time
                             * @description When the ticket stops opening a socket (the socket itself lives on).
                             */
                            expiresAt: string;
                            /** @description The table as the seat's socket shows it, as of the ticket (`you`: its own hole cards and, on its turn, its legal actions): draw it, then connect with `&since=<snapshot.seq>`. */
                            snapshot: {
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
                            } | null;
                        };
                        /** Format: date-time */
                        streamExpiresAt: string;
                    };
                };
            };
            /** @description Problem: malformed_json, validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: not_found */
            404: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: invalid_state */
            409: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: embed_session_expired */
            410: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: payload_too_large */
            413: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unsupported_media_type */
            415: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightEmbedStreamTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example es_01M82J8JPYHJtfZYMGeHotMwjH */
                embedSessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is granted for the session's origin. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The session's origin. */
                    "access-control-allow-origin"?: string;
                    /** @description `POST`. */
                    "access-control-allow-methods"?: string;
                    /** @description `content-type, x-request-id`. */
                    "access-control-allow-headers"?: string;
                    /** @description `600`. */
                    "access-control-max-age"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getSpectatorPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example es_01M82J8JQPK9MJmoHSQXXEKLbZ */
                embedSessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The spectator page. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description `default-src 'none'`, the page's nonce for its one script and style, `connect-src 'self' ws(s)://<EMBED_BASE_URL's host>`, `frame-ancestors <the session's origin>` (`'none'` for an unknown session). */
                    "content-security-policy"?: string;
                    /** @description `no-referrer`. */
                    "referrer-policy"?: string;
                    /** @description `no-store`. */
                    "cache-control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html>
                     *     <html lang="en">
                     *     <head>
                     *     <meta charset="utf-8">
                     *     <meta name="viewport" content="width=device-width, initial-scale=1">
                     *     <meta name="referrer" content="no-referrer">
                     *     <title>Spectator view</title>
                     *     …
                     */
                    "text/html": string;
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPlayerPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example es_01M82J8JQPK9MJmoHSQXXEKLbZ */
                embedSessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The player page. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description `default-src 'none'`, the page's nonce for its one script and style, `connect-src 'self' ws(s)://<EMBED_BASE_URL's host>`, `frame-ancestors <the session's origin>` (`'none'` for an unknown session). */
                    "content-security-policy"?: string;
                    /** @description `no-referrer`. */
                    "referrer-policy"?: string;
                    /** @description `no-store`. */
                    "cache-control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html>
                     *     <html lang="en">
                     *     <head>
                     *     <meta charset="utf-8">
                     *     <meta name="viewport" content="width=device-width, initial-scale=1">
                     *     <meta name="referrer" content="no-referrer">
                     *     <title>Poker table</title>
                     *     …
                     */
                    "text/html": string;
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmbedLoader: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The loader (JavaScript). */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description `public, max-age=3600`. */
                    "cache-control"?: string;
                    /** @description `*` (a script anyone may load). */
                    "access-control-allow-origin"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example (function(){"use strict";
                     *     if(!window.customElements||customElements.get("pokerworks-equity"))return;
                     *     …
                     */
                    "text/javascript": string;
                };
            };
        };
    };
    getCalculatorPage: {
        parameters: {
            query?: {
                /** @example pk_test_4eC39HqLyjWDarjtT1zdp7dcKfBf3nqW5sT7QZXq */
                key?: string;
                /** @example https://app.example.com */
                origin?: string;
                game?: "nlhe" | "plo4" | "plo5";
            };
            header?: never;
            path: {
                /** @example equity */
                calculator: "equity" | "icm-deal" | "payouts" | "blinds";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calculator page. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description `default-src 'none'`, the page's nonce for its one script and style, `connect-src 'self'`, `frame-ancestors` the key's project's `allowedOrigins` (`'none'` when the key or the origin is refused). */
                    "content-security-policy"?: string;
                    /** @description `no-referrer`. */
                    "referrer-policy"?: string;
                    /** @description `no-store`. */
                    "cache-control"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html>
                     *     <html lang="en">
                     *     <head>
                     *     <meta charset="utf-8">
                     *     <meta name="viewport" content="width=device-width, initial-scale=1">
                     *     <meta name="referrer" content="no-referrer">
                     *     …
                     */
                    "text/html": string;
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getLobby: {
        parameters: {
            query?: {
                project?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The lobby. */
            200: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "object": "lobby",
                     *       "projectId": "my-app",
                     *       "ringGames": [
                     *         {
                     *           "id": "rg_01MD0Q3V8WkR2c9Zt4LxPq7mNa",
                     *           "name": "Friday 1/2",
                     *           "game": "nlhe",
                     *           "tableSize": 6,
                     *           "smallBlind": 1,
                     *           "bigBlind": 2,
                     *           "ante": null,
                     *           "buyIn": {
                     *             "min": 40,
                     *             "max": 200
                     *           },
                     *           "tables": [
                     *             {
                     *               "id": "tbl_01MD0Q3VB2xYq8LnK3fRw5sTzE",
                     *               "name": "Table 1",
                     *               "status": "running",
                     *               "tableSize": 6,
                     *               "seatsTaken": 2,
                     *               "openSeats": [
                     *                 3,
                     *                 4,
                     *                 5,
                     *                 6
                     *               ],
                     *               "seats": [
                     *                 {
                     *                   "seatNumber": 1,
                     *                   "displayName": "Alice",
                     *                   "participant": "human"
                     *                 },
                     *                 {
                     *                   "seatNumber": 2,
                     *                   "displayName": "House bot",
                     *                   "participant": "bot"
                     *                 }
                     *               ]
                     *             }
                     *           ]
                     *         }
                     *       ],
                     *       "tournaments": [
                     *         {
                     *           "id": "trn_01M82D68N2T6h6rW4lf3WFAqOz",
                     *           "name": "Sunday SNG",
                     *           "status": "scheduled",
                     *           "startsAt": "2026-11-29T20:00:00.000Z",
                     *           "lateRegistrationMinutes": null,
                     *           "entrants": 4
                     *         }
                     *       ],
                     *       "truncated": false,
                     *       "generatedAt": "2026-11-29T19:42:10.031Z"
                     *     }
                     */
                    "application/json": {
                        /** @constant */
                        object: "lobby";
                        projectId: string | null;
                        /** @description Open ring games, newest first (at most 20), with their open tables. */
                        ringGames: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            game: "nlhe" | "plo4" | "plo5";
                            tableSize: number;
                            smallBlind: number;
                            bigBlind: number;
                            ante: {
                                /** @enum {string} */
                                kind: "traditional" | "big_blind";
                                amount: number;
                            } | null;
                            buyIn: {
                                min: number;
                                max: number;
                            };
                            tables: {
                                id: string;
                                name: string;
                                /** @enum {string} */
                                status: "waiting" | "running";
                                tableSize: number;
                                seatsTaken: number;
                                /** @description The seat numbers free now, for `pw:seat_requested`. */
                                openSeats: number[];
                                /** @description Who sits where: display names only (no stack, no reference, no card). */
                                seats: {
                                    seatNumber: number;
                                    displayName: string;
                                    /**
                                     * @description Bots are marked in every view.
                                     * @enum {string}
                                     */
                                    participant: "human" | "bot";
                                }[];
                            }[];
                        }[];
                        /** @description Scheduled and running tournaments, soonest first (at most 20). */
                        tournaments: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            status: "scheduled" | "running";
                            /** Format: date-time */
                            startsAt: string;
                            lateRegistrationMinutes: number | null;
                            entrants: number;
                        }[];
                        /** @description True when there was more than a lobby lists. */
                        truncated: boolean;
                        /** Format: date-time */
                        generatedAt: string;
                    };
                };
            };
            /** @description Problem: validation_failed */
            400: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: unauthorized */
            401: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: forbidden, origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: rate_limited */
            429: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    "retry-after": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Problem: metering_unavailable, service_unavailable */
            503: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    preflightGetLobby: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The preflight is granted for the origin. */
            204: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    /** @description The calling page's origin. */
                    "access-control-allow-origin"?: string;
                    /** @description `GET`. */
                    "access-control-allow-methods"?: string;
                    /** @description `authorization, content-type, x-request-id`. */
                    "access-control-allow-headers"?: string;
                    /** @description `600`. */
                    "access-control-max-age"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Problem: origin_not_allowed */
            403: {
                headers: {
                    "x-request-id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
