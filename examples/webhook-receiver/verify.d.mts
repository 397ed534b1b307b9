/** True when one `v1,` signature in `webhook-signature` matches and the timestamp is within 5 minutes of now. */
export function verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>, secret: string, nowSeconds?: number): boolean;
