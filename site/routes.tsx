/**
 * The site's route table (site-and-content.md §2 "Routes"). One line per route; each page in its own
 * file under pages/. Unknown paths redirect to / (App.tsx).
 */
import type { ReactElement } from 'react';
import CallbackThankYou from './pages/CallbackThankYou.tsx';
import Home from './pages/Home.tsx';

export const ROUTES: { path: string; element: ReactElement }[] = [
  { path: '/', element: <Home /> },
  { path: '/callback/thankyou', element: <CallbackThankYou /> },
];
