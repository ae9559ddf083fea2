// Whose requests a rate limit counts together (issue 41): one IPv4 address, or one IPv6 /64. A single IPv6 customer
// line is handed a /64 (often a /56 or more), so counting each full IPv6 address lets one visitor rotate through
// 2^64 addresses and never meet a limit. No Node module: the index is the browser's too.

/** Expands an IPv6 address (`::` and an embedded IPv4 tail included) to its eight groups. */
function groupsOf(address: string): string[] | undefined {
  let text = address;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, extra] = text.split('::');
  if (extra !== undefined) return undefined;
  if (
    ![head, tail ?? ''].every(
      (part) => part === '' || /^[0-9a-f]{1,4}(?::[0-9a-f]{1,4})*$/.test(part),
    )
  )
    return undefined;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  return [...left, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...right];
}

/**
 * The key a rate limit counts an address under: an IPv4 address as it is (`::ffff:1.2.3.4` is `1.2.3.4`), an IPv6
 * address as its /64 (`2001:db8:1:2::/64`), anything else (no address known) as given.
 */
export function limitKeyOf(address: string | undefined): string {
  const trimmed = String(address ?? '')
    .trim()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(trimmed);
  if (mapped) return mapped[1]!;
  const groups = trimmed.includes(':') ? groupsOf(trimmed) : undefined;
  if (!groups) return trimmed || 'unknown';
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
