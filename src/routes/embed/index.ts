import type { AnyRoute } from "../../http/route.ts";
import { createEmbedSessionRoute } from "./create.ts";
import { openEmbedSessionRoute } from "./open.ts";
import { preflightOpenEmbedSessionRoute, preflightStreamTicketRoute } from "./preflight.ts";
import { spectatorPageRoute } from "./spectator-page.ts";
import { createStreamTicketRoute } from "./stream-tickets.ts";

/**
 * Spectator embed sessions (CONTRACT.md 4.8, 12): create (management), open, stream tickets and their
 * preflights (public), the page.
 */
export const embedRoutes: AnyRoute[] = [
  createEmbedSessionRoute,
  openEmbedSessionRoute,
  preflightOpenEmbedSessionRoute,
  createStreamTicketRoute,
  preflightStreamTicketRoute,
  spectatorPageRoute,
];
