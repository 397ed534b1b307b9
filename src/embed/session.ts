import { DurableObject } from "cloudflare:workers";

/**
 * Declared now so the binding and its storage migration exist from the first deploy; the
 * embed-session behaviour (CONTRACT.md 4.8) is not built yet and this object answers nothing.
 */
export class EmbedSession extends DurableObject {}
