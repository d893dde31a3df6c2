import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CALLBACK } from './callback/form.ts';
import { mobileSchema, nameSchema } from './callback/schema.ts';

/** The callback form's fields as one object schema (to see how issues of an object are filed). */
const callbackSchema = v.object(Object.fromEntries(CALLBACK.names.map((n) => [n, CALLBACK.fields[n].rule])));
const emptyCallback = () => CALLBACK.empty();
import { validate } from './messages.ts';

describe('validate / issuesByField', () => {
  it('reports valibot’s own messages as our generic keys, never raw English', () => {
    const { name: _omitted, ...rest } = emptyCallback();
    expect(validate(callbackSchema, rest).errors.name).toBe('common.required');
    expect(validate(callbackSchema, { ...emptyCallback(), products: 'x' }).errors.products).toBe('common.required');
    expect(validate(v.object({ a: v.string() }), null).errors['']).toBe('common.invalid');
  });

  it('files an error inside a list under the list’s own field', () => {
    const errors = validate(callbackSchema, { ...emptyCallback(), products: ['bogus'] }).errors;
    expect(Object.keys(errors)).toContain('products');
    expect(Object.keys(errors).some((k) => k.includes('.'))).toBe(false);
  });
});

describe('characters as a reader counts them', () => {
  it('a decomposed Ñ and an emoji count as one character each', () => {
    expect(validate(nameSchema, 'N\u0303o').ok).toBe(false);
    expect(validate(nameSchema, '👍a').ok).toBe(false);
    expect(validate(nameSchema, 'N\u0303oy').ok).toBe(true);
    expect(validate(nameSchema, 'N\u0303oy').output).toBe('Ñoy');
  });

  it('a mobile number with letters mixed in is not a number', () => {
    expect(validate(mobileSchema, '0917a123b4567').errors['']).toBe('callback.errors.mobile');
    expect(validate(mobileSchema, 'call me 0917 123 4567').ok).toBe(false);
    expect(validate(mobileSchema, '(0917) 123-4567').output).toBe('09171234567');
  });
});
