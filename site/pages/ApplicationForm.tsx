/**
 * /application-form: where the homepage callback form's Continue goes (application-forms.md §2
 * "Callback form (homepage)": Continue goes there only when valid). The Apply Today! chooser, handed
 * what the visitor entered (shared/callback/handover.ts): the form they pick starts with their
 * mobile number, branch and (a two-word) name. The hand-over arrives in the address's fragment; it
 * is read once and dropped from the address, so it stays out of the history entry, bookmarks and
 * shared links.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { readCallbackHandOver } from '../../shared/callback/handover.ts';
import { SITE } from '../config.ts';
import { Widget } from '../Widget.tsx';
import { useT } from '../i18n.ts';

export default function ApplicationForm() {
  const t = useT();
  const { hash } = useLocation();
  const [handover] = useState(() => {
    const handOver = readCallbackHandOver(hash);
    return handOver ? new URLSearchParams(handOver as Record<string, string>).toString() : '';
  });
  useEffect(() => {
    if (location.hash) history.replaceState(history.state, '', location.pathname + location.search);
  }, []);
  return (
    <>
      <h1>{t('siteTitles.applicationForm')}</h1>
      <section className="site-card" aria-label={t('siteTitles.applicationForm')}>
        <Widget tag="ew-apply" chat-url={SITE.chat} {...(handover ? { handover } : {})} />
      </section>
    </>
  );
}
