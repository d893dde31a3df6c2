/**
 * What a widget shows when it cannot run (widgets/runtime/loader.ts), in English and Filipino: the
 * apology, then a link to the bank's page for it, then the words before the hotline. Held by the
 * loader itself, since nothing else may have arrived; kept short for its byte budget.
 */
export const FALLBACK_TEXT: Record<'en' | 'fil', readonly [string, string, string]> = {
  en: ['Sorry, this could not load. ', 'Go to our website', ' or call '],
  fil: ['Paumanhin, hindi ito ma-load. ', 'Pumunta sa aming website', ' o tumawag sa '],
};
