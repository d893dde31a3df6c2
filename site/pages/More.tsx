/** Smaller pages of §2: store directory, cards, deposits, investments, the app landing page, thank-you pages, support. */
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { PAGE_SECTIONS, type PageSection, type PageSummary } from '../../shared/content/types.ts';
import { pagesPath } from '../../shared/content/types.ts';
import { ACTIONS, CATEGORIES, LABELS, track } from '../analytics.ts';
import { DocumentList, FirstThenAll } from '../blocks/Blocks.tsx';
import { Carousel } from '../blocks/Carousel.tsx';
import { Loaded } from '../blocks/State.tsx';
import { useContent, usePages } from '../content/useContent.ts';
import { useTr } from '../locale.tsx';
import { Accordion } from './ContactUs.tsx';
import { CmsPage } from './CmsPage.tsx';
import { Slide } from './Home.tsx';
import { useDefined } from '../shell/useDefined.ts';
import { fmt, useText } from '../text.ts';
import { Widget } from '../Widget.tsx';

/** /storedirectory and /storedirectory/atm: the locator widget. */
export function StoreDirectory({ variant }: { variant: 'stores' | 'atm' }) {
  const tr = useTr();
  return (
    <>
      <h1>
        {variant === 'atm'
          ? tr({ en: 'ATM Locator', fil: 'Hanapin ang ATM' })
          : tr({ en: 'Store Directory', fil: 'Listahan ng mga Sangay' })}
      </h1>
      <p>
        {variant === 'atm' ? (
          <Link to="/storedirectory">{tr({ en: 'Looking for a store?', fil: 'Naghahanap ng sangay?' })}</Link>
        ) : (
          <Link to="/storedirectory/atm">{tr({ en: 'Looking for an ATM?', fil: 'Naghahanap ng ATM?' })}</Link>
        )}
      </p>
      <div className="site-card">
        <Widget tag="ew-store-locator" variant={variant} />
      </div>
    </>
  );
}

/** /CreditCards: banners and the card list. */
export function CreditCards() {
  const tr = useTr();
  const banners = useContent('creditcardbanners');
  const cards = useContent('creditcards');
  return (
    <>
      <h1>{tr({ en: 'Credit Cards', fil: 'Mga Credit Card' })}</h1>
      <Loaded state={banners} silent>
        {(items) => (
          <Carousel
            items={items}
            label={tr({ en: 'Card offers', fil: 'Mga alok sa card' })}
            render={(i) => <Slide item={i} />}
          />
        )}
      </Loaded>
      <Loaded state={cards}>
        {(list) => (
          <ul className="site-grid">
            {list.map((c) => (
              <li key={c.id} className="site-card">
                <img src={c.image} alt="" width="200" height="126" />
                <h2 className="site-card-title">
                  <Link to={`/CreditCards/${c.id}`}>{c.name}</Link>
                </h2>
                <p>{c.tagline}</p>
                <ul>
                  {c.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                <p className="site-muted">
                  {tr({ en: 'Annual fee', fil: 'Taunang bayad' })}: {c.annualFee}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
      <p>
        <Link to="/creditcards/downloadableforms">
          {tr({ en: 'Downloadable forms', fil: 'Mga form na mada-download' })}
        </Link>{' '}
        · <Link to="/forms?preset=creditcard">{tr({ en: 'Apply for a card', fil: 'Mag-apply ng card' })}</Link>
      </p>
    </>
  );
}

/** /deposits/{id}: the product page, the deposit list (first 5, then all) and features (first 3). */
export function DepositPage() {
  const tr = useTr();
  const list8 = useContent('list-8');
  const list9 = useContent('list-9');
  return (
    <CmsPage
      section="deposits"
      listPath="/deposits/savings"
      after={
        <>
          <Loaded state={list8}>
            {(rows) => (
              <FirstThenAll
                items={rows}
                limit={5}
                title={tr({ en: 'Our deposit accounts', fil: 'Ang aming mga deposit account' })}
                render={(r) => (
                  <p>
                    <Link to={r.link}>{r.title}</Link>: {r.description}
                  </p>
                )}
              />
            )}
          </Loaded>
          <Loaded state={list9}>
            {(rows) => (
              <FirstThenAll
                grid
                items={rows}
                limit={3}
                title={tr({ en: 'Why bank with us', fil: 'Bakit sa amin' })}
                render={(r) => (
                  <div className="site-feature">
                    <img src={r.icon} alt="" width="40" height="40" />
                    <strong>{r.title}</strong>
                    <p>{r.body}</p>
                  </div>
                )}
              />
            )}
          </Loaded>
        </>
      }
    />
  );
}

/** A hub: a content page and the list of a section's pages as links. */
export function Hub({
  pageId,
  section,
  base,
  exclude = [],
}: {
  pageId?: string;
  section: PageSection;
  base: string;
  exclude?: string[];
}) {
  const tr = useTr();
  const pages = usePages(section);
  const list = (
    <Loaded state={pages}>
      {(items: PageSummary[]) => (
        <ul className="site-grid">
          {items
            .filter((p) => !exclude.includes(p.id))
            .map((p) => (
              <li key={p.id} className="site-card">
                <h2 className="site-card-title">
                  <Link to={`${base}/${p.id}`}>{p.title}</Link>
                </h2>
                <p>{p.summary}</p>
              </li>
            ))}
        </ul>
      )}
    </Loaded>
  );
  if (pageId) return <CmsPage section="pages" id={pageId} after={list} />;
  return (
    <>
      <h1>
        {section === 'investments'
          ? tr({ en: 'Investments', fil: 'Mga Investment' })
          : section === 'loans'
            ? 'Loans'
            : section}
      </h1>
      {list}
    </>
  );
}

/** /investments: the investment products, features and the compare link. */
export function Investments() {
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

/** /easyway: the app landing page (§3 "App landing page"): main record, features, FAQs, guide, steps. */
export function EasyWay() {
  const main = useContent('landingpage');
  const features = useContent('landingpage-features');
  const faqs = useContent('landingpage-faqs');
  const guide = useContent('landingpage-guide');
  const steps = useContent('landingpage-steps');
  const download = (store: string) => () =>
    track.event(CATEGORIES.DXP_LANDING_PAGE, ACTIONS.BANNER_CALL_TO_ACTION_CLICK, `${LABELS.DXP_DOWNLOAD} ${store}`);
  return (
    <Loaded state={main}>
      {(lp) => (
        <>
          <div className="site-banner site-banner-img">
            <img src={lp.image} alt="" width="96" height="96" />
            <div>
              <h1>{lp.headline}</h1>
              <p>{lp.banner_section_1}</p>
              <p>{lp.banner_section_2}</p>
              <p className="site-stores">
                <a
                  href={lp.google_play_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={download('google-play')}
                >
                  <img
                    src={lp.google_play_icon}
                    alt="Get it on Google Play (opens in a new tab)"
                    width="135"
                    height="40"
                  />
                </a>
                <a href={lp.apple_link} target="_blank" rel="noopener noreferrer" onClick={download('app-store')}>
                  <img
                    src={lp.apple_icon}
                    alt="Download on the App Store (opens in a new tab)"
                    width="120"
                    height="40"
                  />
                </a>
              </p>
            </div>
          </div>
          <Loaded state={features}>
            {(list) => (
              <>
                {(['new', 'other'] as const).map((kind) => (
                  <section key={kind} className="site-section" aria-labelledby={`lp-${kind}`}>
                    <h2 id={`lp-${kind}`}>{kind === 'new' ? lp.new_features : lp.other_features}</h2>
                    <p>{kind === 'new' ? lp.new_features_desc : lp.other_features_desc}</p>
                    <ul className="site-grid">
                      {list
                        .filter((f) => f.kind === kind)
                        .map((f) => (
                          <li key={f.title} className="site-card">
                            <h3>{f.title}</h3>
                            <p>{f.body}</p>
                          </li>
                        ))}
                    </ul>
                  </section>
                ))}
              </>
            )}
          </Loaded>
          <Loaded state={steps}>
            {(s) => (
              <section className="site-section site-two-col" aria-label="Registration steps">
                <div>
                  <h2>{lp.exist_customer_label}</h2>
                  <ol>
                    {s.exist_customer_steps.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ol>
                </div>
                <div>
                  <h2>{lp.new_customer_label}</h2>
                  <ol>
                    {s.new_customer_steps.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ol>
                </div>
              </section>
            )}
          </Loaded>
          {lp.show_user_guide === 'true' && (
            <Loaded state={guide}>{(docs) => <DocumentList items={docs} title={lp.user_guide_label} />}</Loaded>
          )}
          <section className="site-section" aria-labelledby="lp-faq">
            <h2 id="lp-faq">{lp.faq_label}</h2>
            <Loaded state={faqs}>
              {(list) => <Accordion items={list.map((f) => ({ header: f.question, copy: f.answer }))} />}
            </Loaded>
          </section>
        </>
      )}
    </Loaded>
  );
}

/** Thank-you pages (/Thank-You, /business/thank-you, /creditcards/thankyou, /request-for-callback/thankyou/{id}, ...). */
export function ThankYou({ message }: { message?: { en: string; fil: string } }) {
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

export function PromoExpired() {
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

/** /supportandsecurity/search?q=: titles and summaries of every section's pages. */
export function SupportSearch() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [results, setResults] = useState<{ section: PageSection; page: PageSummary }[] | null>(null);
  useEffect(() => {
    let live = true;
    if (!q) {
      setResults([]);
      return;
    }
    setResults(null);
    Promise.all(
      PAGE_SECTIONS.map((s) =>
        fetch(pagesPath(s))
          .then((r) => (r.ok ? (r.json() as Promise<PageSummary[]>) : []))
          .then((pages) => pages.map((page) => ({ section: s, page }))),
      ),
    ).then(
      (all) => {
        if (!live) return;
        const needle = q.toLowerCase();
        setResults(all.flat().filter(({ page }) => `${page.title} ${page.summary}`.toLowerCase().includes(needle)));
      },
      () => live && setResults([]),
    );
    return () => {
      live = false;
    };
  }, [q]);
  return (
    <>
      <h1>{text.searchResults}</h1>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const value = new FormData(e.currentTarget).get('q');
          setParams({ q: String(value ?? '') });
        }}
      >
        <label htmlFor="site-search">{text.searchLabel}</label>{' '}
        <input id="site-search" name="q" type="search" defaultValue={q} className="site-input" />{' '}
        <button type="submit" className="site-button">
          {text.search}
        </button>
      </form>
      {results === null ? (
        <p className="site-loading">{text.loading}</p>
      ) : q && results.length === 0 ? (
        <p role="status">{fmt(text.noResults, { q })}</p>
      ) : (
        <ul className="site-list" aria-live="polite">
          {results.map(({ section, page }) => (
            <li key={`${section}/${page.id}`}>
              <Link to={sectionBase(section, page.id)}>{page.title}</Link> — {page.summary}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const SECTION_BASE: Record<PageSection, string> = {
  deposits: '/deposits',
  loans: '/loans',
  cards: '/cards',
  investments: '/investments',
  advisories: '/advisories',
  promos: '/Promos',
  tips: '/tipsandtutorials',
  newsroom: '/about/newsroom',
  blog: '/business/news',
  pages: '/pages',
};
export const sectionBase = (s: PageSection, id: string) => `${SECTION_BASE[s]}/${id}`;

/** The store-screen routes belong to the kiosk build: leave the site for them (a full page load). */
export function DigitalScreens() {
  const text = useText();
  const { pathname } = useLocation();
  useEffect(() => {
    location.replace(pathname);
  }, [pathname]);
  return <p role="status">{text.digitalScreens}</p>;
}

/** /request-for-callback/ (and its deposit-page and investment variants): the business callback form (issue 6). */
export function RequestForCallback({ variant }: { variant?: 'deposit-page' | 'investment' }) {
  const tr = useTr();
  const defined = useDefined('ew-business-callback');
  // ?solution=deposit|cash|loan|... (the Apply Today! chooser's links): the solution contact mapping.
  const solution = useSearchParams()[0].get('solution');
  return (
    <>
      <h1>{tr({ en: 'Request for Callback', fil: 'Humiling na Tawagan' })}</h1>
      <div className="site-card">
        {defined === 'no' ? (
          <Widget tag="ew-callback-form" />
        ) : (
          <Widget tag="ew-business-callback" {...(variant ? { variant } : {})} {...(solution ? { solution } : {})} />
        )}
      </div>
    </>
  );
}

/** /forms/timedeposit/{referenceid}: resume a saved time deposit application (issue 6's widget). */
export function SavedTimeDeposit() {
  const tr = useTr();
  const { referenceid = '' } = useParams();
  return (
    <>
      <h1>{tr({ en: 'Time Deposit application', fil: 'Aplikasyon sa Time Deposit' })}</h1>
      <div className="site-card">
        <Widget tag="ew-time-deposit" reference-id={referenceid} />
      </div>
    </>
  );
}

/** /about: the about page and its links. */
export function About() {
  const tr = useTr();
  const links: [string, { en: string; fil: string }][] = [
    ['/about/whoweare', { en: 'Who we are', fil: 'Sino kami' }],
    ['/about/boardofdirectors', { en: 'Board of directors', fil: 'Lupon ng mga direktor' }],
    ['/about/shareholdingstructure', { en: 'Shareholding structure', fil: 'Istruktura ng pagmamay-ari' }],
    ['/about/corporategovernance', { en: 'Corporate governance', fil: 'Pamamahala ng korporasyon' }],
    ['/about/investorrelations', { en: 'Investor relations', fil: 'Investor relations' }],
    ['/about/newsroom', { en: 'Newsroom', fil: 'Balita' }],
    ['/about/careers', { en: 'Careers', fil: 'Trabaho' }],
    ['/about/feesandcharges', { en: 'Fees and charges', fil: 'Mga bayarin' }],
  ];
  return (
    <CmsPage
      section="pages"
      id="about"
      after={
        <ul className="site-grid">
          {links.map(([to, label]) => (
            <li key={to} className="site-card">
              <Link to={to}>{tr(label)}</Link>
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** /supportandsecurity/... pages with their links. */
export function Support({ id }: { id: string }) {
  return <CmsPage section="pages" id={id} listPath="/tipsandtutorials" />;
}

/** /creditcards/downloadableforms. */
export function Downloadable() {
  return <CmsPage section="pages" id="creditcards-downloadableforms" />;
}
