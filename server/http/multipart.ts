/**
 * Reads a multipart (or urlencoded) form body into plain text fields, refusing what no form of ours
 * sends: files, repeated fields, more than `maxFields` fields or a field over `maxFieldLength`
 * characters. A body that is not a form, or that does not parse, is the client's mistake (400).
 */
import type { Context } from 'hono';

/** C0 control characters other than tab, line feed and carriage return. */
export const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export interface FormLimits {
  maxFields: number;
  maxFieldLength: number;
}

export type FormRead = { ok: true; fields: Record<string, string> } | { ok: false; message: string };

const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/**
 * An urlencoded body as `parseBody({ all: true })` reads it (a repeated name, or one ending in `[]`,
 * gives an array), parsed with URLSearchParams as fetch's `formData()` does, without building the
 * Response and FormData that hono's goes through.
 */
export function urlencoded(body: ArrayBuffer): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [name, value] of new URLSearchParams(utf8.decode(body))) {
    const had = out[name];
    if (had === undefined) out[name] = name.endsWith('[]') ? [value] : value;
    else if (Array.isArray(had)) had.push(value);
    else out[name] = [had, value];
  }
  return out;
}

export async function readForm(
  c: Context,
  limits: FormLimits = { maxFields: 200, maxFieldLength: 4000 },
): Promise<FormRead> {
  const type = c.req.header('content-type') ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type)) {
    return { ok: false, message: 'Expected a multipart/form-data body' };
  }
  let body: Record<string, unknown>;
  try {
    body = /^application\/x-www-form-urlencoded\b/i.test(type)
      ? urlencoded(await c.req.arrayBuffer())
      : await c.req.parseBody({ all: true });
  } catch {
    return { ok: false, message: 'Malformed form body' };
  }
  const entries = Object.entries(body);
  if (entries.length > limits.maxFields) return { ok: false, message: `More than ${limits.maxFields} fields` };
  const fields: Record<string, string> = {};
  for (const [name, value] of entries) {
    if (Array.isArray(value)) return { ok: false, message: `Repeated field ${name}` };
    if (typeof value !== 'string') return { ok: false, message: `Unexpected file in ${name}` };
    if (value.length > limits.maxFieldLength) return { ok: false, message: `Field ${name} is too long` };
    // Control characters (NUL above all: PostgreSQL's jsonb refuses it) are never typed into a form.
    if (CONTROL.test(value)) return { ok: false, message: `Field ${name} contains a control character` };
    fields[name] = value;
  }
  return { ok: true, fields };
}
