/**
 * Input masks of application-forms.md §5 "Shared input formats". A mask's `#` is a digit. Formatting
 * never fights typing: widgets apply `conform` when the visitor leaves a field (and schemas apply it
 * before checking), so what was typed, pasted or autofilled is accepted whenever its digits fit.
 */
import { digitsOnly } from './format.ts';

export const MASKS = {
  mobile: '(##) ###-###-####',
  landline: '###-####',
  areaCode: '##',
  tin: '###-###-###',
  sss: '##-#######-#',
  zip: '####',
  /** The personal loan's home phone (§5 Personal loan B: ####-####; the other landline form). */
  landline8: '####-####',
} as const;
export type MaskName = keyof typeof MASKS;

const slots = (mask: string) => mask.split('').filter((c) => c === '#').length;

/** Puts exactly-fitting digits into the mask: formatMask('09171234567'...) etc. */
export function formatMask(digits: string, mask: string): string {
  let i = 0;
  return mask.replace(/#/g, () => digits[i++] ?? '');
}

/**
 * The masked form of what was typed when its digits fit the mask, else the input unchanged (so the
 * pattern check fails and the visitor sees what they typed). Mobile numbers also accept the local
 * 09XXXXXXXXX form, which becomes (63) 9XX-XXX-XXXX.
 */
export function conform(value: string, name: MaskName): string {
  const mask = MASKS[name];
  let digits = digitsOnly(value);
  if (name === 'mobile' && digits.length === 11 && digits.startsWith('09')) digits = `63${digits.slice(1)}`;
  if (!/^[\d\s()+.\-/]*$/.test(value) || digits.length !== slots(mask)) return value;
  return formatMask(digits, mask);
}

/** The pattern a conformed value must match: (##) ###-###-#### -> /^\(\d{2}\) \d{3}-\d{3}-\d{4}$/. */
export function maskPattern(name: MaskName): RegExp {
  const source = MASKS[name].replace(/[()\-.\s]/g, (c) => `\\${c === ' ' ? 's' : c}`).replace(/#/g, '\\d');
  return new RegExp(`^${source.replace(/\\s/g, ' ')}$`);
}
