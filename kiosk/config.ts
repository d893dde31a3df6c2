/**
 * A store screen is configured by its URL, so an operator can set each screen up from the
 * browser's address bar (docs/kiosk.md): /forexrates/store-digitalscreens?screen=MKT-01&lang=fil
 */
import { FX_DEFAULTS, numberOption } from '../shared/fx/config.ts';
import { isLocale, type Locale } from '../shared/i18n/types.ts';
import { siteTitles } from '../shared/i18n/site-titles.ts';
import { fxOptions, type FxOptions, type Variant } from '../widgets/fx-board/options.ts';

export type Orientation = 'auto' | 'landscape' | 'portrait';

export interface KioskConfig extends FxOptions {
  locale: Locale;
  /** This screen's name in the operator view; generated and remembered when not given. */
  screenId: string | null;
  /**
   * The operator's enrolment secret (`enrol`): sent with the heartbeat so a new screen is enrolled at
   * once (docs/kiosk.md); null without one (the screen then waits for an operator to confirm it).
   */
  enrolmentSecret: string | null;
  heartbeatMs: number;
  shiftMs: number;
  /** Hour (Asia/Manila) of the daily reload. */
  quietHour: number;
  orientation: Orientation;
}

export function variantOfPath(pathname: string): Variant {
  return /-marquee\/?$/.test(pathname) ? 'marquee' : 'board';
}

/**
 * `stored`: the language the bank's site remembers for this browser (LOCALE_STORAGE_KEY); `?lang=`
 * wins over it, English when neither says.
 */
export function kioskConfig(location: { pathname: string; search: string }, stored?: string | null): KioskConfig {
  const q = new URLSearchParams(location.search);
  const get = (name: string) => q.get(name) ?? undefined;
  const lang = get('lang');
  const screen = get('screen');
  const orientation = get('orientation');
  return {
    ...fxOptions(
      {
        variant: variantOfPath(location.pathname),
        interval: get('interval'),
        timeout: get('timeout'),
        staleAfter: get('stale'),
        backoffMin: get('backoff-min'),
        backoffMax: get('backoff-max'),
        speed: get('speed'),
      },
      FX_DEFAULTS.kioskSpeed,
    ),
    locale: isLocale(lang) ? lang : isLocale(stored) ? stored : 'en',
    screenId: screen && /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/.test(screen) ? screen : null,
    enrolmentSecret: /^[\w-]{43}$/.test(get('enrol') ?? '') ? get('enrol')! : null,
    heartbeatMs: numberOption(get('heartbeat'), 'heartbeat', FX_DEFAULTS.heartbeat) * 1000,
    shiftMs: numberOption(get('shift'), 'shift', FX_DEFAULTS.shift) * 1000,
    quietHour: Math.round(numberOption(get('quiet-hour'), 'quietHour', FX_DEFAULTS.quietHour)),
    orientation: orientation === 'landscape' || orientation === 'portrait' ? orientation : 'auto',
  };
}

/** The page's title: the site's route title of this screen ("… store screen" or "… store ticker"). */
export function kioskTitle(config: Pick<KioskConfig, 'locale' | 'variant'>): string {
  const titles = siteTitles[config.locale];
  return `${config.variant === 'marquee' ? titles.storeMarquee : titles.storeScreen} | ${titles.brand}`;
}
