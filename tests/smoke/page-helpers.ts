/**
 * What the smoke suite runs inside the page, in every engine (installed by tests/smoke/driver.ts on
 * each call): finds things as a person does, by role and accessible name or by label, looking
 * through open shadow roots (the widgets live in them); the deep focused element; and the page's
 * errors (WebDriver classic offers no console channel: they are captured in the page).
 */
/** An exact accessible name, or a pattern (a RegExp does not cross into the page: its source does). */
export type Name = string | { re: string };

export function installHelpers() {
  const w = window as unknown as { __ew?: unknown; __ewErrors?: string[] };
  if (w.__ew) return;
  w.__ewErrors ??= [];
  const errors = w.__ewErrors;
  addEventListener('error', (e) => errors.push(`pageerror: ${e.message}`));
  addEventListener('unhandledrejection', (e) => errors.push(`unhandled: ${String(e.reason)}`));
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(`console: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };

  const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
  /** Text as assistive technology reads it: without what is aria-hidden. */
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof Element && (node.getAttribute('aria-hidden') === 'true' || node.localName === 'style'))
      return '';
    return Array.from(node.childNodes).map(textOf).join('');
  };
  /** Every element of the document, shadow roots included, in tree order. */
  const all = (root: Document | ShadowRoot | Element = document): Element[] => {
    const out: Element[] = [];
    const walk = (node: Document | ShadowRoot | Element) => {
      for (const el of Array.from(node.children)) {
        out.push(el);
        if (el.shadowRoot) walk(el.shadowRoot);
        walk(el);
      }
    };
    walk(root);
    return out;
  };
  const byId = (el: Element, id: string) => (el.getRootNode() as Document | ShadowRoot).getElementById?.(id) ?? null;
  const visible = (el: Element) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 || r.height > 0 || el.localName === 'input';
  };
  const roleOf = (el: Element): string => {
    const explicit = el.getAttribute('role');
    if (explicit) return explicit.split(' ')[0]!;
    const tag = el.localName;
    const type = (el.getAttribute('type') ?? 'text').toLowerCase();
    if (tag === 'button' || (tag === 'input' && ['button', 'submit', 'reset'].includes(type))) return 'button';
    if (tag === 'a' && el.hasAttribute('href')) return 'link';
    if (tag === 'textarea') return 'textbox';
    if (tag === 'select') return 'combobox';
    if (tag === 'input') {
      if (type === 'checkbox') return 'checkbox';
      if (type === 'radio') return 'radio';
      if (['text', 'email', 'tel', 'url', 'search', 'number'].includes(type)) return 'textbox';
      return type;
    }
    if (tag === 'dialog') return 'dialog';
    if (/^h[1-6]$/.test(tag)) return 'heading';
    if (tag === 'form') return 'form';
    if (tag === 'table') return 'table';
    return '';
  };
  const nameOf = (el: Element): string => {
    const label = el.getAttribute('aria-label');
    if (label) return norm(label);
    const by = el.getAttribute('aria-labelledby');
    if (by)
      return norm(
        by
          .split(/\s+/)
          .map((id) => {
            const target = byId(el, id);
            return target ? textOf(target) : '';
          })
          .join(' '),
      );
    if (el.id) {
      const root = el.getRootNode() as Document | ShadowRoot;
      const forLabel = root.querySelector?.(`label[for="${CSS.escape(el.id)}"]`);
      if (forLabel) return norm(textOf(forLabel));
    }
    const wrapping = el.closest('label');
    if (wrapping) return norm(wrapping.textContent);
    if (['button', 'link', 'heading', 'tab', 'option', 'radio', 'checkbox'].includes(roleOf(el)))
      return norm(el.textContent);
    return '';
  };
  // As Playwright's getByRole / getByLabel: an exact name first, else one that contains it.
  const exactly = (actual: string, name: Name) =>
    typeof name === 'string' ? actual === name : new RegExp(name.re).test(actual);
  const within = (actual: string, name: Name) =>
    typeof name === 'string' ? actual.toLowerCase().includes(name.toLowerCase()) : new RegExp(name.re).test(actual);
  const find = (els: Element[], name: Name, test: (el: Element) => boolean) => {
    const candidates = els.filter(test);
    return (candidates.find((el) => exactly(nameOf(el), name)) ??
      candidates.find((el) => within(nameOf(el), name)) ??
      null) as HTMLElement | null;
  };
  const api = {
    all,
    roleOf,
    nameOf,
    /** The first visible element of that role and name, inside `scope` when given. */
    byRole(role: string, name: Name, scope?: Element | null): HTMLElement | null {
      return find(all(scope ?? document), name, (el) => roleOf(el) === role && visible(el));
    },
    /** The form control labelled `label`. */
    byLabel(label: Name, scope?: Element | null): HTMLElement | null {
      return find(all(scope ?? document), label, (el) => /^(input|select|textarea)$/.test(el.localName));
    },
    /** The focused element, through shadow roots. */
    active(): Element | null {
      let a = document.activeElement;
      while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
      return a;
    },
    text: (el: Element | null) => (el ? norm(textOf(el)) : ''),
    errors,
  };
  w.__ew = api;
}

export type Helpers = {
  all(root?: Document | ShadowRoot | Element): Element[];
  roleOf(el: Element): string;
  nameOf(el: Element): string;
  byRole(role: string, name: Name, scope?: Element | null): HTMLElement | null;
  byLabel(label: Name, scope?: Element | null): HTMLElement | null;
  active(): Element | null;
  text(el: Element | null): string;
  errors: string[];
};
