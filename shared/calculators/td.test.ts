import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/english.ts';
import { tdCalculator } from '../i18n/td-calculator.ts';
import {
  AMOUNT_MESSAGES,
  DEFAULT_TENOR,
  LIFE_STAGES,
  PROMPT_SUPPRESSED_AT,
  SENIOR_LIMITS,
  STARTER_LIMITS,
  TENORS,
  TENOR_MARK_LABELS,
  amountMessage,
  readTdHandOver,
  showsPrompt,
  snapAmount,
  snapTenor,
  tdApplicationFields,
  tdHandOverHref,
  tdInitial,
  tdProblem,
  tdReducer,
  tenorDisplay,
  type LifeStage,
  type TdAction,
  type TdState,
} from './td.ts';

const run = (...actions: TdAction[]): TdState => actions.reduce(tdReducer, tdInitial());

describe('life stages and their limits (site-and-content.md §2, §9)', () => {
  it('are the six stages of the spec, in order, with its labels', () => {
    expect(LIFE_STAGES.map((s) => s.label)).toEqual([
      'Single/Independent',
      'Starting a life together',
      'Family with Young Kids',
      'Family with Grown Up Kids',
      'Empty Nester',
      'Retiree',
    ]);
    // the widget shows the same English texts
    for (const s of LIFE_STAGES) expect(tdCalculator.en.stages[s.code]).toBe(s.label);
  });

  it('Empty Nester and Retiree: min 500,000, max 5,000,000, increment 100,000, start 500,000', () => {
    expect(SENIOR_LIMITS).toEqual({
      min: 500_000,
      max: 5_000_000,
      increment: 100_000,
      start: 500_000,
      mayTypeAmount: false,
    });
    for (const code of ['empty-nester', 'retiree'] as const) {
      const s = run({ type: 'stage', stage: code });
      expect(s).toMatchObject({
        minInvestment: 500_000,
        maxInvestment: 5_000_000,
        increment: 100_000,
        startInvestment: 500_000,
        investment: 500_000,
      });
    }
  });

  it('the others: min 10,000, max 490,000, increment 10,000, start 10,000', () => {
    expect(STARTER_LIMITS).toEqual({
      min: 10_000,
      max: 490_000,
      increment: 10_000,
      start: 10_000,
      mayTypeAmount: true,
    });
    for (const code of ['single', 'couple', 'young-kids', 'grown-kids'] as const) {
      const s = run({ type: 'stage', stage: code });
      expect(s).toMatchObject({
        minInvestment: 10_000,
        maxInvestment: 490_000,
        increment: 10_000,
        startInvestment: 10_000,
        investment: 10_000,
      });
    }
  });

  it('starts with no stage, amount 0, tenor 30 days, slider mode (§9 defaults)', () => {
    expect(tdInitial()).toEqual({
      lifestage: '',
      investment: 0,
      investmentTime: 30,
      startInvestment: 0,
      minInvestment: 0,
      maxInvestment: 0,
      increment: 0,
      investmentInput: false,
      amountErrorMsg: '',
      amountText: '',
    });
    expect(DEFAULT_TENOR).toBe(30);
  });
});

describe('slider amounts: increments and limits', () => {
  it('snap to the increment counted from the minimum, within min and max', () => {
    expect(snapAmount(14_999, STARTER_LIMITS)).toBe(10_000);
    expect(snapAmount(15_000, STARTER_LIMITS)).toBe(20_000);
    expect(snapAmount(0, STARTER_LIMITS)).toBe(10_000);
    expect(snapAmount(1e9, STARTER_LIMITS)).toBe(490_000);
    expect(snapAmount(649_999, SENIOR_LIMITS)).toBe(600_000);
    expect(snapAmount(NaN, SENIOR_LIMITS)).toBe(500_000);
  });

  it('the reducer applies them; no amount moves before a stage is chosen', () => {
    expect(run({ type: 'amount', amount: 50_000 }).investment).toBe(0);
    expect(run({ type: 'stage', stage: 'single' }, { type: 'amount', amount: 123_456 }).investment).toBe(120_000);
    expect(run({ type: 'stage', stage: 'retiree' }, { type: 'amount', amount: 7_000_000 }).investment).toBe(5_000_000);
  });
});

describe('"Are you interested in investing more?" (§2, §9)', () => {
  it('shows for the first four stages on the slider, except at 490,000', () => {
    expect(PROMPT_SUPPRESSED_AT).toBe(490_000);
    for (const code of ['single', 'couple', 'young-kids', 'grown-kids'] as const) {
      expect(showsPrompt(run({ type: 'stage', stage: code }))).toBe(true);
      expect(showsPrompt(run({ type: 'stage', stage: code }, { type: 'amount', amount: 480_000 }))).toBe(true);
      expect(showsPrompt(run({ type: 'stage', stage: code }, { type: 'amount', amount: 490_000 }))).toBe(false);
    }
  });

  it('never shows for Empty Nester and Retiree (straight to the slider), nor without a stage', () => {
    expect(showsPrompt(tdInitial())).toBe(false);
    expect(showsPrompt(run({ type: 'stage', stage: 'empty-nester' }))).toBe(false);
    expect(showsPrompt(run({ type: 'stage', stage: 'retiree' }, { type: 'amount', amount: 1_000_000 }))).toBe(false);
  });

  it('"YES, I\'M INTERESTED" switches to the typed field, prefilled with the slider amount', () => {
    const s = run({ type: 'stage', stage: 'couple' }, { type: 'amount', amount: 250_000 }, { type: 'interested' });
    expect(s).toMatchObject({
      investmentInput: true,
      amountText: 'PHP 250,000',
      investment: 250_000,
      amountErrorMsg: '',
    });
    expect(showsPrompt(s)).toBe(false);
    // the slider no longer moves the amount
    expect(tdReducer(s, { type: 'amount', amount: 10_000 }).investment).toBe(250_000);
  });

  it('cannot be pressed where the prompt is not shown', () => {
    const retiree = run({ type: 'stage', stage: 'retiree' });
    expect(tdReducer(retiree, { type: 'interested' })).toBe(retiree);
    const top = run({ type: 'stage', stage: 'single' }, { type: 'amount', amount: 490_000 });
    expect(tdReducer(top, { type: 'interested' })).toBe(top);
  });
});

describe('typed amount: formatting and messages (§5 "Investment amount", §8)', () => {
  const typed = (text: string) =>
    run({ type: 'stage', stage: 'single' }, { type: 'interested' }, { type: 'typed', text });

  it('messages are the spec texts, letter for letter', () => {
    expect(englishText(AMOUNT_MESSAGES.min)).toBe('Amount should not be less than P10,000.');
    expect(englishText(AMOUNT_MESSAGES.max)).toBe('Amount should not be more than P5,000,000.');
  });

  it('below P10,000 -> the "less than" message; above P5,000,000 -> the "more than" message; otherwise cleared', () => {
    expect(amountMessage(9_999)).toBe(AMOUNT_MESSAGES.min);
    expect(amountMessage(0)).toBe(AMOUNT_MESSAGES.min);
    expect(amountMessage(NaN)).toBe(AMOUNT_MESSAGES.min);
    expect(amountMessage(10_000)).toBe('');
    expect(amountMessage(5_000_000)).toBe('');
    expect(amountMessage(5_000_001)).toBe(AMOUNT_MESSAGES.max);
  });

  it('the field strips non-digits, keeps 9 digits (the currency mask), groups thousands, shows "PHP "', () => {
    expect(typed('9,999')).toMatchObject({
      amountText: 'PHP 9,999',
      investment: 9_999,
      amountErrorMsg: AMOUNT_MESSAGES.min,
    });
    expect(typed('abc10000xyz')).toMatchObject({ amountText: 'PHP 10,000', investment: 10_000, amountErrorMsg: '' });
    expect(typed('5000001')).toMatchObject({ amountText: 'PHP 5,000,001', amountErrorMsg: AMOUNT_MESSAGES.max });
    expect(typed('123456789012')).toMatchObject({ amountText: 'PHP 123,456,789', investment: 123_456_789 });
    expect(typed('')).toMatchObject({ amountText: '', investment: 0, amountErrorMsg: AMOUNT_MESSAGES.min });
  });

  it('typing is ignored outside the typed mode', () => {
    const s = run({ type: 'stage', stage: 'single' });
    expect(tdReducer(s, { type: 'typed', text: '99999' })).toBe(s);
  });
});

describe('tenor (§9)', () => {
  it('runs 30 to 1800 days over the spec marks, with "1 year" and "5 years" labels', () => {
    expect([...TENORS]).toEqual([30, 60, 90, 180, 270, 360, 720, 1080, 1440, 1800]);
    expect(TENOR_MARK_LABELS).toEqual({ 360: 'tdCalculator.oneYear', 1800: 'tdCalculator.fiveYears' });
    expect(englishText('tdCalculator.oneYear')).toBe('1 year');
    expect(englishText('tdCalculator.fiveYears')).toBe('5 years');
  });

  it('snaps to the nearest mark', () => {
    expect(snapTenor(0)).toBe(30);
    expect(snapTenor(100)).toBe(90);
    expect(snapTenor(500)).toBe(360);
    expect(snapTenor(9999)).toBe(1800);
    expect(run({ type: 'tenor', days: 700 }).investmentTime).toBe(720);
  });

  it('shows days up to 360, then days/360 years', () => {
    expect(tenorDisplay(30)).toEqual({ key: 'tdCalculator.days', count: 30 });
    expect(tenorDisplay(360)).toEqual({ key: 'tdCalculator.days', count: 360 });
    expect(tenorDisplay(720)).toEqual({ key: 'tdCalculator.years', count: 2 });
    expect(tenorDisplay(1800)).toEqual({ key: 'tdCalculator.years', count: 5 });
    expect(tenorDisplay(540)).toEqual({ key: 'tdCalculator.years', count: 1.5 });
  });
});

describe('choosing a life stage resets amount, tenor and input mode (§4)', () => {
  it('from any state', () => {
    const busy = run(
      { type: 'stage', stage: 'single' },
      { type: 'amount', amount: 300_000 },
      { type: 'tenor', days: 1080 },
      { type: 'interested' },
      { type: 'typed', text: '9' },
    );
    expect(busy).toMatchObject({ investmentInput: true, investmentTime: 1080, amountErrorMsg: AMOUNT_MESSAGES.min });
    const reset = tdReducer(busy, { type: 'stage', stage: 'grown-kids' });
    expect(reset).toEqual({
      ...tdInitial(),
      lifestage: 'grown-kids',
      investment: 10_000,
      startInvestment: 10_000,
      minInvestment: 10_000,
      maxInvestment: 490_000,
      increment: 10_000,
    });
    expect(tdReducer(reset, { type: 'stage', stage: 'retiree' })).toMatchObject({
      investment: 500_000,
      investmentTime: 30,
      investmentInput: false,
    });
  });

  it('ignores an unknown stage', () => {
    const s = tdInitial();
    expect(tdReducer(s, { type: 'stage', stage: 'student' as LifeStage })).toBe(s);
  });
});

describe('what stops "Apply now"', () => {
  it('no stage, or a typed amount out of limits', () => {
    expect(tdProblem(tdInitial())).toBe('stage');
    expect(tdProblem(run({ type: 'stage', stage: 'retiree' }))).toBeUndefined();
    const typed = run({ type: 'stage', stage: 'single' }, { type: 'interested' });
    expect(tdProblem(tdReducer(typed, { type: 'typed', text: '5' }))).toBe('amount');
    expect(tdProblem(tdReducer(typed, { type: 'typed', text: '6000000' }))).toBe('amount');
    expect(tdProblem(tdReducer(typed, { type: 'typed', text: '750000' }))).toBeUndefined();
  });
});

describe('the IMPORTANT NOTE (§9)', () => {
  it('texts: IMPORTANT NOTE, Apply and Close (no countdown: it waits for the visitor)', () => {
    expect(tdCalculator.en.note.title).toBe('IMPORTANT NOTE');
    expect(tdCalculator.en.note.apply).toBe('Apply');
    expect(tdCalculator.en.note.close).toBe('Close');
    expect(tdCalculator.en.interestedMore).toBe('Are you interested in investing more?');
    expect(tdCalculator.en.interested).toBe("YES, I'M INTERESTED");
    expect(tdCalculator.en.enterAmount).toBe('Enter amount to invest');
    expect(tdCalculator.en.amountQuestion).toBe('How much do you want to invest?');
    expect(tdCalculator.en.tenorQuestion).toBe('How long would like to invest in Time Deposit?');
  });
});

describe('hand-over to the time deposit application', () => {
  it('is /forms?preset=timedeposit&stage&amount&tenor and reads back', () => {
    const href = tdHandOverHref({ stage: 'young-kids', amount: 250_000, tenor: 720 });
    expect(href).toBe('/forms?preset=timedeposit&stage=young-kids&amount=250000&tenor=720');
    expect(readTdHandOver(href.slice(href.indexOf('?')))).toEqual({ stage: 'young-kids', amount: 250_000, tenor: 720 });
    expect(readTdHandOver(new URL(href, 'https://bank.example').searchParams)).toEqual({
      stage: 'young-kids',
      amount: 250_000,
      tenor: 720,
    });
  });

  it('gives the application its three fields (amount with English separators)', () => {
    expect(tdApplicationFields({ stage: 'retiree', amount: 1_500_000, tenor: 360 })).toEqual({
      StageInLife: 'Retiree',
      AmountToInvest: '1,500,000',
      Tenor: '360',
    });
  });

  it('refuses what the calculator cannot produce', () => {
    const bad = [
      '',
      '?preset=timedeposit&stage=single&amount=10000',
      '?preset=auto-loan&stage=single&amount=10000&tenor=30',
      '?preset=timedeposit&stage=student&amount=10000&tenor=30',
      '?preset=timedeposit&stage=single&amount=9999&tenor=30',
      '?preset=timedeposit&stage=single&amount=5000001&tenor=30',
      '?preset=timedeposit&stage=single&amount=010000&tenor=30',
      '?preset=timedeposit&stage=single&amount=1e5&tenor=30',
      '?preset=timedeposit&stage=single&amount=10000&tenor=31',
      '?preset=timedeposit&stage=retiree&amount=450000&tenor=30',
      '?preset=timedeposit&stage=retiree&amount=550000&tenor=30',
      '?preset=timedeposit&stage=single&amount=10000&tenor=30&tenor=60',
    ];
    for (const q of bad) expect(readTdHandOver(q), q).toBeUndefined();
    // typed amounts of the first four stages need not be on the slider's increments
    expect(readTdHandOver('?preset=timedeposit&stage=single&amount=12345&tenor=30')).toEqual({
      stage: 'single',
      amount: 12_345,
      tenor: 30,
    });
  });

  it('round-trips every stage at its start amount and every tenor', () => {
    for (const s of LIFE_STAGES)
      for (const tenor of TENORS) {
        const h = { stage: s.code, amount: s.limits.start, tenor };
        expect(readTdHandOver(tdHandOverHref(h).split('?')[1]!)).toEqual(h);
      }
  });
});
