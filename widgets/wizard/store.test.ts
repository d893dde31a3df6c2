/** The form store: what is hidden follows the values it depends on; the draft follows every change. */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PERSONAL_LOAN_B } from '../../shared/personal-loan/forms.ts';
import { createFormStore } from './store.ts';

const KEY = 'ew-draft:test';
const kept = new Map<string, string>();
beforeEach(() => {
  kept.clear();
  Object.defineProperty(globalThis, 'sessionStorage', {
    configurable: true,
    value: {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    },
  });
});
afterEach(() => {
  delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
});

const draft = () => JSON.parse(kept.get(KEY) ?? 'null') as { values: Record<string, unknown>; step: number } | null;

it('what is hidden is worked out again when a value it reads changes, not on every keystroke', () => {
  const fs = createFormStore(PERSONAL_LOAN_B);
  const seen: ReadonlySet<string>[] = [];
  fs.store.sub(fs.hidden, () => seen.push(fs.store.get(fs.hidden)));
  const first = fs.store.get(fs.hidden);
  expect(first).toEqual(PERSONAL_LOAN_B.hidden(fs.get()));
  expect(first.has('spouseFirstName')).toBe(true);
  fs.set('firstName', 'Juan');
  fs.set('lastName', 'Cruz');
  expect(fs.store.get(fs.hidden)).toBe(first); // the same set: not worked out again
  expect(seen).toEqual([]);
  fs.set('civilStatus', '2'); // married: the spouse's step shows
  const married = fs.store.get(fs.hidden);
  expect(married.has('spouseFirstName')).toBe(false);
  expect(married).toEqual(PERSONAL_LOAN_B.hidden(fs.get()));
  expect(fs.store.get(fs.visible('spouseFirstName'))).toBe(true);
  fs.set('citizenship', '2');
  expect(fs.store.get(fs.hidden)).toEqual(PERSONAL_LOAN_B.hidden(fs.get()));
  expect(fs.store.get(fs.hidden).has('acrNo')).toBe(false);
});

it('the draft is written on every change of a value or the step, removed by a reset, and not after dispose', () => {
  const fs = createFormStore(PERSONAL_LOAN_B, { draftKey: KEY, draftShape: 'wizard' });
  expect(draft()).toBeNull();
  fs.set('firstName', '');
  expect(draft()).toBeNull(); // no change: nothing written
  fs.set('firstName', 'Juan');
  expect(draft()).toEqual({ values: fs.get(), step: 0, returnToReview: false });
  fs.patch({ lastName: 'Cruz', civilStatus: '2' });
  expect(draft()?.values).toMatchObject({ firstName: 'Juan', lastName: 'Cruz', civilStatus: '2' });
  fs.go(2, true);
  expect(draft()).toEqual({ values: fs.get(), step: 2, returnToReview: true });
  fs.reset();
  expect(draft()).toBeNull();
  expect(fs.get()).toEqual(PERSONAL_LOAN_B.empty());
  expect(fs.store.get(fs.step)).toBe(0);
  fs.set('firstName', 'Ana');
  expect(draft()?.values.firstName).toBe('Ana');
  fs.dispose();
  fs.set('firstName', 'Maria');
  expect(draft()?.values.firstName).toBe('Ana');
  // A new store starts from the draft.
  const again = createFormStore(PERSONAL_LOAN_B, { draftKey: KEY, draftShape: 'wizard' });
  expect(again.get().firstName).toBe('Ana');
});

it('a one-page form keeps its values alone', () => {
  const fs = createFormStore(PERSONAL_LOAN_B, { draftKey: KEY, draftShape: 'values' });
  fs.set('email', 'a@b.ph');
  expect(JSON.parse(kept.get(KEY)!)).toEqual(fs.get());
});
