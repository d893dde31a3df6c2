/** Call 5: /data/apiconfig.json tells the widgets where the form services live (paths, relative to api-base). */
import { Hono } from 'hono';
import { PATHS, REQUEST_TIMEOUT_SECONDS } from '../../shared/config.ts';

export function apiConfig() {
  return {
    callbackapi: PATHS.callback,
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
