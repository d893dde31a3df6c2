/**
 * A content service image in a box of its declared size: the box has the declared proportions before
 * the picture arrives and keeps them after (the picture is fitted inside), so a picture of other
 * proportions than its slot does not move what is around it when it loads (layout shift). Lazy unless
 * told otherwise: most content pictures are below the fold; the page's top picture (a hero slide, an
 * article's head, a landing banner) passes loading="eager", as the largest contentful paint must not wait.
 * Such a picture is asked for as it renders (React's preload puts the link in at once), not when its
 * page is committed: a page's first drawing is a transition rendered in slices, and the picture
 * would start only after the last of them (Lighthouse's LCP on `/`: docs/performance.md).
 */
import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';

export function ContentImage({
  width,
  height,
  alt = '',
  loading = 'lazy',
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'style'> & { width: number; height: number }) {
  if (loading === 'eager' && typeof rest.src === 'string') preload(rest.src, { as: 'image', fetchPriority: 'high' });
  return (
    <img
      {...rest}
      alt={alt}
      loading={loading}
      width={width}
      height={height}
      style={{ aspectRatio: `${width} / ${height}`, objectFit: 'contain' }}
    />
  );
}
