/**
 * The form store: one jotai store per mounted form, an atom per field for its value and
 * one for its message, so a keystroke re-renders its own field (and its message), not the form.
 * Derived atoms give what is hidden, each step's check and the error summary; the draft in
 * sessionStorage follows the atoms (shared/forms/contract.ts does the checking).
 *
 * Initial state: the form's empty() with the widget's initial values, then the draft of this tab
 * (widgets/runtime/draft.ts), then what another widget handed over (the callback's Continue), then
 * what was typed on the first screen (accept() as typed). A partner's prefill (./prefill.ts) comes
 * before the draft: what the visitor typed wins.
 */
import { atom, createStore, type Atom, type Getter, type PrimitiveAtom } from 'jotai/vanilla';
import type { FieldValue, Form, Result, Values } from '../../shared/forms/contract.ts';
import { stepOf } from '../../shared/forms/contract.ts';
import { clearDraft, readDraft, writeDraft } from '../runtime/draft.ts';

export type Store = ReturnType<typeof createStore>;

export interface FormStoreOptions {
  /** sessionStorage key of the draft (draftKey(host)); none: no draft. */
  draftKey?: string;
  /** How the draft is kept: the wizard's { values, step, returnToReview } or the values alone. */
  draftShape?: 'wizard' | 'values';
  /** Values the widget starts from besides empty() (e.g. the topic of a solution). */
  initial?: Partial<Values>;
  /** Values another widget handed over, already accepted (the callback's Continue): over the draft. */
  handOver?: Partial<Values> | undefined;
  /** What was typed on the first screen (WidgetContextValue.seed), taken as typed over the draft. */
  seed?: Record<string, unknown>;
  /** A partner's known answers, already taken (./prefill.ts): over empty(), under the draft. */
  prefill?: Partial<Values>;
  /** When a field's message shows: once touched or after an attempt ('touch'), or after an attempt only. */
  show?: 'touch' | 'submit';
}

export interface SummaryItem {
  name: string;
  /** i18n key of the message. */
  key: string;
}

const EMPTY: readonly SummaryItem[] = [];

/**
 * A from/to pair of dates is two inputs on the screen, `<name>From` and `<name>To` (./FieldView.tsx):
 * what was typed into them on the first screen is the pair's value, the other half as it starts.
 */
function firstScreenDays(form: Form, seed: Record<string, unknown>): Record<string, unknown> {
  const out = { ...seed };
  for (const name of form.names) {
    if (form.fields[name]!.kind !== 'days') continue;
    const [from, to] = [seed[`${name}From`], seed[`${name}To`]];
    if ((from ?? to) != null) out[name] = [from ?? '', to ?? ''];
  }
  return out;
}

/**
 * An atom per field made when first asked for, then kept (with the map of those made): a field on a
 * step not shown yet costs nothing at start-up.
 */
function kept<T>(make: (name: string) => T) {
  const made = new Map<string, T>();
  const get = (name: string) => {
    let x = made.get(name);
    if (x === undefined) made.set(name, (x = make(name)));
    return x;
  };
  return [get, made] as const;
}

export function createFormStore(form: Form, opts: FormStoreOptions = {}) {
  const store = createStore();
  const start = (): Values => ({ ...form.empty(), ...(opts.initial as Values) });
  const saved = opts.draftKey ? readDraft(opts.draftKey) : undefined;
  const fromDraft = Object.fromEntries(
    Object.entries(saved?.values ?? {}).filter(([name]) => form.names.includes(name)),
  ) as Values;
  const seeded = opts.seed ? form.accept(firstScreenDays(form, opts.seed), { asTyped: true }).values : {};
  const initial: Values = {
    ...start(),
    ...(opts.prefill as Values),
    ...fromDraft,
    ...(opts.handOver as Values),
    ...(seeded as Values),
  };

  const valueAtoms = new Map<string, PrimitiveAtom<FieldValue>>();
  for (const name of form.names) valueAtoms.set(name, atom<FieldValue>(initial[name]!));
  const value = (name: string) => valueAtoms.get(name)!;
  const [touched, touchedAtoms] = kept(() => atom(false));

  const lastStep = form.steps.length - 1;
  const step = atom(Math.max(0, Math.min(saved?.step ?? 0, lastStep)));
  /** Set by a Change on the review: Next then returns to the review. */
  const returnToReview = atom(saved?.returnToReview === true);
  /** Failed attempts on the current step (Next or Submit): messages show, the summary takes focus. */
  const attempts = atom(0);

  const values = atom((get) => Object.fromEntries(form.names.map((n) => [n, get(value(n))])) as Values);
  /**
   * What is hidden depends on the few values form.hidden() reads (a civil status, an "Others"
   * choice), not on every value: it reads them through `get` as it asks for them, so a keystroke in
   * another field does not work it out again, and the fields' visibility (read by every shown field
   * at start-up) does not subscribe to every value of the form. (`seen` is the values as an object
   * of getters, made once: keys, `in` and spreading read as on a plain object.)
   */
  let reading: Getter;
  const seen = Object.defineProperties(
    {},
    Object.fromEntries(form.names.map((n) => [n, { get: () => reading(value(n)), enumerable: true }])),
  ) as Values;
  const hidden = atom((get) => form.hidden(((reading = get), seen)));
  const [visible] = kept((n) => atom((get) => !get(hidden).has(n)));
  /** Whether every field of a step is hidden (a repeat control counts as hidden): a boolean, so its
   * readers (the step's note) do not re-render on every keystroke as a reader of `hidden` would. */
  const emptyAtoms = new Map(
    form.steps.map((s) => [
      s.id,
      atom((get) => s.fields.every((f) => form.fields[f]!.kind === 'repeat' || get(hidden).has(f))),
    ]),
  );
  /**
   * The steps with nothing to ask (every field hidden, e.g. the spouse step for a single applicant),
   * which Next and Back pass over and the count leaves out; the review is never one. As a string of
   * indexes, so that its readers re-render only when it changes, not on every keystroke.
   */
  const skipped = atom((get) =>
    form.steps
      .flatMap((s, i) => (i < lastStep && s.fields.length && s.fields.every((f) => get(hidden).has(f)) ? [i] : []))
      .join(','),
  );
  const checks = new Map(form.steps.map((s) => [s.id, atom((get) => form.validateStep(s.id, get(values)))]));
  const check = (stepId: string): Atom<Result> => checks.get(stepId)!;

  const show = opts.show ?? 'touch';
  const [message] = kept((name): Atom<string | undefined> => {
    const own = form.steps[stepOf(form, name)];
    return atom((get) => {
      if (!own) return undefined;
      const shown = get(attempts) > 0 || (show === 'touch' && get(touched(name)));
      return shown ? get(check(own.id)).errors[name] : undefined;
    });
  });

  /** The current step's errors in screen order, once an attempt failed (else one stable empty list). */
  let lastSummary: readonly SummaryItem[] = EMPTY;
  const summary = atom((get) => {
    if (get(attempts) === 0) return (lastSummary = EMPTY);
    const current = form.steps[get(step)]!;
    const errors = get(check(current.id)).errors;
    const hide = get(hidden);
    const items = current.fields.filter((f) => errors[f] && !hide.has(f)).map((f) => ({ name: f, key: errors[f]! }));
    // The same list again keeps its identity, so the summary does not re-render for nothing.
    const same =
      items.length === lastSummary.length &&
      items.every((x, i) => x.name === lastSummary[i]!.name && x.key === lastSummary[i]!.key);
    return (lastSummary = same && items.length ? lastSummary : items.length ? items : EMPTY);
  });

  /**
   * The draft follows the state: written after each change of a value, the step or returnToReview
   * (each made through the api below). Not a subscription to the values: that would subscribe to
   * every field's atom at start-up, most of them on steps not shown yet.
   */
  /** Not written while above 0: during a reset (which removes it), for good once disposed. */
  let quiet = 0;
  const save = () => {
    if (quiet || !opts.draftKey) return;
    const d = { values: store.get(values), step: store.get(step), returnToReview: store.get(returnToReview) };
    writeDraft(opts.draftKey, opts.draftShape === 'values' ? d.values : d);
  };

  const api = {
    store,
    form,
    value,
    touched,
    visible,
    message,
    values,
    hidden,
    stepEmpty: (stepId: string) => emptyAtoms.get(stepId)!,
    skipped,
    check,
    summary,
    step,
    returnToReview,
    attempts,
    get: () => store.get(values),
    set(name: string, next: FieldValue) {
      if (Object.is(store.get(value(name)), next)) return;
      store.set(value(name), next);
      save();
    },
    patch(next: Partial<Values>) {
      for (const [name, x] of Object.entries(next)) if (valueAtoms.has(name) && x !== undefined) api.set(name, x);
    },
    touch(name: string) {
      if (!store.get(touched(name))) store.set(touched(name), true);
    },
    /** A check of a step (or the current one) that counts as an attempt when it fails. */
    attempt(stepId = form.steps[store.get(step)]!.id): Result {
      const r = store.get(check(stepId));
      if (!r.ok) store.set(attempts, (n) => n + 1);
      return r;
    },
    /** Moves to a step: a fresh start for its messages. */
    go(next: number, toReview = false) {
      store.set(attempts, 0);
      for (const t of touchedAtoms.values()) store.set(t, false);
      const moved = store.get(step) !== next || store.get(returnToReview) !== toReview;
      store.set(step, next);
      store.set(returnToReview, toReview);
      if (moved) save();
    },
    /** Back to the start: every value as new, the draft removed (not written back empty). */
    reset() {
      quiet++;
      const fresh = start();
      for (const name of form.names) store.set(value(name), fresh[name]!);
      api.go(0);
      quiet--;
      if (opts.draftKey) clearDraft(opts.draftKey);
    },
    dispose() {
      quiet++;
    },
  };
  return api;
}

export type FormStore = ReturnType<typeof createFormStore>;
