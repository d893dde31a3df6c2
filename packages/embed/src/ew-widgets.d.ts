// EastWest web widgets: the host page's types (generated from the widget registry; do not edit).
// Served at /widgets/ew-widgets.d.ts. Add it to your TypeScript project (tsconfig "include" or
// "files"): window.EWWidgets, every <ew-*> element (document.querySelector('ew-auto-loan')), the
// events' detail (el.addEventListener('ew:success', (e) => e.detail.form)) and, for React 19 hosts,
// the elements in JSX with their attributes and onew:<event> listeners.
export {};

/** A widget's name: the tag without "ew-". */
export type EWWidgetName =
  | 'apply'
  | 'auto-loan'
  | 'business-callback'
  | 'callback-form'
  | 'credit-card'
  | 'fx-board'
  | 'home-loan'
  | 'leadgen'
  | 'loan-calculator'
  | 'personal-loan'
  | 'store-locator'
  | 'td-calculator'
  | 'time-deposit';
/** The `form` the events carry. */
export type EWForm =
  | 'apply'
  | 'auto-loan'
  | 'callback'
  | 'credit-card'
  | 'fx-board'
  | 'home-loan'
  | 'leadgen'
  | 'loan-calculator'
  | 'personal-loan'
  | 'request-for-callback'
  | 'store-locator'
  | 'td-calculator'
  | 'time-deposit';
/** The `form` each widget's events carry. */
export interface EWFormOf {
  apply: 'apply';
  'auto-loan': 'auto-loan';
  'business-callback': 'request-for-callback';
  'callback-form': 'callback';
  'credit-card': 'credit-card';
  'fx-board': 'fx-board';
  'home-loan': 'home-loan';
  leadgen: 'leadgen';
  'loan-calculator': 'loan-calculator';
  'personal-loan': 'personal-loan';
  'store-locator': 'store-locator';
  'td-calculator': 'td-calculator';
  'time-deposit': 'time-deposit';
}
/** Why a widget reports a failure (`prefill`: a prefilled value the form did not take). */
export type EWErrorKind = 'http' | 'timeout' | 'network' | 'load' | 'mount' | 'prefill';
/** Known answers by field name (only fields the form lets a partner prefill are taken). */
export type EWPrefill = Record<string, string | number | boolean | readonly string[]>;

/** Each event's `detail`; every event bubbles and is composed. */
export interface EWEventDetails {
  /** Rendered. */
  'ew:ready': { form: EWForm };
  /** A wizard moved to a step (0-based) of `total`. */
  'ew:step': { step: number; total: number };
  /** A valid form is being sent. */
  'ew:submit': { form: EWForm };
  /** The bank accepted it. */
  'ew:success': { form: EWForm; referenceId?: string; id?: string };
  /** A call failed, the code could not load or mount, or a prefilled `field` was dropped. */
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

/** Each widget's attributes, as markup gives them (common ones included). */
export interface EWAttributes {
  /** The Apply Today! chooser, opening each application form */
  apply: {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
    /** Opens this form at once instead of the list. */
    preset?: 'creditcard' | 'personal-loan' | 'auto-loan' | 'home-loan' | 'leadgen' | 'timedeposit';
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
    /** The chat assistant the Credit Card choice opens. */
    'chat-url'?: string;
  };
  /** The auto loan application (wizard) */
  'auto-loan': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: `${number}` | number;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
  };
  /** The business request for a callback */
  'business-callback': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
    /** The business solution the request is about (its contact mapping decides the form). */
    solution?: string;
    /** The form as a deposit page or the investment page shows it. */
    variant?: 'deposit-page' | 'investment';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: `${number}` | number;
  };
  /** The homepage callback request */
  'callback-form': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: `${number}` | number;
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
  };
  /** The credit card application (wizard) */
  'credit-card': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: `${number}` | number;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
  };
  /** The foreign exchange rate board or ticker */
  'fx-board': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** A table, or a moving ticker. */
    variant?: 'board' | 'marquee';
    /** How often the rates are asked for. */
    'poll-interval'?: `${number}` | number;
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: `${number}` | number;
    /** After how long without news the rates are marked stale. */
    'stale-after'?: `${number}` | number;
    /** First wait after a failed poll. */
    'backoff-min'?: `${number}` | number;
    /** Longest wait after failed polls. */
    'backoff-max'?: `${number}` | number;
    /** Ticker speed, px/s. */
    speed?: `${number}` | number;
  };
  /** The home loan application (wizard) */
  'home-loan': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: `${number}` | number;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
  };
  /** The second application form: open an account (wizard) */
  leadgen: {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: `${number}` | number;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
  };
  /** The loan calculator */
  'loan-calculator': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** The loan product it opens on. */
    preset?: string;
  };
  /** The personal loan application (wizard) */
  'personal-loan': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
    /** summary: variant A, a review table of every answer (default: variant B). */
    variant?: 'summary';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: `${number}` | number;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
  };
  /** The store and ATM locator */
  'store-locator': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** Stores (default) or ATMs. */
    variant?: 'stores' | 'atm';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: `${number}` | number;
  };
  /** The time deposit investment calculator */
  'td-calculator': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
  };
  /** The time deposit application (wizard), with save and resume */
  'time-deposit': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    'api-base'?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: 'true' | 'false';
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
    /** Resumes the saved application with this reference (from the e-mailed link). */
    'reference-id'?: string;
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: `${number}` | number;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
  };
}

/**
 * The fields each form widget takes as `prefill` (those its form declares prefillable), with the values
 * it takes; any other is dropped and reported with ew:error kind `prefill`. A widget showing one of
 * several forms (a variant, `apply`'s preset) takes the fields of the form it shows.
 */
export interface EWPrefillFields {
  apply:
    | EWPrefillFields['credit-card']
    | EWPrefillFields['personal-loan']
    | EWPrefillFields['auto-loan']
    | EWPrefillFields['home-loan']
    | EWPrefillFields['leadgen']
    | EWPrefillFields['time-deposit'];
  'auto-loan': {
    firstname?: string | number;
    middlename?: string | number;
    lastname?: string | number;
    mobilePhone?: string | number;
    emailAddress?: string | number;
    autoType?: string | number;
    autoBrand?: string | number;
    autoModel?: string | number;
    autoCashPrize?: string | number;
    downpayment?: string | number;
    amountFinanced?: string | number;
    autoTerms?: string | number;
  };
  'business-callback': {
    typeOfBusiness?: string | number;
    inquireAbout?: readonly string[];
    primaryMobileNumber?: string | number;
    businessName?: string | number;
    name?: string | number;
    email?: string | number;
    loanAmount?: string | number;
  };
  'callback-form': { name?: string | number; contactNumber?: string | number; products?: readonly string[] };
  'credit-card': {
    cardType?: string | number;
    firstName?: string | number;
    middleName?: string | number;
    lastName?: string | number;
    mobilePhone?: string | number;
    emailAddress?: string | number;
  };
  'home-loan': {
    firstname?: string | number;
    middlename?: string | number;
    lastname?: string | number;
    mobilePhone?: string | number;
    emailAddress?: string | number;
    loanAmount?: string | number;
    loanTerm?: string | number;
    loanPurpose?: string | number;
  };
  leadgen: {
    email?: string | number;
    firstName?: string | number;
    middleName?: string | number;
    lastName?: string | number;
    mobile?: string | number;
  };
  'personal-loan':
    | {
        firstname?: string | number;
        middlename?: string | number;
        lastname?: string | number;
        mobilePhone?: string | number;
        emailAddress?: string | number;
        loanAmount?: string | number;
        loanTerm?: string | number;
        loanPurpose?: string | number;
      }
    | {
        firstName?: string | number;
        middleName?: string | number;
        lastName?: string | number;
        mobilePhone?: string | number;
        email?: string | number;
        loanPurpose?: string | number;
        desiredLoanAmount?: string | number;
        myPreferredPaymentTenor?: string | number;
      };
  'time-deposit': {
    customeremail?: string | number;
    StageInLife?: string | number;
    AmountToInvest?: string | number;
    Tenor?: string | number;
    FirstName?: string | number;
    MiddleName?: string | number;
    LastName?: string | number;
    MobileNo?: string | number;
  };
}

/** Each widget's options for EWWidgets.mount / open: its attributes in camelCase. */
export interface EWMountOptions {
  apply: {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: EWPrefillFields['apply'] | string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
    /** Opens this form at once instead of the list. */
    preset?: 'creditcard' | 'personal-loan' | 'auto-loan' | 'home-loan' | 'leadgen' | 'timedeposit';
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
    /** The chat assistant the Credit Card choice opens. */
    chatUrl?: string;
  };
  'auto-loan': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: number | `${number}`;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: EWPrefillFields['auto-loan'] | string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
  };
  'business-callback': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: EWPrefillFields['business-callback'] | string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
    /** The business solution the request is about (its contact mapping decides the form). */
    solution?: string;
    /** The form as a deposit page or the investment page shows it. */
    variant?: 'deposit-page' | 'investment';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: number | `${number}`;
  };
  'callback-form': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: number | `${number}`;
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: EWPrefillFields['callback-form'] | string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
  };
  'credit-card': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: number | `${number}`;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: EWPrefillFields['credit-card'] | string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
  };
  'fx-board': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** A table, or a moving ticker. */
    variant?: 'board' | 'marquee';
    /** How often the rates are asked for. */
    pollInterval?: number | `${number}`;
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: number | `${number}`;
    /** After how long without news the rates are marked stale. */
    staleAfter?: number | `${number}`;
    /** First wait after a failed poll. */
    backoffMin?: number | `${number}`;
    /** Longest wait after failed polls. */
    backoffMax?: number | `${number}`;
    /** Ticker speed, px/s. */
    speed?: number | `${number}`;
  };
  'home-loan': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: number | `${number}`;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: EWPrefillFields['home-loan'] | string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
  };
  leadgen: {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: number | `${number}`;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: EWPrefillFields['leadgen'] | string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
  };
  'loan-calculator': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** The loan product it opens on. */
    preset?: string;
  };
  'personal-loan': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: EWPrefillFields['personal-loan'] | string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
    /** summary: variant A, a review table of every answer (default: variant B). */
    variant?: 'summary';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: number | `${number}`;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
  };
  'store-locator': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** Stores (default) or ATMs. */
    variant?: 'stores' | 'atm';
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: number | `${number}`;
  };
  'td-calculator': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
  };
  'time-deposit': {
    /** Language; switch at any time, in place. */
    locale?: 'en' | 'fil';
    /** Origin of the bank services (default: where the loader came from). */
    apiBase?: string;
    /** CSP nonce for the styles the widget adds. */
    nonce?: string;
    /** lazy: load only when the element nears the viewport. */
    loading?: 'eager' | 'lazy';
    /** "false" renders into the element itself instead of a shadow root. */
    shadow?: boolean | 'false';
    /** Who sent the lead, e.g. a dealer code (stored with each submission). */
    partner?: string;
    /** The campaign the lead came from (stored with each submission). */
    campaign?: string;
    /** Known answers as JSON, e.g. {"autoBrand":"Toyota"} (also data-prefill-<field>); only fields the form lets a partner prefill. */
    prefill?: EWPrefillFields['time-deposit'] | string;
    /** popup: a button that opens the form in a modal dialog (default inline). */
    mode?: 'inline' | 'popup';
    /** The popup button's text (default "Apply now"). */
    label?: string;
    /** Resumes the saved application with this reference (from the e-mailed link). */
    referenceId?: string;
    /** Seconds before a form call is abandoned (default 15). */
    timeout?: number | `${number}`;
    /** The callback form's hand-over (the /application-form fragment): fields this form can use start filled. */
    handover?: string;
  };
}

/** The loader's API (calls made before it arrives are queued by the stub of README "Embedding"). */
export interface EWWidgetsApi {
  readonly version: string;
  /** Renders the widget into `element`; `name` is the tag without "ew-". */
  mount<N extends EWWidgetName>(
    name: N,
    element: HTMLElement,
    options?: EWMountOptions[N],
  ): EWHandle<EWMountOptions[N]>;
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
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof EWEventMap>(
    type: K,
    listener: (this: EWElement<N>, ev: EWEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** An element's JSX props in a React 19 host: its attributes, data-prefill-*, onew:<event> listeners. */
export type EWJsxProps<N extends EWWidgetName> = EWAttributes[N] & {
  [prefill: `data-prefill-${string}`]: string | undefined;
} & { [K in EWEventName as `onew:${K extends `ew:${infer E}` ? E : never}`]?: (event: EWEvent<K>) => void } & {
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
    'ew-apply': EWElement<'apply'>;
    'ew-auto-loan': EWElement<'auto-loan'>;
    'ew-business-callback': EWElement<'business-callback'>;
    'ew-callback-form': EWElement<'callback-form'>;
    'ew-credit-card': EWElement<'credit-card'>;
    'ew-fx-board': EWElement<'fx-board'>;
    'ew-home-loan': EWElement<'home-loan'>;
    'ew-leadgen': EWElement<'leadgen'>;
    'ew-loan-calculator': EWElement<'loan-calculator'>;
    'ew-personal-loan': EWElement<'personal-loan'>;
    'ew-store-locator': EWElement<'store-locator'>;
    'ew-td-calculator': EWElement<'td-calculator'>;
    'ew-time-deposit': EWElement<'time-deposit'>;
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
      'ew-apply': EWJsxProps<'apply'>;
      'ew-auto-loan': EWJsxProps<'auto-loan'>;
      'ew-business-callback': EWJsxProps<'business-callback'>;
      'ew-callback-form': EWJsxProps<'callback-form'>;
      'ew-credit-card': EWJsxProps<'credit-card'>;
      'ew-fx-board': EWJsxProps<'fx-board'>;
      'ew-home-loan': EWJsxProps<'home-loan'>;
      'ew-leadgen': EWJsxProps<'leadgen'>;
      'ew-loan-calculator': EWJsxProps<'loan-calculator'>;
      'ew-personal-loan': EWJsxProps<'personal-loan'>;
      'ew-store-locator': EWJsxProps<'store-locator'>;
      'ew-td-calculator': EWJsxProps<'td-calculator'>;
      'ew-time-deposit': EWJsxProps<'time-deposit'>;
    }
  }
}
