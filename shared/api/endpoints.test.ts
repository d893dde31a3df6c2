import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORMS } from '../forms/all.ts';
import { endpoint, forgetApiConfig } from './endpoints.ts';

const BASE = 'https://bank.test/widgets-api';
let served: unknown;
let calls: string[];

beforeEach(() => {
  forgetApiConfig();
  calls = [];
  served = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      if (served instanceof Error) throw served;
      return typeof served === 'number'
        ? new Response('no', { status: served })
        : new Response(JSON.stringify(served), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a form sends to the address /data/apiconfig.json gives it', () => {
  it('every form has a key of its own kind (the personal loan variants share theirs)', () => {
    const keys = Object.entries(FORMS).map(([name, f]) => [name, f.submit.config]);
    expect(Object.fromEntries(keys)).toEqual({
      callback: 'callbackapi',
      'auto-loan': 'autoloanapi',
      'home-loan': 'homeloanapi',
      'personal-loan A': 'personalloanapi',
      'personal-loan B': 'personalloanapi',
      'credit-card': 'creditcardapi',
      'time-deposit': 'timedepositeapi',
      leadgen: 'leadgenapi',
      'request-for-callback': 'requestcallbackapi',
    });
  });

  it('a configured path is on the api-base; an absolute URL is taken as it is', async () => {
    served = { autoloanapi: '/bank/ewbal/submit', homeloanapi: 'https://forms.bank.example/hl' };
    expect(await endpoint(BASE, FORMS['auto-loan']!.submit)).toBe(`${BASE}/bank/ewbal/submit`);
    expect(await endpoint(BASE, FORMS['home-loan']!.submit)).toBe('https://forms.bank.example/hl');
    expect(calls).toEqual([`${BASE}/data/apiconfig.json`]); // read once per api-base
  });

  it("today's paths are the defaults: no key, an empty or non-text entry, no file, a failed read", async () => {
    const form = FORMS['credit-card']!;
    for (const answer of [{}, { creditcardapi: '' }, { creditcardapi: 42 }, 404, [], new Error('offline')]) {
      forgetApiConfig();
      served = answer;
      expect(await endpoint(BASE, form.submit), JSON.stringify(answer)).toBe(`${BASE}/cms/ewbcc/submit`);
    }
  });

  it('a failed read is asked again on the next send', async () => {
    served = new Error('offline');
    await endpoint(BASE, FORMS.leadgen!.submit);
    served = { leadgenapi: '/moved/leadgen' };
    expect(await endpoint(BASE, FORMS.leadgen!.submit)).toBe(`${BASE}/moved/leadgen`);
    expect(calls).toHaveLength(2);
  });
});

describe('the configuration read is bounded by the send timeout', () => {
  it('a hung apiconfig.json gives up after the timeout and the default path is used', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_u: string, init: RequestInit) =>
            new Promise((_r, reject) => init.signal!.addEventListener('abort', () => reject(new Error('aborted')))),
        ),
      );
      const address = endpoint(BASE, FORMS['home-loan']!.submit, 2);
      await vi.advanceTimersByTimeAsync(2100);
      expect(await address).toBe(`${BASE}/cms/ewbhl/submit`);
    } finally {
      vi.useRealTimers();
    }
  });
});
