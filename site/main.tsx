import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import './site.css';

createRoot(document.getElementById('root')!, {
  // React retried a render that threw and the page was drawn whole (seen now and then in the tests when
  // a navigation is overtaken by another while its page waits for content; the cause is not yet
  // pinned down): nothing is lost for the visitor, so it is logged with its cause as a warning rather
  // than raised as an uncaught error.
  onRecoverableError(error) {
    console.warn('The page was drawn again after an error:', (error as { cause?: unknown }).cause ?? error);
  },
}).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
