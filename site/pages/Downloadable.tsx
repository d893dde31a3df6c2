import { CmsArticle } from '../blocks/CmsArticle.tsx';

/** /creditcards/downloadableforms. */
export default function Downloadable() {
  return <CmsArticle section="pages" id="creditcards-downloadableforms" />;
}
