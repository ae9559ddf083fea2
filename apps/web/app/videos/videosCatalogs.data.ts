// The words of the Videos & Catalogs pages. The videos and catalogues themselves come from the API.
export const videosCatalogsCopy = {
  section: 'Videos & Catalogs',
  hub: {
    path: '/videos-catalogs',
    title: 'Videos & Catalogs',
    description:
      'Watch short films on installation, care and the technology inside our faucets, and view or download our catalogues and brochures.',
    intro:
      'See how our fittings work, how to install them and how to keep them like new, then take the whole range with you as a catalogue.',
    latestVideos: 'Latest videos',
    catalogs: 'Catalogues',
  },
  gallery: {
    path: '/video-gallery',
    title: 'Video Gallery',
    description:
      'Films on our technologies, step-by-step installation guides, collection stories and care advice, by category.',
    intro:
      'Press play on any film: nothing is loaded until you do. Installation guides are written for plumbers and confident homeowners alike.',
    categoriesLabel: 'Video categories',
  },
  catalogs: {
    path: '/catalogs',
    title: 'Catalogs',
    description:
      'View or download the bathroom and kitchen catalogues, collection brochures and technical guides as PDF files.',
    intro:
      'Every catalogue is a PDF you can view in your browser or download to share with your architect, plumber or dealer.',
    categoriesLabel: 'Catalogue categories',
  },
  nav: [
    { label: 'Overview', href: '/videos-catalogs' },
    { label: 'Videos', href: '/video-gallery' },
    { label: 'Catalogues', href: '/catalogs' },
  ],
} as const;
