/**
 * The callback form's Continue (application-forms.md §2 "Continue goes to /application-form only when
 * valid"), the receiving side: what the visitor entered travels to the application chooser, and each
 * application form takes what it can use, so nobody types it twice. What travels and the address it
 * travels in are the callback's (./schema.ts `CARRIED`, `callbackHandOverHref`): the callback form
 * does not load this reading side, the site and the wizards do.
 *
 * It travels in the address's fragment (`/application-form#mobile=…&store=…`): the one channel that
 * also crosses from a partner's page to the bank's site, yet a fragment is never sent to a server, never
 * logged and never in a Referer; the site drops it from the address on arrival (docs/decisions.md).
 * What a form can use is found by what its fields are, not by their names: the own mobile number (the
 * field with the `mobile tel` autofill token), the branch (kind `branch`), the name split as a Filipino
 * name is written (`splitFilipinoName`). Each value is checked with the callback's own rule and then the receiving field's own
 * rule (accept()), so nothing malformed reaches a form.
 */
import * as v from 'valibot';
import type { Form, Values } from '../forms/contract.ts';
import { CARRIED } from './schema.ts';

export interface CallbackHandOver {
  name?: string;
  mobile?: string;
  store?: string;
}

/** Reads a fragment (with or without '#'); what fails the callback's rules is left out; undefined when nothing is left. */
export function readCallbackHandOver(fragment: string | undefined): CallbackHandOver | undefined {
  if (!fragment) return undefined;
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const handOver: CallbackHandOver = {};
  for (const [key, , rule] of CARRIED) {
    const text = params.get(key);
    const checked = text === null ? undefined : v.safeParse(rule, text);
    if (checked?.success) handOver[key] = checked.output;
  }
  return Object.keys(handOver).length ? handOver : undefined;
}

/** Words that begin a surname of more than one word ("Dela Cruz", "de los Santos", "San Juan", "Sta. Maria"). */
const SURNAME_PARTICLES = new Set(['de', 'dela', 'del', 'delos', 'san', 'santa', 'santo', 'sta.', 'sto.']);

/**
 * A full name as a Filipino writes it: given names, then surname. The surname is the last word, or
 * from the first particle after the first given name on ("Juan Dela Cruz" -> Juan / Dela Cruz,
 * "Maria Clara de los Santos" -> Maria Clara / de los Santos); one word is a given name only.
 */
export function splitFilipinoName(name: string): { given?: string; family?: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  if (words.length === 1) return { given: words[0] };
  let start = words.length - 1;
  for (let i = 1; i < words.length - 1; i++) {
    if (SURNAME_PARTICLES.has(words[i]!.toLowerCase())) {
      start = i;
      break;
    }
  }
  return { given: words.slice(0, start).join(' '), family: words.slice(start).join(' ') };
}

/** The values of `form` the hand-over fills: by each field's kind and autofill token, each accepted by its own rule. */
export function callbackValuesFor(form: Form, handOver: CallbackHandOver): Partial<Values> {
  const { given, family } = handOver.name ? splitFilipinoName(handOver.name) : {};
  const input: Record<string, string> = {};
  for (const [name, field] of Object.entries(form.fields)) {
    const token = field.autoComplete;
    if (handOver.mobile && token === 'mobile tel') input[name] = handOver.mobile;
    else if (handOver.store && field.kind === 'branch') input[name] = handOver.store;
    else if (given && token === 'given-name') input[name] = given;
    else if (family && token === 'family-name') input[name] = family;
  }
  return form.accept(input).values;
}
