import { EVENTS, track } from '../analytics.ts';
import { Accordion } from '../blocks/Accordion.tsx';
import { DocumentList } from '../blocks/Blocks.tsx';
import { dataOf, Loaded } from '../blocks/State.tsx';
import { StoreButtons } from '../blocks/StoreButtons.tsx';
import { useContent } from '../content/useContent.ts';
import { useContentLang, useT } from '../i18n.ts';
import { ContentImage } from '../blocks/ContentImage.tsx';
import { useRouteTitle } from '../shell/PageTitle.tsx';

/**
 * /easyway: the app landing page (§3 "App landing page"): main record, features, FAQs, guide, steps.
 * The main record names the sections and holds the banner and the store links; without it (failed),
 * the page keeps its route title as heading and its sections under the site's own names.
 */
export default function EasyWay() {
  const t = useT();
  const cms = useContentLang(); // the landing page's texts are the content service's, English only
  const main = useContent('landingpage');
  const features = useContent('landingpage-features');
  const faqs = useContent('landingpage-faqs');
  const guide = useContent('landingpage-guide');
  const steps = useContent('landingpage-steps');
  const title = <h1>{useRouteTitle()}</h1>;
  const lp = dataOf(main);
  /** A section's name: the content's (English only), else the site's in the visitor's language. */
  const named = (text: string | undefined, own: string) =>
    text ? { text, lang: cms } : { text: own, lang: undefined };
  const names = {
    new: named(lp?.new_features, t('sitePages.easyway.newFeatures')),
    other: named(lp?.other_features, t('sitePages.easyway.otherFeatures')),
    exist: named(lp?.exist_customer_label, t('sitePages.easyway.existingCustomers')),
    fresh: named(lp?.new_customer_label, t('sitePages.easyway.newCustomers')),
    faq: named(lp?.faq_label, t('sitePages.easyway.faqs')),
  };
  return (
    <>
      <Loaded state={main} otherwise={title}>
        {(lp) => (
          <div className="site-banner site-banner-img">
            <ContentImage src={lp.image} alt="" width={96} height={96} loading="eager" />
            <div>
              {lp.headline ? <h1 lang={cms}>{lp.headline}</h1> : title}
              <p lang={cms}>{lp.banner_section_1}</p>
              <p lang={cms}>{lp.banner_section_2}</p>
              <StoreButtons app={lp} event={EVENTS.appDownload} />
            </div>
          </div>
        )}
      </Loaded>
      <SectionMenu
        sections={[
          ['lp-new', names.new.text, names.new.lang],
          ['lp-other', names.other.text, names.other.lang],
          ['lp-steps', t('sitePages.easyway.steps')],
          ...(lp?.show_user_guide === 'true' ? [['lp-guide', lp.user_guide_label, cms] as const] : []),
          ['lp-faq', names.faq.text, names.faq.lang],
        ]}
      />
      <Loaded state={features}>
        {(list) => (
          <>
            {(['new', 'other'] as const).map((kind) => (
              <section key={kind} id={`lp-${kind}`} className="site-section" aria-labelledby={`lp-${kind}-h`}>
                <h2 id={`lp-${kind}-h`} lang={names[kind].lang}>
                  {names[kind].text}
                </h2>
                {lp && <p lang={cms}>{kind === 'new' ? lp.new_features_desc : lp.other_features_desc}</p>}
                <ul className="site-grid" lang={cms}>
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
            {(
              [
                [names.exist, s.exist_customer_steps],
                [names.fresh, s.new_customer_steps],
              ] as const
            ).map(([name, list]) => (
              <div key={name.text}>
                <h2 lang={name.lang}>{name.text}</h2>
                <ol lang={cms}>
                  {list?.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ol>
              </div>
            ))}
          </section>
        )}
      </Loaded>
      {lp?.show_user_guide === 'true' && (
        <div id="lp-guide">
          <Loaded state={guide}>
            {(docs) => <DocumentList items={docs} title={lp.user_guide_label} titleFromContent />}
          </Loaded>
        </div>
      )}
      <section id="lp-faq" className="site-section" aria-labelledby="lp-faq-h">
        <h2 id="lp-faq-h" lang={names.faq.lang}>
          {names.faq.text}
        </h2>
        <Loaded state={faqs}>
          {(list) => <Accordion items={list.map((f) => ({ header: f.question, copy: f.answer }))} />}
        </Loaded>
      </section>
    </>
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
