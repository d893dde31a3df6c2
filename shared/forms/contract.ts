/**
 * The one form contract: a form is declared once, as data, and this one implementation
 * gives everything the widgets and the server do with it.
 *
 * A declaration names each field once (its valibot rule, label, hint, kind, options, mask, autofill
 * hints, whether a partner may prefill it, the payload entry it is sent as), the steps that show the
 * fields (by their typed keys, so a step cannot show a field that is not declared), the rules across
 * fields, which fields are hidden for which values and which are worked out from others. From that:
 *
 *   empty()            the initial state
 *   hidden() / visible()  what is not shown is blanked: neither checked nor sent
 *   validateStep(), validate()  first message key per field (own rule first, then the rules across fields)
 *   payload() / formData() / query()   the entries sent, in declaration order, under the spec's names
 *   accept()           outside values (a hand-over, a partner's prefill), field by field, as typing would
 *
 * Field declaration order is the payload order (the spec's §3 order); step order is the screen order.
 * The server's way back from the entries to values is shared/forms/decode.ts (no widget carries it).
 */
import type { DayRange } from '../day-rules.ts';
import * as v from 'valibot';
import type { BaseIssue, GenericSchema } from 'valibot';
import type { EndpointKey } from '../api/endpoints.ts';
import type { FormName } from '../config.ts';
import { conform, type MaskName } from '../masks.ts';
import { messageOf } from '../messages.ts';
import { repeatHidden } from './repeat.ts';

export type FieldValue = string | boolean | readonly string[];

export interface AcceptOptions {
  /** Only fields declared `prefill` (a partner's page). */
  prefillOnly?: boolean;
  /**
   * What a visitor typed before the form's code ran (the first-screen hand-over): any declared field,
   * of the right type, kept even when not valid yet.
   */
  asTyped?: boolean;
}
/** Any form's values (what the generic engine holds); a form's own are `ValuesOf<typeof FORM>`. */
export type Values = Record<string, FieldValue>;
/** Values as read from outside (a payload, a partner): anything may be missing or of another type. */
export type Loose = Readonly<Record<string, unknown>>;

/** What a field holds, by its kind (a kind not known as a literal: any value). */
export type ValueOf<F> = F extends { kind: infer K }
  ? K extends 'checkbox'
    ? boolean
    : K extends 'checkboxes' | 'days'
      ? readonly string[]
      : string
  : FieldValue;
/**
 * The values of a form, or of a group of declared fields, typed from its declaration: each declared
 * name with the value of its kind (`ValuesOf<typeof CREDIT_CARD>`, `ValuesOf<typeof PERSONAL>`).
 */
export type ValuesOf<T> = T extends { empty(): infer V } ? V : { -readonly [N in keyof T & string]: ValueOf<T[N]> };
/** Values as a rule or a predicate reads them: only the form's names, any of them possibly missing. */
export type Seen<V> = { readonly [N in keyof V]?: V[N] };

/**
 * How a field is drawn. `branch`: the searchable branch picker (value: branch code); `checkboxes`: a
 * group (value: the ticked option values); `days`: a from/to pair of dates (value: [from, to]);
 * `repeat`: the Add / Remove controls of repeatable groups (value: how many show); `hidden`: state
 * the form holds and sends but does not show as a field (e.g. what the calculator handed over).
 */
export type FieldKind =
  | 'text'
  | 'email'
  | 'tel'
  | 'date'
  | 'time'
  | 'amount'
  | 'select'
  | 'radio'
  | 'checkbox'
  | 'checkboxes'
  | 'branch'
  | 'days'
  | 'repeat'
  | 'hidden';

export interface Options {
  values: readonly string[];
  /** i18n prefix of the option labels (`${labels}.${value}`). */
  labels?: string;
  /** Shown as they are (numbers). */
  numeric?: boolean;
  /**
   * Labels worked out from the value in the visitor's language (en | fil) rather than from texts: a
   * country's name, a clock time ("08:30" -> "8:30 AM"), a length of service code's years.
   */
  format?: (value: string, locale: string) => string;
  /** Shown but never selectable. */
  disabled?: readonly string[];
  /** Laid out in a column (long labels). */
  column?: boolean;
}

export interface RepeatSpec {
  min: number;
  max: number;
  /** i18n keys of the Add and Remove buttons (`remove` gets {{n}}). */
  add: string;
  remove: string;
  /** The fields of each group; the groups past the count are hidden (so neither checked nor sent). */
  groups: readonly (readonly string[])[];
}

/** One field, declared once. */
export interface Field {
  kind: FieldKind;
  /** What the field accepts; its messages are i18n keys (shared/messages.ts). */
  rule: GenericSchema;
  /** i18n key of the label; default `${form.labels}.${name}`. */
  label?: string;
  /** i18n key of a hint shown under the label. */
  hint?: string;
  options?: Options;
  /** Mask conformed when the field is left (shared/masks.ts). */
  mask?: MaskName;
  /** Formatting when the field is left, when it is not a mask (e.g. 09XXXXXXXXX). */
  tidy?: (text: string) => string;
  /** Formatting as the visitor types (kind `amount` declared with field(): the shared amount format, shared/masks.ts). */
  live?: (text: string) => string;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  /** i18n key of a placeholder (selects: of the empty first option). */
  placeholder?: string;
  /** Shown as optional; the rule accepts it empty. */
  optional?: boolean;
  width?: 'xs' | 's' | 'm';
  /**
   * Date (or time of day) bounds, computed when drawn (e.g. age 18 to 80); the rule checks the same.
   * With a `range` (shared/day-rules.ts dayRange) a prerendered first screen computes them on the
   * visitor's day too.
   */
  dateBounds?: (() => { min?: string; max?: string }) & { readonly range?: DayRange };
  /** A time field's step in seconds (the HTML time input's `step`); the rule checks the same. */
  step?: number;
  /** A sub-heading shown before this field. */
  heading?: string;
  /** i18n key of the legend of a fieldset: consecutive fields with the same section share one. */
  section?: string;
  /** Consecutive fields with the same row are laid out side by side. */
  row?: string;
  /** `days`: i18n keys of the from and to labels. */
  parts?: readonly [string, string];
  repeat?: RepeatSpec;
  /** The value of an empty form (default: blank for its kind); a function is called for each new form. */
  initial?: FieldValue | (() => FieldValue);
  /** May be filled in from outside (a partner's page, a hand-over): never a consent. */
  prefill?: boolean;
  /** Payload entry name (default: the field's own); false: held by the form, never sent. */
  send?: string | false;
  /** The entry's text from validated values (default: text trimmed, booleans true/false). */
  encode?(value: unknown, values: Loose): string;
  /** The server's way back: values from the entry (null: unreadable). Default: the text as it is. */
  decode?(
    text: string | undefined,
    entries: Readonly<Record<string, string | undefined>>,
    name: string,
  ): Record<string, unknown> | null;
}

/** A field as a form holds it: with its name and label worked out. */
export type FormField = Field & { name: string; label: string };

export interface Step<K extends string = string> {
  id: string;
  /** i18n key of the step title. */
  title: string;
  /** The fields shown, in screen order. */
  fields: readonly K[];
  /** i18n key of a paragraph shown under the heading. */
  note?: string;
  /** Show `note` only when every field of the step is hidden. */
  noteWhenEmpty?: boolean;
}

/**
 * A rule across fields: [field, message key] for each field it finds wrong. `fields`: every field it
 * may report (each a field of the form: defineForm throws otherwise); `messages`: every key it may use.
 */
export interface CrossRule<V = Values> {
  fields: readonly (keyof V & string)[];
  check(values: Seen<V>): readonly (readonly [keyof V & string, string])[];
  messages: readonly string[];
}

export interface Submit {
  /** Path of the endpoint, joined to the widget's api-base (and served there by the reference server). */
  path: string;
  /**
   * Its key in /data/apiconfig.json (§7: the address comes from configuration): the widgets send to
   * the configured address, `path` being the default (shared/api/endpoints.ts); the server lists it.
   */
  config: EndpointKey;
  /** POST multipart (default) or GET with the entries as the query. */
  method?: 'GET' | 'POST';
  /** 'status' (default): only the status is read; 'id': the answer must be `{ status: 'OK', id }`. */
  reply?: 'status' | 'id';
  /** The thank-you route (with the answer's id when reply is 'id'). */
  thankYou: string | ((id: string) => string);
}

/** Entries the form sends that are not fields (e.g. the credit card's bot check). */
export interface Extras {
  names: readonly string[];
  /** `now`: the time of sending (ms). */
  encode(values: Loose, now: number): Record<string, string>;
  /** The server's check of the received entries (message keys by entry), once the fields pass. */
  check?(entries: Readonly<Record<string, string>>): Record<string, string>;
}

export interface FormDeclaration<F extends Record<string, Field>, V = ValuesOf<F>> {
  name: FormName;
  /** i18n prefix of the labels: a field's default label is `${labels}.${name}`. */
  labels: string;
  fields: F;
  /** Every step in order; the last one is the review when the form has one. */
  steps: readonly Step<keyof F & string>[];
  rules?: readonly CrossRule<V>[];
  /** Fields hidden for these values (besides the repeat groups past their count). */
  hidden?(values: Seen<V>): readonly (keyof F & string)[];
  /** Values worked out from others (e.g. a permanent address copied from the present one). */
  derive?(values: V): V;
  extras?: Extras;
  submit: Submit;
}

export type Result =
  | { ok: true; output: Values; errors: Record<string, never> }
  | { ok: false; output?: undefined; errors: Record<string, string> };

export interface Form<K extends string = string, V = Values> {
  name: FormName;
  fields: Readonly<Record<K, FormField>>;
  /** Field names in declaration (payload) order. */
  names: readonly K[];
  steps: readonly Step<K>[];
  rules: readonly CrossRule<V>[];
  submit: Submit;
  extras?: Extras;
  /** Every payload entry name, in order (the server reads exactly these). */
  entries: readonly string[];
  empty(): V;
  hidden(values: Loose): ReadonlySet<string>;
  /** Hidden fields blanked, derived ones worked out: what is checked and sent. */
  visible(values: Loose): Values;
  validateStep(id: string, values: Loose): Result;
  /** Every field (sentOnly: only those the payload carries, as the server can check no others). */
  validate(values: Loose, opts?: { sentOnly?: boolean }): Result;
  payload(values: Loose, now?: number): [string, string][];
  formData(values: Loose): FormData;
  query(values: Loose): string;
  /** The payload entry a field travels in (server messages are keyed by it). */
  entryOf(name: string): string | undefined;
  /** Outside values through each field's formatting and rule; only declared (and prefillable) fields. */
  accept(input: Loose, opts?: AcceptOptions): { values: Partial<Values>; rejected: string[] };
  /** The tidy form of a typed text when the field is left (mask, amount, tidy). */
  tidy(name: string, text: string): string;
}

/** What a field of this kind holds when empty (and when hidden). */
export function blankOf(kind: FieldKind): FieldValue {
  if (kind === 'checkbox') return false;
  if (kind === 'checkboxes') return [];
  if (kind === 'days') return ['', ''];
  return '';
}

const textOf = (x: unknown): string => (x === undefined || x === null ? '' : String(x));

function encodeDefault(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return value.join(',');
  return textOf(value).trim();
}

/** A text-like value from outside: strings as they are, finite numbers as digits. */
function coerce(field: Field, raw: unknown): FieldValue | undefined {
  if (field.kind === 'checkbox') {
    if (typeof raw === 'boolean') return raw;
    return raw === 'true' ? true : raw === 'false' ? false : undefined;
  }
  if (field.kind === 'checkboxes' || field.kind === 'days') {
    return Array.isArray(raw) && raw.every((x) => typeof x === 'string') ? (raw as string[]) : undefined;
  }
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw);
  return undefined;
}

export function defineForm<const F extends Record<string, Field>>(
  decl: FormDeclaration<F>,
): Form<keyof F & string, ValuesOf<F>> {
  type K = keyof F & string;
  type V = ValuesOf<F>;
  const names = Object.keys(decl.fields) as K[];
  const fields = Object.fromEntries(
    names.map((name) => {
      const f = decl.fields[name]!;
      return [name, { ...f, name, label: f.label ?? `${decl.labels}.${name}` }];
    }),
  ) as unknown as Record<K, FormField>;
  const rules = decl.rules ?? [];
  // A rule naming no field of the form would never report: a declaration error, not a rule that is off.
  for (const rule of rules) {
    const unknown = rule.fields.filter((f) => !names.includes(f as K));
    if (unknown.length || !rule.fields.length) throw new Error(`${decl.name}: a rule names no field (${unknown})`);
  }
  const repeats = names.filter((n) => fields[n].kind === 'repeat');

  // Entries in declaration order; a field whose entry another field already sends travels in it.
  const entryOf = new Map<string, string>();
  const entries: string[] = [];
  for (const name of names) {
    const send = fields[name].send;
    if (send === false) continue;
    const entry = send ?? name;
    entryOf.set(name, entry);
    if (!entries.includes(entry)) entries.push(entry);
  }
  entries.push(...(decl.extras?.names ?? []));

  const initialOf = (f: FormField) => (typeof f.initial === 'function' ? f.initial() : (f.initial ?? blankOf(f.kind)));
  const empty = (): V => Object.fromEntries(names.map((n) => [n, initialOf(fields[n])])) as V;

  function hidden(values: Loose): ReadonlySet<string> {
    const out = new Set<string>(decl.hidden?.(values as Seen<V>) ?? []);
    for (const r of repeats) for (const f of repeatHidden(values, { count: r, ...fields[r].repeat! })) out.add(f);
    return out;
  }

  function visible(values: Loose, hide = hidden(values)): Values {
    const out: Record<string, unknown> = { ...values };
    for (const f of hide) if (f in fields) out[f] = blankOf(fields[f as K].kind);
    return decl.derive ? (decl.derive(out as V) as Values) : (out as Values);
  }

  // Each field's last check, by value: a keystroke re-checks the field typed in, not its whole step
  // (a field's own rule reads only its value; the rules across fields still run every time).
  const lastParse = new Map<string, [unknown, v.SafeParseResult<v.GenericSchema>]>();
  const parse = (name: K, value: unknown) => {
    const last = lastParse.get(name);
    if (last && Object.is(last[0], value)) return last[1];
    const r = v.safeParse(fields[name].rule, value);
    lastParse.set(name, [value, r]);
    return r;
  };

  /** Checks the fields in `scope` that are shown: own rule first, then the rules across fields. */
  function check(values: Loose, scope: (name: K) => boolean): Result {
    const hide = hidden(values);
    const shown = visible(values, hide);
    const output: Record<string, unknown> = { ...shown };
    const errors: Record<string, string> = {};
    for (const name of names) {
      if (hide.has(name) || !scope(name)) continue;
      const r = parse(name, shown[name]);
      output[name] = r.output;
      if (!r.success) errors[name] = messageOf(r.issues as readonly BaseIssue<unknown>[]);
    }
    for (const rule of rules) {
      for (const [name, key] of rule.check(output as Seen<V>)) {
        if (!rule.fields.includes(name)) throw new Error(`${decl.name}: a rule reported ${name}`);
        if (!hide.has(name) && scope(name) && !(name in errors)) errors[name] = key;
      }
    }
    if (Object.keys(errors).length) return { ok: false, errors };
    // Worked out again from the checked values, so a copied address is the tidied one.
    const out = decl.derive ? (decl.derive(output as V) as Values) : (output as Values);
    return { ok: true, output: out, errors: {} };
  }

  const stepFields = new Map(decl.steps.map((s) => [s.id, new Set<string>(s.fields)]));

  function payload(values: Loose, now = Date.now()): [string, string][] {
    const out: [string, string][] = [];
    for (const entry of entries) {
      if (decl.extras?.names.includes(entry)) continue;
      const name = names.find((n) => entryOf.get(n) === entry)!;
      const f = fields[name];
      out.push([entry, f.encode ? f.encode(values[name], values) : encodeDefault(values[name])]);
    }
    if (decl.extras) out.push(...Object.entries(decl.extras.encode(values, now)));
    return out;
  }

  function tidy(name: string, text: string): string {
    const f = fields[name as K];
    if (!f) return text;
    if (f.mask) return conform(text, f.mask);
    if (f.tidy) return f.tidy(text);
    // Left or prefilled, an amount keeps its whole pesos: the point typed for centavos goes.
    if (f.live) return f.live(text).replace(/\.$/, '');
    return text;
  }

  function accept(input: Loose, opts: AcceptOptions = {}) {
    const values: Partial<Values> = {};
    const rejected: string[] = [];
    for (const [name, raw] of Object.entries(input)) {
      // (a field's own name only: not an Object.prototype key such as `constructor`)
      const f = names.includes(name as K) ? fields[name as K] : undefined;
      const usable = f && f.kind !== 'repeat' && (!opts.prefillOnly || f.prefill === true);
      let value = usable ? coerce(f, raw) : undefined;
      // As typed: formatted as typing formats it (not yet tidied: the field was not left), kept even
      // when not yet valid, to be checked with the rest when the visitor goes on.
      if (typeof value === 'string')
        value = opts.asTyped ? (f!.live ? f!.live(value) : value) : tidy(name, f!.live ? f!.live(value) : value);
      if (value === undefined || (!opts.asTyped && !v.safeParse(f!.rule, value).success)) rejected.push(name);
      else values[name] = value;
    }
    return { values, rejected };
  }

  return {
    name: decl.name,
    fields,
    names,
    steps: decl.steps,
    rules,
    submit: decl.submit,
    ...(decl.extras ? { extras: decl.extras } : {}),
    entries,
    empty,
    hidden,
    visible: (values) => visible(values),
    validateStep: (id, values) => {
      const here = stepFields.get(id);
      if (!here) throw new Error(`${decl.name}: no step ${id}`);
      return check(values, (n) => here.has(n));
    },
    validate: (values, opts = {}) => check(values, (n) => !opts.sentOnly || entryOf.has(n)),
    payload,
    formData(values) {
      const data = new FormData();
      for (const [k, x] of payload(values)) data.append(k, x);
      return data;
    },
    query: (values) => new URLSearchParams(payload(values)).toString(),
    entryOf: (name) => entryOf.get(name),
    accept,
    tidy,
  };
}

/** The Add / Remove control of repeatable groups: its value is how many show ('min'..'max'), never sent. */
export function repeatField(
  groups: readonly (readonly string[])[],
  r: { min: number; max: number; add: string; remove: string },
): Field & { kind: 'repeat' } {
  const counts = Array.from({ length: r.max - r.min + 1 }, (_, i) => String(r.min + i));
  return {
    kind: 'repeat',
    rule: v.picklist(counts as [string, ...string[]], 'common.invalid'),
    label: r.add,
    initial: String(r.min),
    send: false,
    repeat: { ...r, groups },
  };
}

/** The step that shows a field (its index), or -1. */
export function stepOf(form: Pick<Form, 'steps'>, name: string): number {
  return form.steps.findIndex((s) => (s.fields as readonly string[]).includes(name));
}

/* Rules across fields, declared with the message keys they use. */

const present = (x: unknown) => x !== undefined && x !== null && String(x).trim() !== '';

/*
 * The builders take the values they read, typed (`requiredWhen<ValuesOf<typeof FIELDS>>(...)`, or a
 * typed predicate), so a misspelt name does not compile; without them a predicate reads nothing.
 */

/** Fields required only when `when` holds (e.g. mortgage details when propertyMortgaged is Yes). */
export function requiredWhen<V>(
  when: (values: Seen<V>) => boolean,
  required: NoInfer<{ readonly [N in keyof V & string]?: string }>,
): CrossRule<V> {
  const pairs = Object.entries(required) as [keyof V & string, string][];
  return {
    fields: pairs.map(([f]) => f),
    check: (values) => (when(values) ? pairs.filter(([f]) => !present(values[f])) : []),
    messages: pairs.map(([, key]) => key),
  };
}

/** "Each required if the other is present" (a phone and its area code). */
export function requiredTogether<V>(
  a: NoInfer<keyof V & string>,
  b: NoInfer<keyof V & string>,
  keys: { a: string; b: string },
): CrossRule<V> {
  return {
    fields: [a, b],
    check(values) {
      if (present(values[a]) && !present(values[b])) return [[b, keys.b]];
      if (present(values[b]) && !present(values[a])) return [[a, keys.a]];
      return [];
    },
    messages: [keys.a, keys.b],
  };
}

/** A rule of its own: `fields` lists every field and `messages` every key `check` may report. */
export function crossRule<V>(
  declared: { fields: readonly NoInfer<keyof V & string>[]; messages: readonly string[] },
  check: (values: Seen<V>) => readonly (readonly [NoInfer<keyof V & string>, string])[],
): CrossRule<V> {
  return { ...declared, check };
}

/** Every message key a valibot rule may report (walks pipes, wrapped, array items, tuple items). */
export function messageKeys(schema: unknown, out = new Set<string>()): Set<string> {
  if (!schema || typeof schema !== 'object') return out;
  const s = schema as Record<string, unknown>;
  if (typeof s.message === 'string') out.add(s.message);
  for (const key of ['pipe', 'items'])
    if (Array.isArray(s[key])) for (const x of s[key] as unknown[]) messageKeys(x, out);
  for (const key of ['wrapped', 'item']) messageKeys(s[key], out);
  return out;
}

/** Yes/No booleans (the loans' consents): sent as Yes / No. */
export const yesNoBoolean = {
  encode: (value: unknown) => (value === true ? 'Yes' : 'No'),
  decode: (text: string | undefined, _entries: unknown, name: string) =>
    text === undefined ? {} : { [name]: text === 'Yes' },
};

/** A phone sent as "(area)number" (or "(area)+number"), with its area code field; decoded back into both. */
export function phoneWithArea(area: string, self: string, joint = '') {
  const pattern = new RegExp(`^\\((\\d*)\\)${joint.replace(/\+/g, '\\+')}(.*)$`);
  return {
    encode: (value: unknown, values: Loose) =>
      present(values[area]) && present(value) ? `(${textOf(values[area]).trim()})${joint}${textOf(value).trim()}` : '',
    decode: (text: string | undefined): Record<string, unknown> => {
      const m = pattern.exec(text ?? '');
      return m ? { [area]: m[1] ?? '', [self]: m[2] ?? '' } : text === undefined ? {} : { [self]: text };
    },
  };
}
