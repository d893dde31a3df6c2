import { Link } from 'react-router';
import { FirstThenAll } from '../blocks/Blocks.tsx';
import { CmsArticle } from '../blocks/CmsArticle.tsx';
import { Loaded } from '../blocks/State.tsx';
import { useContent } from '../content/useContent.ts';
import { useContentLang, useT } from '../i18n.ts';
import { ContentImage } from '../blocks/ContentImage.tsx';
import { ProductOffer } from '../blocks/ProductOffer.tsx';

/**
 * /deposits/{id}: the product page with its current rates and Open an account (ProductOffer), the
 * deposit list (first 5, then all) and features (first 3).
 */
export default function DepositPage() {
  const t = useT();
  const cms = useContentLang(); // the lists' titles and texts are English only
  const list8 = useContent('list-8');
  const list9 = useContent('list-9');
  return (
    <CmsArticle
      section="deposits"
      listPath="/deposits/savings"
      after={
        <>
          <ProductOffer section="deposits" />
          <Loaded state={list8}>
            {(rows) => (
              <FirstThenAll
                items={rows}
                limit={5}
                title={t('sitePages.deposits.accounts')}
                render={(r) => (
                  <p lang={cms}>
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
                title={t('sitePages.deposits.why')}
                render={(r) => (
                  <div className="site-feature" lang={cms}>
                    <ContentImage src={r.icon} alt="" width={40} height={40} />
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
