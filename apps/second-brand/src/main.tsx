import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fittings/ui/style.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App search={window.location.search} />
  </StrictMode>,
);
