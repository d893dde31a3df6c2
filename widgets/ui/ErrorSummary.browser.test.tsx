/**
 * The kit's ErrorSummary (widgets/ui/ErrorSummary.tsx): shown on a failed attempt, it takes focus
 * (again on every failed attempt), and each link moves focus to its field inside the shadow root.
 */
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { focusedElement, mountComponent, unmountAll } from '../runtime/testing.tsx';
import { Button } from './Button.tsx';
import { RadioGroup } from './Choices.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';
import { TextField } from './TextField.tsx';

afterEach(unmountAll);

function Form() {
  const [name, setName] = useState('');
  const [term, setTerm] = useState<'' | '12' | '24'>('24');
  const [attempts, setAttempts] = useState(0);
  const errors = [
    ...(name.trim() ? [] : [{ name: 'name', message: 'Enter your full name' }]),
    ...(term === '24' ? [{ name: 'term', message: 'Choose a shorter term' }] : []),
  ];
  const shown = attempts > 0 ? errors : [];
  const message = (field: string) => shown.find((e) => e.name === field)?.message;
  return (
    <>
      <ErrorSummary errors={shown} focusKey={attempts} />
      <TextField name="name" label="Full name" value={name} onChange={setName} error={message('name')} />
      <RadioGroup<'12' | '24'>
        name="term"
        label="Term"
        value={term}
        onChange={setTerm}
        error={message('term')}
        options={[
          { value: '12', label: '12 months' },
          { value: '24', label: '24 months' },
        ]}
      />
      <Button onPress={() => setAttempts((n) => n + 1)}>Submit</Button>
    </>
  );
}

describe('ErrorSummary', () => {
  it('nothing before an attempt; then "There is a problem", focused, one link per error worded as the message', async () => {
    mountComponent(() => <Form />);
    await expect.element(page.getByRole('group', { name: 'There is a problem' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect.element(summary).toBeVisible();
    await expect.poll(() => focusedElement()).toBe(summary.element());
    const links = summary.getByRole('link');
    expect(links.elements().map((a) => a.textContent)).toEqual(['Enter your full name', 'Choose a shorter term']);
  });

  it('a link focuses its field: a text input, or the checked radio of a group', async () => {
    mountComponent(() => <Form />);
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await userEvent.click(page.getByRole('link', { name: 'Enter your full name' }));
    await expect.poll(() => focusedElement()).toBe(page.getByRole('textbox', { name: 'Full name' }).element());
    await userEvent.click(page.getByRole('link', { name: 'Choose a shorter term' }));
    await expect.poll(() => focusedElement()).toBe(page.getByRole('radio', { name: '24 months' }).element());
  });

  it('takes focus again on the next failed attempt, and lists only what is still wrong', async () => {
    mountComponent(() => <Form />);
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await userEvent.type(page.getByRole('textbox', { name: 'Full name' }), 'Juan dela Cruz');
    const summary = page.getByRole('group', { name: 'There is a problem' });
    await expect.element(summary.getByRole('link')).toHaveTextContent('Choose a shorter term');
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect.poll(() => focusedElement()).toBe(summary.element());
  });

  it('in Filipino', async () => {
    mountComponent(() => <Form />, { locale: 'fil' });
    await userEvent.click(page.getByRole('button', { name: 'Submit' }));
    await expect.element(page.getByRole('group', { name: 'May problema' })).toBeVisible();
  });
});
