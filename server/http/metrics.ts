/**
 * What an operator's Prometheus scrapes at /metrics (bearer ADMIN_TOKEN): requests and latency per
 * route pattern and status, submissions stored per form, rate-limit refusals per route, mail
 * delivery failures (counted by this instance), and, read from the database when scraped, the mail
 * queue and the store screens. prom-client writes the text format (README "Running in production").
 *
 * Labels are route patterns as registered (`/admin/api/screens/:id`), never request paths, so a
 * stranger inventing paths cannot grow the series: unmatched paths all count under `*`.
 */
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** What the scrape-time gauges read (Storage provides it; tests may pass their own). */
export interface MetricsSource {
  /** Mails waiting for delivery, and mails given up on (whole database: every instance sees the same). */
  mailCounts(): Promise<{ pending: number; failed: number }>;
  /** Store screens: enrolled and heard from lately, enrolled and silent, waiting for an operator. */
  screenCounts(): Promise<{ ok: number; silent: number; pending: number }>;
}

export interface Metrics {
  readonly registry: Registry;
  /** A submission was stored. */
  submissionStored(form: string): void;
  /** A mail attempt failed (the mail is retried later, or given up on). */
  mailAttemptFailed(): void;
  /** Reads the scrape-time gauges from this source (set once storage is open). */
  observe(source: MetricsSource): void;
}

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

/** Seconds. The widgets give up after 15 s; a callback should answer in well under 100 ms. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics & {
  /** Counts every request by route pattern, method and status; refusals (429) apart. */
  middleware(): MiddlewareHandler;
} {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'ew_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'ew_http_request_duration_seconds',
    help: 'Time to answer, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'ew_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a per-client limit, by route pattern',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const stored = new Counter({
    name: 'ew_submissions_stored_total',
    help: 'Form submissions stored by this instance, by form',
    labelNames: ['form'] as const,
    registers: [registry],
  });
  const mailFailures = new Counter({
    name: 'ew_mail_attempt_failures_total',
    help: 'Mail delivery attempts that failed (retried later or given up), by this instance',
    registers: [registry],
  });
  let source: MetricsSource | undefined;
  // Read when scraped; a database that does not answer leaves the gauges out and says so.
  let snapshot:
    Promise<{ up?: boolean; mail?: { pending: number; failed: number }; screens?: Record<string, number> }> | undefined;
  const read = () =>
    (snapshot ??= (async () => {
      try {
        if (!source) return {};
        const [mail, screens] = await Promise.all([source.mailCounts(), source.screenCounts()]);
        return { up: true, mail, screens };
      } catch {
        return { up: false };
      } finally {
        // One read per scrape, shared by the gauges below.
        setTimeout(() => (snapshot = undefined), 0);
      }
    })());
  new Gauge({
    name: 'ew_storage_up',
    help: '1 when the database answered this scrape, else 0',
    registers: [registry],
    async collect() {
      const { up } = await read();
      if (up !== undefined) this.set(up ? 1 : 0);
    },
  });
  new Gauge({
    name: 'ew_mail_queue_depth',
    help: 'Mails waiting for delivery (whole database)',
    registers: [registry],
    async collect() {
      const { mail } = await read();
      if (mail) this.set(mail.pending);
    },
  });
  new Gauge({
    name: 'ew_mail_failed',
    help: 'Mails given up on after every attempt, kept 30 days (whole database)',
    registers: [registry],
    async collect() {
      const { mail } = await read();
      if (mail) this.set(mail.failed);
    },
  });
  new Gauge({
    name: 'ew_screens',
    help: 'Store screens by state: ok, silent (no heartbeat for 5 minutes), pending (not yet enrolled)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { screens } = await read();
      if (screens) for (const [state, n] of Object.entries(screens)) this.set({ state }, n);
    },
  });

  return {
    registry,
    submissionStored: (form) => stored.inc({ form }),
    mailAttemptFailed: () => mailFailures.inc(),
    observe(s) {
      source = s;
    },
    middleware: () => {
      // One child per series, looked up by a string key: cheaper than prom-client hashing labels on
      // every request (the set is bounded: registered patterns x methods x statuses).
      const series = new Map<string, { count: { inc(): void }; time: { observe(v: number): void } }>();
      return async (c, next) => {
        const start = performance.now();
        try {
          await next();
        } finally {
          // The pattern of the handler that answered; '*' for middleware-only answers and misses.
          const pattern = routePath(c);
          const route = !pattern || pattern === '/*' ? '*' : pattern;
          const method = KNOWN_METHODS.has(c.req.method) ? c.req.method : 'other';
          const status = String(c.res.status);
          const key = `${route} ${method} ${status}`;
          let child = series.get(key);
          if (!child) {
            const labels = { route, method, status };
            child = { count: requests.labels(labels), time: latency.labels(labels) };
            series.set(key, child);
          }
          child.count.inc();
          child.time.observe((performance.now() - start) / 1000);
          if (c.res.status === 429) refusals.inc({ route });
        }
      };
    },
  };
}
