/** Formatters shared by widgets and server. Each accepts whatever a user may type, paste or autofill. */

export const digitsOnly = (text: string): string => text.replace(/\D+/g, '');

/**
 * Mobile numbers as the callback form wants them (09XXXXXXXXX). Autofill often supplies the
 * international form (+63 917 123 4567), so a leading 63 on a 12-digit number becomes 0.
 */
export function normalizeMobile(text: string): string {
  const d = digitsOnly(text);
  return d.length === 12 && d.startsWith('63') ? `0${d.slice(2)}` : d;
}

/** Collapse runs of whitespace and trim: what we store for free-text names. */
export const tidyText = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A local mobile number tidied to 09XXXXXXXXX when its digits make one; otherwise as typed. */
export function tidyLocalMobile(text: string): string {
  const tidy = normalizeMobile(text);
  return /^09\d{9}$/.test(tidy) ? tidy : text;
}

/** A time of day as the forms show it: "08:30" -> "8:30 AM", "13:00" -> "1:00 PM". */
export function clockLabel(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
