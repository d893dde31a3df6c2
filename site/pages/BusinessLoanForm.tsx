import { useState } from 'react';
import { solutionContact } from '../../shared/content/solutions.ts';
import { useNavigate } from 'react-router';
import { Modal } from '../shell/Modal.tsx';
import { useDefined } from '../shell/useDefined.ts';
import { useT } from '../i18n.ts';
import { Widget } from '../Widget.tsx';

/**
 * /business/form/business-loan-solution: the business callback form, after the notice dialog that
 * appears before entering this route ("which one: not shown"; docs/decisions.md).
 */
export default function BusinessLoanForm() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(true);
  const business = useDefined('ew-business-callback');
  return (
    <>
      <h1>{t('sitePages.business.loanForm')}</h1>
      <Modal open={notice} onRequestClose={() => setNotice(false)} title={t('site.beforeYouApply')}>
        <p>{t('site.beforeYouApplyText')}</p>
        <div className="site-actions">
          <button
            type="button"
            className="site-button site-button-secondary"
            onClick={() => void navigate(solutionContact('loan').urlSolution)}
          >
            {t('site.cancel')}
          </button>
          <button type="button" className="site-button" onClick={() => setNotice(false)}>
            {t('site.continue')}
          </button>
        </div>
      </Modal>
      <div className="site-card">
        {business === 'no' ? (
          <Widget tag="ew-callback-form" />
        ) : (
          // The loan variant of the request for callback: its title, the Business Loans topic ticked,
          // the loan purpose and amount asked.
          <Widget tag="ew-business-callback" solution="loan" />
        )}
      </div>
    </>
  );
}
