import { Link, Navigate, Route, Routes } from 'react-router';
import { LocaleProvider, useLocale } from './locale.tsx';
import { ROUTES } from './routes.tsx';

/** The shell (issue 8 grows it: top bar, drawer, bottom navigation, footer) around the route table. */
export function App() {
  return (
    <LocaleProvider>
      <Header />
      <main id="main" className="site-main">
        <Routes>
          {ROUTES.map((r) => (
            <Route key={r.path} path={r.path} element={r.element} />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </main>
    </LocaleProvider>
  );
}

function Header() {
  const { locale, setLocale } = useLocale();
  return (
    <header className="site-header">
      <Link to="/" className="site-logo">
        EastWest
      </Link>
      <nav aria-label="Language">
        <button type="button" aria-pressed={locale === 'en'} onClick={() => setLocale('en')}>
          English
        </button>
        <button type="button" aria-pressed={locale === 'fil'} onClick={() => setLocale('fil')} lang="fil">
          Filipino
        </button>
      </nav>
    </header>
  );
}
