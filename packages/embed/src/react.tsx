/**
 * <EWWidget name="callback-form" prefill={...} onSuccess={...} />: one widget in a React app, mounted
 * with EWWidgets.mount into a box of its own once the loader has arrived (loadWidgets), updated in
 * place when its options change, destroyed when it unmounts. Its props are the widget's mount options
 * (typed per widget: a prefill key the form does not take does not compile) and its events.
 */
import { useEffect, useLayoutEffect, useRef, type CSSProperties, type ReactElement } from 'react';
import { loadWidgets, type LoadOptions } from './index.js';
import type { EWEvent, EWEventName, EWFormOf, EWHandle, EWMountOptions, EWWidgetName } from './ew-widgets.js';

/** The `form` of each widget's events (checked against the generated types: a new widget must be added). */
const FORM_OF = {
  apply: 'apply',
  'auto-loan': 'auto-loan',
  'business-callback': 'request-for-callback',
  'callback-form': 'callback',
  'credit-card': 'credit-card',
  'fx-board': 'fx-board',
  'home-loan': 'home-loan',
  leadgen: 'leadgen',
  'loan-calculator': 'loan-calculator',
  'personal-loan': 'personal-loan',
  'store-locator': 'store-locator',
  'td-calculator': 'td-calculator',
  'time-deposit': 'time-deposit',
} as const satisfies { [N in EWWidgetName]: EWFormOf[N] };

/** The widget's events as props: `ew:success` is onSuccess, and so on. */
export interface EWWidgetEvents {
  onReady?: (event: EWEvent<'ew:ready'>) => void;
  onStep?: (event: EWEvent<'ew:step'>) => void;
  onSubmit?: (event: EWEvent<'ew:submit'>) => void;
  onSuccess?: (event: EWEvent<'ew:success'>) => void;
  onError?: (event: EWEvent<'ew:error'>) => void;
  /** Cancelable (event.preventDefault()): unless cancelled, the widget navigates the page itself. */
  onNavigate?: (event: EWEvent<'ew:navigate'>) => void;
}

const EVENTS: Record<EWEventName, keyof EWWidgetEvents> = {
  'ew:ready': 'onReady',
  'ew:step': 'onStep',
  'ew:submit': 'onSubmit',
  'ew:success': 'onSuccess',
  'ew:error': 'onError',
  'ew:navigate': 'onNavigate',
};

/** The box's own props (the widget renders inside it). */
export interface EWWidgetBox {
  id?: string;
  className?: string;
  style?: CSSProperties;
  /** Where the loader comes from, for the first widget (loadWidgets: later calls reuse the first). */
  loader?: LoadOptions;
}

export type EWWidgetProps<N extends EWWidgetName> = { name: N } & EWMountOptions[N] & EWWidgetEvents & EWWidgetBox;

export function EWWidget<N extends EWWidgetName>(props: EWWidgetProps<N>): ReactElement {
  const { name, id, className, style, loader, ...rest } = props;
  const options: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rest)) if (!/^on[A-Z]/.test(k) && v !== undefined) options[k] = v;
  // The options by value: a new object literal each render is no change.
  const key = JSON.stringify(options);
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<EWHandle<EWMountOptions[N]> | null>(null);
  const latest = useRef(props);
  const latestKey = useRef(key);
  // The latest handlers and options, for the listeners and the mount below (effects run in order).
  useLayoutEffect(() => {
    latest.current = props;
    latestKey.current = key;
  });

  // One listener per event on the box (the events bubble from the widget's host, the box itself),
  // calling whichever handler the latest props give.
  useEffect(() => {
    const el = box.current!;
    const off = (Object.keys(EVENTS) as EWEventName[]).map((type) => {
      const listener = (event: Event) => (latest.current[EVENTS[type]] as ((e: Event) => void) | undefined)?.(event);
      el.addEventListener(type, listener);
      return () => el.removeEventListener(type, listener);
    });
    return () => off.forEach((f) => f());
  }, []);

  useEffect(() => {
    const el = box.current!;
    let gone = false;
    loadWidgets(loader).then(
      (api) => {
        // The options as they are when the loader has arrived.
        if (!gone) handle.current = api.mount(name, el, JSON.parse(latestKey.current) as EWMountOptions[N]);
      },
      () => {
        // As the loader's own fallback does when a widget's code cannot arrive.
        if (!gone)
          el.dispatchEvent(
            new CustomEvent('ew:error', {
              detail: { form: FORM_OF[name], kind: 'load' },
              bubbles: true,
              composed: true,
            }),
          );
      },
    );
    return () => {
      gone = true;
      handle.current?.destroy();
      handle.current = null;
    };
    // Mounted again for another widget; its options change in place (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [name]);

  useEffect(() => {
    handle.current?.update(JSON.parse(key) as EWMountOptions[N]);
  }, [key]);

  return <div ref={box} id={id} className={className} style={style} />;
}
