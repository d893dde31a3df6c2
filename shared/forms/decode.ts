/**
 * The server's way back from a form's payload entries to its values, and its check of what it
 * received (server/routes/forms.ts). Apart from the contract (shared/forms/contract.ts) because no
 * widget reads a payload back: a widget's bundle does not carry it.
 */
import type { FieldKind, Form, Result, Values } from './contract.ts';

type Received = Readonly<Record<string, string | undefined>>;

function decodeDefault(kind: FieldKind, text: string): unknown {
  if (kind === 'checkbox') return text === 'true';
  if (kind === 'checkboxes') return text === '' ? [] : text.split(',');
  return text;
}

const textOf = (x: unknown): string => (x === undefined || x === null ? '' : String(x));

/** Entries back to values; `errors`: unreadable entries (message keys by entry name). */
export function fromPayload(form: Form, received: Received): { values: Values; errors: Record<string, string> } {
  const values: Record<string, unknown> = form.empty() as Values;
  const errors: Record<string, string> = {};
  const text = Object.fromEntries(Object.entries(received).filter(([, x]) => typeof x === 'string')) as Record<
    string,
    string
  >;
  const done = new Set<string>();
  for (const name of form.names) {
    const entry = form.entryOf(name);
    if (entry === undefined || done.has(entry)) continue;
    done.add(entry);
    const f = form.fields[name]!;
    if (f.decode) {
      const patch = f.decode(text[entry], received, name);
      if (patch === null) errors[entry] = 'common.invalid';
      else Object.assign(values, patch);
    } else if (text[entry] !== undefined) {
      values[name] = decodeDefault(f.kind, text[entry]);
    }
  }
  // How many repeat groups were sent: up to the last one with anything in it.
  for (const r of form.names.filter((n) => form.fields[n]!.kind === 'repeat')) {
    const spec = form.fields[r]!.repeat!;
    let n = spec.min;
    spec.groups.forEach((group, i) => {
      if (group.some((g) => textOf(values[g]).trim() !== '')) n = Math.max(n, i + 1);
    });
    values[r] = String(n);
  }
  return { values: values as Values, errors };
}

/**
 * The server's check of received entries: read back, then every field they carry checked; errors
 * keyed by entry, in entry order. `output`: the checked values (their payload is what to store).
 */
export function checkPayload(form: Form, received: Received): Result {
  const read = fromPayload(form, received);
  const checked = form.validate(read.values, { sentOnly: true });
  const byEntry: Record<string, string> = { ...read.errors };
  for (const [name, key] of Object.entries(checked.errors)) {
    const entry = form.entryOf(name)!;
    if (!(entry in byEntry)) byEntry[entry] = key;
  }
  if (checked.ok && !Object.keys(byEntry).length) return checked;
  const errors = Object.fromEntries(form.entries.filter((e) => e in byEntry).map((e) => [e, byEntry[e]!]));
  return { ok: false, errors };
}
