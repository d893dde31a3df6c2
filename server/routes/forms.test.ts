/**
 * The route factory (routes/forms.ts): every form of the contract is served at its own path and
 * method, answers bad input with 400 and English messages keyed by the entries sent, never 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRANCHES } from '../../shared/branches/index.ts';
import { PATHS } from '../../shared/config.ts';
import { FORMS } from '../../shared/forms/all.ts';
import { createApp } from '../app.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import { FORM_ROUTES, fieldCount } from './forms.ts';

let storage: Storage;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  storage = await openStorage();
  app = createApp({ storage, adminToken: 'test-operator-token-0123456789abcdef', logger: { info() {}, error() {} } });
});
afterAll(async () => {
  await storage?.close();
});

const routeForms = FORM_ROUTES.flatMap((r) => {
  if (typeof r.form !== 'function') return [r.form];
  // the personal loan's endpoint: variant A for the home loan's names, else B
  return [r.form({ firstname: 'x' }), r.form({})];
});

describe('FORM_ROUTES', () => {
  it('serves every form of the contract, each once', () => {
    expect(new Set(routeForms)).toEqual(new Set(Object.values(FORMS)));
    expect(routeForms).toHaveLength(Object.keys(FORMS).length);
  });

  it.each(Object.entries(FORMS))(
    '%s: its empty payload is a 400 with English messages keyed by entry',
    async (_n, form) => {
      const entries = Object.fromEntries(form.payload(form.empty(), 0));
      const get = form.submit.method === 'GET';
      const res = get
        ? await app.request(`${form.submit.path}?${new URLSearchParams(entries)}`)
        : await app.request(form.submit.path, {
            method: 'POST',
            body: (() => {
              const data = new FormData();
              for (const [k, x] of Object.entries(entries)) data.append(k, x);
              return data;
            })(),
          });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: string; fields: Record<string, string> };
      expect(body.error).toBe('invalid');
      expect(Object.keys(body.fields).length).toBeGreaterThan(0);
      for (const [entry, text] of Object.entries(body.fields)) {
        expect(form.entries, entry).toContain(entry);
        expect(text, entry).not.toMatch(/^[a-z]+\.[\w.]+$/); // English, not a key
      }
    },
  );

  it('knows each form’s entry count (for caps on requests)', () => {
    for (const form of Object.values(FORMS)) expect(fieldCount(form)).toBe(form.entries.length);
  });
});

describe('markup in a name', () => {
  it('the callback refuses <img src=x onerror=…> as CustomerName with 400 and stores nothing', async () => {
    const query = (name: string) =>
      new URLSearchParams({
        CustomerName: name,
        MobileNumber: '09181234567',
        PreferredStore: String(BRANCHES[0]!.code),
        PreferredSchedule: 'AM',
        AgreeTerms: 'Yes',
        Others: 'false,false,false,false,true|Yes',
      });
    const before = (await storage.listSubmissions('callback')).length;
    const res = await app.request(`${PATHS.callback}?${query('<img src=x onerror=alert(1)>')}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields).toEqual({
      CustomerName: 'A name cannot contain < or >',
    });
    expect(await storage.listSubmissions('callback')).toHaveLength(before);
    // a real name still goes through
    expect((await app.request(`${PATHS.callback}?${query("Ma. Luz D'Souza")}`)).status).toBe(200);
  });
});
