/**
 * /interestrates (site-and-content.md §2, §3 "Rate data", §7): every rate table, from the rate data
 * services of issue 4 (shared/rates client, widgets/ui RateTable), each with its §4 states (time
 * deposit sets: a failed load leaves error false and shows nothing).
 */
import { useMemo } from 'react';
import { ratesClient, type RatesClient } from '../../shared/rates/client.ts';
import { formatIsoDate, formatRate } from '../../shared/rates/format.ts';
import { isTimeDepositGroup, type RateSetName } from '../../shared/rates/sets.ts';
import { rates as rateText } from '../../shared/i18n/rates.ts';
import { RateTable } from '../../widgets/ui/RateTable.tsx';
import { useRateSet } from '../../widgets/ui/useRateSet.ts';
import { useLocale } from '../locale.tsx';

const GROUPS: { title: { en: string; fil: string }; sets: RateSetName[] }[] = [
  {
    title: { en: 'Savings and checking', fil: 'Savings at checking' },
    sets: ['peso-savings', 'peso-checking', 'foreign-currency-savings', 'tiered-deposit'],
  },
  {
    title: { en: 'Time deposits', fil: 'Time deposit' },
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
    title: { en: 'Loans', fil: 'Mga loan' },
    sets: [
      'auto-loan-brand-new',
      'auto-loan-second-hand',
      'home-loan',
      'personal-loan-with-card',
      'personal-loan-without-card',
    ],
  },
  { title: { en: 'Top bond picks', fil: 'Mga piling bond' }, sets: ['top-bond-picks'] },
];

const peso = (n: number) => `PHP ${n.toLocaleString('en-PH')}`;

export default function InterestRates() {
  const { locale } = useLocale();
  const client = useMemo(() => ratesClient(location.origin), []);
  return (
    <>
      <h1>{locale === 'fil' ? 'Mga Interest Rate' : 'Interest Rates'}</h1>
      <p>
        {locale === 'fil'
          ? 'Ang aming kasalukuyang rate para sa deposito, time deposit, loan at bond. Maaaring magbago nang walang abiso.'
          : 'Our current rates for deposits, time deposits, loans and bonds. Rates are per annum unless stated and may change without notice.'}
      </p>
      {GROUPS.map((g) => (
        <section key={g.title.en} className="site-section" aria-labelledby={`rates-${g.title.en.replace(/\W+/g, '-')}`}>
          <h2 id={`rates-${g.title.en.replace(/\W+/g, '-')}`}>{g.title[locale]}</h2>
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
  const t = rateText[locale];
  const state = useRateSet(client, name);
  const data = state.data;
  if (!data) {
    if (state.status === 'loading' || state.status === 'idle') return <p className="site-loading">{t.loading}</p>;
    if (!state.error || isTimeDepositGroup(name)) return null;
    return (
      <div role="alert" className="site-load-error">
        <p>{t.loadError}</p>
        <button type="button" className="site-button site-button-secondary" onClick={state.retry}>
          {t.retry}
        </button>
      </div>
    );
  }
  switch (data.kind) {
    case 'validity':
      return (
        <p className="site-validity">
          {data.text} ({formatIsoDate(data.from, locale)} – {formatIsoDate(data.to, locale)})
        </p>
      );
    case 'deposit':
      return (
        <RateTable
          caption={data.title}
          corner={data.currency ?? ''}
          columns={data.columns}
          rows={data.rows.map((r) => ({
            header: r.title,
            cells: r.rates.map((x) => (x === null ? t.notOffered : formatRate(x))),
          }))}
          note={data.note}
        />
      );
    case 'loan':
      return (
        <RateTable
          caption={data.title}
          corner={locale === 'fil' ? 'Haba' : 'Term'}
          columns={data.bands.map((b) => `${peso(b.min)} – ${b.max.toLocaleString('en-PH')}`)}
          rows={data.terms.map((term, i) => ({
            header: `${term} ${locale === 'fil' ? 'buwan' : 'months'}`,
            cells: (data.rates[i] ?? []).map((x) => formatRate(x)),
          }))}
          note={data.note}
        />
      );
    case 'bonds':
      return (
        <RateTable
          caption={data.title}
          corner={locale === 'fil' ? 'Bond' : 'Bond'}
          columns={['Currency', 'Coupon', 'Yield', 'Maturity']}
          rows={data.items.map((b) => ({
            header: b.name,
            cells: [b.currency, formatRate(b.coupon), formatRate(b.yield), formatIsoDate(b.maturity, locale)],
          }))}
          note={data.subtext}
        />
      );
    default:
      return null;
  }
}
