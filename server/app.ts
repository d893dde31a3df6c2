/**
 * The reference server as a Hono app (no listening here: main.ts does that, tests use app.request()).
 * Order matters: logging wraps everything, CORS must see preflights before routing, the body limit
 * runs before any handler reads a body, and the static catch-all comes last.
 */
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { limitBodies, DEFAULT_MAX_BODY_BYTES } from './http/body-limit.ts';
import { errorHandler, notFound } from './http/errors.ts';
import { requestLog, type Logger } from './http/log.ts';
import { serveDist } from './http/static.ts';
import { adminRoutes } from './routes/admin.ts';
import { apiConfigRoutes } from './routes/apiconfig.ts';
import { contentRoutes } from './routes/content.ts';
import { fxRoutes } from './routes/fx.ts';
import { rateRoutes } from './routes/rates.ts';
import { formRoutes } from './routes/forms.ts';
import { timeDepositRoutes } from './routes/time-deposit.ts';
import type { Storage } from './storage/index.ts';

export interface AppOptions {
  storage: Storage;
  /** Bearer token of the operator API; must not be empty. */
  adminToken: string;
  /** The build output (dist/). Without it only the services are served. */
  staticDir?: string;
  /** Largest accepted request body, bytes (default 1 MiB). */
  maxBodyBytes?: number;
  /** Where request lines and errors go (default: console). */
  logger?: Logger;
}

/**
 * Called cross-origin by partner pages that embed the widgets: any origin, never credentials (the
 * services are anonymous, so there is nothing a cookie could add).
 */
const PUBLIC_SERVICE_PATHS = ['/data/*', '/gateway/*', '/cms/*'];

/** Service prefixes that must answer JSON 404 rather than fall through to the site's index.html. */
const SERVICE_PREFIXES = ['/data', '/gateway', '/admin', '/api', '/cms'];

const isServicePath = (path: string): boolean => SERVICE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

const consoleLogger: Logger = { info: (l) => console.log(l), error: (l) => console.error(l) };

export function createApp(options: AppOptions): Hono {
  const { storage, adminToken, staticDir, maxBodyBytes = DEFAULT_MAX_BODY_BYTES, logger = consoleLogger } = options;
  const app = new Hono();

  app.use('*', requestLog(logger));
  for (const path of PUBLIC_SERVICE_PATHS) {
    app.use(path, cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'], maxAge: 600 }));
  }
  app.use('*', limitBodies(maxBodyBytes));

  app.route('/', apiConfigRoutes());
  app.route('/', formRoutes(storage));
  app.route('/', fxRoutes(storage, adminToken, { staticDir }));
  app.route('/', timeDepositRoutes(storage));
  app.route('/', rateRoutes(storage, adminToken));
  app.route('/', contentRoutes(storage, adminToken));
  app.route('/', adminRoutes(storage, adminToken));

  if (staticDir) {
    const serve = serveDist(staticDir);
    app.use('*', (c, next) =>
      (c.req.method === 'GET' || c.req.method === 'HEAD') && !isServicePath(c.req.path) ? serve(c, next) : next(),
    );
  }

  app.notFound(notFound);
  app.onError(errorHandler(logger));
  return app;
}
