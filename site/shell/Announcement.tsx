/** The announcement dialog (§2, §7): opens on load when the list is non-empty; the first item's title and HTML body; X CLOSE. */
import { lazy, Suspense } from 'react';
import { useContent } from '../content/useContent.ts';

const AnnouncementDialog = lazy(() => import('./AnnouncementDialog.tsx'));

export function Announcement() {
  const { data } = useContent('annoucement');
  const first = Array.isArray(data) ? data[0] : undefined;
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog item={first} />
    </Suspense>
  );
}
