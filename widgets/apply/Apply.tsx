/**
 * <ew-apply>: "Apply Today! Please select an application type" (application-forms.md §1 "Chooser",
 * §4 "Selecting a type switches from the list to that form"). `preset` opens a form at once.
 */
import { createElement, useState } from 'react';
import { useWidget } from '../runtime/context.ts';
import { Button } from '../ui/index.ts';
import { CALLBACK_LINKS, DEFAULT_CHAT_URL, FORM_TAGS, LISTED, isPreset, type Preset } from './choices.ts';

/**
 * What the chosen form takes from this element: attribution and the partner's known
 * answers (`prefill`, `data-prefill-*`), passed on as the form element's attributes.
 */
function passedOn(options: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(options)) {
    const attr = k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    if (v == null || !(k === 'partner' || k === 'campaign' || k === 'prefill' || attr.startsWith('data-prefill-')))
      continue;
    out[attr] = typeof v === 'string' ? v : JSON.stringify(v);
  }
  return out;
}

export function Apply() {
  const { t, options, locale, navigate } = useWidget();
  const preset = isPreset(options.preset) ? options.preset : null;
  const [chosen, setChosen] = useState<Preset | null>(preset);
  const [shownPreset, setShownPreset] = useState(preset);
  if (shownPreset !== preset) {
    setShownPreset(preset);
    setChosen(preset);
  }
  const chatUrl = typeof options.chatUrl === 'string' && options.chatUrl ? options.chatUrl : DEFAULT_CHAT_URL;

  if (chosen) {
    const apiBase = typeof options.apiBase === 'string' ? { 'api-base': options.apiBase } : {};
    // The callback's hand-over goes on to the form, which takes what it can use.
    const handover = typeof options.handover === 'string' ? { handover: options.handover } : {};
    return (
      <div className="ew-apply">
        {preset ? null : (
          <p>
            <Button variant="secondary" onPress={() => setChosen(null)}>
              {t('apply.back')}
            </Button>
          </p>
        )}
        {createElement(FORM_TAGS[chosen], { locale, ...apiBase, ...handover, ...passedOn(options) })}
      </div>
    );
  }

  return (
    <section className="ew-apply" aria-labelledby="ew-apply-title">
      <h2 className="ew-title" id="ew-apply-title">
        {t('apply.title')}
      </h2>
      <p className="ew-intro">{t('apply.subtitle')}</p>
      <ul className="ew-apply-list">
        {LISTED.map((p) => (
          <li key={p}>
            {p === 'creditcard' ? (
              <a className="ew-apply-choice" href={chatUrl} target="_blank" rel="noopener">
                {t(`apply.types.${p}`)}
                {/* Said, not only announced: the choice leaves the page for the chat (a new tab). */}
                <span className="ew-apply-note"> ({t('apply.chatNote')})</span>
              </a>
            ) : (
              <button type="button" className="ew-apply-choice" onClick={() => setChosen(p)}>
                {t(`apply.types.${p}`)}
              </button>
            )}
          </li>
        ))}
      </ul>
      <h3 id="ew-apply-other">{t('apply.otherHeading')}</h3>
      <ul className="ew-apply-links" aria-labelledby="ew-apply-other">
        {CALLBACK_LINKS.map(([key, href]) => (
          <li key={key}>
            <a
              href={href}
              onClick={(e) => {
                e.preventDefault();
                navigate(href);
              }}
            >
              {t(`apply.callbacks.${key}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
