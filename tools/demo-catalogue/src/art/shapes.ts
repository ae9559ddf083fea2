// One recognisable line drawing per kind of product, in a 400 × 400 box with the floor or deck near y = 340.
// Bodies are filled with the finish gradient `url(#m)`, handles and accents with `url(#a)`.
import type { Shape } from '../taxonomy';
import type { CollectionLook } from '../collections';

const M = 'url(#m)';
const A = 'url(#a)';
const EDGE = 'stroke="#00000033" stroke-width="1.5"';
const GLASS = 'fill="#dfeef5" fill-opacity="0.75" stroke="#9fb9c6" stroke-width="2"';
const WATER =
  'stroke="#7cc3e8" stroke-width="3" stroke-linecap="round" stroke-dasharray="2 9" fill="none"';
const BRASS_FILL = '#b48f55';
const GUARD = 'fill="none" stroke="#8a96a3" stroke-width="3" stroke-dasharray="10 6"';

/** The default outline, unless the caller sets its own stroke (an attribute may appear only once in XML). */
const edge = (extra: string) => (extra.includes('stroke=') ? '' : EDGE);

const radius = (look: CollectionLook, size: number): number =>
  ({ square: 2, classic: size * 0.18, soft: size * 0.3, round: size * 0.5 })[look.form];

const rect = (x: number, y: number, w: number, h: number, r: number, fill = M, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(r, w / 2, h / 2)}" fill="${fill}" ${edge(extra)} ${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill = M, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${edge(extra)} ${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill = M, extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" ${edge(extra)} ${extra}/>`;
const path = (d: string, fill = M, extra = '') =>
  `<path d="${d}" fill="${fill}" ${edge(extra)} ${extra}/>`;
const pipe = (d: string, width: number, stroke = M) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const water = (x: number, y1: number, y2: number) => `<path d="M${x} ${y1}V${y2}" ${WATER}/>`;
const wall = (x: number) =>
  `<rect x="0" y="0" width="${x}" height="400" fill="#e7e4de"/><path d="M${x} 0V400" stroke="#c9c4ba" stroke-width="2"/>`;
const deck = (y = 340) =>
  `<rect x="0" y="${y}" width="400" height="${400 - y}" fill="#e9e6e0"/><path d="M0 ${y}H400" stroke="#cfc9bf" stroke-width="2"/>`;

/** A handle in the collection's style, centred on (x, y). */
function handle(look: CollectionLook, x: number, y: number, scale = 1, vertical = false): string {
  const s = (n: number) => n * scale;
  switch (look.handle) {
    case 'lever':
      return vertical
        ? rect(x - s(7), y - s(46), s(14), s(52), radius(look, s(14)), A) + circle(x, y, s(12), A)
        : rect(x - s(6), y - s(10), s(70), s(12), radius(look, s(12)), A) +
            circle(x, y - s(4), s(13), A);
    case 'cross':
      return (
        rect(x - s(34), y - s(6), s(68), s(10), s(5), A) +
        rect(x - s(5), y - s(26), s(10), s(40), s(5), A) +
        circle(x - s(34), y - s(1), s(7), A) +
        circle(x + s(34), y - s(1), s(7), A) +
        circle(x, y - s(1), s(11), A)
      );
    case 'knob':
      return (
        ellipse(x, y - s(6), s(26), s(16), A) + rect(x - s(18), y - s(2), s(36), s(10), s(4), A)
      );
    case 'joystick':
      return (
        rect(x - s(5), y - s(42), s(10), s(44), s(5), A) +
        circle(x, y - s(44), s(9), A) +
        ellipse(x, y, s(16), s(6), A)
      );
  }
}

type Draw = (look: CollectionLook) => string;

const DRAWINGS: Record<Shape, Draw> = {
  'basin-mixer': (look) =>
    deck() +
    ellipse(200, 340, 56, 9) +
    rect(172, 196, 56, 146, radius(look, 56)) +
    path('M220 206 H318 Q330 206 330 218 V232 H306 V226 H220 Z') +
    water(318, 238, 330) +
    handle(look, 200, 192),
  'tall-mixer': (look) =>
    deck() +
    ellipse(200, 340, 52, 8) +
    rect(178, 92, 44, 250, radius(look, 44)) +
    path('M214 100 H320 Q332 100 332 112 V128 H310 V120 H214 Z') +
    water(321, 134, 330) +
    handle(look, 222, 186, 0.9),
  'wall-spout': (look) =>
    wall(70) +
    rect(70, 110, 46, 200, radius(look, 46)) +
    rect(112, 232, 190, 22, radius(look, 22)) +
    rect(288, 232, 22, 34, 4) +
    water(299, 272, 360) +
    handle(look, 93, 160, 0.85, true),
  'rough-valve': () =>
    `<rect x="110" y="110" width="180" height="180" ${GUARD}/>` +
    rect(165, 165, 70, 70, 10, BRASS_FILL) +
    rect(60, 188, 108, 24, 4, BRASS_FILL) +
    rect(232, 188, 108, 24, 4, BRASS_FILL) +
    rect(188, 60, 24, 108, 4, BRASS_FILL) +
    rect(188, 232, 24, 108, 4, BRASS_FILL) +
    circle(200, 200, 18, '#8c6a3a'),
  widespread: (look) =>
    deck() +
    ellipse(90, 340, 30, 6) +
    rect(76, 290, 28, 52, 8) +
    handle(look, 90, 288, 0.8) +
    ellipse(310, 340, 30, 6) +
    rect(296, 290, 28, 52, 8) +
    handle(look, 310, 288, 0.8) +
    ellipse(200, 340, 36, 7) +
    pipe('M200 340 V190 Q200 140 250 140 Q286 140 286 176 V188', 22) +
    water(286, 200, 330),
  showerhead: () =>
    wall(40) +
    pipe('M40 90 H190 Q214 90 220 112', 16) +
    ellipse(226, 150, 118, 28) +
    ellipse(226, 158, 104, 16, '#00000022', 'stroke="none"') +
    Array.from({ length: 9 }, (_, i) => water(150 + i * 19, 182, 340)).join(''),
  'shower-filter': () =>
    wall(40) +
    pipe('M40 80 H120', 16) +
    rect(118, 64, 190, 40, 18) +
    rect(160, 60, 10, 48, 3, A) +
    rect(256, 60, 10, 48, 3, A) +
    // The cartridge housing, drawn without a word on it: pictures carry no text a crop could cut.
    rect(306, 72, 26, 24, 4),
  handshower: () =>
    pipe('M120 300 C 60 360, 260 380, 300 330', 8, '#9aa3ad') +
    `<g transform="rotate(-35 200 200)">` +
    rect(186, 196, 28, 150, 14) +
    circle(200, 150, 62) +
    circle(200, 150, 48, '#00000018', 'stroke="none"') +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      return circle(
        200 + Math.cos(a) * 32,
        150 + Math.sin(a) * 32,
        3.5,
        '#4b5563',
        'stroke="none"',
      );
    }).join('') +
    circle(200, 150, 5, '#4b5563', 'stroke="none"') +
    `</g>`,
  'body-spray': (look) =>
    wall(0) +
    (look.form === 'square' ? rect(110, 110, 180, 180, 8) : circle(200, 200, 92)) +
    circle(200, 200, 52, A) +
    Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI * 2;
      return circle(200 + Math.cos(a) * 30, 200 + Math.sin(a) * 30, 4, '#374151', 'stroke="none"');
    }).join('') +
    circle(200, 200, 5, '#374151', 'stroke="none"'),
  'two-in-one': () =>
    wall(40) +
    pipe('M40 90 H180 Q204 90 210 112', 16) +
    ellipse(220, 150, 128, 30) +
    ellipse(220, 146, 50, 14, A) +
    rect(212, 146, 16, 60, 8, A) +
    pipe('M220 206 C 220 280, 120 300, 110 360', 7, '#9aa3ad') +
    Array.from({ length: 8 }, (_, i) => water(120 + i * 28, 184, 340)).join(''),
  'shower-arm': () =>
    wall(40) +
    circle(52, 120, 30) +
    pipe('M60 120 H260 Q300 120 306 160 V178', 18) +
    rect(296, 176, 20, 22, 3, A),
  'shower-column': (look) =>
    wall(30) +
    rect(190, 60, 18, 280, 8) +
    pipe('M199 64 H290', 14) +
    ellipse(300, 88, 70, 16) +
    rect(160, 250, 78, 48, radius(look, 48)) +
    handle(look, 199, 254, 0.7) +
    rect(214, 140, 26, 16, 4, A) +
    `<g transform="rotate(-12 236 180)">${rect(228, 150, 16, 90, 8)}${circle(236, 140, 22)}</g>` +
    pipe('M236 240 C 260 330, 200 350, 199 300', 6, '#9aa3ad'),
  'slide-bar': (look) =>
    wall(0) +
    rect(192, 50, 16, 300, radius(look, 16)) +
    rect(172, 56, 56, 26, 6) +
    rect(172, 318, 56, 26, 6) +
    rect(178, 150, 44, 40, 8, A) +
    `<g transform="rotate(-20 240 170)">${rect(232, 170, 16, 80, 8)}${circle(240, 160, 20)}</g>`,
  'wall-elbow': (look) =>
    wall(0) +
    (look.form === 'square' ? rect(130, 130, 140, 140, 8) : circle(200, 200, 70)) +
    rect(184, 196, 32, 60, 10) +
    rect(178, 250, 44, 24, 6, A),
  'shower-trim': (look) =>
    wall(0) +
    rect(100, 90, 200, 220, radius(look, 200)) +
    rect(110, 100, 180, 200, radius(look, 180), '#ffffff22', 'stroke="none"') +
    handle(look, 200, 196, 1.1) +
    circle(200, 270, 14, A),
  'tub-filler': (look) =>
    deck(350) +
    ellipse(170, 350, 40, 8) +
    rect(154, 120, 16, 232, 8) +
    rect(176, 140, 16, 212, 8) +
    pipe('M162 126 Q162 64 220 64 Q262 64 262 106 V118', 16) +
    water(262, 128, 250) +
    rect(150, 220, 48, 36, radius(look, 36)) +
    handle(look, 174, 222, 0.6) +
    `<g transform="rotate(10 214 180)">${rect(206, 160, 14, 70, 7)}${circle(213, 152, 16)}</g>`,
  'tub-spout': (look) =>
    wall(60) +
    rect(60, 160, 40, 80, radius(look, 40)) +
    path('M96 176 H300 Q316 176 316 192 V222 H290 V208 H96 Z') +
    water(303, 228, 340) +
    rect(286, 170, 12, 14, 3, A),
  'towel-bar': (look) =>
    wall(0) +
    rect(50, 150, 24, 44, radius(look, 24)) +
    rect(326, 150, 24, 44, radius(look, 24)) +
    rect(58, 164, 284, 14, 7) +
    `<path d="M96 171 H300 V290 Q250 300 200 290 Q150 280 96 292 Z" fill="#f1ede4" stroke="#d6d0c3" stroke-width="2"/>`,
  'towel-ring': (look) =>
    wall(0) +
    rect(176, 60, 48, 48, radius(look, 48)) +
    rect(192, 104, 16, 36, 4) +
    (look.form === 'square'
      ? `<rect x="120" y="140" width="160" height="160" rx="10" fill="none" stroke="${M}" stroke-width="14"/>`
      : `<circle cx="200" cy="224" r="84" fill="none" stroke="${M}" stroke-width="14"/>`),
  'robe-hook': (look) =>
    wall(0) +
    rect(164, 110, 72, 72, radius(look, 72)) +
    pipe('M200 170 V230 Q200 270 240 270 H250', 18) +
    (look.handle === 'cross' ? pipe('M200 200 Q170 240 150 236', 14) : ''),
  'tissue-holder': (look) =>
    wall(0) +
    rect(70, 150, 50, 60, radius(look, 50)) +
    rect(110, 170, 160, 14, 7) +
    `<ellipse cx="200" cy="205" rx="70" ry="62" fill="#ffffff" stroke="#d9d6cf" stroke-width="2"/>` +
    `<ellipse cx="200" cy="205" rx="16" ry="14" fill="#e5e1d8"/>` +
    rect(110, 170, 160, 14, 7),
  'soap-dish': (look) =>
    wall(0) +
    rect(176, 130, 48, 60, radius(look, 48)) +
    rect(190, 186, 20, 40, 4) +
    `<path d="M90 224 H310 Q300 270 200 272 Q100 270 90 224 Z" ${GLASS}/>` +
    `<rect x="150" y="200" width="100" height="34" rx="16" fill="#f3e9d2" stroke="#d8c8a5" stroke-width="2"/>`,
  'tumbler-holder': (look) =>
    wall(0) +
    rect(176, 110, 48, 56, radius(look, 48)) +
    rect(192, 162, 16, 60, 4) +
    `<path d="M150 180 L160 320 H240 L250 180 Z" ${GLASS}/>` +
    ellipse(200, 226, 62, 12, 'none', `stroke="${M}" stroke-width="12"`),
  'flush-plate': (look) =>
    wall(0) +
    rect(110, 100, 180, 240, radius(look, 30)) +
    (look.form === 'round'
      ? circle(200, 220, 40, A) +
        path('M200 180 A40 40 0 0 1 200 260 Z', '#00000022', 'stroke="none"')
      : rect(136, 190, 62, 70, 8, A) + rect(202, 190, 62, 70, 8, A)),
  'health-faucet': () =>
    wall(40) +
    rect(40, 120, 40, 80, 8) +
    pipe('M60 200 C 60 320, 240 360, 260 270', 7, '#9aa3ad') +
    `<g transform="rotate(25 260 200)">` +
    rect(244, 190, 34, 100, 14) +
    path('M244 196 H330 Q344 196 344 210 V226 H244 Z') +
    rect(250, 220, 20, 40, 6, A) +
    `</g>`,
  'angle-valve': (look) =>
    wall(60) +
    circle(80, 200, 40) +
    rect(60, 186, 150, 28, 8) +
    rect(180, 204, 28, 110, 8) +
    rect(172, 306, 44, 18, 4) +
    handle(look, 194, 180, 0.7),
  'bib-tap': (look) =>
    wall(50) +
    circle(66, 180, 36) +
    rect(50, 166, 190, 32, radius(look, 32)) +
    path('M224 170 Q300 170 300 230 V250 H276 V232 Q276 198 224 198 Z') +
    water(288, 256, 350) +
    handle(look, 160, 162, 0.8),
  'floor-drain': (look) =>
    `<rect width="400" height="400" fill="#ebe8e2"/>` +
    (look.form === 'round' ? circle(200, 200, 130) : rect(70, 70, 260, 260, 8)) +
    Array.from({ length: 7 }, (_, i) =>
      rect(110, 110 + i * 26, 180, 10, 5, '#2b2b2b99', 'stroke="none"'),
    ).join(''),
  'grid-drain': () =>
    `<rect width="400" height="400" fill="#ebe8e2"/>` +
    rect(30, 160, 340, 80, 6) +
    Array.from({ length: 16 }, (_, i) =>
      rect(46 + i * 20, 172, 9, 56, 4, '#2b2b2b99', 'stroke="none"'),
    ).join(''),
  'bottle-trap': (look) =>
    wall(330) +
    rect(180, 40, 20, 120, 6) +
    rect(160, 150, 60, 170, radius(look, 60)) +
    rect(196, 190, 140, 22, 6) +
    circle(330, 201, 30),
  'stop-valve-trim': (look) =>
    wall(0) +
    (look.form === 'square' ? rect(120, 120, 160, 160, 8) : circle(200, 200, 82)) +
    handle(look, 200, 206, 1),
  'pull-down': (look) =>
    deck() +
    ellipse(160, 340, 46, 8) +
    rect(140, 230, 40, 112, radius(look, 40)) +
    pipe('M160 236 V150 Q160 70 240 70 Q300 70 300 130 V150', 22) +
    rect(288, 146, 24, 62, 10) +
    rect(290, 204, 20, 8, 3, A) +
    water(300, 216, 330) +
    handle(look, 180, 258, 0.8, true),
  'deck-mount': (look) =>
    deck() +
    ellipse(180, 340, 48, 8) +
    rect(158, 220, 44, 122, radius(look, 44)) +
    pipe('M180 226 V170 Q180 140 210 140 H300 Q318 140 318 158 V172', 20) +
    water(318, 182, 330) +
    handle(look, 180, 214, 0.9),
  'kitchen-wall-mixer': (look) =>
    wall(50) +
    rect(50, 120, 24, 30, 4) +
    rect(50, 250, 24, 30, 4) +
    rect(74, 110, 40, 180, radius(look, 40)) +
    handle(look, 94, 112, 0.7, true) +
    handle(look, 94, 312, 0.7, true) +
    pipe('M114 200 H300 Q330 200 330 230 V240', 18) +
    water(330, 250, 350),
  'kitchen-cold-tap': (look) =>
    wall(50) +
    circle(68, 170, 34) +
    rect(60, 154, 90, 32, radius(look, 32)) +
    pipe('M140 170 Q150 120 220 120 H320 Q340 120 340 140 V160', 16) +
    water(340, 168, 350) +
    handle(look, 106, 150, 0.8),
  'bar-prep': (look) =>
    deck() +
    ellipse(180, 340, 36, 7) +
    rect(164, 260, 32, 82, radius(look, 32)) +
    pipe('M180 264 V190 Q180 140 230 140 Q270 140 270 180 V190', 16) +
    rect(260, 186, 20, 40, 8) +
    water(270, 232, 330) +
    handle(look, 196, 276, 0.6, true),
  'beverage-faucet': (look) =>
    deck() +
    ellipse(200, 340, 28, 6) +
    rect(190, 120, 20, 222, 10) +
    pipe('M200 126 Q200 90 240 90 Q270 90 270 124 V140', 12) +
    water(270, 148, 330) +
    (look.handle === 'joystick' ? rect(206, 210, 40, 10, 5, A) : handle(look, 210, 220, 0.5)),
  'pot-filler': (look) =>
    wall(40) +
    rect(40, 90, 40, 60, radius(look, 40)) +
    pipe('M80 120 H190', 16) +
    circle(196, 120, 16, A) +
    pipe('M196 120 H310', 16) +
    circle(316, 120, 14, A) +
    pipe('M316 120 V170', 14) +
    water(316, 182, 330) +
    deck(345),
  'glass-rinser': () =>
    deck(300) +
    ellipse(200, 300, 110, 22) +
    ellipse(200, 296, 84, 14, A) +
    Array.from(
      { length: 7 },
      (_, i) => `<path d="M${146 + i * 18} 290 L${150 + i * 17} 190" ${WATER}/>`,
    ).join('') +
    `<path d="M140 60 L150 200 H250 L260 60 Z" ${GLASS}/>`,
  'soap-dispenser': (look) =>
    deck() +
    ellipse(200, 340, 40, 8) +
    rect(184, 200, 32, 142, radius(look, 32)) +
    rect(176, 160, 48, 44, radius(look, 48)) +
    path('M216 168 H282 Q292 168 292 178 V190 H272 V184 H216 Z') +
    `<rect x="180" y="344" width="40" height="50" fill="#f6f3ea" stroke="#d9d6cf" stroke-width="2" opacity="0.7"/>`,
};

/** The SVG elements drawing one shape in its 400 × 400 box. */
export function drawShape(shape: Shape, look: CollectionLook): string {
  return DRAWINGS[shape](look);
}
