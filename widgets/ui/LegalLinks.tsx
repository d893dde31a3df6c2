import { useEffect, useState } from 'react';
import { useWidget } from '../runtime/context.ts';
import { LinkButton } from './Button.tsx';
import type { LegalDialog, LegalDoc } from './LegalDialog.tsx';

let Legal: typeof LegalDialog | undefined;
let loading: Promise<unknown> | undefined;

/** The dialog with the two documents' texts, in a chunk of their own; a failed load is tried again. */
function loadLegal(): Promise<unknown> {
  loading ??= import('./LegalDialog.tsx').then(
    (m) => (Legal = m.LegalDialog),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

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
  const [, setArrived] = useState(!!Legal);
  useEffect(() => {
    if (Legal) return;
    let live = true;
    const load = () =>
      loadLegal().then(
        () => live && setArrived(true),
        () => undefined,
      );
    const timer = doc !== null ? (void load(), undefined) : setTimeout(load, 1);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [doc]);
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
