/**
 * /contactus (site-and-content.md §2 "Contact-us page"): header block, the accordion of contact
 * entries (one panel open at a time, HTML panels) and the find-a-store block, each 'Loading....'
 * while it loads.
 */
import { Accordion } from '../blocks/Accordion.tsx';
import { Loaded } from '../blocks/State.tsx';
import { Html } from '../content/Html.tsx';
import { useContent } from '../content/useContent.ts';
import { useT } from '../i18n.ts';

export default function ContactUs() {
  const t = useT();
  const header = useContent('contactusheader');
  const list = useContent('contactuscontactlist');
  const store = useContent('contactusfindstore');
  return (
    <>
      <section className="site-section">
        <Loaded state={header}>
          {(blocks) => (
            <>
              <h1>{blocks[0]?.header ?? t('site.contactUs')}</h1>
              {blocks[0] && <Html html={blocks[0].copy} className="site-prose" />}
            </>
          )}
        </Loaded>
      </section>
      <section className="site-section">
        <Loaded state={list}>{(items) => <Accordion items={items} />}</Loaded>
      </section>
      <section className="site-section site-card">
        <Loaded state={store}>
          {(blocks) =>
            blocks.map((b) => (
              <div key={b.header}>
                <h2>{b.header}</h2>
                <Html html={b.copy} className="site-prose" />
              </div>
            ))
          }
        </Loaded>
      </section>
    </>
  );
}
