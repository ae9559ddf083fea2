import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is indeterminate without a value', () => {
    render(<ProgressBar label="Searching" />);
    expect(screen.getByRole('progressbar', { name: 'Searching' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  });

  it('clamps a value to 0..100', () => {
    render(<ProgressBar label="Upload" value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Upload' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });
});
