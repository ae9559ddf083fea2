// A plain Vite React app (no vanilla-extract plugin) that uses the built package as a consumer would.
import '@fittings/ui/style.css';
import { Button, NotFound, Toolbar, brandTheme } from '@fittings/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(brandTheme);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Toolbar
      links={[
        { label: 'Where to buy', href: '/where-to-buy' },
        { label: 'Contact us', href: '/contact-us' },
      ]}
    />
    <main>
      <Button>Find dealers</Button>
      <NotFound />
    </main>
  </StrictMode>,
);
