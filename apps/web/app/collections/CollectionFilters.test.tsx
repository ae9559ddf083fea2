import type { CollectionDetail } from '@fittings/api-client';
import type { Language } from '@fittings/catalog-core';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { textWrapper } from '../test/text';
import { CollectionCard } from './CollectionCard';
import { CollectionFilters } from './CollectionFilters';
import { collectionFacets, parseCollectionQuery } from './collections';

const pivotal: CollectionDetail = {
  name: 'pivotal',
  image: '/media/collections/pivotal.svg',
  url: 'pivotal',
  collectionFinish: { code: 10 },
  associatedFinishes: [{ code: 50 }],
  style: [{ code: 10, name: 'modern' }],
  waterwise: true,
  viewableName: 'Pivotal',
  suffix: 'Collection',
  special: false,
  isNew: false,
  tagline: '',
  description: '',
  areas: ['bathroom', 'kitchen'],
  productCount: 12,
};

async function renderIn(language: Language, search: string) {
  const prefix = language === 'hi' ? '/hi' : '';
  const query = parseCollectionQuery(new URLSearchParams(search));
  const Stub = createRoutesStub([
    {
      path: `${prefix}/bathroom/collections`,
      Component: () => (
        <>
          <CollectionFilters
            action="/bathroom/collections"
            query={query}
            facets={collectionFacets([pivotal], query)}
          />
          <CollectionCard collection={pivotal} />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={[`${prefix}/bathroom/collections${search}`]} />, {
    wrapper: await textWrapper(language),
  });
}

describe('the collections filters and card in the page’s language', () => {
  it('keep today’s English words', async () => {
    await renderIn('en', '?room=kitchen');
    const form = screen.getByRole('form', { name: 'Filter collections' });
    expect(within(form).getByRole('group', { name: 'Room' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: /Kitchen/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Clear all' })).toBeInTheDocument();
    expect(screen.getByText('12 pieces')).toBeInTheDocument();
    expect(screen.getByText('Modern · Bathroom & Kitchen')).toBeInTheDocument();
  });

  it('speak Hindi on a Hindi page, with the collection’s name untouched', async () => {
    await renderIn('hi', '?room=kitchen&waterwise=1');
    const form = screen.getByRole('form', { name: 'कलेक्शन फ़िल्टर करें' });
    expect(within(form).getByRole('group', { name: 'कमरा' })).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: /किचन/ })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /WaterWise/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /^फ़िल्टर \(2\)/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सब हटाएँ' })).toBeInTheDocument();
    expect(screen.getByText('12 प्रोडक्ट')).toBeInTheDocument();
    expect(screen.getByText('मॉडर्न · बाथरूम & किचन')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pivotal Collection' })).toBeInTheDocument();
  });
});
