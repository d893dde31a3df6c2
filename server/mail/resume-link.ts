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
import { HOTLINE } from '../../shared/config.ts';
import { mail } from '../../shared/i18n/mail.ts';
import type { Locale } from '../../shared/i18n/types.ts';
import { THEME } from '../../shared/theme.ts';
import type { Delivery, Letter } from './delivery.ts';
import { clientBucket } from '../http/rate-limit.ts';

export const resumeLink = (publicUrl: string, referenceId: string) =>
  new URL(`/forms/timedeposit/${encodeURIComponent(referenceId)}`, publicUrl).href;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The mail, in the applicant's language (the widget's, sent as Content-Language): a text part and
 * an HTML part saying the same, the bank's name and hotline, and what to do if they did not ask.
 */
export function resumeLetter(locale: Locale, link: string): Letter {
  const t = mail[locale].resume;
  const fill = (text: string) => text.replace('{{hotline}}', HOTLINE);
  const paragraphs = [t.greeting, t.saved];
  const after = [t.expires, t.notYou, fill(t.help)];
  const body = [...paragraphs, link, ...after, `${t.signature}\n${t.automated}`].join('\n\n');
  const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
  const a = escapeHtml(link);
  const html = `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(t.subject)}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f1f6;font:16px/1.5 Arial,Helvetica,sans-serif;color:${THEME.text}">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-top:4px solid ${THEME.primary}">
${paragraphs.map((x) => p(x)).join('\n')}
<p style="margin:0 0 16px"><a href="${a}" style="display:inline-block;padding:12px 20px;background:${THEME.primary};color:#ffffff;font-weight:bold;text-decoration:none;border-radius:4px">${escapeHtml(t.button)}</a></p>
${p(t.copy, 'font-size:14px')}
<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${a}" style="color:${THEME.primary}">${a}</a></p>
${after.map((x) => p(x)).join('\n')}
${p(t.signature, 'font-weight:bold')}
${p(t.automated, `font-size:12px;color:${THEME.muted}`)}
</div>
</body></html>`;
  return { subject: t.subject, body, html };
}

export interface ResumeMailer {
  /** True when the mail went out, false when a limit held it back (never shown to the client). */
  send(to: string, referenceId: string, client: string, locale?: Locale, now?: Date): Promise<boolean>;
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
    async send(to, referenceId, client, locale = 'en', now = new Date()) {
      const [byAddress, byClient] = await Promise.all([
        deps.store.hit(addressBucket(to), 3600, now),
        deps.store.hit(clientBucket('mail-from', client), 3600, now),
      ]);
      if (byAddress.hits > deps.limits.mailsPerAddressPerHour) return false;
      if (byClient.hits > deps.limits.mailsPerClientPerHour) return false;
      await deps.delivery.send({ to, ...resumeLetter(locale, resumeLink(deps.publicUrl(), referenceId)) });
      return true;
    },
  };
}
