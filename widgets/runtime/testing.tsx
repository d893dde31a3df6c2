/**
 * For component tests only (`*.browser.test.tsx`, vitest.config.ts project "components"; never
 * imported by a widget): mounts a component the way a widget is mounted, through the runtime's own
 * defineWidget, so it renders inside an open shadow root with the kit's CSS, the i18n resources,
 * RAC's portal and the CONTRACT's events, on Preact. Queries then go by role and label.
 */
import type { ComponentType } from 'react';
import type { Resources } from './i18n.ts';
import { defineWidget } from './mount.tsx';
import type { Handle, MountOptions } from './types.ts';

export interface Mounted {
  host: HTMLElement;
  /** The widget's shadow root (null with `shadow: false`). */
  root: ShadowRoot | null;
  handle: Handle;
  /** Every event the host received, in order (type and detail). */
  events: { type: string; detail: unknown }[];
  /** Destroys the widget and removes its host. */
  unmount(): void;
}

const EVENTS = ['ew:ready', 'ew:step', 'ew:submit', 'ew:success', 'ew:error', 'ew:navigate'];
const mounted = new Set<Mounted>();

export function mountComponent(
  Component: ComponentType,
  options: MountOptions = {},
  more: { css?: string; resources?: Resources; form?: string; tag?: string } = {},
): Mounted {
  const host = document.createElement(more.tag ?? 'ew-test-widget');
  document.body.append(host);
  const events: Mounted['events'] = [];
  for (const type of EVENTS)
    host.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  const widget = defineWidget({
    name: 'test',
    form: more.form ?? 'test',
    Component,
    css: more.css ?? '',
    resources: more.resources ?? {},
  });
  const handle = widget.mount(host, options);
  const m: Mounted = {
    host,
    root: host.shadowRoot,
    handle,
    events,
    unmount() {
      handle.destroy();
      host.remove();
      mounted.delete(m);
    },
  };
  mounted.add(m);
  return m;
}

/** The focused element, looking into shadow roots (document.activeElement stops at the host). */
export function focusedElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Unmounts whatever a test left mounted (call in afterEach). */
export function unmountAll(): void {
  for (const m of [...mounted]) m.unmount();
}
