import { createContext } from 'react';
import { useContext } from 'react';
import type { TFunction } from './i18n.ts';
import type { Locale } from '../../shared/i18n/types.ts';
import type { MountOptions } from './types.ts';

/** What every widget component can reach: its host element, language, services and events. */
export interface WidgetContextValue {
  host: HTMLElement;
  locale: Locale;
  t: TFunction;
  /** Base URL of the bank services, without trailing slash. */
  apiBase: string;
  options: MountOptions;
  /**
   * What the visitor entered on the prerendered first screen before the widget's code arrived
   * (widgets/runtime/handover.ts), by field name: the form starts from it, over its draft, as typed
   * (its own accept() with `asTyped`: any declared field, checked later like the rest).
   */
  seed?: Record<string, string | boolean | string[]> | undefined;
  /** Where RAC overlays render: inside our shadow root, so our CSS applies. */
  portal: HTMLElement;
  /** Dispatches a bubbling, composed CustomEvent on the host; false when a listener cancelled it. */
  emit(type: string, detail?: unknown, cancelable?: boolean): boolean;
  /**
   * Emits ew:navigate; navigates the page itself unless a listener cancels (CONTRACT.md). True when a
   * listener cancelled it: the host page changes pages itself (the site's router).
   */
  navigate(href: string): boolean | void;
  /**
   * Holds `ew:ready` back until `loading` has settled and the widget has drawn what it brought: for a
   * part drawn only once a chunk of its own has come (a partner's prefill reader, the personal loan's
   * variant A), so that a host page never hears "ready" from an empty widget. Called while drawing;
   * after `ew:ready` it changes nothing.
   */
  wait(loading: Promise<unknown>): void;
  /** Unmounts the widget, as its handle's destroy() (a popup EWWidgets.open made, once closed). */
  destroy?(): void;
}

export const WidgetContext = createContext<WidgetContextValue | null>(null);

export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error('useWidget outside a mounted widget');
  return value;
}

export function useT(): TFunction {
  return useWidget().t;
}
