import { Link } from 'react-router';
import { useTr } from '../locale.tsx';

/** /loans/autoloans/thankyou and /loans/homeloans/thankyou: where a submitted loan wizard lands. */
export default function LoanThankYou({ product }: { product: { en: string; fil: string } }) {
  const tr = useTr();
  return (
    <>
      <h1>{tr({ en: 'Thank you!', fil: 'Salamat!' })}</h1>
      <p>
        {tr({
          en: `We have received your ${product.en} application. Our loan officer will contact you within two banking days.`,
          fil: `Natanggap namin ang iyong aplikasyon sa ${product.fil}. Makikipag-ugnayan sa iyo ang aming loan officer sa loob ng dalawang araw ng bangko.`,
        })}
      </p>
      <p>
        <Link to="/">{tr({ en: 'Back to Home', fil: 'Bumalik sa Home' })}</Link>
      </p>
    </>
  );
}
