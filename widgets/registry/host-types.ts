/**
 * The host pages' type declarations (served at /widgets/ew-widgets.d.ts): generated from
 * the registry, so every element's attributes, the options of EWWidgets.mount/open and the events'
 * `detail` are what the widgets declare. The build writes it beside the loader; the checked-in copy
 * (widgets/ew-widgets.d.ts, which the site and docs/examples/react-host.tsx compile against) is
 * kept equal to it by host-types.test.ts (`node scripts/host-types.mjs` rewrites it).
 */
import type { FieldKind } from '../../shared/forms/contract.ts';
import { attributesOf, tagOf, type AttributeSpec, type WidgetManifest } from './index.ts';
import { PREFILL_PASSED_ON, prefillFieldsOf } from './prefill-fields.ts';

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const quote = (s: string) => JSON.stringify(s);
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));
const doc = (text: string, indent: string) => `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;

/** The type of an attribute's value, as markup gives it. */
function attributeType(spec: AttributeSpec): string {
  switch (spec.type) {
    case 'enum':
      return (spec.values ?? []).map(quote).join(' | ');
    case 'boolean':
      return "'true' | 'false'";
    case 'seconds':
    case 'number':
      return '`${number}` | number';
    default:
      return 'string';
  }
}

/** The type of a mount option (an attribute in camelCase), as JavaScript gives it. */
function optionType(widget: WidgetManifest, name: string, spec: AttributeSpec): string {
  if (name === 'shadow') return "boolean | 'false'";
  if (name === 'prefill') return `EWPrefillFields[${quote(widget.name)}] | string`;
  if (spec.type === 'json') return 'EWPrefill | string';
  if (spec.type === 'seconds' || spec.type === 'number') return 'number | `${number}`';
  return attributeType(spec);
}

/** What accept() takes for a field of this kind from a partner (shared/forms/contract.ts coerce). */
function prefillValueType(kind: FieldKind): string {
  if (kind === 'checkbox') return "boolean | 'true' | 'false'";
  if (kind === 'checkboxes' || kind === 'days') return 'readonly string[]';
  return 'string | number';
}

/** A widget's prefill object: one object type per form it may show (identical ones once). */
function prefillType(widget: WidgetManifest): string {
  const passedOn = PREFILL_PASSED_ON[widget.name];
  if (passedOn) return passedOn.map((n) => `EWPrefillFields[${quote(n)}]`).join(' | ');
  const objects = prefillFieldsOf(widget.name).map(
    (fields) =>
      `{ ${Object.entries(fields)
        .map(([name, kind]) => `${key(name)}?: ${prefillValueType(kind)};`)
        .join(' ')} }`,
  );
  return [...new Set(objects)].join(' | ');
}

function members(widget: WidgetManifest, as: 'attribute' | 'option', indent: string): string {
  return Object.entries(attributesOf(widget))
    .map(([name, spec]) => {
      const type = as === 'attribute' ? attributeType(spec) : optionType(widget, name, spec);
      return `${doc(spec.description, indent)}${indent}${key(as === 'attribute' ? name : camel(name))}?: ${type};\n`;
    })
    .join('');
}

/** The declaration file's text. */
export function hostTypes(listed: readonly WidgetManifest[]): string {
  // By name: the registry's order depends on how its namespace was loaded (tsx sorts it, vite does not).
  const widgets = [...listed].sort((a, b) => a.name.localeCompare(b.name));
  const forms = [...new Set(widgets.map((w) => w.form))].sort();
  const out: string[] = [];
  out.push(`// EastWest web widgets: the host page's types (generated from the widget registry; do not edit).
// Served at /widgets/ew-widgets.d.ts. Add it to your TypeScript project (tsconfig "include" or
// "files"): window.EWWidgets, every <ew-*> element (document.querySelector('ew-auto-loan')), the
// events' detail (el.addEventListener('ew:success', (e) => e.detail.form)) and, for React 19 hosts,
// the elements in JSX with their attributes and onew:<event> listeners.
export {};

/** A widget's name: the tag without "ew-". */
export type EWWidgetName = ${widgets.map((w) => quote(w.name)).join(' | ')};
/** The \`form\` the events carry. */
export type EWForm = ${forms.map(quote).join(' | ')};
/** The \`form\` each widget's events carry. */
export interface EWFormOf {
${widgets.map((w) => `  ${quote(w.name)}: ${quote(w.form)};`).join('\n')}
}
/** Why a widget reports a failure (\`prefill\`: a prefilled value the form did not take). */
export type EWErrorKind = 'http' | 'timeout' | 'network' | 'load' | 'mount' | 'prefill';
/** Known answers by field name (only fields the form lets a partner prefill are taken). */
export type EWPrefill = Record<string, string | number | boolean | readonly string[]>;

/** Each event's \`detail\`; every event bubbles and is composed. */
export interface EWEventDetails {
  /** Rendered. */
  'ew:ready': { form: EWForm };
  /** A wizard moved to a step (0-based) of \`total\`. */
  'ew:step': { step: number; total: number };
  /** A valid form is being sent. */
  'ew:submit': { form: EWForm };
  /** The bank accepted it. */
  'ew:success': { form: EWForm; referenceId?: string; id?: string };
  /** A call failed, the code could not load or mount, or a prefilled \`field\` was dropped. */
  'ew:error': { form: EWForm; kind: EWErrorKind; field?: string };
  /** Cancelable: unless cancelled, the widget navigates the page itself. */
  'ew:navigate': { href: string };
}
export type EWEventName = keyof EWEventDetails;
export type EWEvent<K extends EWEventName = EWEventName> = CustomEvent<EWEventDetails[K]>;
export type EWEventMap = { [K in EWEventName]: EWEvent<K> };

/** What EWWidgets.mount and open return. */
export interface EWHandle<O = EWMountOptions[EWWidgetName]> {
  update(options: O): void;
  destroy(): void;
}
`);

  out.push("/** Each widget's attributes, as markup gives them (common ones included). */");
  out.push('export interface EWAttributes {');
  for (const w of widgets) {
    out.push(`${doc(w.summary, '  ').trimEnd()}\n  ${quote(w.name)}: {\n${members(w, 'attribute', '    ')}  };`);
  }
  out.push('}\n');
  out.push(`/**
 * The fields each form widget takes as \`prefill\` (those its form declares prefillable), with the values
 * it takes; any other is dropped and reported with ew:error kind \`prefill\`. A widget showing one of
 * several forms (a variant, \`apply\`'s preset) takes the fields of the form it shows.
 */`);
  out.push('export interface EWPrefillFields {');
  for (const w of widgets) if ('prefill' in attributesOf(w)) out.push(`  ${quote(w.name)}: ${prefillType(w)};`);
  out.push('}\n');
  out.push("/** Each widget's options for EWWidgets.mount / open: its attributes in camelCase. */");
  out.push('export interface EWMountOptions {');
  for (const w of widgets) out.push(`  ${quote(w.name)}: {\n${members(w, 'option', '    ')}  };`);
  out.push('}\n');

  out.push(`/** The loader's API (calls made before it arrives are queued by the stub of README "Embedding"). */
export interface EWWidgetsApi {
  readonly version: string;
  /** Renders the widget into \`element\`; \`name\` is the tag without "ew-". */
  mount<N extends EWWidgetName>(name: N, element: HTMLElement, options?: EWMountOptions[N]): EWHandle<EWMountOptions[N]>;
  /** Opens the widget in a modal dialog over the page (popup mode). */
  open<N extends EWWidgetName>(name: N, options?: EWMountOptions[N]): EWHandle<EWMountOptions[N]>;
  /** Closes the dialog open() opened. */
  close(): void;
}

/** An <ew-*> element: its events typed on addEventListener. */
export interface EWElement<N extends EWWidgetName = EWWidgetName> extends HTMLElement {
  addEventListener<K extends keyof EWEventMap>(
    type: K,
    listener: (this: EWElement<N>, ev: EWEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof EWEventMap>(
    type: K,
    listener: (this: EWElement<N>, ev: EWEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** An element's JSX props in a React 19 host: its attributes, data-prefill-*, onew:<event> listeners. */
export type EWJsxProps<N extends EWWidgetName> = EWAttributes[N] & {
  [prefill: \`data-prefill-\${string}\`]: string | undefined;
} & { [K in EWEventName as \`onew:\${K extends \`ew:\${infer E}\` ? E : never}\`]?: (event: EWEvent<K>) => void } & {
  id?: string;
  className?: string;
  style?: Record<string, string | number>;
  hidden?: boolean;
  slot?: string;
  key?: string | number | null;
  // Structural, so the file needs no React types where there is no React.
  ref?: { current: EWElement<N> | null } | ((element: EWElement<N> | null) => void) | null;
};

declare global {
  interface Window {
    EWWidgets: EWWidgetsApi;
  }
  interface HTMLElementTagNameMap {
${widgets.map((w) => `    ${quote(tagOf(w.name))}: EWElement<${quote(w.name)}>;`).join('\n')}
  }
  // Events bubble and are composed: typed wherever a host listens (the element, a container, document).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends EWEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends EWEventMap {}
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${widgets.map((w) => `      ${quote(tagOf(w.name))}: EWJsxProps<${quote(w.name)}>;`).join('\n')}
    }
  }
}
`);
  return out.join('\n');
}
