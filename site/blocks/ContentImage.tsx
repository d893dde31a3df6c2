/**
 * A content service image in a box of its declared size: the box has the declared proportions before
 * the picture arrives and keeps them after (the picture is fitted inside), so a picture of other
 * proportions than its slot does not move what is around it when it loads (layout shift).
 */
import type { ImgHTMLAttributes } from 'react';

export function ContentImage({
  width,
  height,
  alt = '',
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'style'> & { width: number; height: number }) {
  return (
    <img
      {...rest}
      alt={alt}
      width={width}
      height={height}
      style={{ aspectRatio: `${width} / ${height}`, objectFit: 'contain' }}
    />
  );
}
