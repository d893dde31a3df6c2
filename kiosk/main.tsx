/**
 * Boots a store screen: configuration from the URL, the service worker (app shell offline), the
 * feed (last good bulletin from storage, then polling), the heartbeat, and the self-recovery:
 * reload on a new server build, daily at a quiet hour, and when render errors or stalls repeat.
 */
import { render } from 'preact';
import { FX_PATHS } from '../shared/fx/config.ts';
import { fx } from '../shared/i18n/fx.ts';
import { LOCALE_STORAGE_KEY } from '../shared/i18n/types.ts';
import { addResources, translator } from '../widgets/runtime/i18n.ts';
import { createFeed } from '../widgets/fx-board/feed.ts';
import { browserStorage, feedSettings } from '../widgets/fx-board/options.ts';
import { kioskConfig, kioskTitle } from './config.ts';
import { heapUsed, heartbeatPayload, startHeartbeat } from './heartbeat.ts';
import { Kiosk } from './Kiosk.tsx';
import { safeReload, scheduleQuietReload, shouldReloadForVersion } from './reload.ts';
import '../widgets/ui/ui.css';
import '../widgets/fx-board/styles.css';
import './kiosk.css';

const bootAt = Date.now();
const storage = browserStorage();
const config = kioskConfig(location, readStored(LOCALE_STORAGE_KEY));
const version = document.querySelector<HTMLMetaElement>('meta[name="ew-kiosk-version"]')?.content || 'dev';
const base = import.meta.env.BASE_URL; // "/forexrates/"

document.documentElement.lang = config.locale;
// In the screen's language (English is added with it, every text's fallback).
addResources({ fx }, config.locale);
const t = translator(config.locale);
document.title = kioskTitle(config);

/** A value in localStorage, or null (no storage, or storage denied). */
function readStored(key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Reads (and with a value, first writes) a kiosk setting in localStorage; works without storage. */
function remember(key: string, value?: string): string | null {
  try {
    if (value !== undefined) storage?.setItem(key, value);
    return storage?.getItem(key) ?? value ?? null;
  } catch {
    return value ?? null;
  }
}

const screenId =
  config.screenId ??
  remember('ew:kiosk:screen-id') ??
  remember('ew:kiosk:screen-id', `screen-${Math.random().toString(36).slice(2, 10)}`) ??
  'screen-unnamed';

let reloading = false;
function reload(reason: string) {
  if (reloading) return;
  reloading = true;
  console.info(`kiosk: reloading (${reason})`);
  void safeReload({
    hasServiceWorker: () => !!navigator.serviceWorker?.controller,
    canFetchPage: async () => (await fetch(location.href, { method: 'HEAD', cache: 'no-store' })).ok,
    reload: () => location.reload(),
  }).then((done) => {
    if (!done) reloading = false;
  });
}

function onAppVersion(serverVersion: string) {
  const last = Number(remember('ew:kiosk:version-reload-at')) || null;
  if (shouldReloadForVersion(serverVersion, version, last, Date.now())) {
    remember('ew:kiosk:version-reload-at', String(Date.now()));
    reload(`server runs ${serverVersion}, this screen ${version}`);
  }
}

const feed = createFeed({
  ...feedSettings(config, location.origin),
  storage,
  onAppVersion,
  onStall(reason, count) {
    // The feed restarts its loop itself; a second stall of the loop means something deeper.
    if (reason === 'overdue' && count >= 2) reload('stalled twice');
  },
});

const root = document.getElementById('kiosk')!;
render(
  <Kiosk
    feed={feed}
    config={config}
    text={{ t, locale: config.locale }}
    onRenderError={(count) => {
      if (count >= 3) reload('repeated render errors');
    }}
  />,
  root,
);
feed.start();

// The screen's key: given at first contact, kept in localStorage (and in memory when
// storage is denied) and sent with every heartbeat, so nobody else can report as this screen.
const keyName = `ew:kiosk:screen-key:${screenId}`;
let screenKey = remember(keyName);

startHeartbeat({
  url: `${location.origin}${FX_PATHS.heartbeat}`,
  screenKey: () => screenKey,
  enrolmentSecret: config.enrolmentSecret,
  onScreenKey(key) {
    screenKey = remember(keyName, key) ?? key;
  },
  everyMs: config.heartbeatMs,
  firstInMs: Math.min(5000, config.heartbeatMs),
  onVersion: onAppVersion,
  payload: () =>
    heartbeatPayload({
      screenId,
      variant: config.variant,
      appVersion: version,
      state: feed.getState(),
      now: Date.now(),
      bootAt,
      heapUsedBytes: heapUsed(),
      viewport: `${window.innerWidth}x${window.innerHeight}`,
    }),
});

scheduleQuietReload({ hour: config.quietHour, bootAt }, () => reload('daily quiet-hour reload'));

// The app shell offline: the page and its hashed assets, from the service worker's cache when the
// network is down (a rebooted screen still boots; the rates come from localStorage).
if ('serviceWorker' in navigator && version !== 'dev') {
  navigator.serviceWorker.register(`${base}sw.js`, { scope: base }).catch((err: Error) => {
    console.warn(`kiosk: service worker not registered: ${err.message}`);
  });
}
