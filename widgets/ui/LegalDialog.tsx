import { useWidget } from '../runtime/context.ts';
import { addResources } from '../runtime/i18n.ts';
import { sitePage } from '../runtime/site.ts';
import { legal } from '../../shared/i18n/legal.ts';
import { Dialog } from './Dialog.tsx';

const TEXTS = { legal };

export type LegalDoc = 'privacy' | 'terms';

const PAGES: Record<LegalDoc, string> = { privacy: '/privacystatement', terms: '/termsofuse' };

/**
 * The privacy statement or terms of use, as a form's agreement refers to them, with its own texts
 * (the `legal` namespace). LegalLinks loads it and them together, when the page is idle after the
 * widget shows or when a link is first pressed: nobody reads them before asking to.
 */
export function LegalDialog({ doc, onClose }: { doc: LegalDoc | null; onClose(): void }) {
  const { t, apiBase, locale } = useWidget();
  addResources(TEXTS, locale);
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
