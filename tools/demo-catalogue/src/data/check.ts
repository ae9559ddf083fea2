// Checks for the data files: JSON gives plain strings where a record's field is a literal union (an area, an icon
// name), so each such field is checked as it is imported and a wrong one throws, naming the file and the record.

/** A literal union's members as the keys of a record: a member missing or one too many fails the typecheck. */
export type Members<T extends string> = Record<T, true>;

function isMember<T extends string>(members: Members<T>, value: string): value is T {
  return Object.hasOwn(members, value);
}

/** `value` as a member of the union, or an error that names where it was read (`file`, `record`). */
export function member<T extends string>(
  members: Members<T>,
  value: string,
  file: string,
  record: string,
): T {
  if (!isMember(members, value)) {
    throw new Error(
      `${file}, ${record}: "${value}" is not one of ${Object.keys(members).join(', ')}`,
    );
  }
  return value;
}

/** Each of `values` as a member of the union (see `member`). */
export function members<T extends string>(
  allowed: Members<T>,
  values: readonly string[],
  file: string,
  record: string,
): T[] {
  return values.map((value) => member(allowed, value, file, record));
}

/** The areas a record may name. */
export const AREAS: Members<'bathroom' | 'kitchen'> = { bathroom: true, kitchen: true };
