import { Link } from 'react-router';
import { useTr } from '../locale.tsx';

export default function CallbackThankYou() {
  const tr = useTr();
  return (
    <>
      <h1>{tr({ en: 'Thank you!', fil: 'Salamat!' })}</h1>
      <p>
        {tr({
          en: 'We have received your request. Our branch will call you at the time you chose.',
          fil: 'Natanggap namin ang iyong kahilingan. Tatawagan ka ng aming sangay sa oras na pinili mo.',
        })}
      </p>
      <p>
        <Link to="/">{tr({ en: 'Back to Home', fil: 'Bumalik sa Home' })}</Link>
      </p>
    </>
  );
}
