// The PDF documents generated from product data: spec sheets, installation guides, submittal sheets, catalogues.
import { finishName, plainName } from '@fittings/catalog-core';
import {
  catalogProducts,
  type CatalogRecord,
  type ProductRecord,
} from '@fittings/catalog-core/catalogue-format';
import type { Records as Snapshot } from './records';
import { paletteOf } from './palette';
import { PdfDocument } from './pdf';

const FOOTER =
  'Fittings catalogue · generated from the product data · for reference, dimensions may vary';

const hex = (colour: string): [number, number, number] => [
  Number.parseInt(colour.slice(1, 3), 16) / 255,
  Number.parseInt(colour.slice(3, 5), 16) / 255,
  Number.parseInt(colour.slice(5, 7), 16) / 255,
];

function placement(product: ProductRecord, snapshot: Snapshot): string {
  const category = snapshot.categories.find(
    (c) => c.area === product.area && c.slug === product.category,
  );
  const item = category?.items.find((i) => i.value === (product.type ?? product.subcategory));
  return [product.area === 'kitchen' ? 'Kitchen' : 'Bathroom', category?.title, item?.title]
    .filter(Boolean)
    .join(' › ');
}

function specRows(product: ProductRecord, snapshot: Snapshot): [string, string][] {
  const collection = product.collection ? snapshot.collections.get(product.collection) : undefined;
  const siblings = (snapshot.families.get(product.family) ?? []).filter(
    (p) => p.model !== product.model,
  );
  const technologies = [...product.technologies, ...product.specialFeatures]
    .map((slug) => snapshot.technologies.get(slug))
    .flatMap((t) => (t ? [plainName(t.name)] : []));
  return [
    ['Model', product.model],
    ['Product', plainName(product.name)],
    [
      'Collection',
      collection ? plainName(product.line ?? collection.name) : 'None (universal part)',
    ],
    ['Category', placement(product, snapshot)],
    ['Finish', finishName(product.finish) ?? 'Unfinished (concealed)'],
    [
      'Also available in',
      siblings.map((p) => `${finishName(p.finish) ?? 'Unfinished'} (${p.model})`).join(', ') ||
        'This finish only',
    ],
    [
      'Flow rate',
      product.flowRateLpm === null ? 'Not applicable' : `${product.flowRateLpm} L/min at 3 bar`,
    ],
    ['Waterwise', product.waterwise ? 'Yes, within our waterwise limit for its kind' : 'No'],
    ['Technologies', technologies.join(', ') || 'None'],
    ['Warranty', `${product.warrantyYears}-year limited warranty`],
  ];
}

function finishSwatch(pdf: PdfDocument, product: ProductRecord): void {
  const palette = paletteOf(product.finish);
  pdf.box(pdf.width + 50 - 60, pdf.y - 60, 60, 60, hex(palette.base));
  pdf.box(pdf.width + 50 - 60, pdf.y - 30, 60, 12, hex(palette.light));
}

/** A one- or two-page specification sheet. */
export async function specSheetPdf(product: ProductRecord, snapshot: Snapshot): Promise<Buffer> {
  const pdf = await PdfDocument.create(`${product.model} specification sheet`, FOOTER);
  pdf.banner(plainName(product.name), `Specification sheet · Model ${product.model}`);
  finishSwatch(pdf, product);
  pdf.paragraph(product.description, { size: 11, width: pdf.width - 80 });
  pdf.space(6);
  pdf.paragraph(product.paragraph, { width: pdf.width - 80 });
  pdf.heading('Specifications');
  pdf.table(specRows(product, snapshot));
  pdf.heading('Features');
  pdf.bullets(product.features);
  if (product.installations.length > 0) {
    pdf.heading('Required for installation');
    pdf.bullets(
      product.installations.map((model) => {
        const part = snapshot.products.get(model);
        return part ? `${model} · ${plainName(part.name)}` : model;
      }),
    );
  }
  return pdf.toBuffer();
}

const STEPS: Record<string, string[]> = {
  deck: [
    'Turn off the water supply at the angle valves and open a faucet to release the pressure.',
    'Clean the basin or sink surface around the mounting hole.',
    'Fit the gasket under the faucet base and pass the supply hoses through the hole.',
    'From below, fit the washer and the fixing nut; tighten by hand, then a quarter turn with a spanner.',
    'Connect the hoses to the angle valves, hot on the left and cold on the right; do not twist the braid.',
    'Turn the water on slowly, check every joint for leaks, then run the faucet for a minute to flush the line.',
  ],
  concealed: [
    'Mark the centre line and depth of the valve on the wall using the plaster guard as a template.',
    'Chase the wall and fix the valve body square and level, at the depth printed on the guard.',
    'Connect the supplies with half-inch BSP fittings and pressure-test before closing the wall.',
    'Tile around the plaster guard, then remove it once the grout has set.',
    'Fit the trim plate over the valve, then the handle, and check the hot limit stop.',
  ],
  shower: [
    'Turn off the water supply.',
    'Wrap the thread of the outlet or arm with two to three turns of PTFE tape, clockwise.',
    'Screw the shower or part on by hand; finish with a cloth-wrapped spanner to protect the finish.',
    'Turn the water on and check the joint; adjust the angle of the spray.',
  ],
  wall: [
    'Hold the bracket at the chosen height and mark the holes; check it is level.',
    'Drill with a masonry bit suited to the tile, insert the wall plugs and fix the bracket.',
    'Slide the accessory onto the bracket and lock it with the grub screw underneath.',
  ],
  drain: [
    'Set the drain body into the screed at the lowest point of the floor slope.',
    'Connect the outlet to the waste pipe and test with water before tiling.',
    'Tile up to the frame, then fit the grate or grid.',
  ],
};

function stepsFor(product: ProductRecord): string[] {
  const kind = product.type ?? product.subcategory ?? '';
  if (
    [
      'wall-mount-trims',
      'wall-mount-roughs',
      'trims',
      'roughs',
      'body-sprays',
      'concealed-cistern-and-cover-plates',
      'concealed-stop-valve-&-trims',
    ].includes(kind)
  )
    return STEPS.concealed ?? [];
  if (
    product.category === 'showering' ||
    ['tub-spouts', 'health-faucets', 'angle-valves', 'bib-taps', 'bottle-trap'].includes(kind)
  )
    return STEPS.shower ?? [];
  if (product.category === 'accessories' && product.area === 'bathroom') return STEPS.wall ?? [];
  if (['floor-drain', 'grid-drain'].includes(kind)) return STEPS.drain ?? [];
  return STEPS.deck ?? [];
}

/** An installation guide: tools, parts and numbered steps. */
export async function installationGuidePdf(
  product: ProductRecord,
  snapshot: Snapshot,
): Promise<Buffer> {
  const pdf = await PdfDocument.create(`${product.model} installation guide`, FOOTER);
  pdf.banner(
    `Installation guide`,
    `${plainName(product.name)} · Model ${product.model}`,
    [0.12, 0.29, 0.22],
  );
  pdf.heading('Before you start');
  pdf.bullets([
    'Read these steps to the end before starting. A licensed plumber is recommended.',
    'Tools: adjustable spanner, PTFE tape, spirit level, soft cloth; a drill with masonry bits for wall fixing.',
    'Check the box against the parts list and keep the fixing screws away from the drain.',
  ]);
  if (product.installations.length > 0) {
    pdf.heading('Parts needed, sold separately');
    pdf.bullets(
      product.installations.map((model) => {
        const part = snapshot.products.get(model);
        return part ? `${model} · ${plainName(part.name)}` : model;
      }),
    );
  }
  pdf.heading('Steps');
  pdf.bullets(stepsFor(product).map((step, i) => `${i + 1}. ${step}`));
  pdf.heading('Care');
  pdf.paragraph(
    'Clean with a soft damp cloth and mild soap only. Never use abrasive pads, acids, bleach or descalers on the finish. Dry after cleaning to avoid water marks.',
  );
  return pdf.toBuffer();
}

/** A submittal sheet for architects and contractors: the specification with project fields to fill in. */
export async function submittalSheetPdf(
  product: ProductRecord,
  snapshot: Snapshot,
): Promise<Buffer> {
  const pdf = await PdfDocument.create(`${product.model} submittal sheet`, FOOTER);
  pdf.banner(
    'Submittal sheet',
    `${plainName(product.name)} · Model ${product.model}`,
    [0.25, 0.2, 0.12],
  );
  pdf.table([
    ['Project', '______________________________________'],
    ['Architect / designer', '______________________________________'],
    ['Contractor', '______________________________________'],
    ['Location in project', '______________________________________'],
    ['Quantity', '__________'],
  ]);
  pdf.heading('Product');
  pdf.table(specRows(product, snapshot));
  pdf.heading('Notes');
  pdf.paragraph(product.paragraph);
  return pdf.toBuffer();
}

/** A catalogue document: a cover band, then its products grouped by category. */
export async function catalogPdf(catalog: CatalogRecord, snapshot: Snapshot): Promise<Buffer> {
  const pdf = await PdfDocument.create(catalog.title, FOOTER);
  pdf.banner(catalog.title, `${catalog.year} · ${catalog.description}`);
  let group = '';
  for (const product of catalogProducts(catalog, snapshot.products.values())) {
    const heading = placement(product, snapshot);
    if (heading !== group) {
      group = heading;
      pdf.heading(heading, 12);
    }
    pdf.ensure(30);
    const flags = [
      product.newLaunch ? 'New' : '',
      product.comingSoon ? 'Coming soon' : '',
      product.waterwise ? 'Waterwise' : '',
    ]
      .filter(Boolean)
      .join(' · ');
    pdf.text(`${product.model}   ${plainName(product.name)}`, { size: 9.5, bold: true });
    pdf.text(`${finishName(product.finish) ?? 'Unfinished'}${flags ? ` · ${flags}` : ''}`, {
      size: 8.5,
      colour: [0.35, 0.4, 0.45],
    });
    pdf.space(3);
  }
  return pdf.toBuffer();
}
