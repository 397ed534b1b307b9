/** Who may sit at a tournament or a ring game's tables (CONTRACT 10.3): humans, bots, or both, bots marked. */
export const TRUST_MODES = ["human_only", "bot_only", "mixed_declared"] as const;
export type TrustMode = (typeof TRUST_MODES)[number];
