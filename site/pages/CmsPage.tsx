/** A content-service page as a route: the {id} routes and the fixed content pages of §2 (site/blocks/CmsArticle.tsx). */
import { CmsArticle, type CmsArticleProps } from '../blocks/CmsArticle.tsx';

export default function CmsPage(props: CmsArticleProps) {
  return <CmsArticle {...props} />;
}
