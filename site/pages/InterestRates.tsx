/**
 * /interestrates (site-and-content.md §2, §3 "Rate data", §7): every rate table, from the rate data
 * services (shared/rates client, widgets/ui RateTable), each with its §4 states (time
 * deposit sets: a failed load leaves error false and shows nothing).
 */
import { useMemo } from 'react';
import { ratesClient } from '../../shared/rates/client.ts';
import type { RateSetName } from '../../shared/rates/sets.ts';
import { RateSet } from '../blocks/RateSet.tsx';
import { usePageWaitFor } from '../content/useContent.ts';
import { useT, type SiteKey } from '../i18n.ts';

const GROUPS: { id: string; title: SiteKey; sets: RateSetName[] }[] = [
  {
    id: 'Savings-and-checking',
    title: 'sitePages.interestRates.savings',
    sets: ['peso-savings', 'peso-checking', 'foreign-currency-savings', 'tiered-deposit'],
  },
  {
    id: 'Time-deposits',
    title: 'sitePages.interestRates.timeDeposits',
    sets: [
      'time-deposit-validity',
      'peso-time-deposit',
      'long-term-peso-time-deposit',
      'long-term-peso-time-deposit-floating',
      'usd-time-deposit',
      'long-term-usd-time-deposit',
      'rmb-time-deposit',
      'euro-time-deposit',
      'jpy-time-deposit',
      'sgd-time-deposit',
      'aud-time-deposit',
    ],
  },
  {
    id: 'Loans',
    title: 'sitePages.interestRates.loans',
    sets: [
      'auto-loan-brand-new',
      'auto-loan-second-hand',
      'home-loan',
      'personal-loan-with-card',
      'personal-loan-without-card',
    ],
  },
  { id: 'Top-bond-picks', title: 'sitePages.interestRates.bonds', sets: ['top-bond-picks'] },
];

export default function InterestRates() {
  const t = useT();
  const client = useMemo(() => ratesClient(location.origin), []);
  // Every set is asked for at once and the page shown once they are in (PAGE_WAIT_MS at most).
  usePageWaitFor('interestrates', () => Promise.all(GROUPS.flatMap((g) => g.sets).map((n) => client.load(n))));
  return (
    <>
      <h1>{t('sitePages.interestRates.heading')}</h1>
      <p>{t('sitePages.interestRates.intro')}</p>
      {GROUPS.map((g) => (
        <section key={g.id} className="site-section" aria-labelledby={`rates-${g.id}`}>
          <h2 id={`rates-${g.id}`}>{t(g.title)}</h2>
          {g.sets.map((name) => (
            <RateSet key={name} client={client} name={name} />
          ))}
        </section>
      ))}
    </>
  );
}
