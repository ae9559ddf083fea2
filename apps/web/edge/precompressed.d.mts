// Types of precompressed.mjs (plain JavaScript, so scripts/precompress.mjs can import it without a build step).

/** Text files of the browser build that get brotli and gzip copies at build time and are sent as made. */
export declare const PRECOMPRESSED: RegExp;
