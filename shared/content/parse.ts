/**
 * Reading content that may be malformed (site-and-content.md §8: content
 * failures are logged only). The site parses what the content service answers with the schemas of
 * schema.ts, but one bad value must not cost more than its own block:
 *
 * - a list keeps its well-formed items and leaves the others out;
 * - an optional field that is malformed is left out (as if absent);
 * - a required field that is malformed makes its record malformed, which its list (or optional
 *   field) then leaves out; at the top, the whole record is left out (`ok: false`).
 *
 * Unknown fields are dropped, not refused (a real CMS adds its own). What was left out comes back
 * as `left`, each with its path, for the log. Every value kept has passed its schema, so the output
 * is of the schema's type.
 */
import * as v from 'valibot';

export interface LeftOut {
  /** Dotted path of the value left out ('' for the record itself), e.g. '0.title' or 'cash'. */
  path: string;
  /** The first issue's message (an i18n key of the `content` namespace, or valibot's text). */
  message: string;
}

export type Lenient<T> = { ok: true; value: T; left: LeftOut[] } | { ok: false; left: LeftOut[] };

type AnySchema = v.GenericSchema & {
  type: string;
  entries?: Record<string, AnySchema>;
  item?: AnySchema;
  wrapped?: AnySchema;
  pipe?: readonly (AnySchema | v.GenericPipeAction)[];
  message?: unknown;
};

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function strict(schema: AnySchema, input: unknown, path: string): Lenient<unknown> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output, left: [] };
  const first = result.issues[0];
  const at = first.path?.reduce((p, item) => join(p, String(item.key)), path) ?? path;
  return { ok: false, left: [{ path: at, message: first.message }] };
}

function walk(schema: AnySchema, input: unknown, path: string): Lenient<unknown> {
  // A piped list or record: walk its root, then check the pipe's own rules (e.g. at most 500 items).
  const root = schema.pipe ? (schema.pipe[0] as AnySchema) : schema;
  if (root.type === 'array' && root.item) {
    if (!Array.isArray(input)) return strict(root, input, path);
    const value: unknown[] = [];
    const left: LeftOut[] = [];
    input.forEach((item, i) => {
      const r = walk(root.item!, item, join(path, i));
      left.push(...r.left);
      if (r.ok) value.push(r.value);
    });
    if (root === schema) return { ok: true, value, left };
    const checked = strict(schema, value, path);
    return checked.ok ? { ...checked, left } : { ok: false, left: [...left, ...checked.left] };
  }
  if ((root.type === 'object' || root.type === 'strict_object' || root.type === 'loose_object') && root.entries) {
    // Stricter than valibot, which would take a list for a record whose fields are all optional.
    if (!isRecord(input))
      return {
        ok: false,
        left: [{ path, message: typeof root.message === 'string' ? root.message : 'content.errors.record' }],
      };
    const value: Record<string, unknown> = {};
    const left: LeftOut[] = [];
    for (const [key, entry] of Object.entries(root.entries)) {
      const at = join(path, key);
      const optional = entry.type === 'optional' || entry.type === 'exact_optional';
      const raw = input[key];
      if (optional && raw === undefined) {
        const fallback = v.getDefault(entry as v.OptionalSchema<v.GenericSchema, unknown>);
        if (fallback !== undefined) value[key] = fallback;
        continue;
      }
      const r = walk(optional ? entry.wrapped! : entry, raw, at);
      left.push(...r.left);
      if (r.ok) {
        value[key] = r.value;
        continue;
      }
      if (!optional) return { ok: false, left };
      // A malformed optional field is left out; its default (if any) stands in.
      const fallback = v.getDefault(entry as v.OptionalSchema<v.GenericSchema, unknown>);
      if (fallback !== undefined) value[key] = fallback;
    }
    if (root === schema) return { ok: true, value, left };
    const checked = strict(schema, value, path);
    return checked.ok ? { ...checked, left } : { ok: false, left: [...left, ...checked.left] };
  }
  return strict(schema, input, path);
}

/** Parses content leniently with a schema of schema.ts: see the module's comment. */
export function parseLenient<S extends v.GenericSchema>(schema: S, input: unknown): Lenient<v.InferOutput<S>> {
  return walk(schema as unknown as AnySchema, input, '') as Lenient<v.InferOutput<S>>;
}
