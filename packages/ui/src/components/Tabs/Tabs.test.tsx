import { fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'features', label: 'Product Features', content: <p>Features</p> },
  { id: 'support', label: 'Support', content: <p>Documents</p> },
];

describe('Tabs', () => {
  it('shows the first tab and its panel', () => {
    render(<Tabs label="Product information" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Product information' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Product Features' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel', { name: 'Product Features' })).toHaveTextContent(
      'Features',
    );
    expect(screen.getByRole('tab', { name: 'Support' })).toHaveAttribute('tabindex', '-1');
  });

  it('selects with the arrow keys, wrapping around, and Home and End', () => {
    const onChange = vi.fn();
    render(<Tabs label="Info" tabs={tabs} onChange={onChange} />);
    const first = screen.getByRole('tab', { name: 'Product Features' });
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const support = screen.getByRole('tab', { name: 'Support' });
    expect(support).toHaveAttribute('aria-selected', 'true');
    expect(support).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('support');
    fireEvent.keyDown(support, { key: 'ArrowRight' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(first, { key: 'End' });
    expect(support).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(support, { key: 'Home' });
    expect(first).toHaveAttribute('aria-selected', 'true');
  });

  it('selects on click', () => {
    render(<Tabs label="Info" tabs={tabs} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Support' }));
    expect(screen.getByRole('tabpanel', { name: 'Support' })).toHaveTextContent('Documents');
  });
});
