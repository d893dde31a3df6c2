/**
 * /privacystatement (site-and-content.md §2 "Privacy Statement page"): banner, text in the main
 * column, Back to Home (hidden on small screens), the privacy registration seal; the sections, the
 * eight rights, Annex A (6 agencies, 22 group companies). The legal text is English, the language
 * the bank publishes it in (docs/decisions.md).
 */
import { LegalArticle, LegalBackToHome } from '../blocks/Legal.tsx';
import { SITE } from '../config.ts';

export const RIGHTS = [
  ['The right to be informed', 'whether personal information about you is being or has been processed, and how.'],
  ['The right to access', 'your personal information that we hold, on reasonable request.'],
  ['The right to object', 'to the processing of your personal information, including for direct marketing.'],
  [
    'The right to erasure or blocking',
    'of personal information that is incomplete, outdated, false or unlawfully obtained.',
  ],
  [
    'The right to damages',
    'for any damage you sustain because of inaccurate, incomplete, outdated, false, unlawfully obtained or unauthorised use of your personal information.',
  ],
  ['The right to file a complaint', 'with the National Privacy Commission.'],
  ['The right to rectify', 'any inaccuracy or error in your personal information.'],
  [
    'The right to data portability',
    'to obtain a copy of your personal information in an electronic, structured and commonly used format.',
  ],
] as const;

export const AGENCIES = [
  {
    ref: '1',
    name: 'Bangko Sentral ng Pilipinas',
    purpose: 'Supervision and examination of banks; regulatory reports',
    personal_information_shared: 'Name, account and loan information, transactions',
    intended_recipients: 'BSP supervising departments',
  },
  {
    ref: '2',
    name: 'Anti-Money Laundering Council',
    purpose: 'Covered and suspicious transaction reporting',
    personal_information_shared: 'Name, address, identification, transactions',
    intended_recipients: 'AMLC Secretariat',
  },
  {
    ref: '3',
    name: 'Philippine Deposit Insurance Corporation',
    purpose: 'Deposit insurance and examination',
    personal_information_shared: 'Name, deposit accounts and balances',
    intended_recipients: 'PDIC',
  },
  {
    ref: '4',
    name: 'Bureau of Internal Revenue',
    purpose: 'Tax reporting and withholding',
    personal_information_shared: 'Name, tax identification number, interest income',
    intended_recipients: 'BIR',
  },
  {
    ref: '5',
    name: 'Credit Information Corporation',
    purpose: 'Credit reporting required by law (Republic Act No. 9510)',
    personal_information_shared: 'Name, birth date, address, credit data',
    intended_recipients: 'CIC and its accessing entities',
  },
  {
    ref: '6',
    name: 'Bankers Association of the Philippines Credit Bureau and accredited credit bureaus',
    purpose: 'Credit evaluation and negative file sharing',
    personal_information_shared: 'Name, credit card and loan data, delinquencies',
    intended_recipients: 'Member banks and accredited credit bureaus',
  },
] as const;

export const GROUP_COMPANIES = [
  'The parent holding company',
  'EastWest Rural Bank',
  'Quest Bank (a rural bank)',
  'EastWest Leasing and Finance Corporation',
  'EastWest Insurance Brokerage, Inc.',
  'EastWest Ageas Life Insurance Corporation',
  'EastWest Fund Management',
  'The group\u2019s real estate development company',
  'The group\u2019s residential property company',
  'The group\u2019s commercial property company',
  'The group\u2019s hotel and resorts company',
  'The group\u2019s property management company',
  'The group\u2019s mall operating company',
  'The group\u2019s township developer',
  'The group\u2019s retail company',
  'The group\u2019s automotive dealership',
  'The group\u2019s motorcycle distributor',
  'The group\u2019s petroleum retail company',
  'The group\u2019s logistics company',
  'The group\u2019s information technology services company',
  'The group\u2019s foundation',
  'The group\u2019s shared services centre',
] as const;

export default function Privacy() {
  return (
    <LegalArticle title="Privacy Statement">
      <div className="site-legal-layout">
        <div className="site-legal-main">
          <p>
            We respect your privacy. This statement explains how we collect, use, share, protect and keep your personal
            information, in line with the Data Privacy Act of 2012 (Republic Act No. 10173), its implementing rules and
            the issuances of the National Privacy Commission.
          </p>
          <h2>How we collect information</h2>
          <p>
            We collect personal information when you open an account, apply for a product, fill in a form on this site,
            call our hotline, visit our stores, use our ATMs and electronic channels, or take part in our promos. We may
            also receive it from credit bureaus, regulators, our group companies and partners you authorise.
          </p>
          <h2>What information we collect</h2>
          <p>
            Your name, birth date, address, contact details, identification documents, specimen signature, employment
            and financial information, account and transaction records, and, on our electronic channels, device and
            usage information.
          </p>
          <h2>How we use it</h2>
          <ul>
            <li>To verify your identity and open and maintain your accounts.</li>
            <li>To process your transactions and applications, and to evaluate credit.</li>
            <li>To comply with laws and regulations, including anti-money laundering rules.</li>
            <li>To prevent fraud and protect you, the bank and the public.</li>
            <li>To improve our products and services and, with your consent, to tell you about offers.</li>
          </ul>
          <h2>With whom we share it</h2>
          <p>
            With regulatory and credit agencies as the law requires (see Annex A), with our group companies for the
            purposes above (Annex A), and with service providers bound by confidentiality and data sharing or
            outsourcing agreements.
          </p>
          <h2>How we protect it</h2>
          <p>
            We use organisational, physical and technical safeguards: access on a need-to-know basis, encryption in
            transit, monitoring and regular testing of our systems.
          </p>
          <h3>Cookies</h3>
          <p>
            Our site uses cookies to keep your session secure and to remember your preferences such as language. You can
            refuse cookies in your browser; some features may then not work.
          </p>
          <h3>Web traffic data</h3>
          <p>
            We collect anonymous information about visits to our site (pages viewed, browser type, time of visit) to
            improve it. It does not identify you.
          </p>
          <h2>How long we keep it</h2>
          <p>
            For as long as your account or relationship with us lasts, and afterwards for the periods the law requires
            (generally 5 years from the closing of an account or the last transaction), after which it is disposed of
            securely.
          </p>
          <h2>Your rights under the Data Privacy Act</h2>
          <p>You have eight rights as a data subject:</p>
          <ol className="site-rights">
            {RIGHTS.map(([right, what]) => (
              <li key={right}>
                <strong>{right}</strong> {what}
              </li>
            ))}
          </ol>
          <h2>Opting out of promotional e-mails</h2>
          <p>
            Click the unsubscribe link in any promotional e-mail, or call our hotline. We will stop within 10 banking
            days; service messages continue.
          </p>
          <h2>Changes to this statement</h2>
          <p>We may update this statement. The latest version is always on this page, with its date of effect.</p>
          <h2>Contact us</h2>
          <p>
            Customer hotline: <a href={`tel:${SITE.contact.hotline.replace(/[^\d+]/g, '')}`}>{SITE.contact.hotline}</a>.
          </p>
          <p>
            Data Protection Officer, 20th floor, the bank&rsquo;s head office, 5th Avenue corner 22nd Street, Bonifacio
            Global City, Taguig City 1634. E-mail: <a href="mailto:dpo@sample-ewbank.ph">dpo@sample-ewbank.ph</a>.
          </p>
          <h2 id="annex-a">Annex A</h2>
          <div className="site-table-scroll" role="region" aria-labelledby="annex-a-caption" tabIndex={0}>
            <table className="site-table">
              <caption id="annex-a-caption">Regulatory and credit agencies we share personal information with</caption>
              <thead>
                <tr>
                  <th scope="col">REF</th>
                  <th scope="col">Name</th>
                  <th scope="col">Purpose of sharing</th>
                  <th scope="col">Personal information shared</th>
                  <th scope="col">Intended recipients</th>
                </tr>
              </thead>
              <tbody>
                {AGENCIES.map((a) => (
                  <tr key={a.ref}>
                    <th scope="row">{a.ref}</th>
                    <td>{a.name}</td>
                    <td>{a.purpose}</td>
                    <td>{a.personal_information_shared}</td>
                    <td>{a.intended_recipients}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>Group companies</h3>
          <ol className="site-group-companies">
            {GROUP_COMPANIES.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ol>
        </div>
        <aside className="site-legal-side" aria-label="Privacy registration">
          <img
            src="/content/privacy-seal.svg"
            alt="National Privacy Commission registration seal"
            width="120"
            height="120"
            loading="lazy"
          />
          <LegalBackToHome />
        </aside>
      </div>
    </LegalArticle>
  );
}
