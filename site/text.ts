/** The site's texts (shared/i18n/site.ts) in the visitor's language, with {{name}} interpolation. */
import { site } from '../shared/i18n/site.ts';
import { useLocale } from './locale.tsx';

export type SiteText = typeof site.en;

export function useText(): SiteText {
  return site[useLocale().locale] as SiteText;
}

export function fmt(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}
