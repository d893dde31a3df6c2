/**
 * The widget registry: every widget's own declaration (widgets/<name>/widget.ts, listed once in
 * ./list.ts), and what is derived from them. Read by the build (vite.config.ts, scripts/build.mjs:
 * inputs, the loader's observed attributes, budgets, the demo page), the host types and the site.
 */
import * as list from './list.ts';
import { COMMON_ATTRIBUTES, tagOf, type AttributeSpec, type WidgetManifest } from './types.ts';

export * from './types.ts';

type Listed = (typeof list)[keyof typeof list];

/** Every widget. */
export const REGISTRY: readonly Listed[] = Object.values(list);

/** A widget's name, as the registry knows it: `EWWidgets.mount(name, ...)`, tag `ew-<name>`. */
export type WidgetName = Listed['name'];
export type WidgetTag = `ew-${WidgetName}`;

export const WIDGET_NAMES = REGISTRY.map((w) => w.name) as readonly WidgetName[];

/** A widget's attributes, the common ones first. */
export function attributesOf(widget: WidgetManifest): Record<string, AttributeSpec> {
  return { ...COMMON_ATTRIBUTES, ...widget.attributes };
}

/**
 * The options (attributes, camelCased as EWWidgets.mount and the loader name them) that open another
 * screen than the widget's prerendered first screen: given one, the first screen is not shown
 * (widgets/runtime/first-screen.ts; the build writes this list into the widget's first-screen module).
 */
export function otherScreenOptions(widget: WidgetManifest): string[] {
  return Object.entries(attributesOf(widget))
    .filter(([, spec]) => spec.otherScreen)
    .map(([name]) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()))
    .sort();
}

/**
 * What the loader tests an element's options against before reserving its first screen's box: the
 * options that open another screen (every widget's `otherScreen` attributes), a popup's `mode` and a
 * partner's `data-prefill-*` answers (runtime/first-screen.ts applies() checks those two by value and
 * by prefix). A regular expression's source, matched against the option names joined by commas (the
 * loader passes every attribute as an option): each name shortened, for the loader's bytes, to the
 * least prefix of three letters or more that no other option of any widget and no global attribute
 * starts with; `dataPrefill` stays whole, as a host's own data-* attributes are options too.
 */
export function otherScreenPattern(widgets: readonly WidgetManifest[] = REGISTRY): string {
  const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
  const other = new Set([...widgets.flatMap(otherScreenOptions), 'mode', 'dataPrefill']);
  const rest = [
    ...widgets.flatMap((w) => Object.keys(attributesOf(w)).map(camel)),
    ...['class', 'id', 'style', 'title', 'lang', 'dir', 'hidden', 'slot', 'tabindex', 'role', 'part'],
  ].filter((n) => !other.has(n));
  const prefix = (name: string) => {
    if (name === 'dataPrefill') return name;
    let n = 3;
    while (rest.some((r) => r.startsWith(name.slice(0, n)))) n++;
    return name.slice(0, n);
  };
  return `\\b(${[...new Set([...other].map(prefix))].sort().join('|')})`;
}

/** Attribute names whose change after connect the loader passes on (any widget's live attributes). */
export function observedAttributes(widgets: readonly WidgetManifest[] = REGISTRY): string[] {
  const live = new Set<string>();
  for (const w of widgets) for (const [name, spec] of Object.entries(attributesOf(w))) if (spec.live) live.add(name);
  return [...live].sort();
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The demo page's widget sections: each widget where its declaration places it. */
export function demoSections(widgets: readonly WidgetManifest[] = REGISTRY): string {
  return widgets
    .flatMap((w) => w.demo.map((d) => ({ ...d, tag: tagOf(w.name) })))
    .sort((a, b) => a.order - b.order)
    .map((d) => {
      const attrs = Object.entries({ id: d.id, ...d.attributes })
        .map(([k, v]) => ` ${k}="${escape(v)}"`)
        .join('');
      return `      <section${d.wide ? ' class="wide"' : ''} aria-label="${escape(d.label)}">\n        <${d.tag}${attrs}></${d.tag}>\n      </section>`;
    })
    .join('\n');
}

/** What the loader needs to say where to go when a widget cannot run: each page, and forms not named as their widget. */
export function fallbackTable(widgets: readonly WidgetManifest[] = REGISTRY) {
  return {
    pages: Object.fromEntries(widgets.map((w) => [w.name, w.page])),
    forms: Object.fromEntries(widgets.filter((w) => w.form !== w.name).map((w) => [w.name, w.form])),
  };
}
