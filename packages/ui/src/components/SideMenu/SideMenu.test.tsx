import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { navEntries } from '../../stories/fixtures';
import { SideMenu } from './SideMenu';

describe('SideMenu', () => {
  it('shows the entries with expandable sections', () => {
    render(<SideMenu open onClose={() => {}} entries={navEntries} />);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    const bathroom = within(dialog).getByRole('button', { name: 'Bathroom' });
    expect(bathroom).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(bathroom);
    expect(bathroom).toHaveAttribute('aria-expanded', 'true');
    const showering = within(dialog).getByRole('button', { name: 'Showering' });
    fireEvent.click(showering);
    expect(within(dialog).getByRole('link', { name: 'Handshowers' })).toBeVisible();
    fireEvent.click(showering);
    expect(within(dialog).queryByRole('link', { name: 'Handshowers' })).toBeNull();
  });

  it("makes a closed section's links only when it is opened, so opening the menu is light", () => {
    render(<SideMenu open onClose={() => {}} entries={navEntries} />);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    // Closed sections hold no elements yet (they were made hidden with the menu: most of its 240 elements).
    const closedLinks = navEntries.filter((entry) => !entry.panel).length;
    expect(dialog.querySelectorAll('a')).toHaveLength(closedLinks);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bathroom' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Showering' }));
    expect(within(dialog).getByRole('link', { name: 'Handshowers' })).toBeVisible();
    expect(dialog.querySelectorAll('a').length).toBeGreaterThan(closedLinks + 2);
  });

  it('closes 500 ms after a link is chosen', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<SideMenu open onClose={onClose} entries={navEntries} />);
    fireEvent.click(screen.getByRole('link', { name: 'WaterWise' }));
    act(() => vi.advanceTimersByTime(499));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('closes at once with the close button and with Escape', () => {
    const onClose = vi.fn();
    render(<SideMenu open onClose={onClose} entries={navEntries} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing to read while closed', () => {
    render(<SideMenu open={false} onClose={() => {}} entries={navEntries} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
