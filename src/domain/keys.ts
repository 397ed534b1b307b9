/** What an API key may call (CONTRACT 1.2): stored with the key, checked per route. */
export const SCOPES = ["calculations", "management"] as const;
export type Scope = (typeof SCOPES)[number];

export type Environment = "test" | "live";

/**
 * Who is calling: resolved from the API key, through the isolate's cache of look-ups (src/http/key-cache.ts).
 * Revocation is immediate all the same: the meter, which admits every keyed request, refuses a revoked
 * key (src/http/pipeline.ts `admit`).
 */
export interface Principal {
  keyId: string;
  organizationId: string;
  environment: Environment;
  scopes: Scope[];
  projectId: string | null;
  /**
   * `secret` (sk_...) keys live on servers; `publishable` (pk_...) keys are made to be seen in a web page:
   * scope `calculations` only, always of one project, accepted only from that project's allowedOrigins.
   */
  kind: KeyKind;
}

export type KeyKind = "secret" | "publishable";
