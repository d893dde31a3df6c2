import { useEffect, useState } from 'react';
import { useWidget } from '../runtime/context.ts';
import { addResources, type Resources } from '../runtime/i18n.ts';
import { sitePage } from '../runtime/site.ts';
import { Dialog } from './Dialog.tsx';

let texts: Resources | undefined;
let loading: Promise<Resources> | undefined;

/** The two documents' texts, in a chunk of their own: nobody reads them before asking to. */
function loadTexts(): Promise<Resources> {
  loading ??= import('../../shared/i18n/legal.ts').then(
    ({ legal }) => (texts = { legal }),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type LegalDoc = 'privacy' | 'terms';

const PAGES: Record<LegalDoc, string> = { privacy: '/privacystatement', terms: '/termsofuse' };

/**
 * The privacy statement or terms of use, as a form's agreement refers to them. Brings its own texts
 * (the `legal` namespace), fetched when the page is idle after the widget shows or when first opened.
 */
export function LegalDialog({ doc, onClose }: { doc: LegalDoc | null; onClose(): void }) {
  const { t, apiBase, locale } = useWidget();
  const [, setArrived] = useState(!!texts);
  useEffect(() => {
    if (texts) return;
    let live = true;
    const load = () =>
      loadTexts().then(
        () => live && setArrived(true),
        () => undefined,
      );
    const timer = doc !== null ? (void load(), undefined) : setTimeout(load, 1);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [doc]);
  if (!texts) return null;
  addResources(texts, locale);
  const shown = doc ?? 'privacy';
  const title = t(`legal.${shown}Title`);
  const paragraphs = t(`legal.${shown}`, { returnObjects: true }) as unknown as string[];
  return (
    <Dialog isOpen={doc !== null} onClose={onClose} title={title}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p>
        <a href={sitePage(apiBase, PAGES[shown]).href} target="_blank" rel="noopener">
          {t('legal.readFull', { title })}
        </a>
      </p>
    </Dialog>
  );
}
