import type { AnyRoute } from "../../http/route.ts";
import { createShuffleRoute } from "./create.ts";
import { drawShuffleDeckRoute } from "./draw-deck.ts";
import { getShuffleRoute } from "./get.ts";
import { revealShuffleRoute } from "./reveal.ts";
import { shuffleVerifierPage } from "./verifier-page.ts";
import { verifyShuffleRoute } from "./verify.ts";

/** Verifiable shuffles (CONTRACT.md 9), in the order they appear in openapi.json. */
export const shuffleRoutes: AnyRoute[] = [
  createShuffleRoute,
  getShuffleRoute,
  drawShuffleDeckRoute,
  revealShuffleRoute,
  verifyShuffleRoute,
  shuffleVerifierPage,
];
