/**
 * The EastWest widgets for a partner's bundled app: loadWidgets() adds the bank's loader to the page
 * once (as Stripe's loadStripe does) and resolves with window.EWWidgets; the types are the ones the
 * bank serves at /widgets/ew-widgets.d.ts (generated from the widget registry), each form's
 * prefillable fields included. The React component is in `@eastwest/embed/react`.
 */
import type { EWWidgetsApi } from './ew-widgets.js';

export type * from './ew-widgets.js';

export interface LoadOptions {
  /** The bank's origin, where the loader and the services are (default: this page's origin). */
  base?: string;
  /**
   * A build to pin (its folder under /widgets/, `EWWidgets.version` of that build): the loader is then
   * /widgets/<version>/loader.js, served immutable. Default: /widgets/loader.js, the current build.
   */
  version?: string;
  /** The pinned loader's Subresource Integrity hash (`sha384-...`, from /widgets/manifest.json). */
  integrity?: string;
}

let loading: Promise<EWWidgetsApi> | undefined;

/** The loader's URL for these options. */
export function loaderUrl(options: LoadOptions = {}): string {
  const base = (options.base ?? location.origin).replace(/\/+$/, '');
  return options.version
    ? `${base}/widgets/${encodeURIComponent(options.version)}/loader.js`
    : `${base}/widgets/loader.js`;
}

const ready = () => {
  const api = (window as { EWWidgets?: Partial<EWWidgetsApi> }).EWWidgets;
  return api?.version ? (api as EWWidgetsApi) : undefined;
};

/**
 * Adds the loader to the page (one script tag, however often it is called: later calls get the
 * first one's promise and their options are not used) and resolves with EWWidgets once it has run.
 * A loader already on the page (a script tag of the host's) is used as it is. Rejects when the
 * loader cannot arrive (network, a wrong integrity hash); a later call then tries again.
 */
export function loadWidgets(options: LoadOptions = {}): Promise<EWWidgetsApi> {
  if (loading) return loading;
  loading = new Promise<EWWidgetsApi>((resolve, reject) => {
    if (typeof document === 'undefined') {
      reject(new Error('loadWidgets: no document (call it in the browser, not while rendering on a server)'));
      return;
    }
    const api = ready();
    if (api) {
      resolve(api);
      return;
    }
    const src = loaderUrl(options);
    const found = [...document.scripts].find((s) => s.src === src);
    const script = found ?? document.createElement('script');
    if (!found) {
      script.src = src;
      script.async = true;
      if (options.integrity) {
        script.integrity = options.integrity;
        script.crossOrigin = 'anonymous';
      }
      document.head.append(script);
    }
    script.addEventListener('load', () => {
      const loaded = ready();
      if (loaded) resolve(loaded);
      else reject(new Error(`loadWidgets: ${src} ran but defined no EWWidgets`));
    });
    script.addEventListener('error', () => {
      // Gone, so that a later call adds it again.
      if (!found) script.remove();
      reject(new Error(`loadWidgets: ${src} could not load`));
    });
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
