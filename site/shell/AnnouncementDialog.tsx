/**
 * The announcement's dialog (Announcement.tsx): loaded only when there is one to show, with the HTML
 * sanitizer it needs, so a page load without an announcement does not carry them.
 */
import { useState } from 'react';
import type { ContentViews } from '../../shared/content/types.ts';
import { Html } from '../content/Html.tsx';
import { useT } from '../i18n.ts';
import { Modal } from './Modal.tsx';

export default function AnnouncementDialog({ item }: { item: ContentViews['annoucement'][number] }) {
  const t = useT();
  const [dismissed, setDismissed] = useState(false);
  return (
    <Modal
      open={!dismissed}
      onRequestClose={() => setDismissed(true)}
      title={item.title}
      className="site-announcement"
      headerEnd={
        <button type="button" className="site-button site-button-secondary" onClick={() => setDismissed(true)}>
          {t('site.xClose')}
        </button>
      }
    >
      <Html html={item.body} className="site-prose" />
    </Modal>
  );
}
