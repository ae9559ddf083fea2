// The seed's innovation groups: the technologies the innovation pages show, by area.
import type { InnovationRecord } from '@fittings/catalog-core/catalogue-format';

export function innovations(): InnovationRecord[] {
  return [
    {
      slug: 'featured',
      title: 'Featured Innovations',
      description: 'The ideas we are proudest of, from touch control to magnetic docking.',
      area: null,
      rank: 1,
      technologies: [
        'touch2o',
        'magnatite-docking',
        'h2okinetic',
        'lumicoat',
        'shieldspray',
        'diamond-seal',
      ],
    },
    {
      slug: 'bath',
      title: 'Bath Innovations',
      description: 'Valves, finishes and controls that make the bathroom easier to live with.',
      area: 'bathroom',
      rank: 2,
      technologies: [
        'diamond-seal',
        'tempassure',
        'multichoice',
        'lumicoat',
        'brilliance-finishes',
        'touch2o-xt',
      ],
    },
    {
      slug: 'shower',
      title: 'Shower Innovations',
      description: 'Sprays and systems that make a shower feel better while using less water.',
      area: 'bathroom',
      rank: 3,
      technologies: [
        'h2okinetic',
        'in2ition',
        'hydrachoice',
        'touch-clean',
        'custom-showering',
        'tempassure',
      ],
    },
    {
      slug: 'kitchen',
      title: 'Kitchen Innovations',
      description:
        'Faucets that work the way you cook: touch, docking, shielded sprays and filtered water.',
      area: 'kitchen',
      rank: 4,
      technologies: [
        'touch2o',
        'magnatite-docking',
        'shieldspray',
        'glass-rinser',
        'waterplus',
        'led-pendant',
        'pro-clean',
      ],
    },
  ];
}
