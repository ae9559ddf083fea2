import { act, fireEvent, render, screen } from '@testing-library/react';
import { products } from '../../stories/fixtures';
import { SearchDialog } from './SearchDialog';

function setup(overrides: Partial<Parameters<typeof SearchDialog>[0]> = {}) {
  const props = {
    open: true,
    onClose: vi.fn(),
    onSearch: vi.fn(),
    onSubmit: vi.fn(),
    results: [],
    debounceMs: 1500,
    ...overrides,
  };
  const view = render(<SearchDialog {...props} />);
  return { ...view, props };
}

describe('SearchDialog', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches a valid term once the wait has passed, and never a short one', () => {
    const { props } = setup();
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'tr' } });
    act(() => vi.advanceTimersByTime(2000));
    expect(props.onSearch).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'tri' } });
    act(() => vi.advanceTimersByTime(1499));
    expect(props.onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(props.onSearch).toHaveBeenCalledWith('tri');
  });

  it('submits on Enter only with a valid term', () => {
    const { props } = setup();
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'ab' } });
    fireEvent.submit(box);
    expect(props.onSubmit).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: ' T14059 ' } });
    fireEvent.submit(box);
    expect(props.onSubmit).toHaveBeenCalledWith('T14059');
  });

  it("searches and submits by the app's rule when it gives one", () => {
    const { props } = setup({ isSearchable: (term) => term === 'नल' || term.trim().length >= 3 });
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'नल' } });
    act(() => vi.advanceTimersByTime(1500));
    expect(props.onSearch).toHaveBeenCalledWith('नल');
    fireEvent.submit(box);
    expect(props.onSubmit).toHaveBeenCalledWith('नल');
    fireEvent.change(box, { target: { value: 'कप' } });
    fireEvent.submit(box);
    expect(props.onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a progress bar while loading', () => {
    setup({ loading: true });
    expect(screen.getByRole('progressbar', { name: 'Searching products' })).toBeInTheDocument();
  });

  it('shows at most three previews and a view all products link for the searched term', () => {
    const { props, rerender } = setup();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'trinsic' } });
    act(() => vi.advanceTimersByTime(1500));
    rerender(<SearchDialog {...props} results={products} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'view all products' })).toHaveAttribute(
      'href',
      '/search-results?term=trinsic',
    );
  });

  it("offers the app's suggestions when nothing matches, and searches one at once with the focus in the box", () => {
    const { props, rerender } = setup({
      renderNoMatch: (term, searchFor) => (
        <button type="button" onClick={() => searchFor('shower')}>
          {`instead of ${term}`}
        </button>
      ),
    });
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'shwr' } });
    act(() => vi.advanceTimersByTime(1500));
    rerender(<SearchDialog {...props} results={[]} />);
    expect(screen.getByText('No products match “shwr”.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'instead of shwr' }));
    // No wait: the suggestion is searched as it is chosen.
    expect(props.onSearch).toHaveBeenLastCalledWith('shower');
    expect(box).toHaveValue('shower');
    expect(box).toHaveFocus();
    rerender(<SearchDialog {...props} results={products} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'view all products' })).toHaveAttribute(
      'href',
      '/search-results?term=shower',
    );
  });

  it('keeps previews hidden while the term is still being typed', () => {
    setup({ results: products });
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'trinsic' } });
    expect(screen.queryByRole('link', { name: 'view all products' })).not.toBeInTheDocument();
  });

  it('clears the box with the clear button and closes with the close button or Escape', () => {
    const { props } = setup();
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'shower' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('returns focus to the opener when it closes', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { props, rerender } = setup();
    rerender(<SearchDialog {...props} open={false} />);
    expect(opener).toHaveFocus();
    opener.remove();
  });
});
