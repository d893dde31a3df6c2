import { Link, useParams } from 'react-router';
import { useTr } from '../locale.tsx';
import { fmt, useText } from '../text.ts';

/** Thank-you pages (/Thank-You, /business/thank-you, /creditcards/thankyou, /request-for-callback/thankyou/{id}, ...). */
export default function ThankYou({ message }: { message?: { en: string; fil: string } }) {
  const text = useText();
  const tr = useTr();
  const { id } = useParams();
  return (
    <>
      <h1>{text.thankYou}</h1>
      <p>{message ? tr(message) : text.thankYouText}</p>
      {id && <p>{fmt(text.thankYouReference, { id })}</p>}
      <p>
        <Link to="/">{text.backToHome}</Link>
      </p>
    </>
  );
}
