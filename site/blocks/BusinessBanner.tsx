/** The business pages' banner, and which banner of the complete-solutions record belongs to each solution. */
import type { BusinessBanner as Banner, BusinessCompleteBanners, SolutionKey } from '../../shared/content/types.ts';
import { useContentLang } from '../i18n.ts';
import { ContentImage } from './ContentImage.tsx';

export const BANNER_OF: Record<SolutionKey, keyof BusinessCompleteBanners> = {
  deposit: 'depositBanner',
  cash: 'cashBanner',
  loan: 'loanBanner',
  fixedincome: 'investmentBanner',
  investment: 'investmentBanner',
  forex: 'forexBanner',
  insurance: 'insuranceBanner',
};

export function BusinessBanner({ banner, as: H = 'h1' }: { banner: Banner; as?: 'h1' | 'h2' }) {
  const cms = useContentLang();
  return (
    <div className="site-banner site-banner-img">
      <ContentImage src={banner.image} alt="" width={96} height={96} />
      <div lang={cms}>
        <H>{banner.title}</H>
        <p>{banner.body}</p>
      </div>
    </div>
  );
}
