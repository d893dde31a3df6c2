import { describe, expect, it } from 'vitest';
import { FORMS } from '../forms/all.ts';
import { callbackValuesFor, readCallbackHandOver, splitFilipinoName } from './handover.ts';
import { callbackHandOverHref } from './schema.ts';

const VALUES = { name: 'Ana Santos', contactNumber: '09171234567', preferredStore: '145', agreement: true };

describe("the callback's Continue hands what was entered to the application forms", () => {
  it('goes to /application-form with name, mobile and branch in the fragment, nothing else', () => {
    const href = callbackHandOverHref(VALUES);
    expect(href).toBe('/application-form#name=Ana+Santos&mobile=09171234567&store=145');
    expect(readCallbackHandOver(new URL(href, 'https://bank.test').hash)).toEqual({
      name: 'Ana Santos',
      mobile: '09171234567',
      store: '145',
    });
  });

  it("leaves out what fails the callback's own rules; nothing usable is undefined", () => {
    expect(readCallbackHandOver('#name=Jo&mobile=12345&store=99999')).toBeUndefined();
    expect(readCallbackHandOver('mobile=09171234567&store=nope&evil=<script>')).toEqual({ mobile: '09171234567' });
    expect(readCallbackHandOver('')).toBeUndefined();
    expect(readCallbackHandOver(undefined)).toBeUndefined();
  });

  it('each form takes its own mobile number and branch; a two-word name becomes given and family name', () => {
    const handOver = { name: 'Ana Santos', mobile: '09171234567', store: '145' };
    expect(callbackValuesFor(FORMS['auto-loan']!, handOver)).toMatchObject({
      firstname: 'Ana',
      lastname: 'Santos',
      mobilePhone: '(63) 917-123-4567',
    });
    const td = callbackValuesFor(FORMS['time-deposit']!, handOver);
    expect(td).toMatchObject({ preferedstore: '145', MobileNo: '(63) 917-123-4567' });
    expect(callbackValuesFor(FORMS.leadgen!, handOver)).toMatchObject({
      preferredBranch: '145',
      mobile: '(63) 917-123-4567',
    });
    // the spouse's and references' phones are not the visitor's own
    const pl = callbackValuesFor(FORMS['personal-loan B']!, handOver);
    expect(Object.keys(pl).filter((k) => /spouse|ref/i.test(k))).toEqual([]);
    expect(pl).toEqual({ firstName: 'Ana', lastName: 'Santos', mobilePhone: '(63) 917-123-4567' });
  });

  it('a name of three words or more reaches the form as given names, then surname (Juan Dela Cruz)', () => {
    expect(callbackValuesFor(FORMS['home-loan']!, { name: 'Juan Dela Cruz' })).toEqual({
      firstname: 'Juan',
      lastname: 'Dela Cruz',
    });
    expect(callbackValuesFor(FORMS['auto-loan']!, { name: 'Maria Clara Santos' })).toMatchObject({
      firstname: 'Maria Clara',
      lastname: 'Santos',
    });
    expect(callbackValuesFor(FORMS['personal-loan B']!, { name: 'Ana' })).toEqual({ firstName: 'Ana' });
  });

  it('a surname with a particle stays whole; the given names are everything before it', () => {
    const cases: [string, string | undefined, string | undefined][] = [
      ['Juan Dela Cruz', 'Juan', 'Dela Cruz'],
      ['Maria Clara Santos', 'Maria Clara', 'Santos'],
      ['Maria Clara de la Paz', 'Maria Clara', 'de la Paz'],
      ['Jose Rizal del Pilar', 'Jose Rizal', 'del Pilar'],
      ['Ana  Marie   de los  Santos ', 'Ana Marie', 'de los Santos'],
      ['Pedro Delos Reyes', 'Pedro', 'Delos Reyes'],
      ['Mark San Juan', 'Mark', 'San Juan'],
      ['Liza Santa Maria', 'Liza', 'Santa Maria'],
      ['Rosa Sta. Ana', 'Rosa', 'Sta. Ana'],
      ['Ana Santos', 'Ana', 'Santos'],
      ['Ana', 'Ana', undefined],
      ['   ', undefined, undefined],
    ];
    for (const [name, given, family] of cases) {
      expect(splitFilipinoName(name), name).toEqual(JSON.parse(JSON.stringify({ given, family })));
    }
  });
});
