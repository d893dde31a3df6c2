/**
 * Which page module a path renders and whether it has arrived, for the widgets' page changes
 * (Widget.tsx). The route table registers itself here: it imports the pages, which embed widgets, so
 * Widget.tsx importing it would be an import cycle.
 */
export interface PageModule {
  loaded: boolean;
  load(): Promise<unknown>;
}

let pageOf: (pathname: string) => PageModule = () => ({ loaded: true, load: () => Promise.resolve() });
let thankYou: () => void = () => {};

export function registerPages(lookup: typeof pageOf, prefetchThankYou: () => void) {
  pageOf = lookup;
  thankYou = prefetchThankYou;
}

/** The page module of the route that renders `pathname`. */
export const routePage = (pathname: string) => pageOf(pathname);

/** The thank-you page a form lands on, asked for while the form is being sent. */
export const prefetchThankYou = () => thankYou();
