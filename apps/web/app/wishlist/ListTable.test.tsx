import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InLanguage } from '../test/text';
import { ListTable } from './ListTable';

const line = { model: 'A1', name: 'Ara Tap', finish: 'Chrome', quantity: 2, note: '', room: '' };

describe('the bathroom list table', () => {
  it('heads the items in no room in the page language', () => {
    const { unmount } = render(
      <InLanguage language="en">
        <ListTable rooms={[]} lines={[line]} />
      </InLanguage>,
    );
    expect(screen.getByRole('heading', { name: 'Not in a room yet' })).toBeTruthy();
    unmount();
    render(
      <InLanguage language="hi">
        <ListTable
          rooms={['Master bath']}
          lines={[line, { ...line, model: 'B2', room: 'Master bath' }]}
        />
      </InLanguage>,
    );
    expect(screen.getByRole('heading', { name: 'अभी किसी कमरे में नहीं' })).toBeTruthy();
    // A room the visitor named stays as typed.
    expect(screen.getByRole('heading', { name: 'Master bath' })).toBeTruthy();
  });
});
