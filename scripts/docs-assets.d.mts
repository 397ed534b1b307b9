/** Writes the Worker's static assets into .assets/: the /docs script and the OpenAPI and AsyncAPI documents (see docs-assets.mjs). */
export function writeDocsAssets(): void;
