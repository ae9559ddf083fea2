import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Notifications } from './Notifications';

const items = [
  { id: 'a', message: 'Zura Mixer added to your wishlist' },
  { id: 'b', message: 'Your wishlist has been cleared!' },
];

describe('Notifications', () => {
  it('shows only the newest: a new one replaces the one before, in one live region', () => {
    const { rerender } = render(
      <Notifications notifications={items.slice(0, 1)} onDismiss={() => {}} durationMs={0} />,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    rerender(<Notifications notifications={items} onDismiss={() => {}} durationMs={0} />);
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your wishlist has been cleared!']);
    expect(region.querySelectorAll('[aria-live]')).toHaveLength(1);
  });

  it('waits for an open modal dialog to close before it shows', async () => {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('open', '');
    document.body.append(dialog);
    render(<Notifications notifications={items.slice(0, 1)} onDismiss={() => {}} durationMs={0} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    await act(async () => {
      dialog.removeAttribute('open');
      await Promise.resolve();
    });
    expect(within(region).getByRole('listitem')).toHaveTextContent('Zura Mixer added');
    dialog.remove();
  });

  it('dismisses with the button', () => {
    const onDismiss = vi.fn();
    render(<Notifications notifications={items} onDismiss={onDismiss} durationMs={0} />);
    fireEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('offers its action as a link or, without an address, a button, and is dismissed once it is used', () => {
    const onDismiss = vi.fn();
    const onAction = vi.fn();
    const { rerender } = render(
      <Notifications
        notifications={[{ ...items[0]!, action: { label: 'View list', href: '/wishlist' } }]}
        onDismiss={onDismiss}
        durationMs={0}
      />,
    );
    expect(screen.getByRole('link', { name: 'View list' })).toHaveAttribute('href', '/wishlist');
    rerender(
      <Notifications
        notifications={[{ ...items[1]!, action: { label: 'Undo', onAction } }]}
        onDismiss={onDismiss}
        durationMs={0}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledWith('b');
  });

  it('dismisses itself after its duration, unless hovered', () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(
      <Notifications notifications={items.slice(0, 1)} onDismiss={onDismiss} durationMs={4000} />,
    );
    const toast = screen.getByRole('listitem');
    fireEvent.pointerEnter(toast);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDismiss).not.toHaveBeenCalled();
    fireEvent.pointerLeave(toast);
    act(() => vi.advanceTimersByTime(4000));
    expect(onDismiss).toHaveBeenCalledWith('a');
    vi.useRealTimers();
  });
});
