/**
 * What a widget declares about itself, once, in `widgets/<name>/widget.ts`: the build's inputs, the
 * loader's attribute table, the byte budgets, the demo page and the host type declarations are all
 * derived from these declarations (widgets/registry/index.ts). Plain data: no rendering code here,
 * so the build and the scripts can read it without loading a widget.
 */

/** An attribute of the element (and, camelCased, an option of EWWidgets.mount). */
export interface AttributeSpec {
  /**
   * `enum`: one of `values`; `seconds`/`number`: a number as text; `url`: an absolute URL; `json`: a
   * JSON object as text (an object when given to EWWidgets.mount).
   */
  type: 'string' | 'enum' | 'url' | 'seconds' | 'number' | 'boolean' | 'json';
  values?: readonly string[];
  /** One line for README, the host types and the embed builder. */
  description: string;
  /** Whether a change after the widget has connected takes effect (the loader observes it). */
  live?: boolean;
  /**
   * Whether a value given shows another screen than the widget's prerendered first screen (a preset,
   * a variant, a saved application, a partner's answers): then the first screen is not shown
   * (widgets/runtime/first-screen.ts; the build writes the widget's list into its first-screen
   * module). Declared for every attribute, so a new one is classified when it is added.
   */
  otherScreen: boolean;
}

export type EventName = 'ew:ready' | 'ew:step' | 'ew:submit' | 'ew:success' | 'ew:error' | 'ew:navigate';

/** One place the demo page (demo/index.html) shows the widget. */
export interface DemoPlacement {
  /** The section's accessible name. */
  label: string;
  id: string;
  /** Where on the page, among every widget's placements (lower first). */
  order: number;
  /** Spans the page's whole width. */
  wide?: boolean;
  attributes?: Record<string, string>;
}

export interface WidgetManifest {
  /** The widget's folder and tag (`ew-<name>`); EWWidgets.mount(name, ...). */
  name: string;
  /** The `form` of its events' detail (CONTRACT.md). */
  form: string;
  /** What it is, in a few words. */
  summary: string;
  /**
   * The bank site's page for it (a path on the api-base origin): where a visitor is sent when the
   * widget cannot run on a host page (README "Browser support").
   */
  page: `/${string}`;
  /** Its own attributes, beyond the ones every widget takes (COMMON_ATTRIBUTES). */
  attributes: Record<string, AttributeSpec>;
  /** The events it dispatches beyond ew:ready and ew:error, which every widget does. */
  events: readonly EventName[];
  /** All-in bytes (loader + entry + static imports), brotli as served: a CI gate (scripts/budget.mjs). */
  budget: number;
  /** Where the demo page shows it. */
  demo: readonly DemoPlacement[];
}

export const KB = 1024;

/** The attributes every widget takes (CONTRACT.md "Common attributes"). */
export const COMMON_ATTRIBUTES: Record<string, AttributeSpec> = {
  // (each language has its own first screen)
  locale: {
    type: 'enum',
    values: ['en', 'fil'],
    description: 'Language; switch at any time, in place.',
    live: true,
    otherScreen: false,
  },
  'api-base': {
    type: 'url',
    description: 'Origin of the bank services (default: where the loader came from).',
    live: true,
    otherScreen: false, // the first screen's links are pointed at it
  },
  nonce: { type: 'string', description: 'CSP nonce for the styles the widget adds.', live: true, otherScreen: false },
  loading: {
    type: 'enum',
    values: ['eager', 'lazy'],
    description: 'lazy: load only when the element nears the viewport.',
    otherScreen: false,
  },
  // (a first screen is shown in a shadow root only: first-screen.ts checks "false" itself)
  shadow: {
    type: 'boolean',
    description: '"false" renders into the element itself instead of a shadow root.',
    otherScreen: false,
  },
};

/** The tag of a widget name. */
export const tagOf = (name: string): `ew-${string}` => `ew-${name}`;

/** A form's request timeout (the element's `timeout`, the submission hook). */
export const TIMEOUT: AttributeSpec = {
  type: 'seconds',
  description: 'Seconds before a form call is abandoned (default 15).',
  live: true,
  otherScreen: false,
};

/**
 * What the visitor entered on the homepage callback form (its Continue: shared/callback/handover.ts),
 * for a form to start from; the chooser passes it on to the form it opens. The site sets it.
 */
export const HANDOVER: AttributeSpec = {
  type: 'string',
  description: "The callback form's hand-over (the /application-form fragment): fields this form can use start filled.",
  // The same first screen: what the visitor types there wins over the hand-over (wizard/store.ts).
  otherScreen: false,
};

/** What a one-page form dispatches. */
export const FORM_EVENTS: readonly EventName[] = ['ew:submit', 'ew:success', 'ew:navigate'];
/** What a wizard dispatches. */
export const WIZARD_EVENTS: readonly EventName[] = ['ew:step', 'ew:submit', 'ew:success', 'ew:navigate'];

/**
 * What a form widget takes from a partner's page: attribution (stored beside each
 * submission, never personal), known answers (only fields the form declares prefillable) and popup
 * mode. Every form widget spreads these into its own attributes.
 */
export const HOST_FORM_ATTRIBUTES = {
  partner: {
    type: 'string',
    description: 'Who sent the lead, e.g. a dealer code (stored with each submission).',
    live: true,
    otherScreen: false,
  },
  campaign: {
    type: 'string',
    description: 'The campaign the lead came from (stored with each submission).',
    live: true,
    otherScreen: false,
  },
  prefill: {
    type: 'json',
    description:
      'Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill.',
    // answers the empty first screen has not (data-prefill-*: first-screen.ts checks them itself)
    otherScreen: true,
  },
  mode: {
    type: 'enum',
    values: ['inline', 'popup'],
    description: 'popup: a button that opens the form in a modal dialog (default inline).',
    // popup shows a button instead; inline is the first screen (first-screen.ts checks "popup" itself)
    otherScreen: false,
  },
  label: {
    type: 'string',
    description: 'The popup button\'s text (default "Apply now").',
    live: true,
    otherScreen: false,
  },
} as const satisfies Record<string, AttributeSpec>;
