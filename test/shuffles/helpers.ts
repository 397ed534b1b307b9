import { call, expectContract } from "../helpers";

/** Calls a shuffle route and checks the answer against openapi.json (success or problem). */
export async function shuffleApi(
  key: string | null,
  method: string,
  template: string,
  params: Record<string, string> = {},
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
  const res = await call(path, { method, key, body: options.body, headers: options.headers });
  const text = await res.text();
  const contentType = res.headers.get("content-type") ?? "";
  // biome-ignore lint/suspicious/noExplicitAny: tests read bodies loosely and assert their values.
  const body: any = text ? JSON.parse(text) : null;
  if (body !== null) {
    expectContract(
      method,
      template,
      res.status,
      body,
      contentType.startsWith("application/problem+json") ? "application/problem+json" : "application/json",
    );
  }
  return { status: res.status, body, text, headers: res.headers };
}
