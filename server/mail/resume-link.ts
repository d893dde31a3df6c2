/**
 * The time deposit's resume-link mail (call 7): to the address the applicant typed, with a link on
 * the bank's configured public origin (PUBLIC_URL, never the request's Host or target), and
 * nothing else the visitor typed. At most `mailsPerAddressPerHour` mails to one address and
 * `mailsPerClientPerHour` mails caused by one client; past either the mail is quietly not sent and
 * the save answers exactly as it would have, so the limit reveals nothing about the address.
 */
import { createHash } from 'node:crypto';
import type { Limits } from '../limits.ts';
import type { LimitStore } from '../storage/limits.ts';
import type { Delivery } from './delivery.ts';
import { clientBucket } from '../http/rate-limit.ts';

export const RESUME_SUBJECT = 'Your saved time deposit application';

export const resumeLink = (publicUrl: string, referenceId: string) =>
  new URL(`/forms/timedeposit/${encodeURIComponent(referenceId)}`, publicUrl).href;

export const resumeBody = (link: string) =>
  `Good day! Your time deposit application was saved. To continue, open ${link} and enter your birthday. The link works for 30 days.`;

export interface ResumeMailer {
  /** True when the mail went out, false when a limit held it back (never shown to the client). */
  send(to: string, referenceId: string, client: string, now?: Date): Promise<boolean>;
}

export function resumeMailer(deps: {
  /** The outbox and, with SMTP_URL, the mail server (./delivery.ts). */
  delivery: Pick<Delivery, 'send'>;
  store: LimitStore;
  limits: Pick<Limits, 'mailsPerAddressPerHour' | 'mailsPerClientPerHour'>;
  /** The bank's public origin (asked at each mail: main.ts learns its port after start). */
  publicUrl: () => string;
}): ResumeMailer {
  const addressBucket = (to: string) =>
    `mail-to:${createHash('sha256').update(to.trim().toLowerCase()).digest('base64url').slice(0, 22)}`;
  return {
    async send(to, referenceId, client, now = new Date()) {
      const [byAddress, byClient] = await Promise.all([
        deps.store.hit(addressBucket(to), 3600, now),
        deps.store.hit(clientBucket('mail-from', client), 3600, now),
      ]);
      if (byAddress.hits > deps.limits.mailsPerAddressPerHour) return false;
      if (byClient.hits > deps.limits.mailsPerClientPerHour) return false;
      await deps.delivery.send({
        to,
        subject: RESUME_SUBJECT,
        body: resumeBody(resumeLink(deps.publicUrl(), referenceId)),
      });
      return true;
    },
  };
}
