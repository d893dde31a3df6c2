/**
 * The cross-engine smoke suite: what a visitor does, in Chromium, Firefox ESR and
 * WebKitGTK alike (tests/smoke/driver.ts): every widget of the demo page renders and takes over in
 * en and fil; the callback form sent by keyboard and its row stored; one wizard (leadgen) end to
 * end to a stored row; a dialog's focus return (the site's Apply Now, nested confirmation); the
 * kiosk board filling its table. The full journeys, with axe, run in Chromium (tests/e2e).
 */
import assert from 'node:assert/strict';
import type { Driver } from './driver.ts';
import type { Helpers, Name } from './page-helpers.ts';

export interface Context {
  /** GET an operator API path with the admin token. */
  admin(path: string): Promise<unknown>;
}

export interface Scenario {
  name: string;
  run(d: Driver, ctx: Context): Promise<void>;
}

const unique = () =>
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6);

/** Waits until every ew-* element runs its own code and has drawn it (no prerendered first screen left). */
async function widgetsTookOver(d: Driver) {
  return d.waitFor('every widget to take over', (h: Helpers) => {
    const hosts = h.all().filter((e) => e.localName.startsWith('ew-'));
    return (
      hosts.length > 0 &&
      hosts.every((e) => {
        const root = e.shadowRoot ?? e;
        return (
          // Drawn: something in the widget's own element (a part still on its way draws nothing yet,
          // the personal loan's variant A, a form waiting for a partner's prefill).
          (root.querySelector('.ew-root')?.firstElementChild?.childElementCount ?? 0) > 0 &&
          !Array.from(root.children).some((c) => c.hasAttribute('data-ew-first'))
        );
      })
    );
  });
}

/** Focuses the form control labelled `label` (inside the form named `form`, when given). */
async function focus(d: Driver, label: Name, form?: Name) {
  await d.waitFor(
    `the field "${JSON.stringify(label)}"`,
    (h: Helpers, l: Name, f?: Name) => {
      const el = h.byLabel(l, f ? h.byRole('form', f) : null);
      el?.scrollIntoView({ block: 'center' });
      el?.focus();
      return !!el && h.active() === el;
    },
    [label, form],
  );
}

/** Types into the field labelled `label`, by keyboard. */
async function typeInto(d: Driver, label: Name, text: string, form?: Name) {
  await focus(d, label, form);
  await d.type(text);
}

/** Chooses in a <select> (or sets a date input): the engines' own pickers differ, the value does not. */
async function choose(d: Driver, label: Name, option: string, form?: Name) {
  await d.waitFor(
    `"${option}" in "${JSON.stringify(label)}"`,
    (h: Helpers, l: Name, o: string, f?: Name) => {
      const el = h.byLabel(l, f ? h.byRole('form', f) : null) as HTMLSelectElement | HTMLInputElement | null;
      if (!el) return false;
      const value =
        el instanceof HTMLSelectElement
          ? Array.from(el.options).find((x) => x.text.startsWith(o) || x.value === o)?.value
          : o;
      if (value === undefined) return false;
      el.focus();
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
      return el.value === value;
    },
    [label, option, form],
  );
}

/** Picks an option of a combobox by typing and the arrow keys. */
async function pick(d: Driver, label: Name, typed: string, option: Name, form?: Name) {
  await typeInto(d, label, typed, form);
  await d.waitFor(`the option ${JSON.stringify(option)}`, (h: Helpers, o: Name) => !!h.byRole('option', o), [option]);
  await d.press('ArrowDown');
  await d.press('Enter');
  await d.waitFor(
    `${JSON.stringify(label)} to hold the option`,
    (h: Helpers, l: Name, f?: Name) =>
      ((h.byLabel(l, f ? h.byRole('form', f) : null) as HTMLInputElement)?.value ?? '') !== '',
    [label, form],
  );
}

/** A step of a wizard: presses its Next and waits for the next step's heading to take focus. */
async function next(d: Driver, from: string, to: string) {
  await d.click(`Next on "${from}"`, (h: Helpers, f: string) => h.byRole('button', 'Next', h.byRole('form', f)), from);
  try {
    await d.waitFor(
      `the heading "${to}" to take focus`,
      // The step's heading says its place first: "Step 2 of 4: Personal details".
      (h: Helpers, t: string) =>
        h.roleOf(h.active()!) === 'heading' && new RegExp(`^Step \\d+ of \\d+: ${t}$`).test(h.text(h.active())),
      [to],
    );
  } catch (error) {
    // Say why: the step's own messages.
    const problems = await d.run(
      (h: Helpers, f: string) => h.text(h.byRole('group', 'There is a problem', h.byRole('form', f))),
      from,
    );
    throw new Error(`${(error as Error).message}; on "${from}": ${problems || 'no message'}`);
  }
}

async function noErrors(d: Driver) {
  assert.deepEqual(await d.errors(), []);
}

function everyWidget(lang: 'en' | 'fil'): Scenario {
  return {
    name: `demo page (${lang}): every widget renders and takes over, styled`,
    async run(d) {
      await d.goto(`/demo/?lang=${lang}`);
      // Lazy widgets load as they near the viewport.
      await d.run((h: Helpers) => h.all().forEach((e) => e.localName.startsWith('ew-') && e.scrollIntoView()));
      await d.run(() => scrollTo(0, 0));
      await widgetsTookOver(d);
      const widgets = await d.waitFor(
        'every widget in the language',
        (h: Helpers, l: string) => {
          const all = h
            .all()
            .filter((e) => e.localName.startsWith('ew-'))
            .map((e) => {
              const root = e.shadowRoot!;
              const own = root.querySelector<HTMLElement>('.ew-root')!;
              return {
                tag: e.localName,
                lang: own.lang,
                styled: (root.adoptedStyleSheets?.length ?? 0) > 0 || !!root.querySelector('style'),
                height: Math.round(own.getBoundingClientRect().height),
              };
            });
          return all.every((w) => w.lang === l) && all;
        },
        [lang],
      );
      assert.ok(widgets.length >= 13, `${widgets.length} widgets`);
      for (const w of widgets) {
        assert.ok(w.styled, `${w.tag} has its styles`);
        assert.ok(w.height > 20, `${w.tag} is ${w.height} px high`);
      }
      await noErrors(d);
    },
  };
}

const callbackByKeyboard: Scenario = {
  name: 'the callback form, by keyboard: sent, and its row stored',
  async run(d, ctx) {
    await d.goto('/demo/');
    await widgetsTookOver(d);
    const form = 'Request a callback';
    const name = `Peña Dela Cruz ${unique()}`;
    await typeInto(d, 'Name', name, form);
    await typeInto(d, 'Mobile Number', '09171234567', form);
    await focus(d, 'PM', form);
    await d.press('Space');
    await pick(d, 'Preferred Store', 'Lanang', { re: 'Davao - Lanang' }, form);
    await focus(d, 'Home Loan', form);
    await d.press('Space');
    await focus(d, { re: 'I have read and agree' }, form);
    await d.press('Space');
    await focus(d, 'Name', form);
    await d.press('Enter'); // sent from the keyboard
    await d.waitFor('the Thank you dialog', (h: Helpers) =>
      h.text(h.byRole('dialog', 'Thank you')).includes('Your details were sent successfully!'),
    );
    const rows = (await ctx.admin('/admin/api/submissions?form=callback')) as { fields: Record<string, string> }[];
    const mine = rows.filter((r) => r.fields.CustomerName === name);
    assert.equal(mine.length, 1, `one row stored for ${name} (newest: ${rows[0]?.fields.CustomerName})`);
    assert.equal(mine[0]!.fields.PreferredSchedule, 'PM');
    assert.equal(mine[0]!.fields.PreferredStore, '147'); // Davao - Lanang
    await noErrors(d);
  },
};

const leadgenWizard: Scenario = {
  name: 'a wizard (leadgen) end to end: every step, submitted, its row stored',
  async run(d, ctx) {
    await d.goto('/forms?preset=leadgen');
    await widgetsTookOver(d);
    const email = `smoke.${unique()}@example.ph`;
    let form = 'About you';
    await typeInto(d, 'Email address', email, form);
    await choose(d, 'Birthday', '1976-07-04', form);
    await pick(d, 'Preferred branch', 'Lanang', { re: 'Davao - Lanang' }, form);
    await next(d, form, 'Personal details');

    form = 'Personal details';
    await typeInto(d, 'First name', 'Lorna', form);
    await typeInto(d, 'Middle name', 'Diaz', form);
    await typeInto(d, 'Last name', 'Villanueva', form);
    await choose(d, 'Country of birth', 'Phil', form);
    await typeInto(d, 'Place of birth', 'Iloilo City', form);
    await focus(d, 'Female', form);
    await d.press('Space');
    await choose(d, 'Nationality', 'Filipino', form);
    await choose(d, 'Civil status', 'Single', form);
    await typeInto(d, 'TIN', '123456789', form);
    await choose(d, 'Employment status', 'Employed', form);
    await typeInto(d, 'Employer name', 'Iloilo Supermart', form);
    await choose(d, 'Nature of employment', 'Wholesale', form);
    await next(d, form, 'Contact details');

    form = 'Contact details';
    await typeInto(d, 'Landline', '3201234', form);
    await typeInto(d, 'Mobile number', '09181234567', form);
    await typeInto(d, 'Present address', '45 Diversion Road, Mandurriao', form);
    await choose(d, 'Country', 'Phil', form);
    await choose(d, 'Province', 'Iloilo City', form);
    await typeInto(d, 'Zip code', '5000', form);
    await focus(d, 'Yes', form);
    await d.press('Space');
    await next(d, form, 'Review details');

    form = 'Review details';
    await focus(d, 'I agree to the privacy statement and terms of use', form);
    await d.press('Space');
    await d.click('Submit', (h: Helpers, f: string) => h.byRole('button', 'Submit', h.byRole('form', f)), form);
    await d.waitFor('the Thank you dialog', (h: Helpers) => !!h.byRole('dialog', 'Thank you'));
    const rows = (await ctx.admin('/admin/api/submissions?form=leadgen')) as { fields: Record<string, string> }[];
    const mine = rows.filter((r) => r.fields.email === email);
    assert.equal(mine.length, 1, 'one row stored');
    assert.deepEqual(
      [mine[0]!.fields.dateOfBirth, mine[0]!.fields.placeOfBirth, mine[0]!.fields.gender, mine[0]!.fields.sameAddress],
      ['1976-07-04', 'Iloilo City', 'FEMALE', 'yes'],
    );
    await noErrors(d);
  },
};

const dialogFocus: Scenario = {
  name: "Apply Now's dialogs: confirmed closed, focus lands back on the button that opened them",
  async run(d) {
    await d.goto('/');
    // The site shows its loading overlay over everything until the page and its content are in.
    await d.waitFor(
      'the home page',
      () => !!document.querySelector('main h1') && !document.querySelector('.site-overlay'),
    );
    await d.click('Apply Now', (h: Helpers) => h.byRole('button', 'Apply Now'));
    await d.waitFor('the Apply Now dialog', (h: Helpers) => !!h.byRole('dialog', 'Apply Now'));
    await d.click('Cancel', (h: Helpers) => h.byRole('button', 'Cancel', h.byRole('dialog', 'Apply Now')));
    await d.click('Yes', (h: Helpers) =>
      h.byRole('button', 'Yes', h.byRole('alertdialog', 'Are you sure you want to close?')),
    );
    await d.waitFor(
      'both dialogs closed and focus on Apply Now',
      (h: Helpers) => !h.byRole('dialog', 'Apply Now') && h.active() === h.byRole('button', 'Apply Now'),
    );
    await noErrors(d);
  },
};

const popupFocus: Scenario = {
  name: 'popup mode: after "No" on the close confirmation, focus stays in the dialog and Escape works again',
  async run(d) {
    await d.goto('/demo/popup.html');
    await d.click('the popup button', (h: Helpers) => h.byRole('button', 'Request a callback'));
    // (Each function runs in the page: it names everything itself.)
    await d.waitFor(
      'the popup dialog, modal',
      (h: Helpers) => h.byRole('dialog', 'Request a callback')?.getAttribute('aria-modal') === 'true',
    );
    // To the name field by keyboard (a pointer's click over the overlay is refused by WebKitGTK's driver).
    for (let i = 0; i < 8; i++) {
      const there = await d.run(
        (h: Helpers) => h.active() === h.byLabel('Name', h.byRole('dialog', 'Request a callback')),
      );
      if (there) break;
      await d.press('Tab');
    }
    await d.type('Ana');
    for (const round of [1, 2]) {
      await d.press('Escape');
      await d.waitFor(
        `the confirmation, No focused (${round})`,
        (h: Helpers) => !!h.byRole('alertdialog', 'Are you sure you want to close?') && h.text(h.active()) === 'No',
      );
      await d.press('Enter');
      await d.waitFor(
        `no confirmation, focus back in the popup's field (${round})`,
        (h: Helpers) =>
          !h.byRole('alertdialog', 'Are you sure you want to close?') &&
          h.active() === h.byLabel('Name', h.byRole('dialog', 'Request a callback')),
      );
    }
    await noErrors(d);
  },
};

const kioskBoard: Scenario = {
  name: 'the kiosk board fills its table (1920x1080)',
  async run(d) {
    await d.resize(1920, 1080);
    await d.goto('/forexrates/store-digitalscreens?interval=5');
    const m = await d.waitFor('the board with its rates', () => {
      const table = document.querySelector('.ew-fx-table');
      const rows = table ? Array.from(table.querySelectorAll('tr'), (r) => r.getBoundingClientRect()) : [];
      if (rows.length < 3) return false;
      const height = table!.getBoundingClientRect().height;
      return {
        fill: rows.reduce((sum, r) => sum + r.height, 0) / height,
        gaps: rows.slice(1).map((r, i) => Math.round(r.top - rows[i]!.bottom)),
      };
    });
    // The rows fill the table, one after the other: no empty band above, between or below them.
    assert.ok(m.fill > 0.95, `the rows fill ${Math.round(100 * m.fill)} % of the table`);
    assert.ok(
      m.gaps.every((g) => Math.abs(g) <= 1),
      `gaps between rows: ${m.gaps.join(', ')} px`,
    );
  },
};

export const SCENARIOS: readonly Scenario[] = [
  everyWidget('en'),
  everyWidget('fil'),
  callbackByKeyboard,
  leadgenWizard,
  dialogFocus,
  popupFocus,
  kioskBoard,
];
