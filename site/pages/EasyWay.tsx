import { EVENTS, track } from '../analytics.ts';
import { Accordion } from '../blocks/Accordion.tsx';
import { DocumentList } from '../blocks/Blocks.tsx';
import { Loaded } from '../blocks/State.tsx';
import { StoreButtons } from '../blocks/StoreButtons.tsx';
import { useContent } from '../content/useContent.ts';
import { useContentLang, useT } from '../i18n.ts';
import { ContentImage } from '../blocks/ContentImage.tsx';

/** /easyway: the app landing page (§3 "App landing page"): main record, features, FAQs, guide, steps. */
export default function EasyWay() {
  const t = useT();
  const cms = useContentLang(); // the landing page's texts are the content service's, English only
  const main = useContent('landingpage');
  const features = useContent('landingpage-features');
  const faqs = useContent('landingpage-faqs');
  const guide = useContent('landingpage-guide');
  const steps = useContent('landingpage-steps');
  return (
    <Loaded state={main}>
      {(lp) => (
        <>
          <div className="site-banner site-banner-img">
            <ContentImage src={lp.image} alt="" width={96} height={96} />
            <div>
              {lp.headline && <h1 lang={cms}>{lp.headline}</h1>}
              <p lang={cms}>{lp.banner_section_1}</p>
              <p lang={cms}>{lp.banner_section_2}</p>
              <StoreButtons app={lp} event={EVENTS.appDownload} />
            </div>
          </div>
          <SectionMenu
            sections={[
              ['lp-new', lp.new_features, cms],
              ['lp-other', lp.other_features, cms],
              ['lp-steps', t('sitePages.easyway.steps')],
              ...(lp.show_user_guide === 'true' ? [['lp-guide', lp.user_guide_label, cms] as const] : []),
              ['lp-faq', lp.faq_label, cms],
            ]}
          />
          <Loaded state={features}>
            {(list) => (
              <>
                {(['new', 'other'] as const).map((kind) => (
                  <section
                    key={kind}
                    id={`lp-${kind}`}
                    className="site-section"
                    aria-labelledby={`lp-${kind}-h`}
                    lang={cms}
                  >
                    <h2 id={`lp-${kind}-h`}>{kind === 'new' ? lp.new_features : lp.other_features}</h2>
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
              <section id="lp-steps" className="site-section site-two-col" aria-label={t('sitePages.easyway.steps')}>
                <div lang={cms}>
                  <h2>{lp.exist_customer_label}</h2>
                  <ol>
                    {s.exist_customer_steps?.map((x) => (
                      <li key={x}>{x}</li>
                    ))}
                  </ol>
                </div>
                <div lang={cms}>
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
            <div id="lp-guide">
              <Loaded state={guide}>
                {(docs) => <DocumentList items={docs} title={lp.user_guide_label} titleFromContent />}
              </Loaded>
            </div>
          )}
          <section id="lp-faq" className="site-section" aria-labelledby="lp-faq-h">
            <h2 id="lp-faq-h" lang={cms}>
              {lp.faq_label}
            </h2>
            <Loaded state={faqs}>
              {(list) => <Accordion items={list.map((f) => ({ header: f.question, copy: f.answer }))} />}
            </Loaded>
          </section>
        </>
      )}
    </Loaded>
  );
}

/**
 * The landing page's section menu, kept in view as the page scrolls (the "affix" of §7's
 * NAV_AFFIX_CLICK): each entry jumps to its section and is tracked.
 */
/** A section whose label the content left out has no entry; a label may be in its own language. */
function SectionMenu({
  sections,
}: {
  sections: readonly (readonly [id: string, label: string | undefined, lang?: string | undefined])[];
}) {
  const t = useT();
  return (
    <nav className="site-affix" aria-label={t('sitePages.easyway.sectionMenu')}>
      <ul>
        {sections
          .filter(([, label]) => label)
          .map(([id, label, lang]) => (
            <li key={id} lang={lang}>
              <a href={`#${id}`} onClick={() => track.event(EVENTS.sectionMenu, `#${id}`)}>
                {label}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
