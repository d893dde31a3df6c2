import { Link } from 'react-router';
import { Hub } from '../blocks/Hub.tsx';
import { useTr } from '../locale.tsx';

/** /investments: the investment products, features and the compare link. */
export default function Investments() {
  const tr = useTr();
  return (
    <>
      <Hub section="investments" base="/investments" />
      <p>
        <Link to="/investmentProduct/compare-uitf-products">
          {tr({ en: 'Compare UITF products', fil: 'Ihambing ang mga UITF' })}
        </Link>
      </p>
    </>
  );
}
