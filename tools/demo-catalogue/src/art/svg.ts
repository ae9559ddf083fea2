// Composes the SVG images of the catalogue: product views, collection, technology, banner, menu and event images.
// None draws text (issue 26): the pages crop pictures to their boxes and a crop cut drawn words ("ory Faucets", "Y®"),
// and drawn words stay English on Hindi pages. What a picture is about is the page's HTML over or beside it; each
// picture keeps its accessible name in <title>. svg.test.ts holds every kind.
import { finishName } from '@fittings/catalog-core';
import type { Shape } from '../taxonomy';
import type { CollectionLook } from '../collections';
import { paletteOf, isDark } from './palette';
import { drawShape } from './shapes';

export type View = 'front' | 'side' | 'detail' | 'scene';

/** Escapes text for SVG and HTML. */
export const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** The metal gradients of a finish: `m` for the body, `a` for accents. */
function finishDefs(code: number, prefix = ''): string {
  const palette = paletteOf(code);
  const gradient = (id: string, tone: { base: string; light: string; dark: string }) =>
    `<linearGradient id="${prefix}${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="400" y2="400">` +
    `<stop offset="0" stop-color="${tone.dark}"/><stop offset="0.22" stop-color="${tone.base}"/>` +
    `<stop offset="0.38" stop-color="${tone.light}"/><stop offset="0.5" stop-color="${tone.base}"/>` +
    `<stop offset="0.68" stop-color="${tone.dark}"/><stop offset="0.82" stop-color="${tone.base}"/>` +
    `<stop offset="1" stop-color="${tone.light}"/></linearGradient>`;
  return gradient('m', palette) + gradient('a', palette.accent);
}

const svg = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><title>${escapeXml(title)}</title>${body}</svg>`;

export interface ProductArt {
  shape: Shape;
  look: CollectionLook;
  finish: number;
  model: string;
  name: string;
}

/** A product illustration: the shape of its kind in the finish, from one of four views, without text. */
export function productSvg(product: ProductArt, view: View): string {
  const finish = finishName(product.finish) ?? 'Unfinished';
  const drawing = drawShape(product.shape, product.look);
  const background =
    view === 'scene'
      ? `<rect width="400" height="400" fill="#efe9df"/>` +
        Array.from(
          { length: 8 },
          (_, i) =>
            `<path d="M${i * 50} 0V400M0 ${i * 50}H400" stroke="#e0d8ca" stroke-width="1.5"/>`,
        ).join('')
      : `<rect width="400" height="400" fill="${view === 'side' ? '#f1f2f4' : '#f7f7f8'}"/>`;
  const placed =
    view === 'side'
      ? `<g transform="translate(400 0) scale(-1 1) translate(30 14) scale(0.86)">${drawing}</g>`
      : view === 'detail'
        ? `<g transform="translate(-200 -130) scale(2)">${drawing}</g>`
        : view === 'scene'
          ? `<g transform="translate(60 50) scale(0.7)">${drawing}</g>`
          : drawing;
  return svg(
    400,
    400,
    `${product.name}, ${view} view, ${finish}`,
    // No drawn label: the model and finish are the page's own text beside the picture, never cropped with it.
    `<defs>${finishDefs(product.finish)}</defs>${background}${placed}`,
  );
}

/** A finish swatch. */
export function swatchSvg(code: number): string {
  const name = finishName(code) ?? 'No finish';
  return svg(
    64,
    64,
    name,
    `<defs>${finishDefs(code)}</defs><g transform="scale(0.16)"><circle cx="200" cy="200" r="190" fill="url(#m)" stroke="#00000033" stroke-width="6"/></g>`,
  );
}

/** Several product shapes in a row, as collection, banner and menu images use. */
function lineUp(
  shapes: Shape[],
  look: CollectionLook,
  finish: number,
  x: number,
  y: number,
  size: number,
): string {
  return shapes
    .map(
      (shape, i) =>
        `<g transform="translate(${x + i * size} ${y}) scale(${size / 400})">${drawShape(shape, look)}</g>`,
    )
    .join('');
}

export interface CollectionArt {
  name: string;
  tagline: string;
  finish: number;
  look: CollectionLook;
  shapes: Shape[];
  isNew: boolean;
}

/**
 * A collection image (800 × 500), or its hero banner (1600 × 600), without text: the pages crop these pictures to
 * their boxes (a band, a card), so the collection's name, tagline and "New" are HTML over or beside them.
 */
export function collectionSvg(art: CollectionArt, variant: 'card' | 'hero'): string {
  const [w, h] = variant === 'hero' ? [1600, 600] : [800, 500];
  const size = variant === 'hero' ? 300 : 230;
  const shapes = art.shapes.slice(0, 3);
  const dark = isDark(art.finish);
  return svg(
    w,
    h,
    `${art.name} collection`,
    `<defs>${finishDefs(art.finish)}<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark ? '#e9e6df' : '#f4f1ec'}"/><stop offset="1" stop-color="#d9d3c8"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      lineUp(shapes, art.look, art.finish, w - size * shapes.length - 30, h - size - 40, size),
  );
}

const ICONS: Record<string, string> = {
  droplet:
    '<path d="M200 90 C 160 150, 130 190, 130 230 A70 70 0 0 0 270 230 C 270 190, 240 150, 200 90 Z"/>',
  magnet:
    '<path d="M130 110 V220 A70 70 0 0 0 270 220 V110 H230 V220 A30 30 0 0 1 170 220 V110 Z"/>',
  diamond: '<path d="M200 300 L110 180 L150 120 H250 L290 180 Z"/>',
  touch:
    '<path d="M180 300 V170 A20 20 0 0 1 220 170 V230 L270 240 A20 20 0 0 1 286 262 L270 300 Z"/><circle cx="200" cy="120" r="26" fill="none" stroke="currentColor" stroke-width="10"/>',
  thermometer: '<path d="M185 100 A15 15 0 0 1 215 100 V230 A40 40 0 1 1 185 230 Z"/>',
  spray:
    '<ellipse cx="200" cy="130" rx="90" ry="26"/><path d="M130 170 L120 290 M165 170 L160 290 M200 170 V290 M235 170 L240 290 M270 170 L280 290" stroke="currentColor" stroke-width="10" stroke-linecap="round"/>',
  shield:
    '<path d="M200 90 L290 130 V200 C 290 250, 250 290, 200 310 C 150 290, 110 250, 110 200 V130 Z"/>',
  light: '<circle cx="200" cy="180" r="60"/><path d="M170 250 H230 V290 H170 Z"/>',
  leaf: '<path d="M110 290 C 110 170, 190 100, 300 100 C 300 210, 230 290, 110 290 Z"/>',
  sparkle: '<path d="M200 90 L222 178 L310 200 L222 222 L200 310 L178 222 L90 200 L178 178 Z"/>',
  glass: '<path d="M140 100 H260 L240 300 H160 Z"/>',
  filter: '<path d="M100 110 H300 L225 210 V290 L175 310 V210 Z"/>',
  swivel:
    '<path d="M200 110 A90 90 0 1 1 110 200" fill="none" stroke="currentColor" stroke-width="22"/><path d="M80 200 L110 150 L140 200 Z"/>',
  gear: '<circle cx="200" cy="200" r="70"/><path d="M190 100 H210 V300 H190 Z M100 190 H300 V210 H100 Z"/>',
  valve:
    '<rect x="140" y="150" width="120" height="100" rx="16"/><path d="M90 190 H310 V210 H90 Z M190 90 H210 V150 H190 Z"/>',
  ruler: '<path d="M110 250 L250 110 L290 150 L150 290 Z"/>',
};

/** A technology or special-feature image: its icon on a disc; its name is the page's heading beside it. */
export function technologySvg(
  name: string,
  icon: string,
  kind: 'technology' | 'special-feature',
): string {
  const colour = kind === 'technology' ? '#0b6e99' : '#6b7280';
  return svg(
    400,
    400,
    name,
    `<rect width="400" height="400" fill="#f4f7f9"/><circle cx="200" cy="200" r="150" fill="${colour}"/>` +
      `<g transform="translate(40 40) scale(0.8)" fill="#ffffff" color="#ffffff">${ICONS[icon] ?? ICONS.sparkle}</g>`,
  );
}

export interface BannerArt {
  title: string;
  subtitle: string;
  finish: number;
  look: CollectionLook;
  shapes: Shape[];
}

/**
 * A page banner: 1440 × 560 for wide screens, 750 × 900 for phones. Its title and subtitle are the HTML the pages
 * set over or under it (the pieces stand to the right on wide screens and at the foot on phones, clear of them).
 */
export function bannerSvg(art: BannerArt, variant: 'wide' | 'mobile'): string {
  const [w, h] = variant === 'wide' ? [1440, 560] : [750, 900];
  const size = variant === 'wide' ? 320 : 260;
  const shapes = art.shapes.slice(0, variant === 'wide' ? 2 : 2);
  return svg(
    w,
    h,
    art.title,
    `<defs>${finishDefs(art.finish)}<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#17324d"/><stop offset="1" stop-color="#2f6f8f"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
      `<g opacity="0.97">${lineUp(shapes, art.look, art.finish, variant === 'wide' ? w - size * shapes.length - 60 : (w - size * shapes.length) / 2, h - size - 40, size)}</g>`,
  );
}

/** A video poster (1280 × 720) with a play mark; the video's title is the card's heading under it. */
export function posterSvg(
  title: string,
  finish: number,
  look: CollectionLook,
  shape: Shape,
): string {
  return svg(
    1280,
    720,
    title,
    `<defs>${finishDefs(finish)}</defs><rect width="1280" height="720" fill="#111827"/>` +
      `<g transform="translate(760 160) scale(1.1)" opacity="0.9">${drawShape(shape, look)}</g>` +
      `<circle cx="380" cy="380" r="70" fill="#ffffffdd"/><path d="M355 340 L420 380 L355 420 Z" fill="#111827"/>`,
  );
}

/**
 * A small HTML page that plays an animated storyboard of a video; used as the video's embed (iframe) URL. The title
 * and description are the page's text over the storyboard, wrapping to the frame's width.
 */
export function videoEmbedHtml(
  title: string,
  description: string,
  finish: number,
  look: CollectionLook,
  shape: Shape,
): string {
  const frames = [0, 1, 2]
    .map(
      (i) =>
        `<g opacity="0"><animate attributeName="opacity" values="0;1;1;0" keyTimes="0;0.1;0.9;1" dur="4s" begin="${i * 4}s;frame${i}.end+8s" id="frame${i}"/>` +
        `<g transform="translate(${440 + i * 40} ${120 + i * 20}) scale(${1.1 + i * 0.3})">${drawShape(shape, look)}</g></g>`,
    )
    .join('');
  const art = svg(
    1280,
    720,
    title,
    `<defs>${finishDefs(finish)}</defs><rect width="1280" height="720" fill="#0f172a"/>${frames}`,
  );
  const style =
    'html,body{margin:0;height:100%;background:#0f172a;color:#fff;font-family:system-ui,sans-serif}' +
    'svg{position:absolute;inset:0;width:100%;height:100%;display:block}' +
    'h1,p{position:relative;margin:0;padding:4vmin 5vmin 0;max-width:40em;text-shadow:0 1px 3px #000}' +
    'h1{font-size:clamp(1rem,5vw,2.75rem)}p{color:#cbd5e1;font-size:clamp(.8rem,2.4vw,1.4rem)}';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeXml(title)}</title><style>${style}</style></head><body>${art}<h1>${escapeXml(title)}</h1><p>${escapeXml(description)}</p></body></html>`;
}

/** A menu category's top image (600 × 300): three of its kinds of product; its title is the menu's HTML. */
export function menuSvg(title: string, shapes: Shape[], look: CollectionLook): string {
  return svg(
    600,
    300,
    title,
    `<defs>${finishDefs(10)}</defs><rect width="600" height="300" fill="#f3f1ed"/>` +
      lineUp(shapes.slice(0, 3), look, 10, 0, 40, 200),
  );
}

/** An event image (1200 × 600): a stand's lights; the event's title, place and dates are the page's text. */
export function eventSvg(title: string, place: string, dates: string): string {
  return svg(
    1200,
    600,
    `${title}, ${place}, ${dates}`,
    `<rect width="1200" height="600" fill="#1e3a5f"/><circle cx="1020" cy="120" r="220" fill="#2f5d8a"/><circle cx="1100" cy="520" r="160" fill="#27496f"/>` +
      `<circle cx="260" cy="300" r="120" fill="#3d77ab" opacity="0.6"/><circle cx="560" cy="380" r="80" fill="#4a8bc2" opacity="0.5"/>`,
  );
}

/** An award image (400 × 400): a medal on a ribbon; the title, year and jury are the card's text beside it. */
export function awardSvg(title: string, year: number, organisation: string): string {
  return svg(
    400,
    400,
    `${title} ${year}, ${organisation}`,
    `<rect width="400" height="400" fill="#faf7f0"/><path d="M150 40 L200 150 L250 40 Z" fill="#b91c1c"/><path d="M175 40 L200 100 L225 40 Z" fill="#1d4ed8"/>` +
      `<circle cx="200" cy="230" r="120" fill="#d4a537" stroke="#a07818" stroke-width="8"/>` +
      `<circle cx="200" cy="230" r="84" fill="none" stroke="#a07818" stroke-width="4"/>` +
      `<path d="M200 170 L217 212 L262 214 L227 242 L239 286 L200 261 L161 286 L173 242 L138 214 L183 212 Z" fill="#a07818"/>`,
  );
}

/** The cover of a catalogue document (600 × 850); its title and year are the card's text under it. */
export function catalogCoverSvg(
  title: string,
  year: number,
  shapes: Shape[],
  look: CollectionLook,
  finish: number,
): string {
  return svg(
    600,
    850,
    `${title} ${year}`,
    `<defs>${finishDefs(finish)}</defs><rect width="600" height="850" fill="#f2efe9"/><rect x="0" y="0" width="600" height="300" fill="#1f2933"/>` +
      `<path d="M48 250H220" stroke="#d4a537" stroke-width="6"/>` +
      lineUp(shapes.slice(0, 3), look, finish, 0, 420, 200),
  );
}

/** The image shown when a product has no gallery: a framed landscape, named "No image" for assistive technology. */
export function placeholderSvg(): string {
  return svg(
    400,
    400,
    'No image',
    `<rect width="400" height="400" fill="#f3f4f6"/><rect x="120" y="130" width="160" height="120" rx="10" fill="none" stroke="#9ca3af" stroke-width="8"/>` +
      `<circle cx="165" cy="170" r="14" fill="#9ca3af"/><path d="M130 240 L185 190 L220 220 L245 200 L272 240 Z" fill="#9ca3af"/>`,
  );
}
