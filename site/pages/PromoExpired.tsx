import { Link } from 'react-router';
import { useText } from '../text.ts';

/** /promo-expired: where an ended promo's page sends the visitor. */
export default function PromoExpired() {
  const text = useText();
  return (
    <>
      <h1>{text.promoExpired}</h1>
      <p>{text.promoExpiredText}</p>
      <p>
        <Link to="/Promos" className="site-button">
          {text.currentPromos}
        </Link>
      </p>
    </>
  );
}
