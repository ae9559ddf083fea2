// Types of visual-baseline.mjs for the TypeScript end-to-end tests that import it.
export interface BaselineStore {
  /** The baselines written or removed while accepting. */
  written: string[];
  /** Whether a PNG already passes against the baseline of that name (false while accepting or without one). */
  matches(name: string, png: Buffer, options?: { maxDifferentPixels?: number }): boolean;
  /** Compares a PNG with the baseline of that name (accepting it with `update`); a failure text, or null. */
  check(name: string, png: Buffer, options?: { maxDifferentPixels?: number }): string | null;
  /** Failure texts for baselines no shot of this run produced (removed instead when accepting). */
  stale(names: readonly string[]): string[];
}

export function baselineStore(options: {
  baselineDir: string;
  outputDir: string;
  update: boolean;
}): BaselineStore;

/**
 * A screenshot repeated until two in a row are identical (at most `attempts` shots); a first shot that `accepted`
 * passes (a store's `matches`) is returned at once.
 */
export function stableScreenshot(
  page: { screenshot(options?: object): Promise<Buffer> },
  options?: object,
  attempts?: number,
  accepted?: (png: Buffer) => boolean,
): Promise<Buffer>;
