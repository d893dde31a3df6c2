/**
 * /interestrates (site-and-content.md §2, §3 "Rate data", §7): every rate table, from the rate data
 * services (shared/rates client, widgets/ui RateTable), each with its §4 states (time
 * deposit sets: a failed load leaves error false and shows nothing).
 */
import { useMemo, type ReactNode } from 'react';
import { ratesClient, type RatesClient } from '../../shared/rates/client.ts';
import { formatPeso } from '../../shared/forms/pesos.ts';
import { formatIsoDate, formatRate } from '../../shared/rates/format.ts';
import type { RateSetName } from '../../shared/rates/sets.ts';
import { RateTable } from '../../widgets/ui/RateTable.tsx';
import { useRateSet } from '../../widgets/ui/useRateSet.ts';
import { usePageWaitFor } from '../content/useContent.ts';
import { useContentLang, useLocale, useT, type SiteKey } from '../i18n.ts';

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

function RateSet({ client, name }: { client: RatesClient; name: RateSetName }) {
  const { locale } = useLocale();
  const t = useT();
  const state = useRateSet(client, name);
  const data = state.data;
  // the rate service's titles, terms and notes are English only: lang="en" on a Filipino page
  const cms = useContentLang();
  const en = (text: ReactNode) => (cms && text ? <span lang={cms}>{text}</span> : text);
  if (!data) {
    if (state.status === 'loading' || state.status === 'idle')
      return <p className="site-loading">{t('rates.loading')}</p>;
    // A set that failed is left out quietly (§8: content load failures are logged only).
    return null;
  }
  switch (data.kind) {
    case 'validity':
      return (
        <p className="site-validity">
          {en(data.text)} ({formatIsoDate(data.from, locale)} – {formatIsoDate(data.to, locale)})
        </p>
      );
    case 'deposit':
      return (
        <RateTable
          caption={en(data.title)}
          // rows of several currencies: the corner says what the row headers are, never empty
          corner={data.currency ?? t('sitePages.interestRates.currency')}
          columns={data.columns.map(en)}
          rows={data.rows.map((r) => ({
            header: en(r.title),
            cells: r.rates.map((x) => (x === null ? t('rates.notOffered') : formatRate(x))),
          }))}
          note={en(data.note)}
        />
      );
    case 'loan':
      return (
        <RateTable
          caption={en(data.title)}
          corner={t('sitePages.interestRates.term')}
          columns={data.bands.map((b) => `${formatPeso(b.min)} – ${formatPeso(b.max, { prefix: '' })}`)}
          rows={data.terms.map((term, i) => ({
            header: t('sitePages.interestRates.months', { term }),
            cells: (data.rates[i] ?? []).map((x) => formatRate(x)),
          }))}
          note={en(data.note)}
        />
      );
    case 'bonds':
      return (
        <RateTable
          caption={en(data.title)}
          corner={t('sitePages.interestRates.bond')}
          columns={[
            t('sitePages.interestRates.currency'),
            t('sitePages.interestRates.coupon'),
            t('sitePages.interestRates.yield'),
            t('sitePages.interestRates.maturity'),
          ]}
          rows={data.items.map((b) => ({
            header: en(b.name),
            cells: [b.currency, formatRate(b.coupon), formatRate(b.yield), formatIsoDate(b.maturity, locale)],
          }))}
          note={en(data.subtext)}
        />
      );
    default:
      return null;
  }
}
