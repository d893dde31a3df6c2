/**
 * <ew-loan-calculator>: monthly amortization with the spec's loan helper (site-and-content.md §5:
 * amount / term + amount x monthly add-on rate) for auto (brand new, second hand), home and
 * personal (with or without a credit card) loans, from the rate data sets of the bank services.
 * Shows the monthly payment, the total, the rate used and its source table; "Apply now" hands the
 * product, amount and term over to the matching application through ew:navigate.
 */
import { useId, useRef, useState } from 'react';
import { validate } from '../../shared/messages.ts';
import { useWidget } from '../runtime/context.ts';
import { TitledSection } from '../ui/TitledSection.tsx';
import { Button, RadioGroup, TextField, focusField } from '../ui/index.ts';
import { LiveResult } from '../ui/LiveResult.tsx';
import { RateTable } from '../ui/RateTable.tsx';
import { useRateSet } from '../ui/useRateSet.ts';
import { formatAmountInput, parseAmount } from '../../shared/calculators/amount.ts';
import {
  LOAN_PRODUCTS,
  amortize,
  amountLimits,
  defaultLimits,
  loanAmountSchema,
  loanHandOverHref,
  productForPreset,
  productOf,
  rateFor,
  type LoanProduct,
} from '../../shared/calculators/loan.ts';
import { DEFAULT_LOAN_TERM, LOAN_TERMS, type LoanTerm } from '../../shared/calculators/terms.ts';
import { formatPeso } from '../../shared/forms/pesos.ts';
import { ratesClient } from '../../shared/rates/client.ts';
import { formatIsoDate, formatRate } from '../../shared/rates/format.ts';

export function LoanCalculator() {
  const { t, locale, apiBase, options, navigate, seed = {} } = useWidget();
  // It starts from what the visitor chose and typed on its first screen (runtime/handover.ts).
  const [product, setProduct] = useState<LoanProduct>(
    () => productForPreset(options.preset ?? seed.product) ?? LOAN_PRODUCTS[0].code,
  );
  const [amountText, setAmountText] = useState(() => formatAmountInput(String(seed.amount ?? '')));
  const [term, setTerm] = useState<LoanTerm>(
    () => LOAN_TERMS.find((m) => String(m) === seed.term) ?? DEFAULT_LOAN_TERM,
  );
  const [touched, setTouched] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const root = useRef<HTMLElement>(null);
  const estimateId = `ew-${useId().replace(/[^\w-]/g, '')}-estimate`;

  // The host may change the preset attribute later (e.g. the site re-using one element).
  const preset = options.preset;
  const [presetSeen, setPresetSeen] = useState(preset);
  if (preset !== presetSeen) {
    setPresetSeen(preset);
    const p = productForPreset(preset);
    if (p) setProduct(p);
  }

  const rates = useRateSet(ratesClient(apiBase), productOf(product)!.rateSet);
  const table = rates.data;
  const limits = table ? amountLimits(table) : defaultLimits(product);
  const terms: readonly LoanTerm[] = table ? (table.terms as LoanTerm[]) : LOAN_TERMS;
  const usedTerm = terms.includes(term) ? term : (terms[0] ?? DEFAULT_LOAN_TERM);

  const amount = parseAmount(amountText);
  const check = validate(loanAmountSchema(limits), Number.isFinite(amount) ? amount : undefined);
  const errorKey = check.ok ? undefined : Object.values(check.errors)[0];
  const showError = (attempted || (touched && amountText !== '')) && errorKey;
  const limitText = { min: formatPeso(limits.min, { prefix: 'P' }), max: formatPeso(limits.max, { prefix: 'P' }) };

  const found = table && check.ok ? rateFor(table, amount, usedTerm) : undefined;
  const result = found ? amortize(amount, usedTerm, found.rate) : undefined;
  const months = (count: number) => t('loanCalculator.months', { count });
  const band = (i: number) =>
    table
      ? t('loanCalculator.band', { min: formatPeso(table.bands[i]!.min), max: formatPeso(table.bands[i]!.max) })
      : '';
  const tableName = table?.title ?? '';
  const date = table ? formatIsoDate(table.effective, locale) : '';

  const apply = () => {
    setAttempted(true);
    if (!check.ok) {
      if (root.current) focusField(root.current, 'amount');
      return;
    }
    navigate(loanHandOverHref({ product, amount, term: usedTerm }));
  };

  return (
    <TitledSection ns="loanCalculator" className="ew-form ew-loan" root={root}>
      <RadioGroup
        name="product"
        label={t('loanCalculator.product')}
        column
        options={LOAN_PRODUCTS.map((p) => ({ value: p.code, label: t(`loanCalculator.products.${p.code}`) }))}
        value={product}
        onChange={(p: LoanProduct) => setProduct(p)}
      />
      <TextField
        name="amount"
        label={t('loanCalculator.amount')}
        hint={t('loanCalculator.amountHint', { min: formatPeso(limits.min), max: formatPeso(limits.max) })}
        value={amountText}
        inputMode="numeric"
        autoComplete="off"
        onChange={(text) => setAmountText(formatAmountInput(text))}
        onBlur={() => setTouched(true)}
        error={showError ? t(errorKey, limitText) : undefined}
        isRequired
      />
      <RadioGroup
        name="term"
        label={t('loanCalculator.term')}
        options={terms.map((m) => ({ value: String(m), label: months(m) }))}
        value={String(usedTerm)}
        onChange={(m) => setTerm(Number(m) as LoanTerm)}
      />

      <section className="ew-loan-estimate" aria-labelledby={estimateId}>
        <h3 id={estimateId}>{t('loanCalculator.estimate')}</h3>
        <div role="status" className="ew-loan-status">
          {rates.status === 'loading' || rates.status === 'idle' ? (
            // As tall as the rate table's Show line that replaces it (styles.css): no shift when rates arrive.
            <p className="ew-status ew-loan-pending">{t('rates.loading')}</p>
          ) : rates.status === 'error' ? (
            <p className="ew-error">{t('rates.loadError')}</p>
          ) : null}
        </div>
        {rates.status === 'error' ? (
          <div className="ew-actions">
            <Button variant="secondary" onPress={rates.retry}>
              {t('rates.retry')}
            </Button>
          </div>
        ) : null}
        {/* the figures below, said once the amount and term settle (WCAG 4.1.3 Status Messages) */}
        <LiveResult
          text={
            result
              ? `${t('loanCalculator.monthly')}: ${formatPeso(result.monthly, { centavos: true })}. ${t('loanCalculator.total')}: ${formatPeso(result.total, { centavos: true })}.`
              : ''
          }
        />
        {/* also while the rates load (nothing entered yet), so the estimate keeps its height */}
        {!result && (table || !amountText) ? <p className="ew-status">{t('loanCalculator.enterAmount')}</p> : null}
        {table && result && found ? (
          <dl className="ew-loan-figures">
            <div className="ew-loan-main">
              <dt>{t('loanCalculator.monthly')}</dt>
              <dd>{formatPeso(result.monthly, { centavos: true })}</dd>
            </div>
            <div>
              <dt>{t('loanCalculator.total')}</dt>
              <dd>{formatPeso(result.total, { centavos: true })}</dd>
            </div>
            <div>
              <dt>{t('loanCalculator.interest')}</dt>
              <dd>{formatPeso(result.interest, { centavos: true })}</dd>
            </div>
            <div>
              <dt>{t('loanCalculator.rateUsed')}</dt>
              <dd>{t('loanCalculator.rateValue', { rate: formatRate(found.rate) })}</dd>
            </div>
            <div className="ew-loan-source">
              <dt>{t('loanCalculator.source')}</dt>
              <dd>
                {t('loanCalculator.sourceValue', {
                  table: tableName,
                  date,
                  term: months(usedTerm),
                  band: band(found.bandIndex),
                })}
              </dd>
            </div>
          </dl>
        ) : null}
        {table ? (
          <details className="ew-loan-table">
            <summary>{t('loanCalculator.showTable')}</summary>
            <RateTable
              caption={t('loanCalculator.tableCaption', { table: tableName, date })}
              corner={t('loanCalculator.termHeader')}
              columns={table.bands.map((_, i) => band(i))}
              rows={table.terms.map((m, ri) => ({ header: months(m), cells: table.rates[ri]!.map(formatRate) }))}
              highlight={found ? { row: found.termIndex, column: found.bandIndex } : undefined}
              markLabel={t('rates.rateUsed')}
              // the rate data's small print is English only: said as English on a Filipino page (3.1.2)
              note={table.note ? <span lang="en">{table.note}</span> : undefined}
            />
          </details>
        ) : null}
      </section>

      <div className="ew-actions">
        <Button onPress={apply}>{t('loanCalculator.apply')}</Button>
      </div>
    </TitledSection>
  );
}
