/** The announcement dialog (§2, §7): opens on load when the list is non-empty; the first item's title and HTML body; X CLOSE. */
import { useState } from 'react';
import { Html } from '../content/Html.tsx';
import { useContent } from '../content/useContent.ts';
import { useT } from '../i18n.ts';
import { Modal } from './Modal.tsx';

export function Announcement() {
  const t = useT();
  const { data } = useContent('annoucement');
  const first = Array.isArray(data) ? data[0] : undefined;
  const [dismissed, setDismissed] = useState(false);
  if (!first) return null;
  return (
    <Modal
      open={!dismissed}
      onRequestClose={() => setDismissed(true)}
      title={first.title}
      className="site-announcement"
      headerEnd={
        <button type="button" className="site-button site-button-secondary" onClick={() => setDismissed(true)}>
          {t('site.xClose')}
        </button>
      }
    >
      <Html html={first.body} className="site-prose" />
    </Modal>
  );
}
