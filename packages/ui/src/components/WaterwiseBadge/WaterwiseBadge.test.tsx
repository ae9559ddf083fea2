import { render, screen } from '@testing-library/react';
import { WaterwiseBadge } from './WaterwiseBadge';

describe('WaterwiseBadge', () => {
  it('reads WaterWise, with the drop icon hidden from assistive technology', () => {
    render(<WaterwiseBadge />);
    const badge = screen.getByText('WaterWise');
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
