import { Link } from 'react-router';
import { useTr } from '../locale.tsx';

/** /creditcards/thankyou: where the submitted credit card wizard lands (application-forms.md §2). */
export default function CreditCardThankYou() {
  const tr = useTr();
  return (
    <>
      <h1>{tr({ en: 'Thank you!', fil: 'Salamat!' })}</h1>
      <p>
        {tr({
          en: 'We have received your credit card application. We will contact you within five banking days.',
          fil: 'Natanggap namin ang iyong aplikasyon sa credit card. Makikipag-ugnayan kami sa iyo sa loob ng limang araw ng bangko.',
        })}
      </p>
      <p>
        <Link to="/">{tr({ en: 'Back to Home', fil: 'Bumalik sa Home' })}</Link>
      </p>
    </>
  );
}
