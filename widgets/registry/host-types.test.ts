import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHECKED_IN, hostTypesText } from '../../scripts/host-types.mjs';
import { CALLBACK } from '../../shared/callback/form.ts';
import { hostTypes } from './host-types.ts';
import { HOST_FORM_ATTRIBUTES, REGISTRY, attributesOf, tagOf } from './index.ts';

describe('the host types (/widgets/ew-widgets.d.ts)', () => {
  it('are current: the checked-in copy is what the registry gives (node scripts/host-types.mjs rewrites it)', async () => {
    expect(readFileSync(CHECKED_IN, 'utf8')).toBe(await hostTypesText());
  });

  it('name every element, its attributes and enum values, and every event', async () => {
    const text = await hostTypesText();
    expect(hostTypes(REGISTRY)).toContain('declare global');
    for (const w of REGISTRY) {
      expect(text).toContain(`'${tagOf(w.name)}': EWElement<'${w.name}'>`);
      expect(text).toContain(`'${tagOf(w.name)}': EWJsxProps<'${w.name}'>`);
      for (const [name, spec] of Object.entries(attributesOf(w))) {
        expect(text, `${w.name} ${name}`).toMatch(new RegExp(`['"]?${name}['"]?\\?: `));
        for (const value of spec.values ?? []) expect(text).toContain(`'${value}'`);
      }
    }
    for (const e of ['ew:ready', 'ew:step', 'ew:submit', 'ew:success', 'ew:error', 'ew:navigate'])
      expect(text).toContain(`'${e}': {`);
    expect(text).toContain("'prefill'");
  });

  it('give every form widget the partner page attributes', () => {
    const forms = REGISTRY.filter((w) => (w.events as readonly string[]).includes('ew:submit') || w.name === 'apply');
    expect(forms.length).toBeGreaterThanOrEqual(9);
    for (const w of forms)
      for (const a of Object.keys(HOST_FORM_ATTRIBUTES)) expect(attributesOf(w), w.name).toHaveProperty(a);
  });

  it("type each form's prefill with the fields its form declares prefillable, and no others", () => {
    const text = hostTypes(REGISTRY);
    const block = text.slice(text.indexOf('export interface EWPrefillFields {'));
    const callback = /^ {2}"callback-form": (.*);$/m.exec(block)![1]!;
    expect(callback).toContain('contactNumber?: string | number;');
    expect(callback).toContain('products?: readonly string[];');
    const declared = CALLBACK.names.filter((n) => CALLBACK.fields[n]!.prefill === true);
    expect(declared.length).toBeGreaterThan(0);
    for (const n of CALLBACK.names) expect(callback.includes(` ${n}?: `), n).toBe(declared.includes(n));
    expect(text).toContain('prefill?: EWPrefillFields["callback-form"] | string;');
    // apply passes its prefill on to the form its preset opens.
    expect(block).toMatch(/^ {2}"apply": EWPrefillFields\["credit-card"\] \| .*EWPrefillFields\["time-deposit"\];$/m);
  });
});
