/**
 * For load balancers, orchestrators and monitoring (README "Running in production"):
 *   GET /healthz   the process answers (liveness): 200, nothing checked
 *   GET /readyz    the instance can serve (readiness): the database answers, every migration this
 *                  build knows has run, and the instance is not shutting down; else 503
 *   GET /metrics   Prometheus text format (bearer ADMIN_TOKEN: route names and counts are not public)
 * None of them is cached, and none needs a body.
 */
import { Hono } from 'hono';
import { bearerAuth, noStore } from '../http/auth.ts';
import type { Metrics } from '../http/metrics.ts';
import type { Storage } from '../storage/index.ts';

export const OPS_PATHS = { health: '/healthz', ready: '/readyz', metrics: '/metrics' } as const;

export function opsRoutes(
  storage: Pick<Storage, 'ready'>,
  adminToken: string,
  options: { metrics: Metrics; draining?: () => boolean },
): Hono {
  const app = new Hono();
  // Per path, not '*': mounted at the root, a '*' middleware would run for every request.
  for (const path of Object.values(OPS_PATHS)) {
    app.use(path, noStore);
  }
  app.get(OPS_PATHS.health, (c) => c.json({ status: 'ok' }));
  app.get(OPS_PATHS.ready, async (c) => {
    // Draining first: a balancer must stop sending new visitors even while the database is fine.
    if (options.draining?.()) return c.json({ status: 'draining' }, 503);
    const ready = await storage.ready();
    return ready.ok ? c.json({ status: 'ready' }) : c.json({ status: 'not_ready', reason: ready.reason }, 503);
  });
  app.get(OPS_PATHS.metrics, bearerAuth(adminToken), async (c) => {
    const { registry } = options.metrics;
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType });
  });
  return app;
}
