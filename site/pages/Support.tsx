import { CmsArticle } from '../blocks/CmsArticle.tsx';

/** /supportandsecurity/... pages with their links. */
export default function Support({ id }: { id: string }) {
  return <CmsArticle section="pages" id={id} listPath="/tipsandtutorials" />;
}
