/**
 * /contactus (site-and-content.md §2 "Contact-us page"): header block, the accordion of contact
 * entries (one panel open at a time, HTML panels) and the find-a-store block, each 'Loading....'
 * while it loads.
 */
import { Accordion } from '../blocks/Accordion.tsx';
import { Loaded } from '../blocks/State.tsx';
import { Html } from '../content/Html.tsx';
import { useContent } from '../content/useContent.ts';
import { useContentLang, useT } from '../i18n.ts';

export default function ContactUs() {
  const t = useT();
  const cms = useContentLang(); // the blocks' headers are the content service's, English only
  const header = useContent('contactusheader');
  const list = useContent('contactuscontactlist');
  const store = useContent('contactusfindstore');
  return (
    <>
      <section className="site-section">
        <Loaded state={header} otherwise={<h1>{t('site.contactUs')}</h1>}>
          {(blocks) => (
            <>
              {blocks[0] ? <h1 lang={cms}>{blocks[0].header}</h1> : <h1>{t('site.contactUs')}</h1>}
              {blocks[0] && <Html html={blocks[0].copy} className="site-prose" />}
            </>
          )}
        </Loaded>
      </section>
      <section className="site-section">
        <Loaded state={list}>{(items) => <Accordion items={items} />}</Loaded>
      </section>
      {/* The card only around what came: a failed record leaves no empty card. */}
      <Loaded state={store}>
        {(blocks) =>
          blocks.length > 0 && (
            <section className="site-section site-card">
              {blocks.map((b) => (
                <div key={b.header}>
                  <h2 lang={cms}>{b.header}</h2>
                  <Html html={b.copy} className="site-prose" />
                </div>
              ))}
            </section>
          )
        }
      </Loaded>
    </>
  );
}
