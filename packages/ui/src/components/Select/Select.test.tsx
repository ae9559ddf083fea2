import { fireEvent, render, screen } from '@testing-library/react';
import { Select } from './Select';

describe('Select', () => {
  it('offers the placeholder and the options', () => {
    const onChange = vi.fn();
    render(
      <Select
        label="City"
        placeholder="Choose a city"
        options={[
          { value: 'delhi', label: 'Delhi' },
          { value: 'mumbai', label: 'Mumbai' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'City' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a city',
      'Delhi',
      'Mumbai',
    ]);
    fireEvent.change(select, { target: { value: 'mumbai' } });
    expect(select).toHaveValue('mumbai');
    expect(onChange).toHaveBeenCalled();
  });
});
