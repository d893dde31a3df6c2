/**
 * Each route's own <title> in the visitor's language (WCAG 2.4.2 Page Titled): the route table's
 * title (site/routes.tsx), and for a content page of a section its own title before it ("Auto
 * Loans | Loans | EastWest Bank"). One writer, the shell, so the title never depends on effect order.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT, type TitleKey } from '../i18n.ts';
import { RouteFocus } from './RouteFocus.tsx';

interface PageTitle {
  path: string;
  title: string;
}

const PageTitleContext = createContext<(title: PageTitle) => void>(() => {});
/** The route's own title in the visitor's language (a page whose content failed heads itself with it). */
const RouteTitleContext = createContext<string | undefined>(undefined);

/**
 * Sets document.title for `path` from its route title and what its page reports (usePageTitle), and
 * says it when the visitor moves to another `page` (path and query) inside the site (RouteFocus).
 */
export function PageTitleHost({
  path,
  page,
  route,
  children,
}: {
  path: string;
  page: string;
  route?: TitleKey;
  children: ReactNode;
}) {
  const t = useT();
  const [reported, setReported] = useState<PageTitle | null>(null);
  const own = reported?.path === path ? reported.title : undefined;
  const title = [own, route && t(route), t('siteTitles.brand')].filter(Boolean).join(' | ');
  return (
    <PageTitleContext.Provider value={setReported}>
      <TitleWriter title={title} />
      <RouteTitleContext.Provider value={route && t(route)}>{children}</RouteTitleContext.Provider>
      <RouteFocus page={page} title={title} />
    </PageTitleContext.Provider>
  );
}

/**
 * Writes document.title as the page commits, before anything after it in the tree (RouteFocus moving
 * focus to the new heading): a screen reader then hears the new page under its own title.
 */
function TitleWriter({ title }: { title: string }) {
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** The current route's title from the route table, in the visitor's language. */
export const useRouteTitle = () => useContext(RouteTitleContext);

/** A page whose title comes with its content reports it here once it has it. */
export function usePageTitle(title: string | undefined) {
  const report = useContext(PageTitleContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) report({ path: pathname, title });
  }, [report, pathname, title]);
}
