/**
 * <ew-td-calculator>: the time-deposit investment calculator (site-and-content.md §2, §3, §4, §5,
 * §9). Choose a life stage (resets amount, tenor and input mode), an amount on the slider (or, for
 * the first four stages, typed after "YES, I'M INTERESTED"), a tenor; "Apply now" shows the
 * IMPORTANT NOTE countdown, then hands stage, amount and tenor over to the time deposit application
 * through ew:navigate (docs/decisions.md "Hand-over").
 */
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useWidget } from '../runtime/context.ts';
import { TitledSection } from '../ui/TitledSection.tsx';
import { Button, RadioGroup, TextField, focusField } from '../ui/index.ts';
import { LiveResult } from '../ui/LiveResult.tsx';
import { Slider } from '../ui/Slider.tsx';
import { NoteDialog } from './NoteDialog.tsx';
import { caretAfterFormat, formatAmountInput } from '../../shared/calculators/amount.ts';
import {
  LIFE_STAGES,
  TENORS,
  TENOR_MARK_LABELS,
  showsPrompt,
  tdHandOverHref,
  tdProblem,
  tdReducer,
  tenorDisplay,
  type LifeStage,
} from '../../shared/calculators/td.ts';
import { formatPeso } from '../../shared/forms/pesos.ts';
import { tdStart } from './start.ts';

export function TdCalculator() {
  const { t, navigate, seed } = useWidget();
  // It starts where the visitor left its first screen (runtime/handover.ts).
  const [state, dispatch] = useReducer(tdReducer, seed, tdStart);
  const [amountTouched, setAmountTouched] = useState(false);
  const [stageError, setStageError] = useState(false);
  const [noteOpen, setNoteOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const caret = useRef<number | null>(null);

  const amountInput = () => root.current?.querySelector<HTMLInputElement>('[data-field="amount"] input') ?? null;

  // "YES, I'M INTERESTED" is gone once pressed: focus moves on to the field that replaced it.
  const typed = state.investmentInput;
  useEffect(() => {
    if (typed) amountInput()?.focus();
  }, [typed]);

  // Re-formatting ("PHP 1,234") keeps the caret behind the same digit.
  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    const input = amountInput();
    if (at !== null && input && (input.getRootNode() as Document | ShadowRoot).activeElement === input) {
      input.setSelectionRange(at, at);
    }
  });

  const duration = (days: number) => {
    const d = tenorDisplay(days);
    return t(d.key, { count: d.count });
  };
  const tenorIndex = TENORS.indexOf(state.investmentTime);
  const stage = LIFE_STAGES.find((s) => s.code === state.lifestage);

  const apply = () => {
    const problem = tdProblem(state);
    if (problem && root.current) {
      if (problem === 'stage') setStageError(true);
      else setAmountTouched(true);
      focusField(root.current, problem === 'stage' ? 'lifestage' : 'amount');
      return;
    }
    setNoteOpen(true);
  };

  return (
    <TitledSection ns="tdCalculator" className="ew-form ew-td" root={root}>
      <RadioGroup
        name="lifestage"
        label={t('tdCalculator.stage')}
        column
        options={LIFE_STAGES.map((s) => ({ value: s.code, label: t(`tdCalculator.stages.${s.code}`) }))}
        value={state.lifestage}
        onChange={(code: LifeStage) => {
          dispatch({ type: 'stage', stage: code });
          setStageError(false);
          setAmountTouched(false);
        }}
        error={stageError ? t('tdCalculator.errors.stage') : undefined}
        isRequired
      />

      <div className="ew-td-amount">
        {!stage ? (
          <div className="ew-field">
            <p className="ew-label">{t('tdCalculator.amountQuestion')}</p>
            <p className="ew-td-box" aria-hidden="true">
              {formatPeso(state.investment)}
            </p>
            <p className="ew-hint">{t('tdCalculator.chooseStageFirst')}</p>
          </div>
        ) : state.investmentInput ? (
          <>
            <p className="ew-label">{t('tdCalculator.amountQuestion')}</p>
            <TextField
              name="amount"
              label={t('tdCalculator.enterAmount')}
              hint={t('tdCalculator.enterAmountHint')}
              value={state.amountText}
              inputMode="numeric"
              autoComplete="off"
              onChange={(text) => {
                const input = amountInput();
                const next = formatAmountInput(text);
                caret.current = input ? caretAfterFormat(text, input.selectionStart ?? text.length, next) : null;
                dispatch({ type: 'typed', text });
              }}
              onBlur={() => setAmountTouched(true)}
              error={amountTouched && state.amountErrorMsg ? t(state.amountErrorMsg) : undefined}
            />
          </>
        ) : (
          <Slider
            name="investment"
            label={t('tdCalculator.amountQuestion')}
            value={state.investment}
            minValue={state.minInvestment}
            maxValue={state.maxInvestment}
            step={state.increment}
            format={formatPeso}
            onChange={(amount) => dispatch({ type: 'amount', amount })}
            marks={[
              { value: state.minInvestment, label: formatPeso(state.minInvestment) },
              { value: state.maxInvestment, label: formatPeso(state.maxInvestment) },
            ]}
          />
        )}
        {showsPrompt(state) ? (
          <div className="ew-td-prompt">
            <p>{t('tdCalculator.interestedMore')}</p>
            <Button variant="secondary" onPress={() => dispatch({ type: 'interested' })}>
              {t('tdCalculator.interested')}
            </Button>
          </div>
        ) : null}
      </div>

      <Slider
        name="investmentTime"
        label={t('tdCalculator.tenorQuestion')}
        value={tenorIndex}
        minValue={0}
        maxValue={TENORS.length - 1}
        step={1}
        format={(i) => duration(TENORS[i] ?? TENORS[0])}
        onChange={(i) => dispatch({ type: 'tenor', days: TENORS[i] ?? TENORS[0] })}
        marks={TENORS.map((days, i) => {
          const label = TENOR_MARK_LABELS[days];
          return { value: i, ...(label ? { label: t(label) } : {}) };
        })}
      />

      {/* what Apply now would hand over, said once it settles: a stage resets the amount away from
          the control in use (WCAG 4.1.3 Status Messages) */}
      <LiveResult text={stage ? `${formatPeso(state.investment)}, ${duration(state.investmentTime)}` : ''} />

      <div className="ew-actions">
        <Button onPress={apply} aria-haspopup="dialog">
          {t('tdCalculator.apply')}
        </Button>
      </div>

      <NoteDialog
        isOpen={noteOpen}
        onCancel={() => setNoteOpen(false)}
        onDone={() => {
          setNoteOpen(false);
          if (state.lifestage)
            navigate(tdHandOverHref({ stage: state.lifestage, amount: state.investment, tenor: state.investmentTime }));
        }}
      />
    </TitledSection>
  );
}
