/** Copies Scalar's standalone API reference into .assets/docs/scalar.js (see docs-assets.mjs). */
export function writeDocsAssets(): void;
