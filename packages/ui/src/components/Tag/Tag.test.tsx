import { render, screen } from '@testing-library/react';
import { Tag, productTagKind } from './Tag';

describe('Tag', () => {
  it('says New and Coming Soon', () => {
    render(
      <>
        <Tag kind="new" />
        <Tag kind="comingSoon" />
      </>,
    );
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
  });

  it('prefers Coming Soon over New for a product', () => {
    expect(productTagKind({ newLaunch: true, comingSoon: true })).toBe('comingSoon');
    expect(productTagKind({ newLaunch: true, comingSoon: false })).toBe('new');
    expect(productTagKind({ newLaunch: false, comingSoon: false })).toBeUndefined();
  });
});
