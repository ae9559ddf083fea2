import { fireEvent, render, screen } from '@testing-library/react';
import { InfoDialog } from './InfoDialog';

describe('InfoDialog', () => {
  it('shows the title and text when open, and closes with the button or Escape', () => {
    const onClose = vi.fn();
    render(
      <InfoDialog open onClose={onClose} title="Lumicoat Finish">
        An easy-clean coating.
      </InfoDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lumicoat Finish' });
    expect(dialog).toHaveTextContent('An easy-clean coating.');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    render(
      <InfoDialog open onClose={() => {}} title="Lumicoat Finish">
        <a href="/lumicoat">Read more</a>
      </InfoDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Lumicoat Finish' });
    const close = screen.getByRole('button', { name: 'Close' });
    const link = screen.getByRole('link', { name: 'Read more' });
    const [first, last] = close.compareDocumentPosition(link) & 4 ? [close, link] : [link, close];
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();
  });

  it('shows nothing while closed', () => {
    render(
      <InfoDialog open={false} onClose={() => {}} title="Lumicoat Finish">
        Text
      </InfoDialog>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
