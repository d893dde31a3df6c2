/**
 * Input masks of application-forms.md §5 "Shared input formats". A mask's `#` is a digit. Formatting
 * never fights typing: widgets apply `conform` when the visitor leaves a field (and schemas apply it
 * before checking), so what was typed, pasted or autofilled is accepted whenever its digits fit.
 */
import { digitsOnly } from './format.ts';

export const MASKS = {
  mobile: '(##) ###-###-####',
  /** A landline: ###-#### or, with eight digits, ####-#### (LANDLINE_8), as §5 allows both. */
  landline: '###-####',
  areaCode: '##',
  tin: '###-###-###',
  sss: '##-#######-#',
  zip: '####',
  /**
   * site-and-content.md §5 "Input masks": month/year mm/yyyy (the "member since"
   * fields; not after the current month: monthYearOk) and the international mobile
   * (+63xxx) -xxx-xxxx, its +63 written in the mask.
   */
  monthYear: '##/####',
  /** A card number typed or autofilled in full (its pattern also takes dddd-XXXX-XXXX-dddd). */
  cardNumber: '####-####-####-####',
  mobileIntl: '(+63###) -###-####',
} as const;
export type MaskName = keyof typeof MASKS;

/**
 * The eight-digit landline (§5 "landline ####-#### or ###-####"; Metro Manila's numbers have had eight
 * digits since 2019). Not a mask of its own: every landline field takes both (rules.ts landline).
 */
export const LANDLINE_8 = '####-####';

const slots = (mask: string) => mask.split('').filter((c) => c === '#').length;

/** The masks a name's value may take, by how many digits it has: one, but for the landline. */
const masksOf = (name: MaskName): readonly string[] =>
  name === 'landline' ? [MASKS.landline, LANDLINE_8] : [MASKS[name]];

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
  let digits = digitsOnly(value);
  if (name === 'mobile' && digits.length === 11 && digits.startsWith('09')) digits = `63${digits.slice(1)}`;
  // The international mask writes +63 itself: the national number's ten digits fill it.
  if (name === 'mobileIntl' && digits.length === 11 && digits.startsWith('09')) digits = digits.slice(1);
  if (name === 'mobileIntl' && digits.length === 12 && digits.startsWith('63')) digits = digits.slice(2);
  // A one-digit month ("3/2019") is the same month as "03/2019".
  if (name === 'monthYear' && /^\s*\d\/\d{4}\s*$/.test(value)) digits = `0${digits}`;
  const mask = masksOf(name).find((m) => slots(m) === digits.length);
  if (!/^[\d\s()+.\-/]*$/.test(value) || !mask) return value;
  // A Philippine mobile number is 9XX-XXX-XXXX after +63.
  if (name === 'mobileIntl' && !digits.startsWith('9')) return value;
  return formatMask(digits, mask);
}

/** A conformed mm/yyyy that is a real month, from 1900 up to the current month of `today`. */
export function monthYearOk(value: string, today: Date = new Date()): boolean {
  const m = /^(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  const year = Number(m[2]);
  if (month < 1 || month > 12 || year < 1900) return false;
  return year * 12 + month <= today.getFullYear() * 12 + today.getMonth() + 1;
}

/** At most this many digits in a typed amount (§5 "Amount formatting ... limits to 10 digits"). */
export const AMOUNT_DIGITS = 10;
/** At most this many integer digits in an amount shown with the currency (site §5: 'PHP ', 9 digits). */
export const CURRENCY_DIGITS = 9;
/** The currency prefix of amount boxes and shown amounts (§9, §5 input masks: 'PHP '). */
export const PHP_PREFIX = 'PHP ';

/** "1234567" -> "1,234,567" (digits only; leading zeros dropped, "" stays ""). */
export function groupThousands(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The whole pesos of what was typed, pasted or autofilled (leading zeros dropped), at most `max`
 * digits. A decimal point starts the centavos ("800,000.50" is 800,000 pesos and 50 centavos): they
 * are dropped, never joined to the pesos.
 */
export function amountDigits(text: string, max: number = AMOUNT_DIGITS): string {
  return digitsOnly(text.split('.')[0]!)
    .replace(/^0+(?=\d)/, '')
    .slice(0, max);
}

/**
 * The shared amount format (application-forms.md §5 "Amount formatting strips non-digits, limits to
 * 10 digits and inserts thousands separators"): "1500000" -> "1,500,000". Applied as the visitor
 * types, wherever an amount is typed. A typed point stays in view ("800,000.50" -> "800,000.") and the
 * digits after it are not taken, so typing on cannot add to the pesos; the field drops it when left.
 */
export const formatAmount = (text: string): string => point(text, wholeAmount(text));

/** An amount in whole pesos, as a field keeps it when left or prefilled: "1000000.00" -> "1,000,000". */
export const wholeAmount = (text: string): string => groupThousands(amountDigits(text, AMOUNT_DIGITS));

const point = (text: string, shown: string) => (shown && text.includes('.') ? `${shown}.` : shown);

/**
 * An amount shown with its currency (site-and-content.md §5: the 'PHP ' prefix with at most 9 integer
 * digits): "250000" -> "PHP 250,000"; nothing typed stays "" (no lone prefix).
 */
export function formatCurrency(text: string): string {
  const digits = amountDigits(text.replace(/^\s*PHP/i, ''), CURRENCY_DIGITS);
  // As formatPeso (shared/forms/pesos.ts) shows these digits.
  return point(text, digits ? `${PHP_PREFIX}${groupThousands(digits)}` : '');
}

/**
 * The pattern a conformed value must match: (##) ###-###-#### -> /^(?:\(\d{2}\) \d{3}-\d{3}-\d{4})$/
 * (either mask of the landline).
 */
export function maskPattern(name: MaskName): RegExp {
  const one = (mask: string) =>
    mask
      .replace(/[()\-.\s+/]/g, (c) => `\\${c === ' ' ? 's' : c}`)
      .replace(/#/g, '\\d')
      .replace(/\\s/g, ' ');
  return new RegExp(`^(?:${masksOf(name).map(one).join('|')})$`);
}
