/** Call 5: /data/apiconfig.json tells the widgets where the form services live (paths, relative to api-base). */
import { Hono } from 'hono';
import { PATHS, REQUEST_TIMEOUT_SECONDS } from '../../shared/config.ts';
import { FX_PATHS } from '../../shared/fx/config.ts';
import { RATES_PATH } from '../../shared/rates/sets.ts';
import { AUTO_LOAN, HOME_LOAN } from '../../shared/loans/forms.ts';
import { TD_PATHS } from '../../shared/time-deposit/form.ts';
import { REQUEST_CALLBACK_PATH } from '../../shared/business-callback/form.ts';
import { LEADGEN_PATH } from '../../shared/leadgen/form.ts';

export function apiConfig() {
  return {
    callbackapi: PATHS.callback,
    /** Forex rates bulletin (issue 7): the FX board and the kiosk poll it. */
    forexratesapi: FX_PATHS.bulletin,
    /** Rate data GETs (issue 4): {ratesapi}/{set}. */
    ratesapi: RATES_PATH,
    cmsBase: PATHS.cms,
    timedepositeapi: TD_PATHS.submit,
    leadgenapi: LEADGEN_PATH,
    autoloanapi: AUTO_LOAN.submit.path,
    homeloanapi: HOME_LOAN.submit.path,
    /** Call 10: the business request-for-callback POST (issue 6). */
    requestcallbackapi: REQUEST_CALLBACK_PATH,
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
