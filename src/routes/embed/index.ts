import type { AnyRoute } from "../../http/route.ts";
import { createEmbedSessionRoute } from "./create.ts";
import { openEmbedSessionRoute } from "./open.ts";
import { preflightOpenEmbedSessionRoute } from "./preflight.ts";
import { spectatorPageRoute } from "./spectator-page.ts";

/** Spectator embed sessions (CONTRACT.md 4.8): create (management), open and its preflight (public), the page. */
export const embedRoutes: AnyRoute[] = [createEmbedSessionRoute, openEmbedSessionRoute, preflightOpenEmbedSessionRoute, spectatorPageRoute];
