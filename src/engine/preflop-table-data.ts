export const PREFLOP_CLASS_COUNT = 0;
export const PREFLOP_COUNTS_BASE64 = "";
