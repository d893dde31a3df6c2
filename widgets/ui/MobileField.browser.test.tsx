/**
 * The kit's MobileField (widgets/ui/MobileField.tsx) in a widget's shadow root: a phone keypad and the
 * visitor's own number offered by autofill; a local number typed with spaces or an autofilled
 * "+63 …" is tidied to 09XXXXXXXXX when the visitor leaves the field, never while typing.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountComponent, unmountAll } from '../runtime/testing.tsx';
import { MobileField } from './MobileField.tsx';

afterEach(unmountAll);

function Mobile() {
  const [value, setValue] = useState('');
  return (
    <>
      <MobileField name="mobile" label="Mobile number" hint="09XXXXXXXXX" value={value} onChange={setValue} />
      <p>Value: [{value}]</p>
      <button type="button">Next</button>
    </>
  );
}

const field = () => page.getByRole('textbox', { name: 'Mobile number' });
const leave = () => userEvent.keyboard('{Tab}');

describe('MobileField', () => {
  it('asks for the phone keypad and the national number by autofill', async () => {
    mountComponent(() => <Mobile />);
    await expect.element(field()).toHaveAttribute('type', 'tel');
    await expect.element(field()).toHaveAttribute('inputmode', 'numeric');
    await expect.element(field()).toHaveAttribute('autocomplete', 'tel-national');
  });

  it('keeps the spaces while typing and tidies them on leaving the field', async () => {
    mountComponent(() => <Mobile />);
    await userEvent.type(field(), '0917 123 4567');
    await expect.element(page.getByText('Value: [0917 123 4567]')).toBeVisible();
    await expect.element(field()).toHaveValue('0917 123 4567');
    await leave();
    await expect.element(page.getByText('Value: [09171234567]')).toBeVisible();
    await expect.element(field()).toHaveValue('09171234567');
  });

  it('turns an international +63 number into the local form', async () => {
    mountComponent(() => <Mobile />);
    await userEvent.fill(field(), '+63 917 123 4567'); // as autofill puts it, in one go
    await leave();
    await expect.element(field()).toHaveValue('09171234567');
  });

  it('leaves anything that is not a mobile number as typed, for the form to explain', async () => {
    mountComponent(() => <Mobile />);
    await userEvent.type(field(), '0917 12');
    await leave();
    await expect.element(page.getByText('Value: [0917 12]')).toBeVisible();
    await expect.element(field()).toHaveValue('0917 12');
  });
});
