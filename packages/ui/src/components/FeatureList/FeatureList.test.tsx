import { fireEvent, render, screen } from '@testing-library/react';
import { product } from '../../stories/fixtures';
import { FeatureList } from './FeatureList';

const { technologies, specialFeatures } = product.extras;

describe('FeatureList', () => {
  it('shows the paragraph and the feature bullets', () => {
    render(<FeatureList paragraph={product.paragraph} features={product.features} />);
    expect(screen.getByText(product.paragraph)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(product.features.length);
  });

  it('says Technologies for two and Special Feature for one', () => {
    render(<FeatureList technologies={technologies} specialFeatures={specialFeatures} />);
    expect(screen.getByRole('heading', { name: 'Technologies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Special Feature' })).toBeInTheDocument();
  });

  it('says Technology for one and leaves out an empty group', () => {
    render(<FeatureList technologies={technologies.slice(0, 1)} specialFeatures={[]} />);
    expect(screen.getByRole('heading', { name: 'Technology' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Special/ })).not.toBeInTheDocument();
  });

  it('opens an info dialog for an item', () => {
    const onOpenItem = vi.fn();
    render(<FeatureList technologies={technologies} onOpenItem={onOpenItem} />);
    fireEvent.click(screen.getByRole('button', { name: 'Lumicoat®' }));
    expect(screen.getByRole('dialog', { name: 'Lumicoat®' })).toHaveTextContent(
      'An easy-clean coating that resists water spots and fingerprints.',
    );
    expect(onOpenItem).toHaveBeenCalledWith(technologies[1]);
  });

  it('shows seeded names with real superscripts, in the list and the dialog title, never as markup', () => {
    render(<FeatureList technologies={technologies} />);
    const button = screen.getByRole('button', { name: 'DIAMOND™ Seal Technology' });
    expect(button.querySelector('sup')).toHaveTextContent('™');
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'DIAMOND™ Seal Technology' });
    expect(dialog.querySelector('h2 sup')).toHaveTextContent('™');
    expect(document.body.textContent).not.toMatch(/<\/?su[pb]|&lt;|&amp;/);
  });
});
