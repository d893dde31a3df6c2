/**
 * The Apply Now dialog (§2): tabs APPLY (the Apply Today! chooser, <ew-apply>) and CONTACT US (the
 * callback form). Closing on APPLY asks 'Are you sure you want to close?'; on CONTACT US it closes
 * directly. A form that completes closes the dialog: ew:success (then the form's thank-you page)
 * or ew:navigate (the site routes it).
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { THANK_YOU } from '../../shared/config.ts';
import { SITE } from '../config.ts';
import { useT } from '../i18n.ts';
import { Widget } from '../Widget.tsx';
import { useDialogHost } from './DialogHost.tsx';
import { useDefined } from './useDefined.ts';

type Tab = 'apply' | 'contact';

export function ApplyNow() {
  const t = useT();
  const host = useDialogHost();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('apply');
  const panel = useRef<HTMLDivElement>(null);
  const base = `site-${useId().replace(/[^\w-]/g, '')}`;
  const applyDefined = useDefined('ew-apply');

  useEffect(() => host.setDirectClose(tab === 'contact'), [host, tab]);

  useEffect(() => {
    const el = panel.current;
    if (!el) return;
    const onSuccess = (e: Event) => {
      const form = (e as CustomEvent<{ form?: string }>).detail?.form;
      host.close();
      const to = form && (THANK_YOU as Record<string, string>)[form];
      if (to) void navigate(to);
    };
    const onNavigate = () => host.close();
    el.addEventListener('ew:success', onSuccess);
    el.addEventListener('ew:navigate', onNavigate);
    return () => {
      el.removeEventListener('ew:success', onSuccess);
      el.removeEventListener('ew:navigate', onNavigate);
    };
  }, [host, navigate]);

  const tabs: [Tab, string][] = [
    ['apply', t('site.tabApply')],
    ['contact', t('site.tabContact')],
  ];
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next: Tab = e.key === 'Home' ? 'apply' : e.key === 'End' ? 'contact' : tab === 'apply' ? 'contact' : 'apply';
    setTab(next);
    document.getElementById(`${base}-tab-${next}`)?.focus();
  };

  return (
    <div className="site-applynow">
      <div role="tablist" aria-label={t('site.applyTitle')} className="site-tabs" onKeyDown={onKey}>
        {tabs.map(([id, label]) => (
          <button
            key={id}
            id={`${base}-tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`${base}-panel`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <div
        ref={panel}
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${tab}`}
        className="site-tabpanel"
      >
        {tab === 'apply' ? (
          applyDefined === 'no' ? (
            <div>
              <p>{t('site.applyFallback')}</p>
              <ul className="site-list">
                {(
                  [
                    ['personal-loan', 'sitePages.forms.personalLoan'],
                    ['auto-loan', 'sitePages.forms.autoLoan'],
                    ['home-loan', 'sitePages.forms.homeLoan'],
                    ['timedeposit', 'sitePages.forms.timeDeposit'],
                  ] as const
                ).map(([preset, label]) => (
                  <li key={preset}>
                    <Link to={`/forms?preset=${preset}`} onClick={() => host.close()}>
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <Widget tag="ew-apply" chat-url={SITE.chat} />
          )
        ) : (
          <Widget tag="ew-callback-form" />
        )}
      </div>
    </div>
  );
}
