/** /deposits/timedeposit: the time deposit product page with the investment calculator and its current rates. */
import { ProductOffer } from '../blocks/ProductOffer.tsx';
import { TdCalculatorOrWizard } from '../blocks/TdCalculatorOrWizard.tsx';
import { useT } from '../i18n.ts';

export default function TimeDeposit() {
  const t = useT();
  return (
    <>
      <h1>{t('sitePages.timeDeposit.heading')}</h1>
      <p>{t('sitePages.timeDeposit.intro')}</p>
      <p>{t('sitePages.timeDeposit.details')}</p>
      <TdCalculatorOrWizard />
      <ProductOffer section="deposits" id="timedeposit" />
    </>
  );
}
