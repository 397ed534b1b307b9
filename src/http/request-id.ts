const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Echo a caller's id when it is short and safe to log; otherwise mint one. */
export function requestIdFor(request: Request): string {
  const incoming = request.headers.get("x-request-id");
  if (incoming && SAFE_REQUEST_ID.test(incoming)) return incoming;
  return `req_${crypto.randomUUID().replaceAll("-", "")}`;
}
