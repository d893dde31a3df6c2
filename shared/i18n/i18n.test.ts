import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BRANCHES } from '../branches/index.ts';
import { CALLBACK } from '../callback/form.ts';
import { callback } from './callback.ts';
import { common } from './common.ts';
import { form } from './form.ts';
import { legal } from './legal.ts';
import { englishText } from './english.ts';
import { NAMESPACES } from './namespaces.ts';
import { LOCALES, isLocale } from './types.ts';
import { checkPayload } from '../forms/decode.ts';

type Tree = { [key: string]: string | string[] | Tree };

const here = dirname(fileURLToPath(import.meta.url));
/** Every namespace module of shared/i18n: all .ts files but the helpers and tests. */
const HELPERS = ['types.ts', 'english.ts', 'namespaces.ts', 'filipino-allow.ts'];
const namespaceFiles = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !HELPERS.includes(f))
  .sort();

const namespaces: Record<string, { en: Tree; fil: Tree }> = {};
beforeAll(async () => {
  for (const file of namespaceFiles) {
    const mod = (await import(join(here, file))) as Record<string, unknown>;
    const exported = Object.values(mod);
    expect(exported, `${file} exports one namespace`).toHaveLength(1);
    namespaces[file.replace(/\.ts$/, '')] = exported[0] as { en: Tree; fil: Tree };
  }
});

/** Every leaf as [path, text]; array items get their index as path segment. */
function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (typeof tree === 'object' && tree !== null)
    return Object.entries(tree).flatMap(([k, value]) => leaves(value, prefix ? `${prefix}.${k}` : k));
  return [[prefix, `<<${typeof tree}>>`]];
}

/** Same shape: same keys at every level, arrays where arrays are, of equal length. */
function shape(tree: unknown): unknown {
  if (typeof tree === 'string') return 'string';
  if (Array.isArray(tree)) return tree.map(shape);
  if (typeof tree === 'object' && tree !== null)
    return Object.fromEntries(Object.entries(tree).map(([k, value]) => [k, shape(value)]));
  return typeof tree;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1]!).sort();

describe('namespace modules', () => {
  it('are common, callback and legal (at least), each with en and fil', () => {
    expect(namespaceFiles).toEqual(expect.arrayContaining(['callback.ts', 'common.ts', 'legal.ts']));
    for (const [name, ns] of Object.entries(namespaces)) {
      expect(Object.keys(ns).sort(), name).toEqual(['en', 'fil']);
    }
    expect(namespaces.common).toBe(common);
    expect(namespaces.callback).toBe(callback);
    expect(namespaces.legal).toBe(legal);
  });

  it('fil has exactly the keys of en, deep, arrays of equal length', () => {
    for (const [name, ns] of Object.entries(namespaces)) {
      expect(shape(ns.fil), name).toEqual(shape(ns.en));
      expect(
        leaves(ns.fil).map(([p]) => p),
        name,
      ).toEqual(leaves(ns.en).map(([p]) => p));
    }
  });

  it('has only non-empty strings as leaves', () => {
    for (const [name, ns] of Object.entries(namespaces))
      for (const locale of LOCALES)
        for (const [path, text] of leaves(ns[locale])) {
          expect(typeof text, `${name}.${locale}.${path}`).toBe('string');
          expect(text.trim(), `${name}.${locale}.${path}`).not.toBe('');
          expect(text, `${name}.${locale}.${path}`).not.toMatch(/^<</);
        }
  });

  it('uses the same interpolation placeholders in en and fil', () => {
    for (const [name, ns] of Object.entries(namespaces)) {
      const fil = new Map(leaves(ns.fil));
      for (const [path, text] of leaves(ns.en))
        expect(placeholders(fil.get(path) ?? ''), `${name}.${path}`).toEqual(placeholders(text));
    }
  });

  it('keeps the placeholders the widgets fill in', () => {
    for (const locale of LOCALES) {
      expect(placeholders(common[locale].noMatches)).toEqual(['query']);
      expect(placeholders(common[locale].matches_one)).toEqual(['count']);
      expect(placeholders(common[locale].matches_other)).toEqual(['count']);
      expect(placeholders(legal[locale].readFull)).toEqual(['title']);
    }
  });

  it('has no half-written placeholders', () => {
    for (const [name, ns] of Object.entries(namespaces))
      for (const locale of LOCALES)
        for (const [path, text] of leaves(ns[locale])) {
          const stripped = text.replace(/\{\{\s*[\w.-]+\s*\}\}/g, '');
          expect(stripped, `${name}.${locale}.${path}`).not.toMatch(/\{\{|\}\}/);
        }
  });
});

describe('locales', () => {
  it('are en and fil', () => {
    expect([...LOCALES]).toEqual(['en', 'fil']);
    expect(isLocale('en')).toBe(true);
    expect(isLocale('fil')).toBe(true);
    for (const value of ['EN', 'tl', 'fil-PH', '', undefined, null, 1])
      expect(isLocale(value), String(value)).toBe(false);
  });
});

describe('spec texts in English', () => {
  it('callback messages and dialogs are the spec texts, letter for letter', () => {
    expect(callback.en.errors).toMatchObject({
      name: 'Name should be atleast 3 characters long',
      mobile: 'Mobile Number should follow the format (09XXXXXXXXX)',
      agreement: 'You can only submit this form if you agree to our privacy statement and terms of use',
      store: 'Please select a Preferred Store.',
    });
    expect(callback.en.successTitle).toBe('Thank you');
    expect(callback.en.successBody).toBe('Your details were sent successfully!');
    // The failure dialog's title is the engine's, as for every form drawn with it.
    expect(form.en.errorTitle).toBe('Error');
    expect(callback.en.errorBody).toBe('An error was encountered while trying to save your data.');
    expect(callback.en.mobilePlaceholder).toBe('09XXXXXXXXX');
    expect(common.en.required).toBe('This field is required');
  });
});

describe('schema message keys', () => {
  const english: Tree = { common: common.en as unknown as Tree, callback: callback.en as unknown as Tree };
  const resolve = (key: string): string | undefined => {
    let node: unknown = english;
    for (const part of key.split('.')) {
      if (typeof node !== 'object' || node === null || Array.isArray(node) || !Object.hasOwn(node, part))
        return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string' ? node : undefined;
  };

  /** Every `message` a valibot schema tree declares (entries, pipes, items, options). */
  function declaredMessages(node: unknown, seen = new Set<unknown>()): string[] {
    if (typeof node !== 'object' || node === null || seen.has(node)) return [];
    seen.add(node);
    const { kind, message } = node as { kind?: unknown; message?: unknown };
    const own = kind !== undefined && typeof message === 'string' ? [message] : [];
    const children = Object.entries(node)
      .filter(([k]) => ['entries', 'pipe', 'item', 'wrapped', 'options'].includes(k))
      .flatMap(([, value]) =>
        Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value as object) : [],
      );
    return [...own, ...children.flatMap((child) => declaredMessages(child, seen))];
  }

  it('every message declared by the callback form (its rules, an unreadable entry) resolves to English', () => {
    const rules = CALLBACK.names.flatMap((name) => declaredMessages(CALLBACK.fields[name].rule));
    // 'common.invalid': what the gateway answers for an entry it cannot read (fromPayload).
    const keys = new Set([...rules, 'common.invalid']);
    expect(keys.size).toBeGreaterThanOrEqual(5);
    for (const key of keys) expect(resolve(key), key).toEqual(expect.any(String));
    expect(keys).toEqual(
      new Set([
        'common.required',
        'common.invalid',
        'callback.errors.name',
        'callback.errors.nameMax',
        'callback.errors.nameMarkup',
        'callback.errors.mobile',
        'callback.errors.store',
        'callback.errors.agreement',
      ]),
    );
  });

  it('every message produced by bad (but complete) inputs resolves to English', () => {
    const store = String(BRANCHES[0]!.code);
    const badForms: unknown[] = [
      {
        name: '',
        contactNumber: '',
        preferredSchedule: '',
        preferredStore: '',
        products: [''],
        existingCustomer: '',
        agreement: false,
      },
      {
        name: 'x'.repeat(500),
        contactNumber: '123',
        preferredSchedule: 'Noon',
        preferredStore: '0x1',
        products: null,
        existingCustomer: 'maybe',
        agreement: 'yes',
      },
      {
        name: 1,
        contactNumber: 9,
        preferredSchedule: 1,
        preferredStore: 1,
        products: 'x',
        existingCustomer: true,
        agreement: null,
      },
      {
        name: 'Juan',
        contactNumber: '08171234567',
        preferredSchedule: 'AM',
        preferredStore: '606',
        products: [],
        existingCustomer: 'No',
        agreement: true,
      },
    ];
    const badQueries: unknown[] = [
      { CustomerName: '', MobileNumber: '', PreferredStore: '', PreferredSchedule: '', AgreeTerms: '', Others: '' },
      {
        CustomerName: 'x'.repeat(500),
        MobileNumber: '0917',
        PreferredStore: '01',
        PreferredSchedule: 'am',
        AgreeTerms: 'No',
        Others: 'true|Yes',
      },
      { CustomerName: 1, MobileNumber: 1, PreferredStore: 1, PreferredSchedule: 1, AgreeTerms: true, Others: 1 },
      {
        CustomerName: 'Juan',
        MobileNumber: '09171234567',
        PreferredStore: store,
        PreferredSchedule: 'PM',
        AgreeTerms: 'Yes',
        Others: 'x',
      },
    ];
    const produced = new Set<string>();
    for (const input of badForms)
      for (const key of Object.values(CALLBACK.validate(input as Record<string, unknown>).errors)) produced.add(key);
    for (const input of badQueries)
      for (const key of Object.values(checkPayload(CALLBACK, input as Record<string, string>).errors))
        produced.add(key);
    expect(produced.size).toBeGreaterThanOrEqual(7);
    for (const key of produced) expect(resolve(key), key).toEqual(expect.any(String));
  });
});

describe('the one list of namespaces (namespaces.ts)', () => {
  it('holds every namespace file, under the name it exports', () => {
    const listed = new Map<unknown, string>(Object.entries(NAMESPACES).map(([name, texts]) => [texts, name]));
    for (const [file, texts] of Object.entries(namespaces)) expect(listed.has(texts), `${file}.ts`).toBe(true);
    expect(listed.size).toBe(Object.keys(namespaces).length);
  });

  it("gives the server's English resolver every namespace", () => {
    for (const [name, texts] of Object.entries(NAMESPACES)) {
      const [path, text] = leaves(texts.en).find(([p]) => !p.includes('['))!;
      expect(englishText(`${name}.${path}`), `${name}.${path}`).toBe(text);
    }
  });
});
