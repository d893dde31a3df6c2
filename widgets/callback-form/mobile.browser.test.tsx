/**
 * The callback form's mobile number, drawn by the engine from its declaration (shared/callback): a
 * phone keypad and the visitor's own number offered by autofill; a local number typed with spaces or
 * an autofilled "+63 …" is tidied to 09XXXXXXXXX when the visitor leaves the field, never while
 * typing; anything else stays as typed, for the form's message.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { callback } from '../../shared/i18n/callback.ts';
import { mountComponent, unmountAll } from '../runtime/testing.tsx';
import { CallbackForm } from './CallbackForm.tsx';

afterEach(() => {
  unmountAll();
  sessionStorage.clear(); // the form's draft: each test starts empty
});

const mount = () => mountComponent(CallbackForm, {}, { resources: { callback }, form: 'callback' });
const field = () => page.getByRole('textbox', { name: 'Mobile Number', exact: true });
const leave = () => userEvent.keyboard('{Tab}');

describe('the callback form: Mobile Number', () => {
  it('asks for the phone keypad and the national number by autofill', async () => {
    mount();
    await expect.element(field()).toHaveAttribute('type', 'tel');
    await expect.element(field()).toHaveAttribute('inputmode', 'numeric');
    await expect.element(field()).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('keeps the spaces while typing and tidies them on leaving the field', async () => {
    mount();
    await userEvent.type(field(), '0917 123 4567');
    await expect.element(field()).toHaveValue('0917 123 4567');
    await leave();
    await expect.element(field()).toHaveValue('09171234567');
  });

  it('turns an international +63 number into the local form', async () => {
    mount();
    await userEvent.fill(field(), '+63 917 123 4567'); // as autofill puts it, in one go
    await leave();
    await expect.element(field()).toHaveValue('09171234567');
  });

  it('leaves anything that is not a mobile number as typed, for the form to explain', async () => {
    mount();
    await userEvent.type(field(), '0917 12');
    await leave();
    await expect.element(field()).toHaveValue('0917 12');
  });
});
