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
