import { PromoGrid } from '../blocks/Blocks.tsx';
import { Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { useT } from '../i18n.ts';

/** /Promos: the promo carousel headline and the promo grid. */
export default function Promos() {
  const t = useT();
  const state = useContent('promos');
  return (
    <>
      <h1>{t('sitePages.sections.promos')}</h1>
      <Loaded state={state}>{(promos) => <PromoGrid promos={promos} />}</Loaded>
    </>
  );
}
