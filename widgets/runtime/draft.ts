/**
 * What a visitor typed survives a reload in the same tab: sessionStorage only (never localStorage,
 * never the URL), cleared on success. Storage may be unavailable (private modes, sandboxed
 * iframes); then the form still works, only without the draft. The form store
 * (widgets/wizard/store.ts) reads it at start and writes it on every change.
 */

/** A draft as read back: a wizard keeps { values, step, returnToReview }, a one-page form its values. */
export interface Draft {
  values?: Record<string, unknown>;
  step?: number;
  returnToReview?: boolean;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function readDraft(key: string): Draft | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    const saved: unknown = raw ? JSON.parse(raw) : undefined;
    if (!isObject(saved)) return undefined;
    if (!isObject(saved.values)) return { values: saved };
    return {
      values: saved.values,
      ...(Number.isInteger(saved.step) ? { step: saved.step as number } : {}),
      returnToReview: saved.returnToReview === true,
    };
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, draft: object): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    /* quota or disabled storage: keep working without a draft */
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    /* nothing stored */
  }
}

export { draftKey } from './draft-key.ts';
