/** What an API key may call (CONTRACT 1.2): stored with the key, checked per route. */
export const SCOPES = ["calculations", "management"] as const;
export type Scope = (typeof SCOPES)[number];
