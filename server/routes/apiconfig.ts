/** Call 5: /data/apiconfig.json tells the widgets where the form services live (paths, relative to api-base). */
import { Hono } from 'hono';
import { PATHS, REQUEST_TIMEOUT_SECONDS } from '../../shared/config.ts';
import { FX_PATHS } from '../../shared/fx/config.ts';
import { RATES_PATH } from '../../shared/rates/sets.ts';
import type { EndpointKey } from '../../shared/api/endpoints.ts';
import { FORMS } from '../../shared/forms/all.ts';

/**
 * Every form's endpoint under its key (application-forms.md §7 call 5 names timedepositeapi; the
 * others are named alike: callbackapi, autoloanapi, homeloanapi, personalloanapi, creditcardapi,
 * leadgenapi, requestcallbackapi), from the forms' own declarations: the widgets send to what this
 * file says (shared/api/endpoints.ts). A bank serving its own file points them at its real services
 * (a path on the api-base or an absolute URL).
 */
export function formEndpoints(): Record<EndpointKey, string> {
  return Object.fromEntries(Object.values(FORMS).map((f) => [f.submit.config, f.submit.path])) as Record<
    EndpointKey,
    string
  >;
}

export function apiConfig() {
  return {
    ...formEndpoints(),
    /** Forex rates bulletin: the FX board and the kiosk poll it. */
    forexratesapi: FX_PATHS.bulletin,
    /** Rate data GETs: {ratesapi}/{set}. */
    ratesapi: RATES_PATH,
    cmsBase: PATHS.cms,
    timeoutSeconds: REQUEST_TIMEOUT_SECONDS,
  };
}

export function apiConfigRoutes(): Hono {
  const app = new Hono();
  app.get(PATHS.apiConfig, (c) => {
    // Short-lived: a redeployed server may move an endpoint.
    c.header('Cache-Control', 'no-cache');
    return c.json(apiConfig());
  });
  return app;
}
