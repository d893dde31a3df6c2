import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REGISTRY,
  WIDGET_NAMES,
  attributesOf,
  demoSections,
  observedAttributes,
  otherScreenOptions,
  otherScreenPattern,
  tagOf,
} from './index.ts';

const widgetsDir = join(import.meta.dirname, '..');
const COMMONS = ['registry', 'runtime', 'ui', 'wizard'];
const folders = readdirSync(widgetsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && !COMMONS.includes(d.name))
  .map((d) => d.name);

describe('the widget registry', () => {
  it('lists every widget folder once, and only widget folders', () => {
    expect([...WIDGET_NAMES].sort()).toEqual([...folders].sort());
    expect(new Set(WIDGET_NAMES).size).toBe(WIDGET_NAMES.length);
  });

  it('each declaration belongs to its folder: the entry mounts the same name and form', () => {
    for (const w of REGISTRY) {
      const entry = join(widgetsDir, w.name, 'index.ts');
      expect(existsSync(entry), entry).toBe(true);
      const code = readFileSync(entry, 'utf8');
      expect(code, w.name).toMatch(new RegExp(`name: '${w.name}'`));
      expect(code, w.name).toMatch(new RegExp(`form: '${w.form}'`));
    }
  });

  it('observes every live attribute of every widget, and nothing else', () => {
    const live = REGISTRY.flatMap((w) =>
      Object.entries(attributesOf(w))
        .filter(([, a]) => a.live)
        .map(([n]) => n),
    );
    expect(observedAttributes()).toEqual([...new Set(live)].sort());
    expect(observedAttributes()).toContain('locale');
    expect(observedAttributes()).toContain('solution'); // missed by the hand-written list of old
    expect(observedAttributes()).not.toContain('loading'); // read once, at connect
  });

  it('classifies every attribute of every widget: the same first screen, or another screen', () => {
    for (const w of REGISTRY) {
      for (const [name, a] of Object.entries(attributesOf(w))) {
        expect(typeof (a as { otherScreen?: unknown }).otherScreen, `${w.name} ${name}`).toBe('boolean');
      }
    }
  });

  it('names the options that open another screen as the loader passes them (camelCased), per widget', () => {
    const byName = Object.fromEntries(REGISTRY.map((w) => [w.name, otherScreenOptions(w)]));
    expect(byName['time-deposit']).toEqual(['prefill', 'referenceId']);
    expect(byName['apply']).toEqual(['prefill', 'preset']);
    expect(byName['loan-calculator']).toEqual(['preset']);
    expect(byName['td-calculator']).toEqual([]);
    // Only a widget's own: the callback form has no variant, so a variant attribute changes nothing there.
    expect(byName['callback-form']).toEqual(['prefill']);
    // Every option some widget takes to another screen is declared so by a widget (the list kept by
    // hand before the registry knew it: preset, variant, solution, referenceId, prefill).
    expect([...new Set(Object.values(byName).flat())].sort()).toEqual([
      'prefill',
      'preset',
      'referenceId',
      'solution',
      'variant',
    ]);
  });

  it('gives the loader a pattern that matches the options opening another screen, and no other', () => {
    const other = new RegExp(otherScreenPattern());
    const camel = (n: string) => n.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
    for (const w of REGISTRY) {
      const opens = otherScreenOptions(w);
      for (const name of Object.keys(attributesOf(w)).map(camel)) {
        // (As the loader tests them: every option name of the element, joined by commas.)
        const keys = ['locale', name, 'apiBase'].join();
        expect(other.test(keys), `${w.name} ${name}`).toBe(opens.includes(name) || name === 'mode');
      }
    }
    for (const keys of ['dataPrefillFirstName', 'locale,mode', 'class,id,style,title,dataTest,ariaLabel'])
      expect(other.test(keys), keys).toBe(keys !== 'class,id,style,title,dataTest,ariaLabel');
  });

  it('places every widget on the demo page, each placement once', () => {
    const html = demoSections();
    for (const w of REGISTRY) expect(html, w.name).toContain(`<${tagOf(w.name)} `);
    const ids = REGISTRY.flatMap((w) => w.demo.map((d) => d.id));
    expect(new Set(ids).size).toBe(ids.length);
    const orders = REGISTRY.flatMap((w) => w.demo.map((d) => d.order));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('gives every widget a budget and an enum attribute its values', () => {
    for (const w of REGISTRY) {
      expect(w.budget, w.name).toBeGreaterThan(0);
      for (const [name, a] of Object.entries(attributesOf(w))) {
        if (a.type === 'enum') expect(a.values?.length, `${w.name} ${name}`).toBeGreaterThan(0);
      }
    }
  });

  it('is documented: README names every element', () => {
    const readme = readFileSync(join(widgetsDir, '..', 'README.md'), 'utf8');
    for (const w of REGISTRY) expect(readme, w.name).toContain(tagOf(w.name));
  });
});
