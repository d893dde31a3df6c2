/**
 * Searchable combobox (the branch picker), after the WAI-ARIA APG "editable combobox with list
 * autocomplete" pattern: type to filter, arrows move, Enter picks, Escape closes, each option shows
 * a second line (the branch address).
 *
 * Hand-written rather than RAC's ComboBox: RAC's collection stack (ComboBox + ListBox + Popover)
 * costs 27 KB gz in the shared chunk, more than a quarter of a widget's whole budget, and needs the
 * fake-document shim under Preact (docs/decisions.md "Combobox"). Everything lives in one root, so
 * aria-activedescendant and aria-controls resolve inside a shadow root too.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../runtime/context.ts';
import { describedBy, hintAndError, useFieldIds, type FieldProps } from './field.tsx';
import { arrow } from './glyphs.tsx';

export interface ComboItem {
  id: string;
  label: string;
  description?: string;
}

export interface ComboBoxProps extends FieldProps {
  /** Selected item id, '' for none. */
  value: string;
  onChange(id: string): void;
  onBlur?(): void;
  /** Items matching what was typed (all items for ''). */
  search(query: string): ComboItem[];
  itemById(id: string): ComboItem | undefined;
  /** At most this many options are rendered; typing narrows the rest. */
  limit?: number;
  /** The items are still on their way (search finds nothing yet): said instead of "no matches". */
  loading?: boolean;
}

export function ComboBox(props: ComboBoxProps) {
  const t = useT();
  const ids = useFieldIds(props.name);
  const listId = `${ids.id}-list`;
  const labelId = `${ids.id}-label`;
  const optionPrefix = `${ids.id}-opt-${useId().replace(/[^\w-]/g, '')}`;
  const selected = props.value ? props.itemById(props.value) : undefined;
  // A value that is no item's id is text the visitor typed (e.g. on the prerendered first screen,
  // widgets/runtime/handover.ts) without choosing: it stays in the field, still to be chosen from.
  const shownText = (value: string) => (value ? (props.itemById(value)?.label ?? value) : '');
  const [text, setText] = useState(shownText(props.value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The label just chosen, said by the status line (a screen reader hears only "collapsed" otherwise).
  const [chosen, setChosen] = useState('');
  const listRef = useRef<HTMLUListElement>(null);

  // The value may change from outside (reset, restored draft): show its label then. So also when
  // the items arrive after the value (a restored draft shows its code until then), unless the
  // visitor has started typing over it.
  const shown = shownText(props.value);
  const [shownFor, setShownFor] = useState({ value: props.value, text: shown });
  if (shownFor.value !== props.value) {
    setShownFor({ value: props.value, text: shown });
    setText(shown);
  } else if (props.value && shownFor.text !== shown) {
    setShownFor({ value: props.value, text: shown });
    if (text === shownFor.text) setText(shown);
  }

  const query = selected && text === selected.label ? '' : text;
  const { search } = props;
  const matches = useMemo(() => search(query), [search, query]);
  const limit = props.limit ?? 60;
  const items = matches.length > limit ? matches.slice(0, limit) : matches;

  useEffect(() => {
    if (!open || active < 0) return;
    listRef.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const choose = (item: ComboItem) => {
    setShownFor({ value: item.id, text: item.label });
    setText(item.label);
    setOpen(false);
    setActive(-1);
    setChosen(item.label);
    props.onChange(item.id);
  };

  const show = (index: number) => {
    setChosen('');
    setOpen(true);
    setActive(items.length ? Math.max(0, Math.min(index, items.length - 1)) : -1);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open || e.altKey) show(open ? active : selected ? items.findIndex((i) => i.id === selected.id) : 0);
        else show(active < 0 ? 0 : active + 1);
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (open) show(active <= 0 ? items.length - 1 : active - 1);
        else show(items.length - 1);
        break;
      case 'Enter':
        // With the list open Enter picks (the active option, or the only match); it never submits.
        if (open) {
          e.preventDefault();
          const pick = items[active] ?? (items.length === 1 ? items[0] : undefined);
          if (pick) choose(pick);
          else setOpen(false);
        }
        break;
      case 'Escape':
        if (open) {
          e.preventDefault();
          e.stopPropagation(); // do not close a surrounding dialog
          setOpen(false);
          setActive(-1);
        } else if (text) {
          e.preventDefault();
          setText('');
          if (props.value) props.onChange('');
        }
        break;
    }
  };

  const activeId = open && items[active] ? `${optionPrefix}-${active}` : undefined;
  const status = !open
    ? chosen && t('common.chosen', { label: chosen })
    : props.loading
      ? t('common.loadingOptions')
      : items.length === 0
        ? t('common.noMatches', { query: text })
        : t('common.matches', { count: matches.length });

  return (
    <div className="ew-field" data-field={props.name} data-invalid={props.error ? true : undefined}>
      <label className="ew-label" id={labelId} htmlFor={ids.id}>
        {props.label}
      </label>
      {hintAndError(ids, props.hint, props.error, t)}
      <div className="ew-combo">
        <input
          id={ids.id}
          name={props.name}
          className="ew-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          aria-invalid={props.error ? true : undefined}
          aria-required={props.isRequired || undefined}
          aria-describedby={describedBy(ids, props.hint, props.error)}
          value={text}
          onInput={(e) => {
            const next = (e.currentTarget as HTMLInputElement).value;
            setText(next);
            // Emptied, or edited text that was never chosen: nothing is chosen now (and what was
            // typed stays: this is not a change from outside).
            if ((next === '' || !selected) && props.value) {
              setShownFor({ value: '', text: '' });
              props.onChange('');
            }
            setChosen('');
            setOpen(true);
            setActive(-1); // APG: typing filters; Down Arrow moves into the list
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
            // Leave the field showing what is chosen, or what was typed when nothing is.
            if (selected && text && text !== selected.label) setText(selected.label);
            props.onBlur?.();
          }}
        />
        <button
          type="button"
          className="ew-combo-button"
          tabIndex={-1}
          aria-label={selected ? t('common.showOptionsChosen', { label: selected.label }) : t('common.showOptions')}
          aria-controls={listId}
          aria-expanded={open}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            const input = (listRef.current?.getRootNode() as ParentNode | undefined)?.querySelector<HTMLInputElement>(
              `#${CSS.escape(ids.id)}`,
            );
            input?.focus();
            if (open) setOpen(false);
            else show(0);
          }}
        >
          <span aria-hidden="true">{arrow()}</span>
        </button>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className="ew-popover ew-listbox"
          hidden={!open}
        >
          {open
            ? items.map((item, i) => (
                <li
                  key={item.id}
                  id={`${optionPrefix}-${i}`}
                  role="option"
                  aria-selected={item.id === props.value}
                  className="ew-option"
                  data-focused={i === active ? true : undefined}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => i !== active && setActive(i)}
                  onClick={() => choose(item)}
                >
                  <span className="ew-option-label">{item.label}</span>
                  {item.description ? <span className="ew-option-desc">{item.description}</span> : null}
                </li>
              ))
            : null}
          {open && matches.length > items.length ? (
            <li className="ew-more" aria-hidden="true">
              {t('common.keepTyping')}
            </li>
          ) : null}
        </ul>
      </div>
      <p className="ew-vh" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
