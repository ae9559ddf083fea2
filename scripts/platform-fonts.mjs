// Which faces actually drew a page's text, as Chromium reports them (the DevTools protocol's
// CSS.getPlatformFontsForNode), for the screenshot tests of the design system and the site: a screenshot compares
// only where every face it draws comes from the repository (web fonts the page loads), never from the machine, whose
// fonts differ from one machine to the next (DejaVu on a bare Debian, Noto once fonts-noto-core is installed).

/** CSS.getPlatformFontsForNode for every element that holds text of its own; pseudo-elements' text included. */
async function fontsByNode(session) {
  const { root } = await session.send('DOM.getDocument', { depth: -1, pierce: true });
  const holders = [];
  const visit = (node, path) => {
    if (node.nodeType !== 1) return;
    const label = describe(node, path);
    const texts = (node.children ?? [])
      .filter((child) => child.nodeType === 3 && child.nodeValue.trim() !== '')
      .map((child) => child.nodeValue.trim());
    if (texts.length > 0) holders.push({ nodeId: node.nodeId, label, text: texts.join(' ') });
    for (const pseudo of node.pseudoElements ?? []) {
      holders.push({ nodeId: pseudo.nodeId, label: `${label}::${pseudo.pseudoType}`, text: '' });
    }
    for (const child of node.children ?? []) visit(child, label);
    if (node.contentDocument)
      visit(node.contentDocument.documentElement ?? node.contentDocument, label);
    for (const shadow of node.shadowRoots ?? []) visit(shadow, label);
  };
  const start = root.children?.find((child) => child.nodeType === 1) ?? root;
  visit(start, '');
  const found = [];
  for (const holder of holders) {
    let fonts;
    try {
      ({ fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId: holder.nodeId }));
    } catch {
      continue; // the node left the document while we read it
    }
    for (const font of fonts) found.push({ ...holder, ...font });
  }
  return found;
}

function describe(node, parent) {
  const attributes = Object.fromEntries(
    (node.attributes ?? []).flatMap((_, index, list) =>
      index % 2 === 0 ? [[list[index], list[index + 1]]] : [],
    ),
  );
  const name = node.localName || node.nodeName.toLowerCase();
  const id = attributes.id ? `#${attributes.id}` : '';
  const testId = attributes['data-testid'] ? `[data-testid=${attributes['data-testid']}]` : '';
  const own = `${name}${id}${testId}`;
  // Keep the path short: the last three steps name the place well enough to find it.
  return [...parent.split(' > ').filter(Boolean).slice(-2), own].join(' > ');
}

/**
 * The text on the page drawn by a face the page did not load itself (a platform font of this machine), one entry per
 * face: `{ family, postScriptName, glyphs, where, text }`. Empty when every glyph came from a web font.
 */
export async function machineFontsDrawn(page) {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const byFace = new Map();
    for (const entry of await fontsByNode(session)) {
      if (entry.isCustomFont || entry.glyphCount === 0) continue;
      const key = entry.postScriptName || entry.familyName;
      const face = byFace.get(key) ?? {
        family: entry.familyName,
        postScriptName: entry.postScriptName,
        glyphs: 0,
        where: entry.label,
        text: entry.text.slice(0, 60),
      };
      face.glyphs += entry.glyphCount;
      byFace.set(key, face);
    }
    return [...byFace.values()];
  } finally {
    await session.detach().catch(() => {});
  }
}

/** A failure text naming each machine face and where it drew, or null when none did. */
export function machineFontsFailure(name, faces) {
  if (faces.length === 0) return null;
  const list = faces
    .map(
      (face) =>
        `${face.family} (${face.glyphs} glyphs, first in ${face.where}${face.text ? `: "${face.text}"` : ''})`,
    )
    .join('; ');
  return `${name}: text drawn in a font of this machine, not one the page loads: ${list}`;
}
