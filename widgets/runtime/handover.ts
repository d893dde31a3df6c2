/**
 * The widget taking over from its prerendered first screen (widgets/runtime/first-screen.ts): what
 * the visitor typed, ticked or chose there becomes the form's starting values, the field they were
 * in keeps focus and caret, and a press they made while the code was on its way is replayed. Nothing
 * typed before the widget's code arrived is lost.
 */
import { options } from 'preact';
import { SHELL_ATTR, type HeldAction } from './first-screen.ts';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface Handover {
  /** Field name -> what the visitor entered (string, boolean, or string[] for a checkbox group). */
  values: Record<string, string | boolean | string[]>;
  /**
   * Keeps the first screen's <style> for the widget when it holds the widget's CSS (parsing the same
   * CSS again would only cost start-up time); returns how to remove it, or undefined.
   */
  keepStyle(css: string): (() => void) | undefined;
  /** Moves focus into the widget's own rendering, replays a held press, removes the first screen. */
  finish(into: HTMLElement): void;
}

const controls = (root: ParentNode): Control[] =>
  Array.from(root.querySelectorAll<Control>('input[name], select[name], textarea[name]'));

function changed(el: Control): boolean {
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    return el.checked !== el.defaultChecked;
  }
  if (el instanceof HTMLSelectElement) return Array.from(el.options).some((o) => o.selected !== o.defaultSelected);
  return el.value !== el.defaultValue;
}

/** What the visitor changed on the first screen, by field name; untouched fields are left out. */
export function enteredValues(root: ParentNode): Handover['values'] {
  const all = controls(root);
  const touched = new Set(all.filter(changed).map((el) => el.name));
  const values: Handover['values'] = {};
  for (const name of touched) {
    const group = all.filter((el) => el.name === name);
    const first = group[0]!;
    if (first instanceof HTMLInputElement && first.type === 'checkbox') {
      // One box is a yes/no field; several boxes of one name are a multiple choice.
      values[name] =
        group.length === 1
          ? first.checked
          : group.filter((el) => (el as HTMLInputElement).checked).map((el) => el.value);
    } else if (first instanceof HTMLInputElement && first.type === 'radio') {
      const chosen = group.find((el) => (el as HTMLInputElement).checked);
      if (chosen) values[name] = chosen.value;
    } else {
      values[name] = first.value;
    }
  }
  return values;
}

function counterpart(into: HTMLElement, el: Control): Control | undefined {
  const same = controls(into).filter((c) => c.name === el.name);
  return (
    (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')
      ? same.find((c) => c.value === el.value)
      : undefined) ?? same[0]
  );
}

/**
 * After the widget's first effects have run (its parts subscribe to the form store there; finish()
 * runs them) and the renders they asked for: a search or a press replayed before that would change
 * the store unseen by the parts that show it.
 */
function afterEffects(fn: () => void): void {
  setTimeout(() => setTimeout(fn));
}

function replay(into: HTMLElement, action: HeldAction): void {
  if (action.kind === 'press') {
    const target = Array.from(into.querySelectorAll<HTMLElement>('button')).find(
      (b) => (b.textContent?.trim() ?? '') === action.text,
    );
    target?.click();
  } else {
    const form = into.querySelector('form');
    if (form?.requestSubmit) form.requestSubmit();
    else form?.querySelector<HTMLElement>('[type=submit]')?.click();
  }
}

type Schedule = (flush: () => void) => void;
const hooks = options as { requestAnimationFrame?: Schedule };

/**
 * Holds back the flush of the widget's effects (Preact schedules it through
 * options.requestAnimationFrame, runtime/preact-rac.ts) from here until `run()`, which runs it at
 * once. A widget's parts subscribe to their state in effects (a form field to its atom): a key
 * typed into the new input before that is rendered back to the value it had when the widget
 * rendered (a controlled input), so characters typed during the takeover were lost. The takeover
 * runs the effects itself, in the same task, before any queued key reaches the new input.
 */
function holdEffects(): { run(): void } {
  const before = hooks.requestAnimationFrame;
  const held: Array<() => void> = [];
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    hooks.requestAnimationFrame = before;
    for (const flush of held) flush();
  };
  hooks.requestAnimationFrame = (flush) => {
    held.push(flush);
    // Should the mount throw before finish(), the effects (every widget's) still run, a task later.
    if (held.length === 1) setTimeout(run);
  };
  return { run };
}

/**
 * The caret in the new input: the same place when the value is the same, else as far from the end
 * as it was (a reformatted value, "12345" -> "PHP 12,345", gains its characters in front of the
 * caret of a visitor typing at the end).
 */
function caretIn(value: string, from: Control & HTMLInputElement): [number, number] | undefined {
  const { selectionStart: start, selectionEnd: end } = from;
  if (start == null || end == null) return undefined;
  if (value === from.value) return [start, end];
  const at = (i: number) => Math.max(0, value.length - (from.value.length - i));
  return [at(start), at(end)];
}

/**
 * The first screen in this shadow root, taken over; undefined when there is none. Call it right
 * before rendering the widget and finish() right after, in one task: no event comes in between, so
 * what is read here is all the visitor did, and every key after it reaches the widget's own input.
 */
export function takeFirstScreen(root: ShadowRoot): Handover | undefined {
  // (:scope matches nothing in a shadow root's querySelector: look at its children.)
  const screen = Array.from(root.children).find((e): e is HTMLElement => e.hasAttribute(SHELL_ATTR));
  if (!screen) return undefined;
  const effects = holdEffects();
  const values = enteredValues(screen);
  // The first screen's own <style> sits right before it (runtime/first-screen.ts).
  const style = screen.previousElementSibling?.localName === 'style' ? screen.previousElementSibling : null;
  let styleKept = false;
  return {
    values,
    keepStyle(css) {
      if (!style || style.textContent !== css) return undefined;
      styleKept = true;
      return () => style.remove();
    },
    finish(into) {
      const active = root.activeElement;
      const held = screen.getAttribute(SHELL_ATTR);
      if (active && screen.contains(active) && 'name' in active) {
        const el = active as Control;
        const next = counterpart(into, el);
        if (next) {
          next.focus({ preventScroll: true });
          try {
            const from = el as HTMLInputElement;
            const caret = caretIn(next.value, from);
            if (caret && 'setSelectionRange' in next) {
              (next as HTMLInputElement).setSelectionRange(...caret, from.selectionDirection ?? undefined);
            }
          } catch {
            /* inputs without a caret (checkbox, range, date, ...) */
          }
          // A search typed into a combobox goes on where it was: its list opens on what was typed.
          if (next.getAttribute('role') === 'combobox' && next.value) {
            afterEffects(() => next.dispatchEvent(new Event('input', { bubbles: true })));
          }
        }
      }
      if (!styleKept) style?.remove();
      screen.remove();
      effects.run();
      if (held) {
        afterEffects(() => {
          try {
            replay(into, JSON.parse(held) as HeldAction);
          } catch {
            /* an unreadable record: nothing to replay */
          }
        });
      }
    },
  };
}
