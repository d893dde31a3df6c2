/**
 * /termsofuse (site-and-content.md §2 "Terms of Use page"): the business online banking facility's
 * terms: banner 'Terms of Use', Back to Home (to /) on medium and larger screens, 12 numbered
 * sections carrying the rules of §4, §5, §6 and §9. English, as the bank publishes it.
 */
import type { ReactNode } from 'react';
import { LegalArticle, LegalBackToHome } from '../blocks/Legal.tsx';

export const TERMS_SECTIONS: [string, ReactNode][] = [
  [
    'About these terms',
    <p key="1">
      These terms govern your use of our business online banking facility (the Facility). By enrolling or using the
      Facility, you, the customer, agree to them together with the terms of your accounts. Where they differ, these
      terms prevail for transactions made through the Facility.
    </p>,
  ],
  [
    'Definitions',
    <ul key="2">
      <li>
        <strong>Administrator</strong>: the user who defines the other users and their permissions.
      </li>
      <li>
        <strong>Maker</strong>: a user who initiates transactions.
      </li>
      <li>
        <strong>Approver</strong>: a user who approves transactions initiated by a Maker.
      </li>
      <li>
        <strong>Viewer</strong>: a user who may only view account information.
      </li>
      <li>
        <strong>Dual Control</strong>: Maker and Approver are different users. <strong>Single Control</strong>: one user
        both makes and approves; the customer bears the risk of this choice.
      </li>
      <li>
        <strong>Banking day</strong>: a day other than a Saturday, Sunday or holiday on which banks in Metro Manila are
        open.
      </li>
    </ul>,
  ],
  [
    'Electronic access',
    <>
      <p>
        Each user gets a user ID and password. Passwords must not relate to personal data (names, birthdays, account
        numbers), must not be obvious, and must not be sequential (such as 123456 or abcdef).
      </p>
      <p>Keep your credentials secret. Every instruction entered with them is deemed authorised by you.</p>
    </>,
  ],
  [
    'Use of electronic services',
    <p key="4">
      You will use the Facility only for lawful purposes and according to our instructions. You are responsible for the
      accuracy of every instruction. Report any mistake to us within 10 days of the transaction; after that, our records
      are deemed correct.
    </p>,
  ],
  [
    'Transaction services',
    <>
      <p>
        <strong>Fund transfers and bills payment.</strong> An approved scheduled transaction is processed on its
        scheduled date unless cancelled at least 1 day before posting.
      </p>
      <p>
        <strong>Check writing.</strong> You acknowledge or dispute the check details we show you within 3 banking days;
        otherwise they are deemed correct. Checks are delivered at least 10 banking days before their maturity. The
        payee list reaches us at least 3 banking days before printing.
      </p>
      <p>
        <strong>Checks on hold.</strong> A hold placed on a check blocks its deposit until the hold is lifted.
      </p>
    </>,
  ],
  [
    'Notification services',
    <p key="6">
      We send notices of transactions, approvals and exceptions to the e-mail addresses and mobile numbers you enrol. A
      notice is deemed received when sent. We are not liable for delays or failures of telecommunication providers.
    </p>,
  ],
  [
    'ADB fees and charges',
    <p key="7">
      The Facility is free for accounts that keep the required average daily balance (ADB). Below it, the monthly fee in
      our schedule of fees applies and is debited from your account. Transaction fees are shown before you confirm a
      transaction.
    </p>,
  ],
  [
    'Termination and suspension',
    <p key="8">
      Either party may end the Facility on 30 days&rsquo; written notice. We may suspend access at once to protect you
      or the bank, for example after repeated failed log-ins or suspected fraud, and will tell you why unless the law
      forbids it.
    </p>,
  ],
  [
    'Representations and warranties',
    <p key="9">
      You warrant that you are duly organised, that your users are authorised by your board or owners, and that the
      information you give us is true and complete.
    </p>,
  ],
  [
    'Indemnification',
    <p key="10">
      You will hold the bank free from claims, losses and costs arising from your breach of these terms or from
      instructions entered with your credentials. Our liability is limited to the fees you paid for the Facility or your
      actual direct loss, whichever is lower.
    </p>,
  ],
  [
    'Proprietary and disclosure rights',
    <p key="11">
      The Facility, its software and content belong to the bank or its licensors. You authorise us to disclose your
      information as required by law and as stated in our Privacy Statement.
    </p>,
  ],
  [
    'Miscellaneous',
    <p key="12">
      We may amend these terms on 60 days&rsquo; notice. Disputes are first settled amicably within 30 days; failing
      that, in the courts of Taguig City, to the exclusion of other venues. These terms are governed by the laws of the
      Philippines.
    </p>,
  ],
];

export default function Terms() {
  return (
    <LegalArticle title="Terms of Use">
      <LegalBackToHome />
      <ol className="site-terms">
        {TERMS_SECTIONS.map(([title, body]) => (
          <li key={title}>
            <h2>{title}</h2>
            {body}
          </li>
        ))}
      </ol>
    </LegalArticle>
  );
}
