import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('has the placeholder of the spec', () => {
    render(<SearchField onSearch={() => {}} />);
    expect(screen.getByPlaceholderText('Search (keywords,etc)')).toBeInTheDocument();
  });

  it('searches 1.5 s after typing stops, only with a valid term', () => {
    const onSearch = vi.fn();
    render(<SearchField onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'sh' } });
    act(() => vi.advanceTimersByTime(3000));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'sho' } });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.change(box, { target: { value: 'show' } });
    act(() => vi.advanceTimersByTime(1499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('show');
  });

  it('prefills from the query without searching, and searches at once on Enter', () => {
    const onSearch = vi.fn();
    render(<SearchField onSearch={onSearch} defaultValue="Trinsic" />);
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('Trinsic');
    act(() => vi.advanceTimersByTime(5000));
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.submit(box);
    expect(onSearch).toHaveBeenCalledWith('Trinsic');
  });

  it('clears the box', () => {
    render(<SearchField onSearch={() => {}} defaultValue="abc" />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
