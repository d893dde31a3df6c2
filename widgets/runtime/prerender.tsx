/**
 * Prerenders a widget's first screen at build time (scripts/first-screens.mjs runs this in Node): the
 * same components, context and providers as a mounted widget, in one language, with no draft, no
 * seed and no effects. The loader shows the result while the widget's code is on its way
 * (widgets/runtime/first-screen.ts); the widget then takes over (widgets/runtime/handover.ts).
 */
import { renderToString } from 'preact-render-to-string';
import type { Locale } from '../../shared/i18n/types.ts';
import type { WidgetContextValue } from './context.ts';
import { addResources, textsOf, translator } from './i18n.ts';
import { API_BASE_TOKEN, STYLE_ATTR } from './first-screen.ts';
import { definitions, widgetCss, widgetTree } from './mount.tsx';

export { definitions };

/** Attributes holding id references; a reference to an id not in the markup is dropped. */
const IDREFS = /\s(for|aria-describedby|aria-labelledby|aria-controls|aria-activedescendant)="([^"]*)"/g;

/**
 * RAC links some parts (descriptions, error slots) by ids it checks for in an effect, which never runs
 * here: keep only references to ids the markup has, as a mounted widget ends up with.
 */
export function dropDanglingIdrefs(html: string): string {
  const ids = new Set(Array.from(html.matchAll(/\sid="([^"]+)"/g), (m) => m[1]));
  return html.replace(IDREFS, (_, attr: string, refs: string) => {
    const kept = refs.split(/\s+/).filter((id) => ids.has(id));
    return kept.length ? ` ${attr}="${kept.join(' ')}"` : '';
  });
}

/**
 * Inline style attributes (RAC's visually hidden inputs) would be refused by a host page's CSP that
 * allows styles by nonce only; a mounted widget sets them through the CSSOM, which CSP allows. So the
 * first screen carries them as data and sets them the same way (runtime/first-screen.ts).
 */
export function deferStyles(html: string): string {
  return html.replace(/\sstyle="/g, ` ${STYLE_ATTR}="`);
}

export interface FirstScreen {
  /** The shadow root's markup under .ew-root, as mountWidget lays it out (app, then portal). */
  html: string;
  css: string;
  lang: string;
}

export function prerender(name: string, locale: Locale): FirstScreen {
  const def = definitions.get(name);
  if (!def) throw new Error(`No widget named ${name} in this bundle`);
  addResources(textsOf(def.resources), locale);
  const ctx: WidgetContextValue = {
    // Nothing of the page exists at build time: an id keeps draftKey() off the document.
    host: { localName: `ew-${name}`, id: 'first-screen' } as HTMLElement,
    locale,
    // A first screen is drawn from what runtime/i18n.ts answers without i18next (the widget's
    // takeover draws the same before i18next could come): a text that needs it fails the build.
    t: translator(locale, () => {
      throw new Error(`${name} (${locale}): a first-screen text needs i18next (runtime/i18n.ts answers it otherwise)`);
    }),
    apiBase: API_BASE_TOKEN,
    options: {},
    portal: undefined as unknown as HTMLElement,
    emit: () => true,
    navigate() {},
    // Nothing waited for at build time: a part that needs a chunk shows no first screen (registry
    // otherScreen, a prefill).
    wait() {},
  };
  const app = deferStyles(dropDanglingIdrefs(renderToString(widgetTree(def, ctx))));
  return { html: `<div>${app}</div><div class="ew-portal"></div>`, css: widgetCss(def), lang: locale };
}
