import { ACTIONS, CATEGORIES, LABELS, track } from '../analytics.ts';
import { Accordion } from '../blocks/Accordion.tsx';
import { DocumentList } from '../blocks/Blocks.tsx';
import { Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { useT } from '../i18n.ts';

/** /easyway: the app landing page (§3 "App landing page"): main record, features, FAQs, guide, steps. */
export default function EasyWay() {
  const t = useT();
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
              {lp.headline && <h1>{lp.headline}</h1>}
              <p>{lp.banner_section_1}</p>
              <p>{lp.banner_section_2}</p>
              <p className="site-stores">
                <a
                  href={lp.google_play_link}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={download('google-play')}
                >
                  <img src={lp.google_play_icon} alt={t('sitePages.easyway.googlePlay')} width="135" height="40" />
                </a>
                <a href={lp.apple_link} target="_blank" rel="noopener noreferrer" onClick={download('app-store')}>
                  <img src={lp.apple_icon} alt={t('sitePages.easyway.appStore')} width="120" height="40" />
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
              <section className="site-section site-two-col" aria-label={t('sitePages.easyway.steps')}>
                <div>
                  <h2>{lp.exist_customer_label}</h2>
                  <ol>
                    {s.exist_customer_steps?.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ol>
                </div>
                <div>
                  <h2>{lp.new_customer_label}</h2>
                  <ol>
                    {s.new_customer_steps?.map((x) => (
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
