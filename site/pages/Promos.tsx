import { PromoGrid } from '../blocks/Blocks.tsx';
import { Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { useText } from '../text.ts';

/** /Promos: the promo carousel headline and the promo grid. */
export default function Promos() {
  const text = useText();
  const state = useContent('promos');
  return (
    <>
      <h1>Promos</h1>
      <p>{text.promoPeriod}</p>
      <Loaded state={state}>{(promos) => <PromoGrid promos={promos} />}</Loaded>
    </>
  );
}
