import { useWidget } from '../runtime/context.ts';
import { Dialog } from './Dialog.tsx';

export type LegalDoc = 'privacy' | 'terms';

const PAGES: Record<LegalDoc, string> = { privacy: '/privacystatement', terms: '/termsofuse' };

/**
 * The privacy statement or terms of use, as a form's agreement refers to them (needs the `legal`
 * i18n namespace in the widget's resources).
 */
export function LegalDialog({ doc, onClose }: { doc: LegalDoc | null; onClose(): void }) {
  const { t, apiBase } = useWidget();
  const shown = doc ?? 'privacy';
  const title = t(`legal.${shown}Title`);
  const paragraphs = t(`legal.${shown}`, { returnObjects: true }) as unknown as string[];
  return (
    <Dialog isOpen={doc !== null} onClose={onClose} title={title}>
      {paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      <p>
        <a href={`${apiBase}${PAGES[shown]}`} target="_blank" rel="noopener">
          {t('legal.readFull', { title })}
        </a>
      </p>
    </Dialog>
  );
}
