/**
 * One rate data set as the site shows it (site-and-content.md §3 "Rate data"): a table from the rate
 * service (shared/rates client, widgets/ui RateTable), the validity line, or nothing while it is
 * loading or after it failed (§8: logged only). /interestrates shows every set; a product page the
 * sets that price it (ProductOffer).
 */
import type { ReactNode } from 'react';
import type { RatesClient } from '../../shared/rates/client.ts';
import { formatPeso } from '../../shared/forms/pesos.ts';
import { formatIsoDate, formatRate } from '../../shared/rates/format.ts';
import type { RateSetName } from '../../shared/rates/sets.ts';
import { RateTable } from '../../widgets/ui/RateTable.tsx';
import { useRateSet } from '../../widgets/ui/useRateSet.ts';
import { useContentLang, useLocale, useT } from '../i18n.ts';
import { LoadingText, useLate } from './State.tsx';

export function RateSet({ client, name }: { client: RatesClient; name: RateSetName }) {
  const { locale } = useLocale();
  const t = useT();
  const state = useRateSet(client, name);
  const data = state.data;
  const late = useLate(!data && (state.status === 'loading' || state.status === 'idle'));
  // the rate service's titles, terms and notes are English only: lang="en" on a Filipino page
  const cms = useContentLang();
  const en = (text: ReactNode) => (cms && text ? <span lang={cms}>{text}</span> : text);
  if (!data) {
    if (state.status === 'loading' || state.status === 'idle')
      return <LoadingText late={late}>{t('rates.loading')}</LoadingText>;
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
