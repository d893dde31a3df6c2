import { describe, expect, it } from 'vitest';
import { loggablePath } from './log.ts';

describe('loggablePath', () => {
  it('drops the query and masks id-like segments', () => {
    expect(loggablePath('http://h/forms/timedeposit/AB12CD34EF?x=Juan')).toBe('/forms/timedeposit/:id');
    expect(loggablePath('http://h/x/3f2504e0-4f89-41d3-9a0c-0305e82c3301')).toBe('/x/:id');
    expect(loggablePath('http://h/lookup/09171234567')).toBe('/lookup/:id');
    expect(loggablePath('http://h/forexrates/store-digitalscreens-marquee')).toBe(
      '/forexrates/store-digitalscreens-marquee',
    );
    expect(loggablePath('http://h/widgets/callback-3f9a1b2c.js')).toBe('/widgets/callback-3f9a1b2c.js');
  });

  it('keeps control characters encoded and caps the length', () => {
    expect(loggablePath('http://h/a%0Ab')).toBe('/a%0Ab');
    expect(loggablePath(`http://h/${'a'.repeat(500)}`).length).toBeLessThan(210);
  });
});

describe('reference ids are never logged', () => {
  it('masks every resume link id, with or without a digit (before: about 2.4 % were logged as they are)', async () => {
    const { newReferenceId } = await import('../storage/drafts.ts');
    let unmasked = 0;
    for (let i = 0; i < 20_000; i++) {
      const id = newReferenceId();
      const logged = loggablePath(`http://h/forms/timedeposit/${id}`);
      if (logged.includes(id)) unmasked++;
    }
    console.log(`20,000 resume links logged: ${unmasked} ids unmasked`);
    expect(unmasked).toBe(0);
    // digit-free ids anywhere, too; route names stay readable
    expect(loggablePath('http://h/forms/timedeposit/AbcdEfghIjklMnopQrstUv')).toBe('/forms/timedeposit/:id');
    expect(loggablePath('http://h/x/AbcdEfghIjklMnopQrstUv')).toBe('/x/:id');
    expect(loggablePath('http://h/forms/timedeposit')).toBe('/forms/timedeposit');
    expect(loggablePath('http://h/deposits/timedeposit/thankyou')).toBe('/deposits/timedeposit/thankyou');
    expect(loggablePath('http://h/forexrates/store-digitalscreens-marquee')).toBe(
      '/forexrates/store-digitalscreens-marquee',
    );
  });
});
