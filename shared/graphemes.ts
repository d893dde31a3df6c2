/**
 * Length rules counted in characters as a person sees them (graphemes: "ñ" typed as n + a combining
 * tilde is one, so is 👍🏽), for the forms' schemas in place of valibot's own `minGraphemes` /
 * `maxGraphemes`. Those need `Intl.Segmenter`, which Firefox has only since 125: on Firefox ESR 115
 * (the last for Windows 7/8 and older macOS) every form using them threw. Here `Intl.Segmenter` is
 * used where the browser has it, and a Unicode-aware count otherwise (README "Browser support").
 * Same actions, same issues: only the counting differs. Lint forbids valibot's own (eslint.config.js).
 */
import * as v from 'valibot';

/**
 * One user-perceived character without Intl.Segmenter: CRLF; a pair of regional indicators (a
 * flag); a base with its combining marks, emoji modifiers and variation selectors, joined to the next
 * by ZWJ (👩‍👩‍👧); or stray marks. Agrees with Intl.Segmenter on names, addresses and emoji.
 */
const CLUSTER =
  /\r\n|[\u{1F1E6}-\u{1F1FF}]{2}|\P{M}[\p{M}\u{1F3FB}-\u{1F3FF}]*(?:\u200D\P{M}[\p{M}\u{1F3FB}-\u{1F3FF}]*)*|\p{M}+/gu;

/** Graphemes counted without Intl.Segmenter (exported for its test). */
export function clusterCount(input: string): number {
  return input.match(CLUSTER)?.length ?? 0;
}

let segmenter: Intl.Segmenter | undefined;

/**
 * Text in which every character is a grapheme of its own: printable ASCII and Latin-1 (ñ, é, the
 * soft hyphen), no CR/LF, no combining marks, no surrogates, no joiners. Most names and addresses
 * are, and their count is their length: no Intl.Segmenter, whose first use loads ICU's break data
 * (~28 ms on a phone, in the first check of a form).
 */
const ONE_EACH = /^[\x20-\x7e\xa0-\xff]*$/;

/** The number of user-perceived characters of `input`. */
export function graphemeCount(input: string): number {
  if (ONE_EACH.test(input)) return input.length;
  if (typeof Intl.Segmenter !== 'function') return clusterCount(input);
  segmenter ??= new Intl.Segmenter();
  let count = 0;
  for (const _ of segmenter.segment(input)) count++;
  return count;
}

/** valibot's action, its check counted by graphemeCount (one body for both: the bytes). */
function counted<T>(action: T, fails: (count: number, requirement: number) => boolean): T {
  const own = action as unknown as v.MinGraphemesAction<string, number, string>;
  const run: (typeof own)['~run'] = function (this: typeof own, dataset, config) {
    if (dataset.typed) {
      const count = graphemeCount(dataset.value);
      if (fails(count, this.requirement)) v._addIssue(this, 'graphemes', dataset, config, { received: `${count}` });
    }
    return dataset;
  };
  return { ...own, '~run': run } as unknown as T;
}

/** valibot's `minGraphemes`, counted by graphemeCount. */
export const minGraphemes = <TInput extends string, const TRequirement extends number, TMessage extends string>(
  requirement: TRequirement,
  message: TMessage,
) => counted(v.minGraphemes<TInput, TRequirement, TMessage>(requirement, message), (count, min) => count < min);

/** valibot's `maxGraphemes`, counted by graphemeCount. */
export const maxGraphemes = <TInput extends string, const TRequirement extends number, TMessage extends string>(
  requirement: TRequirement,
  message: TMessage,
) => counted(v.maxGraphemes<TInput, TRequirement, TMessage>(requirement, message), (count, max) => count > max);
