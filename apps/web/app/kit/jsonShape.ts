// Checks for data read from JSON files (a content page's words, the menus): each says what it expected and where,
// e.g. `menus.en.json.navEntries[2].href: missing.`, so a mistake in a data file fails its tests and the first render
// with the file and the place named, instead of rendering a hole.
export type Check = (value: unknown, at: string) => void;

export function fail(at: string, problem: string): never {
  throw new Error(`${at}: ${problem}.`);
}

export const text: Check = (value, at) => {
  if (typeof value !== 'string') fail(at, 'expected text');
};

export const flag: Check = (value, at) => {
  if (typeof value !== 'boolean') fail(at, 'expected true or false');
};

export const oneOf =
  (...allowed: readonly string[]): Check =>
  (value, at) => {
    if (typeof value !== 'string' || !allowed.includes(value))
      fail(at, `expected one of ${allowed.join(', ')}`);
  };

export const list =
  (item: Check): Check =>
  (value, at) => {
    if (!Array.isArray(value)) fail(at, 'expected a list');
    value.forEach((entry, index) => item(entry, `${at}[${index}]`));
  };

/** An object with these fields and no others; a field whose name ends in `?` may be left out. */
export const record =
  (fields: Record<string, Check>): Check =>
  (value, at) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      fail(at, 'expected an object');
    const entries = value as Record<string, unknown>;
    const known = new Map(
      Object.entries(fields).map(([key, check]) => [key.replace(/\?$/, ''), { key, check }]),
    );
    for (const key of Object.keys(entries))
      if (!known.has(key)) fail(`${at}.${key}`, 'unknown field');
    for (const [name, { key, check }] of known) {
      if (entries[name] !== undefined) check(entries[name], `${at}.${name}`);
      else if (!key.endsWith('?')) fail(`${at}.${name}`, 'missing');
    }
  };
