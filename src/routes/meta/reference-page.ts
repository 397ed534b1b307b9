/**
 * GET /docs: the interactive reference, Scalar's API reference (the standalone browser build from the
 * npm package, served as a static asset from this Worker: /docs/scalar.js) reading /openapi.json.
 * Fully offline: no telemetry, no remote fonts, no AI agent, no MCP or developer-tools widgets (they call
 * Scalar's services), and a Content-Security-Policy that lets the page load and connect to this origin
 * only, so the "Test request" client can call this API and nothing else.
 */
const SCALAR_CONFIGURATION = {
  url: "/openapi.json",
  telemetry: false,
  withDefaultFonts: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: "never",
  // The key typed into "Test request" stays in the page's memory, never in localStorage. No proxyUrl: requests
  // go from the browser straight to this origin (servers: "/").
  persistAuth: false,
  hideDarkModeToggle: false,
  showOperationId: true,
  defaultOpenAllTags: true,
  documentDownloadType: "json",
  metaData: { title: "pokerworks API reference" },
};

/**
 * 'unsafe-inline' for styles only: the reference injects its theme and component styles at run time, and
 * only its first style element takes the nonce of `<meta property="csp-nonce">`: a nonce-only style-src
 * was tried and the browser test saw other style elements and style attributes refused.
 * Scripts are this origin's only (no inline script: the configuration travels in a data attribute).
 */
export const REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The page; its empty icon (`data:`) keeps the browser from asking for /favicon.ico, a 404 in the console. */
export function renderReferencePage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>pokerworks API reference</title>
<link rel="icon" href="data:,">
</head>
<body>
<noscript><p>This reference needs JavaScript. Without it, read <a href="/docs/errors">the plain reference</a> or <a href="/openapi.json">the OpenAPI document</a>.</p></noscript>
<script id="api-reference" data-url="/openapi.json" data-configuration="${attribute(JSON.stringify(SCALAR_CONFIGURATION))}"></script>
<script src="/docs/scalar.js"></script>
</body>
</html>
`;
}
