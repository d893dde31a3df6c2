/**
 * The site shell (site-and-content.md §2 "Site shell") around the route table (routes.tsx): top bar,
 * holiday banner, the page, footer, bottom navigation (small screens), side drawer, announcement,
 * the global dialog host and its Apply Now dialog. Unknown paths redirect to /.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { showsTopBar } from '../shared/content/shell.ts';
import { track, trackWidgets } from './analytics.ts';
import { PageWait } from './content/useContent.ts';
import { useT } from './i18n.ts';
import { prefetchRoute, routeTable, routeTitle } from './routes.tsx';
import { Announcement } from './shell/Announcement.tsx';
import { ApplyNow } from './shell/ApplyNow.tsx';
import { BottomNav } from './shell/BottomNav.tsx';
import { DialogHost, useDialogHost } from './shell/DialogHost.tsx';
import { Drawer } from './shell/Drawer.tsx';
import { Footer } from './shell/Footer.tsx';
import { HolidayBanner } from './shell/HolidayBanner.tsx';
import { LoadingOverlay } from './shell/LoadingOverlay.tsx';
import { ShellContext, type Shell } from './shell/ShellContext.ts';
import { PageTitleHost } from './shell/PageTitle.tsx';
import { RoutePending } from './shell/RoutePending.tsx';
import { TopBar } from './shell/TopBar.tsx';

const routes = routeTable();

// Rarely used: fetched when the drawer opens it (the dialog says 'Loading....' meanwhile).
const Billers = lazy(() => import('./shell/Billers.tsx'));

export function App() {
  return (
    <DialogHost>
      <Frame />
    </DialogHost>
  );
}

/**
 * A page view (§7) once the route's page is shown: inside the page's Suspense boundary, so it runs
 * when the page appears, after the page's own effects. A path that only redirects (an unknown path,
 * /supportandsecurity, an ended promo, an unknown news id) has been replaced by then: only the page
 * shown counts.
 */
function PageView({ path }: { path: string }) {
  useEffect(() => {
    if (location.pathname === path) track.pageView(path);
  }, [path]);
  return null;
}

function Frame() {
  const { pathname, search } = useLocation();
  const t = useT();
  const host = useDialogHost();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // The page's chunk and content records are asked for as the route changes, all at once.
  useMemo(() => prefetchRoute(pathname), [pathname]);

  // What the widgets report (ew:success, ew:error) goes to analytics too (application-forms.md §7).
  useEffect(() => trackWidgets(), []);

  // A new page starts at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  const shell = useMemo<Shell>(
    () => ({
      drawerOpen,
      setDrawerOpen,
      openApplyNow: () => host.open(<ApplyNow />, { title: t('site.applyTitle'), wide: true }),
      openBillers: () =>
        host.open(
          <Suspense fallback={<p role="status">{t('site.loading')}</p>}>
            <Billers />
          </Suspense>,
          { title: t('site.drawer.billers'), directClose: true },
        ),
    }),
    [drawerOpen, host, t],
  );

  return (
    <ShellContext.Provider value={shell}>
      <PageTitleHost path={pathname} page={pathname + search} route={routeTitle(pathname)}>
        <a className="site-skip" href="#main">
          {t('site.skip')}
        </a>
        <RoutePending at={pathname + search} />
        {showsTopBar(pathname) && <TopBar path={pathname} />}
        {/*
          The holiday banner and the page are shown together, once the page's chunk and records are in
          (PAGE_WAIT_MS at most): neither pushes the other after it is seen. Until then a box of the
          page's least height keeps the footer where it will be, below the fold.
        */}
        <Suspense
          fallback={
            <>
              <LoadingOverlay />
              <div className="site-main" />
            </>
          }
        >
          <PageWait value={true}>
            <HolidayBanner key={pathname} path={pathname} />
            <main id="main" className="site-main" tabIndex={-1}>
              <Routes>
                {routes.map((r) => (
                  <Route key={r.path} path={r.path} element={r.element} />
                ))}
                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
              <PageView path={pathname} />
            </main>
          </PageWait>
        </Suspense>
        <Footer path={pathname} />
        <BottomNav />
        <Drawer />
        <Announcement />
      </PageTitleHost>
    </ShellContext.Provider>
  );
}
