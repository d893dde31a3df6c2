/** The business pages' banner, and which banner of the complete-solutions record belongs to each solution. */
import type { BusinessBanner as Banner, BusinessCompleteBanners, SolutionKey } from '../../shared/content/types.ts';

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
  return (
    <div className="site-banner site-banner-img">
      <img src={banner.image} alt="" width="96" height="96" />
      <div>
        <H>{banner.title}</H>
        <p>{banner.body}</p>
      </div>
    </div>
  );
}
