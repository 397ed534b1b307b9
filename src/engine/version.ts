/** Bump whenever any calculation output for any input can change. */
export const ENGINE_VERSION = "1.9.0";
