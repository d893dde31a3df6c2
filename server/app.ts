/**
 * The reference server as a Hono app (no listening here: main.ts does that, tests use app.request()).
 * Order matters: logging wraps everything, CORS must see preflights before routing, the body limit
 * runs before any handler reads a body, and the static catch-all comes last. No middleware on `*`
 * reads a body: each route that takes one reads it after its own rate limit or operator check.
 */
import { Hono } from 'hono';
import { limitBodies, DEFAULT_MAX_BODY_BYTES } from './http/body-limit.ts';
import { errorHandler, notFound } from './http/errors.ts';
import { operatorAuthBudget } from './http/auth.ts';
import { consoleLogger, requestLog, type Logger } from './http/log.ts';
import { serveDist } from './http/static.ts';
import { adminRoutes } from './routes/admin.ts';
import { apiConfigRoutes } from './routes/apiconfig.ts';
import { contentRoutes } from './routes/content.ts';
import { fxRoutes } from './routes/fx.ts';
import { rateRoutes } from './routes/rates.ts';
import { formRoutes } from './routes/forms.ts';
import { timeDepositRoutes } from './routes/time-deposit.ts';
import type { Storage } from './storage/index.ts';
import { DRAFT_KEY_HEADER } from '../shared/time-deposit/form.ts';
import { clientAddress, type ClientAddress } from './http/client.ts';
import { securityHeaders } from './http/security.ts';
import { publicCors } from './http/cors.ts';
import { compressJson } from './http/compress-json.ts';
import { pageHints, sitePreloads } from './http/page-hints.ts';
import { isContentKey } from '../shared/content/types.ts';
import { installGuards, screenLimits } from './guards.ts';
import { DEFAULT_LIMITS, type Limits } from './limits.ts';
import { mailDelivery, type Delivery } from './mail/delivery.ts';
import { resumeMailer } from './mail/resume-link.ts';
import { createMetrics } from './http/metrics.ts';
import { opsRoutes } from './routes/ops.ts';
import { SILENT_AFTER_SECONDS } from '../shared/fx/config.ts';

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
  /**
   * The bank's public origin (PUBLIC_URL), e.g. https://www.eastwestbanker.com: the origin of every
   * link the services mail. Never taken from a request (Host, X-Forwarded-Host, the request line).
   */
  publicUrl?: string | (() => string);
  /** Abuse limits (default DEFAULT_LIMITS; main.ts reads them from the environment). */
  limits?: Limits;
  /**
   * How mails go out (default: kept in the outbox only; main.ts sends through SMTP_URL when set).
   */
  mail?: Delivery;
  /** Who a request comes from, for per-client limits (default: the connection's address). */
  clientAddress?: ClientAddress;
  /** What /metrics serves (default: a registry of this app's own, without process metrics). */
  metrics?: ReturnType<typeof createMetrics>;
  /** True once the server is shutting down: /readyz answers 503 so balancers stop sending visitors. */
  draining?: () => boolean;
}

/** Without PUBLIC_URL: the server's own default address (main.ts passes the listening address). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:8080';

/**
 * Called cross-origin by partner pages that embed the widgets: any origin, never credentials (the
 * services are anonymous, so there is nothing a cookie could add).
 */
const PUBLIC_SERVICE_PATHS = ['/data/*', '/gateway/*', '/cms/*'];

/** Service prefixes that must answer JSON 404 rather than fall through to the site's index.html. */
const SERVICE_PREFIXES = ['/data', '/gateway', '/admin', '/api', '/cms'];

const isServicePath = (path: string): boolean => SERVICE_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));

export function createApp(options: AppOptions): Hono {
  const { adminToken, staticDir, maxBodyBytes = DEFAULT_MAX_BODY_BYTES, logger = consoleLogger() } = options;
  const limits = options.limits ?? DEFAULT_LIMITS;
  const client = options.clientAddress ?? clientAddress();
  const configured = options.publicUrl ?? DEFAULT_PUBLIC_URL;
  const publicUrl = () => new URL(typeof configured === 'function' ? configured() : configured).origin;
  const metrics = options.metrics ?? createMetrics();
  metrics.observe({
    mailCounts: () => options.storage.outbox.counts(),
    screenCounts: () => options.storage.fx.screenCounts(new Date(), SILENT_AFTER_SECONDS),
  });
  // Every stored submission counts once, whichever route stored it.
  const storage: Storage = {
    ...options.storage,
    async addSubmission(form, fields, attribution, requestOrigin, limit) {
      const saved = await options.storage.addSubmission(form, fields, attribution, requestOrigin, limit);
      metrics.submissionStored(form);
      return saved;
    },
  };
  const app = new Hono();

  app.use('*', requestLog(logger));
  app.use('*', metrics.middleware());
  // A site page preloads its chunks, its widgets', its records and its top picture (http/page-hints.ts).
  const preloads = staticDir ? sitePreloads(staticDir) : () => [];
  const record = (key: string) => (isContentKey(key) ? storage.content.get(key) : Promise.resolve(undefined));
  app.use('*', securityHeaders({ transformPage: pageHints(preloads, record) }));
  // JSON answers of 1 KB or more go out br or gzip (the store list is 94 KB), see http/compress-json.ts.
  app.use('*', compressJson());
  for (const path of PUBLIC_SERVICE_PATHS) {
    app.use(
      path,
      publicCors({
        allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
        // The time deposit's draft key and the limits' Retry-After must be readable by partner pages.
        exposeHeaders: [DRAFT_KEY_HEADER, 'Retry-After'],
        maxAge: 600,
      }),
    );
  }
  // One budget of failed operator logins for every route behind the token, /metrics included.
  const authBudget = operatorAuthBudget(storage.limits, limits.operatorAuthFailuresPerHour, client);
  app.use('/metrics', authBudget);
  app.route('/', opsRoutes(storage, adminToken, { metrics, draining: options.draining }));
  app.use('*', limitBodies(maxBodyBytes));
  installGuards(app, { limits, store: storage.limits, client });
  app.use('/admin/api/*', authBudget);

  app.route('/', apiConfigRoutes());
  app.route('/', formRoutes(storage));
  app.route(
    '/',
    fxRoutes(storage, adminToken, { staticDir, screenLimits: screenLimits(storage.limits, limits, client) }),
  );
  const delivery = options.mail ?? mailDelivery({ outbox: storage.outbox });
  const mailer = resumeMailer({ delivery, store: storage.limits, limits, publicUrl });
  app.route('/', timeDepositRoutes(storage, { mailer, client }));
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
