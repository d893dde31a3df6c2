/**
 * The abuse limits (README "Configuration", "Limits"), each from the environment with a default a
 * bank can live with. Per client means per client address (server/http/client.ts). The counters
 * live in the database (server/storage/limits.ts), so instances sharing a PostgreSQL share them.
 */
export interface Limits {
  /** Posts to one form endpoint (and callback GETs) per client per minute. */
  formPostsPerMinute: number;
  /** Saves and resumes of time deposit drafts per client per minute. */
  draftCallsPerMinute: number;
  /** Resume-link mails to one address per hour (more are silently not sent). */
  mailsPerAddressPerHour: number;
  /** Resume-link mails caused by one client per hour (more are silently not sent). */
  mailsPerClientPerHour: number;
  /** Kiosk heartbeats per client per minute (a store's screens may share one address). */
  heartbeatsPerMinute: number;
  /** New store screens (first heartbeats of an unknown id) per client per hour. */
  screenEnrolmentsPerHour: number;
  /** Heartbeats refused for a wrong screen key per client per hour before the client gets 429. */
  screenKeyFailuresPerHour: number;
  /** Operator requests refused for a wrong or missing token per client per hour before the client gets 429. */
  operatorAuthFailuresPerHour: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = {
  formPostsPerMinute: 60,
  draftCallsPerMinute: 30,
  mailsPerAddressPerHour: 3,
  mailsPerClientPerHour: 20,
  heartbeatsPerMinute: 600,
  screenEnrolmentsPerHour: 30,
  screenKeyFailuresPerHour: 60,
  operatorAuthFailuresPerHour: 30,
};

/** Environment variable of each limit. */
export const LIMIT_ENV: Readonly<Record<keyof Limits, string>> = {
  formPostsPerMinute: 'LIMIT_FORM_POSTS_PER_MINUTE',
  draftCallsPerMinute: 'LIMIT_DRAFT_CALLS_PER_MINUTE',
  mailsPerAddressPerHour: 'LIMIT_MAILS_PER_ADDRESS_PER_HOUR',
  mailsPerClientPerHour: 'LIMIT_MAILS_PER_CLIENT_PER_HOUR',
  heartbeatsPerMinute: 'LIMIT_HEARTBEATS_PER_MINUTE',
  screenEnrolmentsPerHour: 'LIMIT_SCREEN_ENROLMENTS_PER_HOUR',
  screenKeyFailuresPerHour: 'LIMIT_SCREEN_KEY_FAILURES_PER_HOUR',
  operatorAuthFailuresPerHour: 'LIMIT_OPERATOR_AUTH_FAILURES_PER_HOUR',
};

/** The limits from the environment; throws with the variable's name on anything but a whole number >= 1. */
export function limitsFromEnv(env: Record<string, string | undefined> = process.env): Limits {
  const limits = { ...DEFAULT_LIMITS };
  for (const [key, name] of Object.entries(LIMIT_ENV) as [keyof Limits, string][]) {
    const text = env[name]?.trim();
    if (!text) continue;
    if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
      throw new Error(`${name} must be a whole number of at least 1, got ${JSON.stringify(env[name])}`);
    }
    limits[key] = Number(text);
  }
  return limits;
}
