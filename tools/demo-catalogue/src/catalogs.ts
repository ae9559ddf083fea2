// The seed's downloadable catalogues and their categories (each selects products by area, category, collection).
import type { CatalogCategoryRecord } from '@fittings/catalog-core/catalogue-format';

export function catalogCategories(): CatalogCategoryRecord[] {
  return [
    {
      slug: 'product-catalogues',
      name: 'Product Catalogues',
      description: 'The full range, area by area, with models, finishes and key dimensions.',
      rank: 1,
      catalogs: [
        {
          slug: 'bathroom-catalogue-2026',
          title: 'Bathroom Catalogue 2026',
          description: 'Every basin mixer, shower, bath fitting and accessory of the 2026 range.',
          year: 2026,
          area: 'bathroom',
          categories: ['lav-faucets', 'showering', 'bathing', 'accessories'],
          collections: [],
        },
        {
          slug: 'kitchen-catalogue-2026',
          title: 'Kitchen Catalogue 2026',
          description: 'Kitchen sink mixers, speciality faucets and accessories of the 2026 range.',
          year: 2026,
          area: 'kitchen',
          categories: ['kitchen-faucets', 'speciality-faucets', 'accessories'],
          collections: [],
        },
        {
          slug: 'fittings-and-allied-2026',
          title: 'Fittings & Allied 2026',
          description: 'Cisterns, health faucets, valves, taps, drains and traps.',
          year: 2026,
          area: 'bathroom',
          categories: ['fittings-and-allied'],
          collections: [],
        },
      ],
    },
    {
      slug: 'collection-brochures',
      name: 'Collection Brochures',
      description: 'One brochure per collection, with every piece and finish.',
      rank: 2,
      catalogs: ['pivotal', 'trinsic', 'stryke', 'nuvola', 'magnachoice', 'choice-dway'].map(
        (slug) => ({
          slug: `${slug}-brochure`,
          title: `${slug === 'choice-dway' ? 'CHOICE DWAY' : slug[0]?.toUpperCase() + slug.slice(1).replace('choice', 'Choice')} Brochure`,
          description: `Every product of the collection, in every finish.`,
          year: 2025,
          area: null,
          categories: [],
          collections: [slug],
        }),
      ),
    },
    {
      slug: 'technical-guides',
      name: 'Technical Guides',
      description: 'Planning and installation guides for architects, plumbers and contractors.',
      rank: 3,
      catalogs: [
        {
          slug: 'showering-systems-guide',
          title: 'Showering Systems Planning Guide',
          description: 'Valves, trims, heads and sprays: planning a complete shower.',
          year: 2025,
          area: 'bathroom',
          categories: ['showering', 'bathing'],
          collections: [],
        },
        {
          slug: 'kitchen-speciality-guide',
          title: 'Kitchen Speciality Faucets Guide',
          description:
            'Filtered water, pot fillers and glass rinsers: where they fit and how they connect.',
          year: 2025,
          area: 'kitchen',
          categories: ['speciality-faucets'],
          collections: [],
        },
      ],
    },
  ];
}
