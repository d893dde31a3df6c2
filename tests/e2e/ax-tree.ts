/**
 * The browser's accessibility tree as a screen reader gets it (Chromium over CDP,
 * Accessibility.getFullAXTree, shadow roots flattened in): nodes by role and name, with their
 * description, states and properties.
 */
import type { Page } from '@playwright/test';

export interface AXNode {
  role: string;
  name: string;
  description: string;
  /** Properties as strings: invalid, focused, modal, expanded, level, ... */
  props: Record<string, string>;
  /** The text of its value (a combobox's, a text field's). */
  value: string;
  ignored: boolean;
}

interface RawNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  description?: { value: string };
  value?: { value: unknown };
  properties?: { name: string; value: { value?: unknown } }[];
}

export async function axTree(page: Page): Promise<AXNode[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: RawNode[] };
    return nodes.map((n) => ({
      role: String(n.role?.value ?? ''),
      name: String(n.name?.value ?? ''),
      description: String(n.description?.value ?? ''),
      value: n.value?.value === undefined ? '' : String(n.value.value),
      ignored: n.ignored,
      props: Object.fromEntries((n.properties ?? []).map((p) => [p.name, String(p.value.value)])),
    }));
  } finally {
    await cdp.detach();
  }
}

/** The nodes of `role` (not ignored) whose name matches `name`. */
export async function axFind(page: Page, role: string, name?: string | RegExp): Promise<AXNode[]> {
  const match = (n: string) => (name === undefined ? true : typeof name === 'string' ? n === name : name.test(n));
  return (await axTree(page)).filter((n) => !n.ignored && n.role === role && match(n.name));
}

/** The node that has focus (not the document, which says focused too while the page has focus). */
export async function axFocused(page: Page): Promise<AXNode | undefined> {
  return (await axTree(page)).find((n) => n.props.focused === 'true' && n.role !== 'RootWebArea');
}
