import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultSavingsInput, parseSavingsInput } from './waterSavings';
import { WaterSavingsCalculator } from './WaterSavingsCalculator';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { Language } from '@fittings/catalog-core';
import { textWrapper } from '../test/text';

/** The calculator on the WaterWise page in a language: its form answers at that page's address. */
async function onPage(language: Language) {
  const Text = await textWrapper(language);
  return function Page({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[language === 'hi' ? '/hi/waterwise' : '/waterwise']}>
        <Text>{children}</Text>
      </MemoryRouter>
    );
  };
}

const result = () => screen.getByTestId('water-savings').textContent ?? '';

describe('WaterSavingsCalculator', () => {
  it('shows the saving of the input it starts with, before any script runs', async () => {
    render(<WaterSavingsCalculator action="/waterwise" initial={defaultSavingsInput()} />, {
      wrapper: await onPage('en'),
    });
    expect(result()).toContain('71,980');
    expect(result()).toContain('₹1,799');
    const form = screen.getByRole('form', { name: 'Water savings calculator' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/waterwise');
  });

  it('recalculates as the visitor changes the household and the fittings, and reports the URL', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <WaterSavingsCalculator
        action="/waterwise"
        initial={defaultSavingsInput()}
        onChange={onChange}
      />,
      { wrapper: await onPage('en') },
    );
    const people = screen.getByLabelText('People in your home');
    await user.clear(people);
    await user.type(people, '2');
    // Half the household, half the saving.
    expect(result()).toContain('35,990');

    await user.click(screen.getByRole('checkbox', { name: 'Basin faucets' }));
    await user.click(screen.getByRole('checkbox', { name: 'Kitchen faucet' }));
    // 2 people × 7 min × 4.4 L/min × 365 = 22,484 L, ₹562.
    expect(result()).toContain('22,480');
    expect(result()).toContain('₹562');

    const search = onChange.mock.calls.at(-1)?.[0] as string;
    expect(parseSavingsInput(new URLSearchParams(search))).toMatchObject({
      people: 2,
      fixtures: { shower: true, basin: false, kitchen: false },
    });
  });

  it('asks for a fitting when none is chosen', async () => {
    const user = userEvent.setup();
    render(<WaterSavingsCalculator action="/waterwise" initial={defaultSavingsInput()} />, {
      wrapper: await onPage('en'),
    });
    for (const name of ['Showerheads and hand showers', 'Basin faucets', 'Kitchen faucet']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(result()).toBe('Choose at least one fitting to see a saving.');
  });

  it('uses the tariff the visitor pays', async () => {
    const user = userEvent.setup();
    render(<WaterSavingsCalculator action="/waterwise" initial={defaultSavingsInput()} />, {
      wrapper: await onPage('en'),
    });
    const tariff = screen.getByLabelText('What you pay for 1,000 litres (₹)');
    await user.clear(tariff);
    await user.type(tariff, '50');
    expect(result()).toContain('₹3,599');
  });

  it('speaks Hindi on a Hindi page, with the same figures', async () => {
    render(<WaterSavingsCalculator action="/waterwise" initial={defaultSavingsInput()} />, {
      wrapper: await onPage('hi'),
    });
    const form = screen.getByRole('form', { name: 'पानी की बचत का कैलकुलेटर' });
    // Sent without JavaScript, the form answers with the Hindi page.
    expect(form).toHaveAttribute('action', '/hi/waterwise');
    expect(result()).toContain('71,980');
    expect(result()).toContain('लीटर सालाना');
    expect(result()).not.toMatch(/litres a year|buckets/);
  });
});
