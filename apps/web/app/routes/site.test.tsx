import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import SiteLayout from './site';

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { Component: SiteLayout, children: [{ path: '*', Component: () => <h1>Page</h1> }] },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe('site layout', () => {
  it('shows the toolbar, the navigation and the footer', async () => {
    renderAt('/');
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.getByRole('link', { name: 'Where to buy' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it.each(['/leads-form', '/leads-form/ThankYou'])(
    'hides the toolbar and the navigation on %s',
    async (path) => {
      renderAt(path);
      await screen.findByRole('heading', { name: 'Page' });
      expect(screen.queryByRole('link', { name: 'Where to buy' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    },
  );
});
