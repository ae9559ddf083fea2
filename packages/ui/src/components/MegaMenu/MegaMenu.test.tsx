import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { navEntries } from '../../stories/fixtures';
import { MegaMenu } from './MegaMenu';

const hover = (element: Element) => fireEvent.pointerEnter(element, { pointerType: 'mouse' });
const leave = (element: Element) => fireEvent.pointerLeave(element, { pointerType: 'mouse' });

describe('MegaMenu', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders the entries as links, and Bathroom and Kitchen as disclosure buttons', () => {
    render(<MegaMenu entries={navEntries} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
    expect(within(nav).getByRole('button', { name: 'Bathroom' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).getByRole('button', { name: 'Kitchen' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens a dropdown on hover and hides it 500 ms after the pointer leaves', () => {
    render(<MegaMenu entries={navEntries} />);
    const bathroom = screen.getByRole('button', { name: 'Bathroom' });
    hover(bathroom.parentElement!);
    expect(bathroom).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Showerheads' })).toBeVisible();
    leave(bathroom.parentElement!);
    act(() => vi.advanceTimersByTime(499));
    expect(bathroom).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(bathroom).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the dropdown when the pointer comes back within the delay', () => {
    render(<MegaMenu entries={navEntries} hideDelayMs={500} />);
    const item = screen.getByRole('button', { name: 'Kitchen' }).parentElement!;
    hover(item);
    leave(item);
    act(() => vi.advanceTimersByTime(300));
    hover(item);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Kitchen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('toggles from the keyboard and closes on Escape with focus back on the entry', () => {
    render(<MegaMenu entries={navEntries} />);
    const kitchen = screen.getByRole('button', { name: 'Kitchen' });
    fireEvent.click(kitchen);
    expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(kitchen.getAttribute('aria-controls')!)!;
    const link = within(panel).getByRole('link', { name: 'Pull Down' });
    link.focus();
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(kitchen).toHaveAttribute('aria-expanded', 'false');
    expect(kitchen).toHaveFocus();
  });

  it('tags new items and shows the preview of the hovered collection', () => {
    render(<MegaMenu entries={navEntries} />);
    fireEvent.click(screen.getByRole('button', { name: 'Bathroom' }));
    expect(screen.getByRole('link', { name: 'Shower Filters New' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choice Dway New' })).toBeInTheDocument();
    fireEvent.pointerEnter(screen.getByRole('link', { name: 'Zura' }));
    expect(screen.getByRole('img', { name: 'Zura collection' })).toBeInTheDocument();
  });

  it('moves between entries with the arrow keys', () => {
    render(<MegaMenu entries={navEntries} />);
    const about = screen.getByRole('link', { name: 'About Us' });
    about.focus();
    fireEvent.keyDown(about, { key: 'ArrowRight' });
    expect(screen.getByRole('link', { name: 'Design & Innovation' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(screen.getByRole('link', { name: 'Videos & Catalogs' })).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(about).toHaveFocus();
  });
});
