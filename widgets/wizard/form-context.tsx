/**
 * A form store per mounted form (widgets/wizard/store.ts), and the hooks its parts read it with:
 * each subscribes to the atoms it shows and nothing else.
 *
 * The atoms and the store are jotai's (jotai/vanilla); a part reads an atom through the store with
 * React's useSyncExternalStore. jotai/react's hooks would add ~0.9 KB gz for async atoms and
 * Suspense, which a form's synchronous atoms never use (docs/decisions.md).
 */
import type { Atom } from 'jotai/vanilla';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { FieldValue, Form, Values } from '../../shared/forms/contract.ts';
import { useWidget } from '../runtime/context.ts';
import { draftKey } from '../runtime/draft.ts';
import { later, useNeeded } from '../ui/later.ts';
import type { takePrefill } from './prefill.ts';
import { createFormStore, type FormStore, type FormStoreOptions } from './store.ts';

const FormContext = createContext<FormStore | null>(null);

/** The store of the form being drawn. */
export function useFormStore(): FormStore {
  const fs = useContext(FormContext);
  if (!fs) throw new Error('useFormStore outside a FormProvider');
  return fs;
}

type Take = typeof takePrefill;
type ProviderProps = {
  form: Form;
  initial?: Partial<Values>;
  /** Values another widget handed over, already accepted (the wizards: the callback's Continue). */
  handOver?: Partial<Values> | undefined;
  draftShape?: FormStoreOptions['draftShape'];
  show?: FormStoreOptions['show'];
  children: ReactNode;
};

/** A partner's prefill reader: a chunk of its own, loaded only by an element that has one. */
const prefillReader = later(() => import('./prefill.ts').then((m) => m.takePrefill));

/**
 * One store for the life of the mounted form: empty() and `initial`, a partner's prefill, the tab's
 * draft, the widget's seed (WidgetContextValue.seed). The form waits for the prefill reader (no first
 * screen shows then either, runtime/first-screen.ts, and ew:ready waits with it), so every other form
 * pays nothing for it; should it not arrive, the form comes without the partner's answers rather
 * than not at all.
 */
export function FormProvider(props: ProviderProps) {
  const { host, options } = useWidget();
  // Whether there is one is known when the form mounts: a prefill given later starts nothing anew.
  const [wanted] = useState(
    () => options.prefill != null || [...(host.attributes ?? [])].some((a) => a.name.startsWith('data-prefill-')),
  );
  const take = useNeeded(prefillReader, wanted);
  return take === undefined ? null : <Store {...props} take={take} />;
}

function Store({ take, ...props }: ProviderProps & { take: Take | null }) {
  const { host, seed, options, emit } = useWidget();
  const [[fs, dropped]] = useState(() => {
    const prefill = take?.(props.form, host, options.prefill);
    const store = createFormStore(props.form, {
      draftKey: draftKey(host),
      draftShape: props.draftShape,
      initial: props.initial,
      handOver: props.handOver,
      seed,
      prefill: prefill?.values,
      show: props.show,
    });
    return [store, prefill?.rejected] as const;
  });
  // What the form did not take from the partner is reported, once: ew:error kind prefill.
  useEffect(() => {
    for (const field of dropped ?? []) emit('ew:error', { form: props.form.name, kind: 'prefill', field });
  }, [dropped, emit, props.form.name]);
  useEffect(() => fs.dispose, [fs]);
  // The step's rules run once while the page is idle, so that leaving the first field does not pay
  // for their first run (the engine's cold start) while the visitor waits for the next one.
  useEffect(() => {
    let live = true;
    // (Safari has no requestIdleCallback.)
    const later = (window.requestIdleCallback as typeof requestIdleCallback | undefined) ?? setTimeout;
    later(() => live && fs.store.get(fs.check(fs.form.steps[fs.store.get(fs.step)]!.id)));
    return () => void (live = false);
  }, [fs]);
  return <FormContext.Provider value={fs}>{props.children}</FormContext.Provider>;
}

/** An atom's value in this form's store; the part re-renders when (and only when) it changes. */
export function useAtomValue<T>(atom: Atom<T>): T {
  const { store } = useFormStore();
  const subscribe = useCallback((changed: () => void) => store.sub(atom, changed), [store, atom]);
  const read = useCallback(() => store.get(atom), [store, atom]);
  return useSyncExternalStore(subscribe, read, read);
}

/** A field's value, its message key (undefined while not shown or valid), and how to change it. */
export function useField(name: string) {
  const fs = useFormStore();
  const value = useAtomValue(fs.value(name));
  const message = useAtomValue(fs.message(name));
  return {
    value,
    message,
    set: (next: FieldValue) => fs.set(name, next),
    touch: () => fs.touch(name),
  };
}

/** One value, re-rendering only when it changes. */
export const useValue = (name: string) => useAtomValue(useFormStore().value(name));
/** Every value (the review, the summary table): re-renders on every change. */
export const useValues = () => useAtomValue(useFormStore().values);
