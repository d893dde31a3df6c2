import { Dialog } from '../ui/index.ts';
import { useWidget } from '../runtime/context.ts';

export type LegalDoc = 'privacy' | 'terms';

const PAGES: Record<LegalDoc, string> = { privacy: '/privacystatement', terms: '/termsofuse' };

/** The privacy statement or terms of use, as the agreement checkbox refers to them. */
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
