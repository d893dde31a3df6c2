import { expect, it } from 'vitest';
import { PLACES, PLACE_NAMES } from './provinces.ts';

it("lists the places in English collation order (Intl.Collator('en'), as localeCompare had it)", () => {
  const names = PLACES.map((p) => p.name);
  expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  expect(PLACE_NAMES).toEqual(names);
  expect(names).toContain('Las Piñas');
  expect(names.indexOf('Las Piñas')).toBeLessThan(names.indexOf('Leyte'));
  expect(new Set(names).size).toBe(names.length);
});
