/** How old a quote may be and still count as a price, for the server and the web app alike. */

/**
 * A trade opens only at a quote no older than this (two feed intervals); past it the web app shows the
 * price as stale and pauses Buy and Sell (DESIGN "Trust: ... no trade opens on an old price").
 */
export const QUOTE_MAX_AGE_MS = 1_000;
