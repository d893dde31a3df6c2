import { useState } from 'react';
import { useWidget } from '../runtime/context.ts';
import { LinkButton } from './Button.tsx';
import type { LegalDoc } from './LegalDialog.tsx';
import { later, useLater } from './later.ts';

/** The dialog with the two documents' texts, in a chunk of their own. */
const legal = later(() => import('./LegalDialog.tsx').then((m) => m.LegalDialog));

/**
 * Under a form's agreement: the privacy statement and terms of use, each a link opening its
 * LegalDialog. `ns` is the widget's namespace, with the link texts `privacy` and `terms`; `sentence`
 * puts them in its `privacyBefore` … `privacyAnd` … "." sentence, else a middle dot stands between.
 * The dialog and its texts come when the page is idle after the widget shows, or at once when a
 * link is pressed first: out of the chunk every widget loads (vite.config.ts SHARED_CHUNK).
 */
export function LegalLinks({ ns, sentence }: { ns: string; sentence?: boolean }) {
  const { t } = useWidget();
  const [doc, setDoc] = useState<LegalDoc | null>(null);
  useLater(legal, doc !== null);
  const Legal = legal.value;
  const link = (d: LegalDoc) => (
    <LinkButton onPress={() => setDoc(d)} aria-haspopup="dialog">
      {t(`${ns}.${d}`)}
    </LinkButton>
  );
  return (
    <>
      <p className="ew-hint ew-agree-links">
        {sentence && `${t(`${ns}.privacyBefore`)} `}
        {link('privacy')}
        {sentence ? ` ${t(`${ns}.privacyAnd`)} ` : ' · '}
        {link('terms')}
        {sentence && '.'}
      </p>
      {Legal && <Legal doc={doc} onClose={() => setDoc(null)} />}
    </>
  );
}
