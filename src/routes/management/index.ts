import type { AnyRoute } from "../../http/route.ts";
import { createBlindStructureRoute } from "./blind-structures/create.ts";
import { getBlindStructureRoute } from "./blind-structures/get.ts";
import { listBlindStructuresRoute } from "./blind-structures/list.ts";
import { updateBlindStructureRoute } from "./blind-structures/update.ts";
import { getTournamentCatalogRoute } from "./catalog/get-catalog.ts";
import { getTournamentPresetRoute } from "./catalog/get-preset.ts";
import { listTournamentPresetsRoute } from "./catalog/list-presets.ts";
import { createPayoutStructureRoute } from "./payout-structures/create.ts";
import { getPayoutStructureRoute } from "./payout-structures/get.ts";
import { listPayoutStructuresRoute } from "./payout-structures/list.ts";
import { updatePayoutStructureRoute } from "./payout-structures/update.ts";
import { createProjectRoute } from "./projects/create.ts";
import { getProjectRoute } from "./projects/get.ts";
import { listProjectsRoute } from "./projects/list.ts";
import { updateProjectRoute } from "./projects/update.ts";
import { createRingGameRoute } from "./ring-games/create.ts";
import { createTableRoute } from "./ring-games/create-table.ts";
import { getRingGameRoute } from "./ring-games/get.ts";
import { listRingGamesRoute } from "./ring-games/list.ts";
import { listTablesRoute } from "./ring-games/list-tables.ts";
import { updateRingGameRoute } from "./ring-games/update.ts";
import { actRoute } from "./tables/act.ts";
import { getTableRoute } from "./tables/get.ts";
import { getHandRoute } from "./tables/get-hand.ts";
import { listHandsRoute } from "./tables/list-hands.ts";
import { seatPlayerRoute } from "./tables/seat.ts";
import { standUpRoute } from "./tables/stand-up.ts";
import { seatTicketRoute } from "./tables/ticket.ts";
import { topUpRoute } from "./tables/top-up.ts";
import { answerDealRoute } from "./tournaments/answer-deal.ts";
import { buyAddOnRoute } from "./tournaments/buy-add-on.ts";
import { buyRebuyRoute } from "./tournaments/buy-rebuy.ts";
import { cancelTournamentRoute } from "./tournaments/cancel.ts";
import { completeTournamentRoute } from "./tournaments/complete.ts";
import { createTournamentRoute } from "./tournaments/create.ts";
import { entryTicketRoute } from "./tournaments/entry-ticket.ts";
import { getTournamentRoute } from "./tournaments/get.ts";
import { listTournamentsRoute } from "./tournaments/list.ts";
import { listEntriesRoute } from "./tournaments/list-entries.ts";
import { proposeDealRoute } from "./tournaments/propose-deal.ts";
import { publishTournamentRoute } from "./tournaments/publish.ts";
import { registerEntryRoute } from "./tournaments/register-entry.ts";
import { getStandingsRoute, listTournamentTablesRoute } from "./tournaments/standings.ts";
import { updateTournamentRoute } from "./tournaments/update.ts";
import { withdrawEntryRoute } from "./tournaments/withdraw-entry.ts";
import { getUsage } from "./usage.ts";
import { createWebhookEndpointRoute } from "./webhook-endpoints/create.ts";
import { getWebhookEndpointRoute } from "./webhook-endpoints/get.ts";
import { getWebhookDeliveryRoute } from "./webhook-endpoints/get-delivery.ts";
import { listWebhookEndpointsRoute } from "./webhook-endpoints/list.ts";
import { listWebhookDeliveriesRoute } from "./webhook-endpoints/list-deliveries.ts";
import { recoverWebhookDeliveriesRoute } from "./webhook-endpoints/recover.ts";
import { rotateWebhookSecretRoute } from "./webhook-endpoints/rotate-secret.ts";
import { updateWebhookEndpointRoute } from "./webhook-endpoints/update.ts";

/** Management routes (CONTRACT.md 4.1-4.7, 10.1), in the order they appear in openapi.json. */
export const managementRoutes: AnyRoute[] = [
  getUsage,
  getTournamentCatalogRoute,
  listTournamentPresetsRoute,
  getTournamentPresetRoute,
  listBlindStructuresRoute,
  createBlindStructureRoute,
  getBlindStructureRoute,
  updateBlindStructureRoute,
  listPayoutStructuresRoute,
  createPayoutStructureRoute,
  getPayoutStructureRoute,
  updatePayoutStructureRoute,
  listTournamentsRoute,
  createTournamentRoute,
  getTournamentRoute,
  updateTournamentRoute,
  publishTournamentRoute,
  cancelTournamentRoute,
  registerEntryRoute,
  withdrawEntryRoute,
  getStandingsRoute,
  listTournamentTablesRoute,
  entryTicketRoute,
  proposeDealRoute,
  answerDealRoute,
  buyRebuyRoute,
  buyAddOnRoute,
  listEntriesRoute,
  completeTournamentRoute,
  createProjectRoute,
  listProjectsRoute,
  getProjectRoute,
  updateProjectRoute,
  createWebhookEndpointRoute,
  listWebhookEndpointsRoute,
  getWebhookEndpointRoute,
  updateWebhookEndpointRoute,
  rotateWebhookSecretRoute,
  listWebhookDeliveriesRoute,
  getWebhookDeliveryRoute,
  recoverWebhookDeliveriesRoute,
  createRingGameRoute,
  listRingGamesRoute,
  getRingGameRoute,
  updateRingGameRoute,
  createTableRoute,
  listTablesRoute,
  getTableRoute,
  seatPlayerRoute,
  seatTicketRoute,
  standUpRoute,
  actRoute,
  topUpRoute,
  listHandsRoute,
  getHandRoute,
];
