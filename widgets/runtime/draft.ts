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

export function useDraft<T extends object>(key: string, initial: () => T) {
  const [value, setValue] = useState<T>(() => ({ ...initial(), ...read<Partial<T>>(key) }));
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

/** A stable per-page key: the host's id, else its position among same-tag elements. */
export function draftKey(host: HTMLElement): string {
  const tag = host.localName;
  const index = host.id || String(Array.from(document.querySelectorAll(tag)).indexOf(host));
  return `ew:draft:${tag}:${index}`;
}
