import type { AnyRoute } from "../../http/route.ts";
import { calculationPreflightRoutes } from "./calculation-preflight.ts";
import { calculatorPageRoute } from "./calculator-page.ts";
import { createEmbedSessionRoute } from "./create.ts";
import { embedLoaderRoute } from "./loader.ts";
import { openEmbedSessionRoute } from "./open.ts";
import { playerPageRoute } from "./player-page.ts";
import { preflightOpenEmbedSessionRoute, preflightStreamTicketRoute } from "./preflight.ts";
import { spectatorPageRoute } from "./spectator-page.ts";
import { createStreamTicketRoute } from "./stream-tickets.ts";

/**
 * Spectator embed sessions (CONTRACT.md 4.8, 12): create (management), open, stream tickets and their
 * preflights (public), the page; calculator embeds (CONTRACT 12): the loader script, the calculator frame
 * page and the calculations' preflights for publishable keys.
 */
export const embedRoutes: AnyRoute[] = [
  createEmbedSessionRoute,
  openEmbedSessionRoute,
  preflightOpenEmbedSessionRoute,
  createStreamTicketRoute,
  preflightStreamTicketRoute,
  spectatorPageRoute,
  playerPageRoute,
  embedLoaderRoute,
  calculatorPageRoute,
  ...calculationPreflightRoutes,
];
