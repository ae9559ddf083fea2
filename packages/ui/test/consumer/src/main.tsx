// A plain Vite React app (no vanilla-extract plugin) that uses the built package as a consumer would.
import '@fittings/ui/style.css';
import { Button as ButtonFromIndex, Toolbar, brandTheme } from '@fittings/ui';
// Entry points per component (`@fittings/ui/<Name>`), beside the index: an app may use both.
import { Button } from '@fittings/ui/Button';
import { NotFound } from '@fittings/ui/NotFound';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

document.documentElement.classList.add(brandTheme);
// One module behind both ways in, so a context or a component is the same object whichever path imported it.
document.documentElement.dataset.oneButton = String(Button === ButtonFromIndex);

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
