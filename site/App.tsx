import { useState } from 'react';
import { Link, Navigate, Route, Routes } from 'react-router';
import { Widget } from './Widget.tsx';

/** The thin site of issue 2: home with the callback form and its thank-you page (issue 8 adds the rest). */
export function App() {
  const [locale, setLocale] = useState(() => (localStorage.getItem('ew-locale') === 'fil' ? 'fil' : 'en'));
  const choose = (l: string) => {
    localStorage.setItem('ew-locale', l);
    setLocale(l);
  };
  return (
    <>
      <header className="site-header">
        <Link to="/" className="site-logo">
          EastWest
        </Link>
        <nav aria-label="Language">
          <button type="button" aria-pressed={locale === 'en'} onClick={() => choose('en')}>
            English
          </button>
          <button type="button" aria-pressed={locale === 'fil'} onClick={() => choose('fil')} lang="fil">
            Filipino
          </button>
        </nav>
      </header>
      <main id="main" className="site-main">
        <Routes>
          <Route path="/" element={<Home locale={locale} />} />
          <Route path="/callback/thankyou" element={<ThankYou locale={locale} />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </>
  );
}

function Home({ locale }: { locale: string }) {
  return (
    <>
      <h1>{locale === 'fil' ? 'Ang iyong bangko, nasa tabi mo' : 'Your bank, close to you'}</h1>
      <section className="site-card" aria-label={locale === 'fil' ? 'Humiling na tawagan ka' : 'Request a callback'}>
        <Widget tag="ew-callback-form" locale={locale} />
      </section>
    </>
  );
}

function ThankYou({ locale }: { locale: string }) {
  return (
    <>
      <h1>{locale === 'fil' ? 'Salamat!' : 'Thank you!'}</h1>
      <p>
        {locale === 'fil'
          ? 'Natanggap namin ang iyong kahilingan. Tatawagan ka ng aming sangay sa oras na pinili mo.'
          : 'We have received your request. Our branch will call you at the time you chose.'}
      </p>
      <p>
        <Link to="/">{locale === 'fil' ? 'Bumalik sa Home' : 'Back to Home'}</Link>
      </p>
    </>
  );
}
