/**
 * What a visitor typed survives a reload in the same tab: sessionStorage only (never localStorage,
 * never the URL), cleared on success. Storage may be unavailable (private modes, sandboxed
 * iframes); then the form still works, only without the draft.
 */
import { useEffect, useRef, useState } from 'react';

function read<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `adopt` takes the starting value (initial, then the stored draft over it) and may lay more on top:
 * what the visitor entered on the prerendered first screen (WidgetContextValue.seed).
 */
export function useDraft<T extends object>(key: string, initial: () => T, adopt?: (value: T) => T) {
  const [value, setValue] = useState<T>(() => {
    const start = { ...initial(), ...read<Partial<T>>(key) };
    return adopt ? adopt(start) : start;
  });
  const skip = useRef(false);
  useEffect(() => {
    if (skip.current) {
      skip.current = false;
      return;
    }
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      /* quota or disabled storage: keep working without a draft */
    }
  }, [key, value]);
  const clear = () => {
    skip.current = true;
    try {
      sessionStorage.removeItem(key);
    } catch {
      /* nothing stored */
    }
    setValue(initial());
  };
  return [value, setValue, clear] as const;
}

export { draftKey } from './draft-key.ts';
