// The seed's trade shows and showroom events (fictional venues and dates).
import type { EventRecord } from '@fittings/catalog-core/catalogue-format';

export function events(): EventRecord[] {
  return [
    {
      slug: 'design-week-mumbai-2026',
      title: 'Design Week Mumbai 2026',
      city: 'Mumbai',
      venue: 'Hall 3, Exhibition Centre, Goregaon',
      startsOn: '2026-02-12',
      endsOn: '2026-02-15',
      description:
        'See the Nuvola and CHOICE DWAY collections for the first time, with live demonstrations of Touch2O and ShieldSpray.',
      highlights: ['First showing of Nuvola', 'Live kitchen demonstrations', 'Meet our designers'],
      collections: ['nuvola', 'choice-dway', 'pivotal'],
      leadForm: true,
    },
    {
      slug: 'architects-meet-delhi-2026',
      title: 'Architects Meet Delhi 2026',
      city: 'New Delhi',
      venue: 'Convention Hall, Pragati Maidan',
      startsOn: '2026-04-08',
      endsOn: '2026-04-09',
      description:
        'Two days of talks and workshops on planning bathrooms with concealed valves and custom showering.',
      highlights: ['Custom showering workshop', 'MultiChoice valve hands-on'],
      collections: ['trinsic', 'stryke'],
      leadForm: true,
    },
    {
      slug: 'kitchen-and-bath-expo-bengaluru-2026',
      title: 'Kitchen & Bath Expo Bengaluru 2026',
      city: 'Bengaluru',
      venue: 'International Exhibition Centre, Tumkur Road',
      startsOn: '2026-07-17',
      endsOn: '2026-07-19',
      description: 'Our full kitchen range at the largest kitchen and bath show in the south.',
      highlights: ['MagnaChoice and MagnaSpin live', 'Water-saving clinic'],
      collections: ['magnachoice', 'magnaspin', 'clarifi'],
      leadForm: true,
    },
    {
      slug: 'plumbers-summit-hyderabad-2025',
      title: 'Plumbers Summit Hyderabad 2025',
      city: 'Hyderabad',
      venue: 'HITEX Exhibition Centre',
      startsOn: '2025-09-05',
      endsOn: '2025-09-06',
      description:
        'Installation training and certification for plumbers, with the concealed cistern and rough valve range.',
      highlights: ['Installation certification', 'Concealed cistern training'],
      collections: [],
      leadForm: false,
    },
    {
      slug: 'waterwise-week-chennai-2025',
      title: 'WaterWise Week Chennai 2025',
      city: 'Chennai',
      venue: 'Trade Centre, Nandambakkam',
      startsOn: '2025-11-20',
      endsOn: '2025-11-23',
      description:
        'How waterwise fittings cut household water use, with a live comparison of spray patterns.',
      highlights: ['Spray pattern comparison', 'Waterwise home audit'],
      collections: ['trinsic', 'zura'],
      leadForm: true,
    },
  ];
}
