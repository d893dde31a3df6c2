import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import './site.css';

// A transition: React renders the first page in slices of a few ms, yielding between them (a
// blocking render held the main thread for 150-400 ms at CPU 4x; docs/performance.md "The site's
// first render"). Nothing is shown before the whole page is ready either way.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  ),
);
