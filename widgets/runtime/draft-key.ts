/**
 * Where a widget's draft is kept in sessionStorage: per tag, then the host's id, else its position
 * among same-tag elements. One definition for the widget (runtime/draft.ts) and for its prerendered
 * first screen (runtime/first-screen.ts), which must not show over a draft about to be restored.
 */
export function draftKey(host: HTMLElement): string {
  const tag = host.localName;
  const index = host.id || String(Array.from(document.querySelectorAll(tag)).indexOf(host));
  return `ew:draft:${tag}:${index}`;
}
