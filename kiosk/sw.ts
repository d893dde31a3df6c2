/**
 * The kiosk's service worker: keeps the app shell (the page and its hashed assets) so a screen that
 * reboots while the network is down still starts; the rates themselves come from localStorage.
 * Pages: network first (a new build is picked up at once), the cache when the network fails or is
 * slow. Assets: cache first (their names are content hashes). Everything else, the API included,
 * goes to the network untouched. The build fills in the version and the asset list.
 */

// Minimal types: this file is built on its own, not against the DOM lib's window.
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(r: Promise<Response> | Response): void;
}
interface SwScope {
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
}

const sw = self as unknown as SwScope;
const VERSION = '__EW_KIOSK_VERSION__';
const ASSETS: string[] = JSON.parse('__EW_KIOSK_PRECACHE__');
const PAGES = ['store-digitalscreens', 'store-digitalscreens-marquee'];
const CACHE = `ew-kiosk-${VERSION}`;
const NETWORK_TIMEOUT_MS = 4000;

const scope = new URL(sw.registration.scope);
const inScope = (url: URL) => url.origin === scope.origin && url.pathname.startsWith(scope.pathname);
const pageKey = (url: URL) => new URL(url.pathname, url.origin).href; // the query is per screen; the page is one

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([...PAGES, ...ASSETS].map((p) => new URL(p, scope).href)))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('ew-kiosk-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => sw.clients.claim()),
  );
});

async function page(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const cache = await caches.open(CACHE);
  try {
    const response = await Promise.race([
      fetch(request),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('slow')), NETWORK_TIMEOUT_MS)),
    ]);
    if (response.ok) await cache.put(pageKey(url), response.clone());
    return response;
  } catch (err) {
    const cached = (await cache.match(pageKey(url))) ?? (await cache.match(new URL(PAGES[0]!, scope).href));
    if (cached) return cached;
    throw err;
  }
}

async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!inScope(url)) return;
  const rel = url.pathname.slice(scope.pathname.length);
  if (request.mode === 'navigate' && PAGES.includes(rel.replace(/\/$/, ''))) event.respondWith(page(request));
  else if (rel.startsWith('assets/')) event.respondWith(asset(request));
});
