import { fireEvent, render, screen } from '@testing-library/react';
import { ConsentBanner } from './ConsentBanner';

function setup() {
  const props = { onAcceptAll: vi.fn(), onRejectAll: vi.fn(), onSave: vi.fn() };
  render(<ConsentBanner {...props} />);
  return props;
}

describe('ConsentBanner', () => {
  it('accepts all and rejects all', () => {
    const props = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(props.onAcceptAll).toHaveBeenCalledTimes(1);
    expect(props.onRejectAll).toHaveBeenCalledTimes(1);
  });

  it('saves the choice of each category', () => {
    const props = setup();
    expect(screen.queryByRole('checkbox', { name: 'Analytics' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Behaviour' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(props.onSave).toHaveBeenCalledWith({
      analytics: false,
      behaviour: true,
      advertising: false,
    });
  });

  it('offers only the categories it is given', () => {
    const props = { onAcceptAll: vi.fn(), onRejectAll: vi.fn(), onSave: vi.fn() };
    render(<ConsentBanner {...props} categories={['advertising']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose' }));
    expect(
      screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label') ?? ''),
    ).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: /Advertising/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Analytics/ })).not.toBeInTheDocument();
  });
});
