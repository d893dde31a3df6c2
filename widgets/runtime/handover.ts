/**
 * The widget taking over from its prerendered first screen (widgets/runtime/first-screen.ts): what
 * the visitor typed, ticked, chose or slid there becomes the widget's starting state (its `seed`:
 * every widget starts from it, a form through its store, a calculator through its own state), and the
 * widget renders over the first screen's own elements (mountWidget renders into its root, laid out as
 * a mounted widget's: Preact reuses the elements it finds and sets what differs), so the control the
 * visitor is in stays theirs, focus, caret and value. A press they made while the code was on its way
 * is replayed. Nothing done before the widget's code arrived is lost, nor any key typed during the
 * takeover itself.
 */
import { options } from 'preact';
import { PRESS, SHELL_ATTR } from './first-screen.ts';

/** (Read through the fields every kind has: a select's `type` is "select-one", a textarea's "textarea".) */
type Control = HTMLInputElement;

export interface Handover {
  /** Field name -> what the visitor entered (string, boolean, or string[] for a checkbox group). */
  values: Record<string, string | boolean | string[]>;
  /** The first screen's root (.ew-root: app, then portal), now the widget's: it renders over it. */
  root: HTMLElement;
  /**
   * Keeps the first screen's <style> for the widget when it holds the widget's CSS (parsing the same
   * CSS again would only cost start-up time); returns how to remove it, or undefined.
   */
  keepStyle(css: string): (() => void) | undefined;
  /** Keeps focus and caret where they were, runs the widget's effects, replays a held press. */
  finish(into: HTMLElement): void;
}

const controls = (root: ParentNode): Control[] =>
  Array.from(root.querySelectorAll<Control>('input[name], select[name], textarea[name]'));

const ticks = (el: Control) => el.type === 'checkbox' || el.type === 'radio';

function changed(el: Control): boolean {
  const select = el as unknown as HTMLSelectElement;
  return ticks(el)
    ? el.checked !== el.defaultChecked
    : select.options
      ? Array.from(select.options).some((o) => o.selected !== o.defaultSelected)
      : el.value !== el.defaultValue;
}

/** What the visitor changed on the first screen, by field name; untouched fields are left out. */
export function enteredValues(root: ParentNode): Handover['values'] {
  const all = controls(root);
  const values: Handover['values'] = {};
  for (const el of all.filter(changed)) {
    const group = all.filter((c) => c.name === el.name);
    const chosen = group.find((c) => c.checked)?.value;
    // One box is a yes/no field; several boxes of one name are a multiple choice.
    const value =
      el.type === 'checkbox'
        ? group.length > 1
          ? group.filter((c) => c.checked).map((c) => c.value)
          : el.checked
        : el.type === 'radio'
          ? chosen
          : el.value;
    if (value !== undefined) values[el.name] = value;
  }
  return values;
}

/**
 * The control in the widget's own rendering that stands for el: el itself, as a rule (the widget
 * rendered over it), else the one of the same name (and value, for a choice).
 */
function counterpart(into: HTMLElement, el: Control): Control | undefined {
  if (into.contains(el)) return el;
  const same = controls(into).filter((c) => c.name === el.name);
  return same.find((c) => c.value === el.value) ?? same[0];
}

/**
 * After the widget's first effects (its parts subscribe to the form store there; finish() runs them)
 * and the renders they asked for: a search or a press replayed before that would change the store
 * unseen by the parts that show it.
 */
const afterEffects = setTimeout;

/** A held press (runtime/first-screen.ts PRESS, SUBMIT), made again on the widget's own controls. */
function replay(into: HTMLElement, held: string): void {
  if (held[0] === PRESS) {
    Array.from(into.querySelectorAll('button'))
      .find((b) => PRESS + (b.textContent?.trim() ?? '') === held)
      ?.click();
  } else {
    const form = into.querySelector('form');
    if (form?.requestSubmit) form.requestSubmit();
    else form?.querySelector<HTMLElement>('[type=submit]')?.click();
  }
}

const hooks = options as { requestAnimationFrame?: (flush: () => void) => void };

/**
 * Holds back the flush of the widget's effects (Preact schedules it through
 * options.requestAnimationFrame, runtime/preact-rac.ts) until `run()`, which runs it at once. A
 * widget's parts subscribe to their state in effects (a form field to its atom): a key typed into
 * the new input before that was rendered back to the value the field had when the widget rendered
 * (a controlled input), so characters typed during the takeover were lost. The takeover runs the
 * effects itself, in its own task, before any key waiting in the queue reaches the new input. Should
 * the mount throw before finish(), the effects (every widget's) still run, a task later.
 */
function holdEffects(): () => void {
  const before = hooks.requestAnimationFrame;
  const held: Array<() => void> = [];
  const run = () => {
    hooks.requestAnimationFrame = before;
    for (const flush of held.splice(0)) flush();
  };
  hooks.requestAnimationFrame = (flush) => {
    held.push(flush);
    setTimeout(run);
  };
  return run;
}

/**
 * The first screen in this shadow root, taken over; undefined when there is none. Called right before
 * the widget renders over it, and finish() right after, in one task: no event comes in between, so
 * what is read here is all the visitor did, and every key after it reaches the widget's handlers.
 */
export function takeFirstScreen(root: ShadowRoot): Handover | undefined {
  // What the loader put there: the first screen's <style>, then its root (runtime/first-screen.ts).
  const screen = root.querySelector<HTMLElement>(`[${SHELL_ATTR}]`);
  if (!screen) return undefined;
  const runEffects = holdEffects();
  const values = enteredValues(screen);
  const held = screen.getAttribute(SHELL_ATTR);
  // The screen is the widget's from now on: a press is no longer held (runtime/first-screen.ts).
  screen.removeAttribute(SHELL_ATTR);
  // The control the visitor is in, as it is now: the widget's rendering may set its value anew (and
  // the caret with it), or, past a field the visitor's choices reveal, replace it.
  const el = root.activeElement as Control | null;
  const typed = el?.value;
  const start = el?.selectionStart;
  const end = el?.selectionEnd;
  const direction = el?.selectionDirection as 'none' | undefined;
  const style = root.querySelector('style');
  let styleKept = false;
  return {
    values,
    root: screen,
    keepStyle(css) {
      if (style?.textContent === css) return (styleKept = true) && (() => style.remove());
    },
    finish(into) {
      const next = el?.name ? counterpart(into, el) : undefined;
      if (next) {
        next.focus({ preventScroll: true });
        try {
          // The caret as far from the end as it was: a value the widget formats ("12345" -> "PHP
          // 12,345") gains its characters in front of a caret at the end.
          const at = (i: number) => Math.max(0, next.value.length - typed!.length + i);
          next.setSelectionRange(at(start!), at(end!), direction);
        } catch {
          /* controls without a caret (select, checkbox, range, date, ...) */
        }
        // A search typed into a combobox goes on where it was: its list opens on what was typed.
        if (next.getAttribute('role') === 'combobox' && next.value) {
          afterEffects(() => next.dispatchEvent(new Event('input', { bubbles: true })));
        }
      }
      if (!styleKept) style?.remove();
      runEffects();
      if (held) {
        afterEffects(() => replay(into, held));
      }
    },
  };
}
