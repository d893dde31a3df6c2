/**
 * SAMPLE content of the reference content service (README "Sample data"), seeded into the database
 * by migration 31. Plausible for a Philippine retail bank; not the bank's own texts. Images are the
 * site's own placeholders under /content/.
 */
import { formatPeso } from '../forms/pesos.ts';
import {
  AUTO_LOAN,
  CREDIT_CARD_FEES,
  CREDIT_CARDS,
  DEPOSIT_FEES,
  HOME_LOAN,
  INVESTMENT_MINIMUMS,
  PERSONAL_LOAN,
  PERSONAL_LOAN_FEES,
  span,
} from '../products/facts.ts';

/** "P25,000": how the pages write an amount. */
const pesos = (n: number) => formatPeso(n, { prefix: 'P' });
const CARD_LATE_PAYMENT = `${pesos(CREDIT_CARD_FEES.latePayment)} or the unpaid minimum, whichever is lower`;
import type { ContentKeys, PageRecord, PageSection, Service, Solution } from './types.ts';
import { fxFeatureOf } from './schema.ts';
import { SAMPLE_RATES } from '../fx/sample.ts';
import { SAMPLE_STORES } from '../stores/sample.ts';

/** How many stores and ATMs the locator's sample data lists, in round hundreds ("over 200"). */
const hundreds = (kind: string) => Math.floor(SAMPLE_STORES.filter((s) => s.kind === kind).length / 100) * 100;
const NETWORK = `${hundreds('branch')} stores and ${hundreds('atm')} ATMs`;

const img = (name: string) => `/content/${name}.svg`;

/**
 * The deposit accounts with a page of their own (/deposits/{id}), one record each: the page's title and
 * summary, and the row of list 8 ("Our deposit accounts") that links to it. The list offers what the
 * pages describe, nothing else (a row for an account no page describes would promise what does not exist).
 */
export const DEPOSIT_ACCOUNTS = {
  savings: { title: 'Savings Accounts', summary: 'Peso savings with interest and a debit card.' },
  checking: { title: 'Checking Accounts', summary: 'Pay by check, with or without interest.' },
  foreigncurrency: { title: 'Foreign Currency Deposits', summary: 'US dollar, euro, yen and more.' },
} as const;
const depositRow = (id: keyof typeof DEPOSIT_ACCOUNTS) => ({
  title: DEPOSIT_ACCOUNTS[id].title,
  description: DEPOSIT_ACCOUNTS[id].summary,
  link: `/deposits/${id}`,
});

/**
 * How a credit card is applied for, as every page says it: through the chat assistant, which the Apply
 * Today! chooser's Credit Card choice and the site's card pages open (the site adds the link and says
 * that it opens the chat in a new tab).
 */
export const CARD_HOW_TO_APPLY =
  'Apply through our chat assistant (the apply link on this page opens it), or at any store.';

const service = (title: string, blurb: string, details: string): Service => ({
  title,
  field_feature_image: img('service'),
  field_blurb: blurb,
  field_more_details: `<p>${details}</p>`,
});

const solution = (s: Solution) => s;

export const SAMPLE_CONTENT: ContentKeys = {
  // Empty by default: the announcement dialog opens only when an operator publishes one
  // (PUT /admin/api/content/annoucement); a dialog on every first visit would be a poor sample.
  annoucement: [],
  contactusheader: [
    {
      header: 'Contact Us',
      copy: '<p>We are here for you 24 hours a day, 7 days a week. Choose how you want to reach us below, or visit any of our stores nationwide.</p><p>For your security, have your account or card number ready, but never tell anyone your PIN, password or one-time code.</p>',
    },
  ],
  contactuscontactlist: [
    {
      header: 'Customer Service Hotline',
      copy: '<p>Call our 24-hour Customer Service Hotline at <strong>(02) 8888-1700</strong> (Metro Manila) or <strong>1-800-1888-8600</strong> (domestic toll-free, PLDT).</p><p>From abroad, dial <strong>+632 8888-1700</strong>.</p>',
    },
    {
      header: 'E-mail',
      copy: '<p>Write to <a href="mailto:service@sample-ewbank.ph">service@sample-ewbank.ph</a>. We answer within one banking day.</p><p>For credit card concerns: <a href="mailto:cards@sample-ewbank.ph">cards@sample-ewbank.ph</a>.</p>',
    },
    {
      header: 'Report a lost or stolen card',
      copy: '<p>Call the hotline right away, any time of day. You can also lock your card in the mobile app under <em>Cards &gt; Lock card</em>.</p>',
    },
    {
      header: 'Complaints and feedback',
      copy: '<p>Tell us what went wrong at any store, through the hotline or by e-mail. We acknowledge complaints within 2 banking days and resolve simple ones within 7.</p><p>If you are not satisfied with our answer, you may contact the Bangko Sentral ng Pilipinas Consumer Assistance Mechanism.</p>',
    },
    {
      header: 'Social media',
      copy: '<p>Message us on Facebook Messenger for quick questions. We will never ask for your PIN, password or one-time code.</p>',
    },
  ],
  contactusfindstore: [
    {
      header: 'Find a store',
      copy: `<p>Over ${NETWORK} across the country. <a href="/storedirectory">Find the store nearest you</a> or <a href="/storedirectory/atm">an ATM</a>.</p>`,
    },
  ],
  holidaybanner: [
    {
      field_holiday_banner_link: '/advisories/holiday-banking-schedule',
      field_hbanner_short_description: 'Holiday banking schedule: only star days to go. See which stores are open.',
      field_imageholiday: img('holiday'),
      field_countdown_date: '2026-12-25',
      field_countdown_placeholder: 'star',
    },
  ],
  homepagebanners: {
    waysWeCanHelpData: [
      {
        title: 'Save',
        body: 'Savings, checking and time deposits that grow with you.',
        link: '/deposits/savings',
        image: img('save'),
      },
      {
        title: 'Borrow',
        body: 'Auto, home and personal loans with clear monthly payments.',
        link: '/loans',
        image: img('borrow'),
      },
      {
        title: 'Pay with cards',
        body: 'Credit cards with rewards, cashback and no-fee installments.',
        link: '/CreditCards',
        image: img('cards'),
      },
      {
        title: 'Invest',
        body: 'Unit investment trust funds, bonds and treasury bills.',
        link: '/investments',
        image: img('invest'),
      },
    ],
    financialData: [
      {
        title: 'Interest rates',
        body: 'Our current deposit and loan rates.',
        link: '/interestrates',
        image: img('rates'),
      },
      { title: 'Foreign exchange', body: "Today's buying and selling rates.", link: '/forexrates', image: img('fx') },
      {
        title: 'Tips and tutorials',
        body: 'Bank safely and make the most of our services.',
        link: '/tipsandtutorials',
        image: img('tips'),
      },
    ],
  },
  homecarousel: [
    {
      headline: 'Your home, sooner',
      body: 'Home loans with fixed rates for up to 5 years.',
      cta: 'See home loans',
      link: '/loans/homeloans',
      image: img('hero-home'),
    },
    {
      headline: 'Drive home your dream car',
      body: 'Approval in as fast as 1 banking day.',
      cta: 'See auto loans',
      link: '/loans/autoloans',
      image: img('hero-auto'),
    },
    {
      headline: 'Grow your savings',
      body: 'Time deposits from 30 days to 5 years.',
      cta: 'See time deposits',
      link: '/deposits/timedeposit',
      image: img('hero-td'),
    },
  ],
  productbanner: [
    {
      headline: 'Bank on the go with EasyWay',
      body: 'Open an account, pay bills and send money from your phone.',
      cta: 'Learn more',
      link: '/easyway',
      image: img('app'),
    },
  ],
  featuredlist: [
    { title: 'Request a callback', link: '/request-for-callback/', target: '', field_link_type: 'Internal' },
    { title: 'Mobile check deposit', link: '/mobile-check-deposit', target: '', field_link_type: 'Internal' },
    {
      title: 'Bangko Sentral ng Pilipinas',
      link: 'https://www.bsp.gov.ph/',
      target: 'new',
      field_link_type: 'External',
    },
    {
      title: 'Philippine Deposit Insurance Corporation',
      link: 'https://www.pdic.gov.ph/',
      target: 'new',
      field_link_type: 'External',
    },
  ],
  'list-8': [
    depositRow('savings'),
    depositRow('checking'),
    { title: 'Time Deposit', description: 'Fixed rates from 30 days to 5 years.', link: '/deposits/timedeposit' },
    depositRow('foreigncurrency'),
  ],
  'list-9': [
    { title: 'Insured by PDIC', body: 'Deposits are insured up to P1 Million per depositor.', icon: img('shield') },
    { title: 'Nationwide stores', body: `More than ${NETWORK}.`, icon: img('store') },
    { title: 'Online banking', body: 'Check balances and transfer funds anytime.', icon: img('app') },
    { title: 'Instapay and PESONet', body: 'Send money to other banks and e-wallets.', icon: img('fx') },
    { title: 'Auto-debit arrangement', body: 'Pay bills and loans automatically.', icon: img('rates') },
  ],
  creditcardbanners: [
    {
      headline: 'Cashback on every swipe',
      body: 'Up to 5% cashback on groceries and fuel.',
      cta: 'Compare cards',
      link: '/CreditCards',
      image: img('cards'),
    },
  ],
  creditcards: [
    {
      id: 'platinum',
      name: 'Platinum Mastercard',
      image: img('card-platinum'),
      tagline: 'Travel rewards and lounge access',
      features: ['Airport lounge access', '1 point per P20 spent', 'Travel insurance up to P10 million'],
      annualFee: pesos(CREDIT_CARDS.platinum.annualFee),
    },
    {
      id: 'gold',
      name: 'Gold Visa',
      image: img('card-gold'),
      tagline: 'Rewards on everyday spending',
      features: ['1 point per P30 spent', '0% installment at partner stores', 'Purchase protection'],
      annualFee: pesos(CREDIT_CARDS.gold.annualFee),
    },
    {
      id: 'cashback',
      name: 'Cashback Card',
      image: img('card-cashback'),
      tagline: 'Cash back, not points',
      features: ['5% on groceries and fuel', '0.3% on everything else', 'No minimum spend'],
      annualFee: pesos(CREDIT_CARDS.cashback.annualFee),
    },
    {
      id: 'classic',
      name: 'Classic Visa',
      image: img('card-classic'),
      tagline: 'Your first credit card',
      features: ['Low minimum income', 'Free supplementary cards', 'Bills payment by auto-charge'],
      annualFee: pesos(CREDIT_CARDS.classic.annualFee),
    },
  ],
  ewbillers: {
    title: 'EW Billers',
    ReportBody:
      '<p>Pay these billers through our stores, ATMs and online banking.</p><table><caption>Billers</caption><thead><tr><th scope="col">Biller</th><th scope="col">Category</th></tr></thead><tbody><tr><td>Manila Electric Company</td><td>Electricity</td></tr><tr><td>Maynilad Water Services</td><td>Water</td></tr><tr><td>Manila Water Company</td><td>Water</td></tr><tr><td>PLDT</td><td>Telecommunications</td></tr><tr><td>Globe Telecom</td><td>Telecommunications</td></tr><tr><td>Social Security System</td><td>Government</td></tr><tr><td>PhilHealth</td><td>Government</td></tr><tr><td>Pag-IBIG Fund</td><td>Government</td></tr><tr><td>Bureau of Internal Revenue</td><td>Government</td></tr></tbody></table>',
  },
  landingpage: {
    headline: 'EasyWay: your bank in your pocket',
    image: img('app'),
    banner_section_1: 'Open an account in minutes, with just one valid ID.',
    banner_section_2: 'Pay bills, send money and deposit checks, 24/7.',
    google_play_icon: img('google-play'),
    google_play_link: 'https://play.google.com/store',
    apple_icon: img('app-store'),
    apple_link: 'https://www.apple.com/app-store/',
    color: '#5a2d82',
    faq_label: 'Frequently asked questions',
    new_features: 'New features',
    new_features_desc: 'What is new in this version of the app.',
    other_features: 'More features',
    other_features_desc: 'Everything else you can do with EasyWay.',
    user_guide_label: 'User guide',
    exist_customer_label: 'Already a customer?',
    new_customer_label: 'New to the bank?',
    show_user_guide: 'true',
  },
  'landingpage-features': [
    { title: 'Mobile check deposit', body: 'Take a photo of a check to deposit it.', kind: 'new' },
    { title: 'QR Ph payments', body: 'Scan any QR Ph code to pay.', kind: 'new' },
    { title: 'Card controls', body: 'Lock and unlock your cards instantly.', kind: 'other' },
    { title: 'Bills payment', body: 'Over 300 billers.', kind: 'other' },
    { title: 'Send money', body: 'Instapay and PESONet transfers.', kind: 'other' },
  ],
  'landingpage-faqs': [
    {
      question: 'Who can use EasyWay?',
      answer: '<p>Any account holder aged 18 or over with a Philippine mobile number.</p>',
    },
    {
      question: 'Is there a fee?',
      answer: `<p>The app is free. Instapay transfers cost ${pesos(DEPOSIT_FEES.instapay)} each; PESONet transfers are free.</p>`,
    },
    {
      question: 'What if I lose my phone?',
      answer: '<p>Call the hotline to disable your access, then enrol again on your new phone.</p>',
    },
  ],
  'landingpage-guide': [
    { title: 'EasyWay user guide', pdf: '/content/docs/easyway-user-guide.pdf' },
    { title: 'Mobile check deposit guide', pdf: '/content/docs/mobile-check-deposit.pdf' },
  ],
  'landingpage-steps': {
    exist_customer_steps: [
      'Download EasyWay',
      'Tap Enrol and enter your account number',
      'Enter the one-time code sent to your mobile',
      'Set your username and password',
    ],
    new_customer_steps: [
      'Download EasyWay',
      'Tap Open an account',
      'Take a photo of one valid ID and a selfie',
      'Fund your account by Instapay',
    ],
  },
  'businesscomplete-banner': {
    banner: {
      title: 'Complete business solutions',
      body: 'Everything your business needs from one bank: accounts, payments, financing, investments, foreign exchange and insurance, with one relationship manager who knows your business.',
      image: img('business'),
    },
    depositBanner: {
      title: 'Deposit',
      body: 'Checking, savings and time deposits that keep your cash working.',
      image: img('save'),
    },
    cashBanner: {
      title: 'Cash Management',
      body: 'Collections, supplier payments and payroll made simple, online.',
      image: img('cash'),
    },
    loanBanner: {
      title: 'Business Loan Solution',
      body: 'Credit lines for working capital and term loans for expansion and equipment.',
      image: img('borrow'),
    },
    investmentBanner: {
      title: 'Investment and Trust',
      body: 'Grow and protect your business funds and your employees\u2019 retirement fund.',
      image: img('invest'),
    },
    forexBanner: {
      title: 'Forex Services',
      body: 'Competitive rates and forward contracts for your foreign currency needs.',
      image: img('fx'),
    },
    insuranceBanner: {
      title: 'Insurance',
      body: 'Protect your people and property through our insurance brokerage.',
      image: img('shield'),
    },
  },
  'businesscomplete-detail': {
    deposit: solution({
      key: 'deposit',
      title: 'Deposit',
      intro: 'Peso and foreign currency accounts for businesses of every size.',
      products: [
        {
          title: 'Business Checking',
          description:
            'A peso checking account to pay suppliers by check and online, and to receive payments from your customers. For corporations, partnerships and sole proprietors who pay and collect every day. To start, bring your business registration and the IDs of your signatories to any store, or ask for a callback.',
          features:
            '<ul><li>Free checkbook on opening</li><li>Online banking with maker-approver control</li><li>Check deposits at any store until 3 PM</li></ul>',
        },
        {
          title: 'Business Savings',
          description:
            'An interest-earning peso account for the funds your business does not need this month. For businesses that keep a cash reserve and want it to earn while staying available. To start, open it beside your checking account at any store; we can sweep funds between the two.',
          features: '<ul><li>Tiered interest rates</li><li>Sweep to checking</li><li>Monthly e-statements</li></ul>',
        },
        {
          title: 'Business Time Deposit',
          description:
            'Fixed rates for fixed terms, from 30 days to a year, in pesos or US dollars. For businesses with funds set aside for a known date, such as a tax payment or a 13th-month payroll. To start, ask your relationship manager for today’s rate and place the funds from your account.',
          features: '',
        },
      ],
      services: [
        service(
          'Online account opening',
          'Start your application online.',
          'Send your documents online and visit a store once to sign.',
        ),
        service(
          'Check clearing',
          'Same-day clearing cut-offs.',
          'Checks deposited before 2 PM clear the next banking day.',
        ),
        service(
          'Account statements',
          'Monthly e-statements.',
          'Receive statements by e-mail, protected with a password.',
        ),
      ],
    }),
    cash: solution({
      key: 'cash',
      title: 'Cash Management',
      intro: 'Collect, pay and reconcile with less effort.',
      products: [
        {
          title: 'Collections',
          description:
            'Ways for your customers to pay you: bills payment through our stores and online, virtual accounts and check warehousing. For businesses that bill many customers, such as schools, distributors, utilities and property managers. To start, ask for a callback: a cash management officer studies how you collect today and proposes a setup.',
          features:
            '<ul><li>Bills payment collection</li><li>Post-dated check warehousing</li><li>Virtual accounts</li></ul>',
        },
        {
          title: 'Disbursements',
          description:
            'Pay suppliers and employees on time by transfer or check, and pay government contributions and taxes online. For businesses with a payroll or many suppliers, from a few employees to thousands. To start, enrol in EasyBiz and send us a sample payment file; we test it with you before the first run.',
          features: '<ul><li>Payroll crediting</li><li>Check writing</li><li>Government payments</li></ul>',
        },
      ],
      services: [
        service(
          'Payroll',
          'Salaries credited on time.',
          'Upload your payroll file and we credit your employees on pay day.',
        ),
        service('Government payments', 'SSS, PhilHealth, Pag-IBIG and BIR.', 'Pay contributions and taxes online.'),
        service(
          'Check warehousing',
          'We hold and deposit your PDCs.',
          'Post-dated checks are deposited on their dates.',
        ),
        service('Liquidity reports', 'Your cash position daily.', 'Daily reports of balances across your accounts.'),
        service('Host-to-host', 'Connect your ERP to the bank.', 'Straight-through payment files from your systems.'),
      ],
    }),
    loan: solution({
      key: 'loan',
      title: 'Business Loan Solution',
      intro: 'Financing for working capital, expansion and equipment.',
      products: [
        {
          title: 'Revolving Credit Facility',
          description:
            'A credit line you draw, repay and draw again, for inventory, receivables and seasonal needs. For businesses at least three years in operation with audited financial statements. To start, send us your last three years’ financial statements and tell us what you need the line for.',
          features: '<ul><li>Credit line renewable yearly</li><li>Interest only on what you use</li></ul>',
        },
        {
          title: 'Term Loan',
          description:
            'A loan paid in fixed installments, for expansion, property and equipment. For businesses with a clear project and cash flow to pay for it, with real estate or a deposit hold-out as collateral. To start, ask for a callback or use the business loan form; a relationship manager visits you to discuss the project.',
          features: '<ul><li>Terms up to 10 years</li><li>Fixed or floating rates</li></ul>',
        },
      ],
      services: [
        service(
          'Loan application',
          'Apply with a relationship manager.',
          'Tell us about your business and we will call you.',
        ),
        service('Trade financing', 'Letters of credit and trust receipts.', 'Import and export financing.'),
        service('Equipment financing', 'Acquire machinery.', 'Finance up to 80% of the equipment price.'),
      ],
    }),
    fixedincome: solution({
      key: 'fixedincome',
      title: 'Fixed Income Product',
      intro: 'Government and corporate bonds for your business funds.',
      products: [
        {
          title: 'Treasury Bills',
          description:
            'Short-term securities issued by the national government, sold at a discount and paid at face value. For businesses parking funds for up to a year with the lowest credit risk. To start, open a securities account with us and place your order with our treasury sales team.',
          features: '<ul><li>Terms of 91, 182 and 364 days</li><li>Minimum P200,000</li></ul>',
        },
        {
          title: 'Retail Treasury Bonds',
          description:
            'Longer-term government securities that pay interest every quarter. For businesses and their owners who want regular income from funds they will not need for several years. To start, ask for a callback during an offer period, or buy in the secondary market through us.',
          features: `<ul><li>Quarterly coupons</li><li>Minimum ${pesos(INVESTMENT_MINIMUMS.retailTreasuryBond)}</li></ul>`,
        },
        {
          title: 'Corporate Bonds',
          description:
            'Bonds of listed Philippine companies, paying a higher yield than government securities. For businesses that accept some credit risk for a higher return, with a moderate or aggressive profile. To start, complete our investment profiling, then choose from the bonds on offer.',
          features: '<ul><li>Higher yields</li><li>Tradeable before maturity</li></ul>',
        },
      ],
      services: [
        service('Bond picks', 'Our top picks this week.', 'See the rates page for top bond picks.'),
        service('Custody', 'Securities held safely for you.', 'Third-party custody of your securities.'),
      ],
    }),
    investment: solution({
      key: 'investment',
      title: 'Investment and Trust',
      intro: 'Trust and investment management for businesses.',
      products: [
        {
          title: 'Unit Investment Trust Funds',
          description:
            'Pooled funds managed by our trust group: money market, bond and equity funds. For businesses that want professional management of funds they can redeem on any banking day. To start, complete the investment profiling and subscribe at any store or through your trust officer.',
          features: '<ul><li>Money market, bond and equity funds</li><li>Daily subscription and redemption</li></ul>',
        },
        {
          title: 'Retirement Fund Management',
          description:
            'We invest and administer your employees’ retirement fund under a trust agreement. For employers with a formal retirement plan, of any size. To start, send us your retirement plan and latest actuarial valuation; a trust officer prepares a proposal.',
          features: '<ul><li>Actuarial coordination</li><li>Quarterly reports</li></ul>',
        },
        {
          title: 'Escrow',
          description:
            'We hold funds or documents as a neutral party until both sides of a transaction do what they agreed. For buyers and sellers of property or businesses, and for developers who must hold buyers’ payments. To start, both parties sign an escrow agreement with us; we release only on the conditions it sets.',
          features: '',
        },
      ],
      services: [
        service(
          'Investment profiling',
          'Know your risk appetite.',
          'Answer a short questionnaire to find suitable funds.',
        ),
        service('Portfolio reports', 'Monthly statements.', 'Statements of your trust accounts every month.'),
        service('Trust marketing', 'A trust officer for your business.', 'Talk to our trust marketing unit.'),
      ],
    }),
    forex: solution({
      key: 'forex',
      title: 'Forex Services',
      intro: 'Buy and sell foreign currencies at competitive rates.',
      products: [
        {
          title: 'Spot transactions',
          description:
            'Buy or sell foreign currency at today’s rates, settled in two banking days or the same day. For importers paying suppliers abroad and exporters converting what they earn. To start, open a foreign currency account with us and call our forex desk for a quote.',
          features: '<ul><li>USD, EUR, JPY, CNY and more</li></ul>',
        },
        {
          title: 'Forward contracts',
          description:
            'Lock in today a rate for buying or selling a currency on a future date. For businesses with known foreign currency payments or receipts that want a certain cost. To start, your relationship manager sets up a treasury line for you, then you can book forwards by phone.',
          features: '<ul><li>Hedge your foreign currency exposure</li></ul>',
        },
      ],
      services: [
        service(
          'Telegraphic transfers',
          'Send and receive abroad.',
          'Outward and inward remittances in major currencies.',
        ),
        service('Rate alerts', 'Know when your rate is reached.', 'Ask your relationship manager for rate alerts.'),
      ],
    }),
    insurance: solution({
      key: 'insurance',
      title: 'Insurance',
      intro: 'Protection for your business, through our insurance brokerage.',
      products: [
        {
          title: 'Property insurance',
          description:
            'Cover for fire and allied perils on your buildings, stocks and equipment. For businesses that own or lease premises, and for borrowers whose loan is secured by property. To start, ask for a callback; our brokerage compares quotes from several insurers for you.',
          features: '<ul><li>Buildings, stocks and equipment</li></ul>',
        },
        {
          title: 'Group life and health',
          description:
            'Life insurance and HMO plans for your employees, as one group policy. For employers of five employees or more who want to offer benefits. To start, send us your employee list with ages; we return quotes within five banking days.',
          features: '<ul><li>HMO and group life plans</li></ul>',
        },
      ],
      services: [
        service(
          'Claims assistance',
          'We help you file claims.',
          'Our brokerage follows up your claim with the insurer.',
        ),
        service('Risk review', 'Are you covered enough?', 'A yearly review of your coverage.'),
      ],
    }),
  },
  promos: [
    {
      image: img('promo-1'),
      headline: 'Spend and win a trip to Japan',
      content:
        'Every P5,000 spend with your credit card is one raffle entry. Three winners each take a trip for two to Tokyo.',
      duration: 'November 1, 2026 to January 31, 2027',
      link: '/Promos/japan-trip',
    },
    {
      image: img('promo-2'),
      headline: '0% installment on appliances',
      content: 'Pay for appliances in up to 24 months at 0% interest at partner stores, with no processing fee.',
      duration: 'Until December 31, 2026',
      link: '/Promos/appliance-installment',
    },
    {
      image: img('promo-3'),
      headline: 'Bonus rate on new time deposits',
      content: 'An extra 0.25% a year on new peso time deposits of P100,000 or more, for the first term.',
      duration: 'Until January 15, 2027',
      link: '/Promos/time-deposit-bonus',
    },
  ],
  brokers: [
    {
      name: 'Maria Santos',
      img: img('broker'),
      rank: 'Senior Trust Officer',
      info: 'Fifteen years in fixed income and trust.',
    },
    {
      name: 'Jose Reyes',
      img: img('broker-2'),
      rank: 'Trust Officer',
      info: 'Helps businesses manage retirement funds.',
    },
  ],
  // The sample FX bulletin's figures: one rate for one thing, wherever it shows.
  fxfeature: fxFeatureOf(SAMPLE_RATES),
};

const p = (...paras: string[]) => paras.map((x) => `<p>${x}</p>`).join('');

const page = (
  id: string,
  title: string,
  summary: string,
  body: string,
  extra: Partial<PageRecord> = {},
): PageRecord => ({
  id,
  title,
  summary,
  body,
  ...extra,
});

/** A product page: what it is, then its features, requirements, fees and how to apply. */
const product = (
  id: string,
  title: string,
  summary: string,
  c: {
    intro: string;
    features: string[];
    requirements: string[];
    fees: [string, string][];
    howToApply: string[];
    links?: PageRecord['links'];
  },
): PageRecord =>
  page(
    id,
    title,
    summary,
    [
      p(c.intro),
      `<h2>Features</h2><ul>${c.features.map((x) => `<li>${x}</li>`).join('')}</ul>`,
      `<h2>Requirements</h2><ul>${c.requirements.map((x) => `<li>${x}</li>`).join('')}</ul>`,
      `<h2>Fees</h2><table><caption>${title}: fees and charges</caption><thead><tr><th scope="col">Fee</th><th scope="col">Amount</th></tr></thead><tbody>${c.fees.map(([f, a]) => `<tr><td>${f}</td><td>${a}</td></tr>`).join('')}</tbody></table>`,
      `<h2>How to apply</h2><ol>${c.howToApply.map((x) => `<li>${x}</li>`).join('')}</ol>`,
    ].join(''),
    c.links ? { links: c.links } : {},
  );

/** Pages by section: the {id} routes and the lists. */
export const SAMPLE_PAGES: Record<PageSection, PageRecord[]> = {
  deposits: [
    product('savings', DEPOSIT_ACCOUNTS.savings.title, DEPOSIT_ACCOUNTS.savings.summary, {
      intro:
        'A peso savings account that earns interest every month, with a debit card you can use at any ATM and wherever Mastercard is accepted.',
      features: [
        'Interest credited monthly on an average daily balance of P10,000 or more',
        'A free debit card, with contactless payments and online purchases',
        'Online and mobile banking through the EasyWay app',
        'Insured by PDIC up to P1 Million per depositor',
      ],
      requirements: [
        `Initial deposit of ${pesos(DEPOSIT_FEES.savingsMaintainingBalance)}`,
        'One valid government ID with photo and signature',
        'Your Tax Identification Number, if you have one',
        'A recent 1x1 ID photo if you open the account in a store',
      ],
      fees: [
        [
          `Below the ${pesos(DEPOSIT_FEES.savingsMaintainingBalance)} maintaining balance`,
          `${pesos(DEPOSIT_FEES.belowMaintainingBalance)} a month`,
        ],
        ['Debit card replacement', pesos(DEPOSIT_FEES.debitCardReplacement)],
        ['Closing within 30 days of opening', pesos(DEPOSIT_FEES.closingWithin30Days)],
      ],
      howToApply: [
        'Open an account in the EasyWay app in about 10 minutes, or visit any store.',
        'Verify your identity with a selfie and your ID.',
        'Fund the account with your initial deposit.',
        'Your debit card is delivered or ready for pick-up in 5 banking days.',
      ],
      links: [
        { title: 'See savings rates', link: '/interestrates', field_link_type: 'Internal' },
        { title: 'Debit cards', link: '/cards/debit', field_link_type: 'Internal' },
        { title: 'Priority Banking', link: '/pages/priority', field_link_type: 'Internal' },
      ],
    }),
    product('checking', DEPOSIT_ACCOUNTS.checking.title, DEPOSIT_ACCOUNTS.checking.summary, {
      intro:
        'Regular and interest-bearing peso checking accounts for individuals who pay rent, tuition and suppliers by check.',
      features: [
        'Checkbooks of 50 leaves, ordered in the app or at any store',
        'Interest on balances of P100,000 or more (interest-bearing account)',
        'Check deposits through the EasyWay app with mobile check deposit',
        'Insured by PDIC up to P1 Million per depositor',
      ],
      requirements: [
        'Initial deposit of P10,000 (regular) or P25,000 (interest-bearing)',
        'Two valid government IDs with photo and signature',
        'A bank reference or proof of income',
      ],
      fees: [
        ['Below the maintaining balance', `${pesos(DEPOSIT_FEES.belowMaintainingBalance)} a month`],
        ['Checkbook (50 leaves)', pesos(DEPOSIT_FEES.checkbook)],
        ['Returned check (drawn against insufficient funds)', `${pesos(DEPOSIT_FEES.returnedCheck)} a check`],
      ],
      howToApply: [
        'Visit any store with your IDs and initial deposit.',
        'Sign your specimen signature cards.',
        'Receive your checkbook in 5 to 7 banking days.',
      ],
      links: [{ title: 'Checking account rates', link: '/interestrates', field_link_type: 'Internal' }],
    }),
    product('foreigncurrency', DEPOSIT_ACCOUNTS.foreigncurrency.title, DEPOSIT_ACCOUNTS.foreigncurrency.summary, {
      intro:
        'Save, receive remittances and pay abroad in US dollars, euros, Japanese yen, Chinese yuan, Singapore dollars or Australian dollars.',
      features: [
        'Savings and time deposits in six currencies',
        'Receive inward remittances directly to your account',
        'Competitive rates for converting to and from pesos',
        'Foreign currency deposits are insured by PDIC up to P1 Million per depositor',
      ],
      requirements: [
        'Initial deposit of USD 500 or its equivalent in the other currencies',
        'One valid government ID (passport for foreign nationals)',
      ],
      fees: [
        ['Below the maintaining balance', 'USD 5 a month or its equivalent'],
        ['Cash deposit of coins or damaged notes', 'Not accepted'],
      ],
      howToApply: [
        'Visit any store with your ID and initial deposit.',
        'Sign the account opening form and specimen signature card.',
      ],
      links: [{ title: 'Foreign exchange rates today', link: '/forexrates', field_link_type: 'Internal' }],
    }),
  ],
  loans: [
    product(
      'autoloans',
      'Auto Loans',
      'Finance a brand new or second-hand car with fixed monthly payments, approved within 3 banking days of complete documents.',
      {
        intro: `Drive home your brand new or second-hand car with financing of ${pesos(AUTO_LOAN.minAmount)} to ${pesos(AUTO_LOAN.maxAmount)}, payable in ${span(AUTO_LOAN.termsMonths, 'months')}.`,
        features: [
          'Finance up to 80% of the price of a brand new car, up to 60% of a second-hand one',
          `Terms of ${AUTO_LOAN.termsMonths.join(', ')} months, with fixed monthly payments`,
          'Approval within 3 banking days of complete documents',
          'Free comprehensive insurance for the first year with accredited dealers',
        ],
        requirements: [
          'Filipino citizen or foreign resident, 21 to 65 years old at the end of the loan',
          'Gross monthly family income of at least P50,000',
          'One valid government ID with photo and signature',
          'Proof of income: latest payslips and certificate of employment, or income tax return and audited financial statements if self-employed',
        ],
        fees: [
          ['Chattel mortgage fee', 'Based on the loan amount, paid to the Registry of Deeds'],
          ['Processing fee', 'P3,000'],
          ['Late payment', '3% of the amount due a month'],
        ],
        howToApply: [
          'Compute your monthly payment with the loan calculator on the Loans page.',
          'Apply online: it takes about 10 minutes.',
          'Submit your documents at the store you chose or through the e-mail we send.',
          'Sign your loan documents and drive home your car.',
        ],
        links: [{ title: 'Compute your monthly payment', link: '/loans', field_link_type: 'Internal' }],
      },
    ),
    product(
      'homeloans',
      'Home Loans',
      'Buy, build or renovate your home, or refinance a housing loan from another bank, with fixed rates for up to 5 years.',
      {
        intro: `Buy a house and lot or a condominium unit, build or renovate your home, or refinance a housing loan from another bank: ${pesos(HOME_LOAN.minAmount)} to ${pesos(HOME_LOAN.maxAmount)}, payable in ${span(HOME_LOAN.termsYears, 'years')}.`,
        features: [
          'Finance up to 80% of the appraised value of the property',
          `Terms of ${HOME_LOAN.termsYears.join(', ')} years`,
          'Fixed rates for 1, 3 or 5 years, then repriced',
        ],
        requirements: [
          'Filipino citizen or former Filipino citizen, 21 to 65 years old at the end of the loan',
          'Gross monthly family income of at least P75,000',
          'Transfer certificate of title or condominium certificate of title, tax declaration and lot plan',
          'Proof of income: latest payslips and certificate of employment, or income tax returns and bank statements if self-employed',
        ],
        fees: [
          ['Appraisal fee', 'P3,500 (Metro Manila), P5,000 (provincial)'],
          ['Mortgage registration', 'Based on the loan amount, paid to the Registry of Deeds'],
          ['Fire insurance', 'Yearly, on the insurable value of the building'],
        ],
        howToApply: [
          'Apply online and choose the store nearest the property.',
          'A loan officer calls you within 2 banking days for the documents.',
          'We appraise the property and send you our offer.',
          'Sign the loan documents; we release the loan to the seller or developer.',
        ],
        links: [{ title: 'Compute your monthly payment', link: '/loans', field_link_type: 'Internal' }],
      },
    ),
    product(
      'personalloans',
      'Personal Loans',
      'Cash for what matters to you, with no collateral and no co-maker, credited to your savings account with us.',
      {
        intro: `Borrow from ${pesos(PERSONAL_LOAN.minAmount)} to ${pesos(PERSONAL_LOAN.maxAmount)}, no collateral, with fixed monthly payments for ${span(PERSONAL_LOAN.termsMonths, 'months')}.`,
        features: [
          'No collateral and no co-maker',
          `Terms of ${PERSONAL_LOAN.termsMonths.join(', ')} months`,
          'Lower rates for principal cardholders of our credit cards',
          'The loan is credited to your savings account with us',
        ],
        requirements: [
          'Filipino citizen, 21 to 65 years old at the end of the loan',
          'Gross yearly income of at least P250,000',
          'Regular employee for at least 1 year, or in business for at least 2 years',
          'One valid government ID, and a landline or mobile number where we can reach you',
        ],
        fees: [
          ['Processing fee', `${pesos(PERSONAL_LOAN_FEES.processing)}, deducted from the loan`],
          ['Late payment', `${PERSONAL_LOAN_FEES.latePaymentPercent}% of the amount due`],
          ['Pre-termination', `${PERSONAL_LOAN_FEES.preTerminationPercent}% of the outstanding balance`],
        ],
        howToApply: [
          'Compute your monthly payment with the loan calculator on the Loans page.',
          'Apply online with your ID and proof of income at hand.',
          'We call you within 3 banking days with our answer.',
          'The loan is credited to your account once you sign.',
        ],
        links: [
          { title: 'Compute your monthly payment', link: '/loans', field_link_type: 'Internal' },
          {
            title: 'Personal loan fees and charges',
            link: '/supportandsecurity/feesandcharges/personalloans',
            field_link_type: 'Internal',
          },
        ],
      },
    ),
  ],
  cards: [
    product('platinum', 'Platinum Mastercard', 'Travel rewards and lounge access.', {
      intro:
        'A card for frequent travellers: points on every spend, airport lounge access and travel insurance when you charge your tickets.',
      features: [
        '1 point for every P20 spent, convertible to airline miles',
        'Free airport lounge access worldwide, 4 visits a year',
        'Travel insurance up to P10 Million when you charge your fare',
        'Lower foreign transaction fee of 1.7%',
      ],
      requirements: [
        `Gross yearly income of at least ${pesos(CREDIT_CARDS.platinum.minYearlyIncome)}`,
        '21 to 65 years old, with a mobile number and a residence or office landline',
        'One valid government ID and proof of income',
      ],
      fees: [
        ['Annual fee', `${pesos(CREDIT_CARDS.platinum.annualFee)}, waived the first year`],
        ['Late payment', CARD_LATE_PAYMENT],
        ['Cash advance', `${pesos(CREDIT_CARD_FEES.cashAdvance)} a transaction`],
      ],
      howToApply: [
        CARD_HOW_TO_APPLY,
        'Upload your ID and proof of income.',
        'We answer within 7 banking days and deliver the card to your address.',
      ],
      links: [
        {
          title: 'Credit card fees and charges',
          link: '/supportandsecurity/feesandcharges/creditcards',
          field_link_type: 'Internal',
        },
      ],
    }),
    product('gold', 'Gold Visa', 'Rewards on everyday spending.', {
      intro: 'Points on groceries, dining and fuel, with 0% installment at partner stores.',
      features: [
        '1 point for every P30 spent',
        '0% installment for up to 24 months at partner stores',
        'Up to 4 free supplementary cards',
      ],
      requirements: [
        `Gross yearly income of at least ${pesos(CREDIT_CARDS.gold.minYearlyIncome)}`,
        '21 to 65 years old',
        'One valid government ID and proof of income',
      ],
      fees: [
        ['Annual fee', pesos(CREDIT_CARDS.gold.annualFee)],
        ['Late payment', CARD_LATE_PAYMENT],
      ],
      howToApply: [CARD_HOW_TO_APPLY, 'We answer within 7 banking days.'],
    }),
    product('cashback', 'Cashback Card', 'Cash back, not points.', {
      intro: 'Cash back credited to your statement every month: no points to track, no rewards catalogue.',
      features: [
        '5% cash back on groceries and fuel, up to P1,000 a month',
        '0.3% cash back on everything else',
        'Cash back credited on your next statement',
      ],
      requirements: [
        `Gross yearly income of at least ${pesos(CREDIT_CARDS.cashback.minYearlyIncome)}`,
        '21 to 65 years old',
        'One valid government ID and proof of income',
      ],
      fees: [
        ['Annual fee', pesos(CREDIT_CARDS.cashback.annualFee)],
        ['Late payment', CARD_LATE_PAYMENT],
      ],
      howToApply: [CARD_HOW_TO_APPLY, 'We answer within 7 banking days.'],
    }),
    product('classic', 'Classic Visa', 'Your first credit card.', {
      intro: 'A first credit card with a low minimum income and a credit limit that grows as you pay on time.',
      features: ['Credit limit from P10,000', 'Pay in full or in installments', 'Purchase protection for 90 days'],
      requirements: [
        `Gross yearly income of at least ${pesos(CREDIT_CARDS.classic.minYearlyIncome)}`,
        '21 to 65 years old',
        'One valid government ID and proof of income',
      ],
      fees: [
        ['Annual fee', pesos(CREDIT_CARDS.classic.annualFee)],
        ['Late payment', CARD_LATE_PAYMENT],
      ],
      howToApply: [CARD_HOW_TO_APPLY, 'We answer within 7 banking days.'],
    }),
    product('debit', 'Debit Cards', 'Your savings, anywhere.', {
      intro:
        'Your savings or checking account in a card: pay in stores and online, and withdraw at any ATM in the country and abroad.',
      features: [
        'Contactless payments up to P5,000 without a PIN',
        'Online purchases secured by a one-time code',
        'Lock and unlock the card in the EasyWay app',
      ],
      requirements: ['A savings or checking account with us'],
      fees: [
        ['Withdrawal at other banks\u2019 ATMs', 'P18 (BancNet), P150 (abroad)'],
        ['Card replacement', pesos(DEPOSIT_FEES.debitCardReplacement)],
      ],
      howToApply: [
        'Your debit card comes with your account.',
        'Activate it at any of our ATMs with the PIN we send you.',
      ],
    }),
  ],
  investments: [
    page(
      'uitf',
      'Unit Investment Trust Funds',
      'Pooled funds managed by professionals, from money market to equity funds.',
      p(
        `Invest from ${pesos(INVESTMENT_MINIMUMS.uitf)} in money market, bond and equity funds.`,
        'A unit investment trust fund pools the money of many investors and is managed by our trust group according to its declaration of trust. You buy units at the fund\u2019s net asset value per unit for the day, and you can redeem them on any banking day, subject to the fund\u2019s holding period.',
        'Choose a fund that fits your risk profile: the money market fund for money you may need soon, the bond fund for a few years, and the equity fund for five years or more.',
        'UITFs are not deposits and are not insured by PDIC. Their value may go up or down.',
      ),
      {
        documents: [
          {
            title: 'Key Information and Investment Disclosure Statement: Peso Money Market Fund',
            field_kiids_pdf_file: '/content/docs/kiids-money-market.pdf',
          },
        ],
      },
    ),
    page(
      'riskdisclosurestatement',
      'Risk Disclosure Statement',
      'The risks of investing in a UITF, and what you should know before you invest.',
      p(
        'Investments in UITFs are subject to market, interest rate, liquidity and credit risks.',
        'Market risk: the prices of the stocks and bonds a fund holds go up and down, and so does the value of your units. Interest rate risk: when rates rise, bond prices fall. Liquidity risk: a fund may not be able to sell what it holds quickly at a fair price. Credit risk: an issuer may fail to pay interest or principal.',
        'A UITF is not a deposit, is not insured by PDIC, and any loss is borne by you, not by the bank as trustee. Past performance is not a guarantee of future results.',
      ),
    ),
    page(
      'kiids',
      'Key Information and Investment Disclosure Statement',
      'Monthly fact sheets of every fund: objective, risks, fees and returns.',
      p(
        'Each fund publishes a KIIDS every month: its objective, the risks it takes, its fees, its top holdings and how it performed against its benchmark.',
        'Read the KIIDS of a fund before you invest, and again every month while you hold it. Each KIIDS is two pages long and written in plain language.',
        'Compare the fund\u2019s return with its benchmark over several periods, not one month alone, and look at how much of the fund is in its largest holdings. Ask a relationship manager to explain anything you do not understand.',
      ),
      {
        documents: [
          { title: 'Peso Money Market Fund KIIDS', field_kiids_pdf_file: '/content/docs/kiids-money-market.pdf' },
          { title: 'Peso Bond Fund KIIDS', field_kiids_pdf_file: '/content/docs/kiids-bond.pdf' },
          { title: 'Equity Fund KIIDS', field_kiids_pdf_file: '/content/docs/kiids-equity.pdf' },
        ],
      },
    ),
    page(
      'declarationoftrust',
      'Declaration of Trust',
      'The plan rules of our funds.',
      p(
        'The declaration of trust sets out how each fund is managed, valued and redeemed: its investment objective and limits, how the net asset value per unit is computed every banking day, the cut-off for subscriptions and redemptions, and the fees the trustee charges.',
        'It is approved by the Bangko Sentral ng Pilipinas. A copy is available at any store.',
        'When you invest, you agree to the declaration of trust of the fund you chose. We tell you of any change to it at least 30 days before it takes effect.',
      ),
    ),
    page(
      'performancestandards',
      'Performance Standards',
      'How we measure our funds.',
      p(
        'Each fund is measured against a published benchmark: the money market fund against the 91-day treasury bill rate, the bond fund against a government bond index, and the equity fund against the PSE index.',
        'Returns are reported net of fees, for one month, one year, three years and since the fund began.',
        'We publish each fund\u2019s net asset value per unit every banking day and its returns against the benchmark every month in its KIIDS. A fund that trails its benchmark is reviewed by our trust committee.',
      ),
    ),
    page(
      'investmentprofiling',
      'Investment Profiling',
      'Know your risk appetite before you invest, and the funds that fit it.',
      p(
        'Before you invest, answer our client suitability assessment: your goals, how long you can keep the money invested, your experience with investments and how you would react to a loss.',
        'Your answers give your risk profile, conservative, moderate or aggressive, and the funds that fit it. Update it every two years or when your situation changes.',
        'Take the assessment at any store with a relationship manager, who explains each question. We keep your answers and may not sell you a product above your risk profile unless you confirm in writing.',
      ),
    ),
    page(
      'secregisteredbrokersanddealers',
      'SEC-Registered Brokers and Dealers',
      'Our salesmen licensed by the SEC, and how to check a salesman\u2019s registration.',
      p(
        'Our salesmen of securities are registered with the Securities and Exchange Commission. Only they may sell you bonds and explain the funds.',
        'Ask for the salesman\u2019s certificate of registration; you can verify it on the SEC website.',
        'Our registered salesmen work in our trust and treasury group and in selected stores. They explain the features and risks of each product, assess your suitability before you invest, and never promise a return.',
        'If a person who offers you investments in our name cannot show a certificate, do not deal with them, and report them to the hotline.',
      ),
    ),
    product('bonds', 'Bonds', 'Government and corporate bonds that pay regular interest.', {
      intro:
        'Fixed income investments that pay regular interest: treasury bills, retail treasury bonds and corporate bonds, bought and sold through our trust and treasury group.',
      features: [
        'Treasury bills of 91, 182 and 364 days',
        `Retail treasury bonds from ${pesos(INVESTMENT_MINIMUMS.retailTreasuryBond)}`,
        'Corporate bonds of listed Philippine companies',
        'See our top bond picks on the interest rates page',
      ],
      requirements: [
        'A savings or checking account with us',
        'A completed client suitability assessment',
        'One valid government ID',
      ],
      fees: [['Custody fee', 'Included in the price quoted']],
      howToApply: [
        'Talk to a relationship manager at any store.',
        'Complete the investment profiling.',
        'Confirm the bond, the amount and the settlement date.',
      ],
      links: [
        { title: 'Top bond picks and rates', link: '/interestrates', field_link_type: 'Internal' },
        { title: 'Investment profiling', link: '/investments/investmentprofiling', field_link_type: 'Internal' },
      ],
    }),
  ],
  advisories: [
    page(
      'holiday-banking-schedule',
      'Holiday banking schedule',
      'Which stores open over Christmas and New Year, and when transfers and check clearing resume.',
      p(
        'Our stores are closed on December 25 and January 1. Selected mall stores open on December 26.',
        'ATMs, online banking and the hotline are available all holiday long.',
        'Transfers through PESONet and check clearing resume on the next banking day. Loan and credit card payments due on a holiday may be paid on the next banking day without a late charge.',
        'Withdraw the cash you need before the holidays, and use the store directory to see which mall stores open. Regular hours resume on January 2.',
      ),
      { date: '2026-11-20' },
    ),
    page(
      'phishing-warning',
      'Beware of phishing messages',
      'We never ask for your password, PIN or one-time code. How to spot a fake message and what to do.',
      p(
        'We will never ask for your password, PIN or one-time code by text, e-mail or call.',
        'Fraudsters send messages that look like ours: a warning that your account is locked, a prize you must claim, or a card delivery that needs a fee. They link to pages that copy our online banking login.',
        'Type our address yourself or use the EasyWay app. Check the sender before you click, and never enter a one-time code you did not ask for.',
        'Report suspicious messages to the hotline. If you already gave your details, call us right away so we can lock your account and card.',
      ),
      { date: '2026-10-05' },
    ),
    page(
      'system-maintenance',
      'Scheduled system maintenance',
      'Online banking and the EasyWay app are unavailable on November 29 from midnight to 4 AM.',
      p(
        'Online banking and the EasyWay app will be unavailable on November 29, 2026 from 12:00 AM to 4:00 AM while we upgrade our systems.',
        'ATM withdrawals and debit card purchases continue during the maintenance. Scheduled transfers and bills payments set for that morning are processed after 4:00 AM.',
        'Check balances at any of our ATMs during the maintenance, and call the hotline if you need to report a lost card. We will post an update here if the work takes longer than planned. Thank you for your patience.',
      ),
      { date: '2026-11-15' },
    ),
    page(
      'new-hotline-numbers',
      'Our hotline has a new toll-free number',
      'Call us free of charge from any mobile network or landline in the country with our new toll-free number.',
      p(
        'From December 1, 2026 you can call our 24-hour hotline free of charge from any mobile network or landline in the Philippines. Our Metro Manila number stays the same.',
        'Save the new number in your phone under the bank\u2019s name, and use only the numbers on this site, on the back of your card and in the EasyWay app. Fraudsters send messages with numbers that look like ours.',
        'Our hotline officers will never ask for your PIN, password or one-time code. The numbers in this sample advisory are placeholders.',
      ),
      { date: '2026-11-18' },
    ),
  ],
  promos: [
    page(
      'japan-trip',
      'Spend and win a trip to Japan',
      'Every P5,000 spend is one raffle entry.',
      p(
        'Use your credit card from November 1, 2026 to January 31, 2027. Every P5,000 single or accumulated spend is one raffle entry.',
        'Three winners each win a trip for two to Tokyo: round-trip airfare, five nights in a hotel and pocket money. The draw is on February 10, 2027 at our head office, and winners are told by phone and registered mail.',
        'All principal and supplementary cardholders in good standing may join; supplementary spend counts for the principal. Cash advances, installment conversions and fees do not count.',
      ),
      {
        duration: 'November 1, 2026 to January 31, 2027',
        link: '/CreditCards',
        image: img('promo-1'),
        // the eligible credit cards (§2 "eligible credit card links list")
        links: [
          { title: 'Platinum Mastercard', link: '/CreditCards/platinum', field_link_type: 'Internal' },
          { title: 'Gold Visa', link: '/CreditCards/gold', field_link_type: 'Internal' },
          { title: 'Cashback Card', link: '/CreditCards/cashback', field_link_type: 'Internal' },
        ],
      },
    ),
    page(
      'appliance-installment',
      '0% installment on appliances',
      'Up to 24 months at partner stores.',
      p(
        'Buy appliances at partner stores at 0% interest for up to 24 months with any of our credit cards, principal or supplementary.',
        'The minimum purchase is P5,000. Tell the cashier you want to pay in installments and choose 3, 6, 12 or 24 months.',
        'The full purchase is held against your credit limit and released as you pay each monthly installment. There is no processing fee. Partner stores include appliance centres and department stores nationwide. Look for our logo at the cashier.',
      ),
      { duration: 'Until December 31, 2026', link: '/CreditCards', image: img('promo-2') },
    ),
    page(
      'time-deposit-bonus',
      'Bonus rate on new time deposits',
      'An extra 0.25% on new placements.',
      p(
        'Place new funds in a peso time deposit of P100,000 or more and earn an extra 0.25% per annum on top of the posted rate.',
        'New funds are money not already with the bank. The bonus applies to terms of 30 to 360 days, for the first term only.',
        'Open the time deposit at any store or through the time deposit application on this site. The bonus is credited with the interest at maturity; a time deposit withdrawn before maturity earns no bonus.',
      ),
      { duration: 'Until January 15, 2027', link: '/deposits/timedeposit', image: img('promo-3') },
    ),
    page(
      'summer-cashback',
      'Summer cashback',
      'Ended.',
      p(
        'This promo has ended. Cash back earned during the promo was credited on the June 2026 statement. See our current promos.',
      ),
      {
        duration: 'March 1 to May 31, 2026',
        link: '/CreditCards',
        expired: true,
      },
    ),
  ],
  tips: [
    page(
      'protect-your-otp',
      'Protect your one-time code',
      'Your one-time code is the key to your account: never share it, not even with someone who says they are from the bank.',
      p(
        'Your one-time code is the key to your account. Never share it, not even with bank staff: we never ask for it.',
        'Read the whole message before you use a code. It tells you what the code is for, such as enrolling a new device or adding a payee. If you did not start that transaction, do not use it and call the hotline.',
        'Register your own mobile number with us and keep it updated, so the codes come to you and no one else.',
      ),
      { date: '2026-09-01' },
    ),
    page(
      'safe-atm-use',
      'Use ATMs safely',
      'Cover your PIN, check the card slot and choose well-lit ATMs: simple habits that keep your money safe.',
      p(
        'Cover the keypad with your hand when you type your PIN, and check the card slot for anything loose or attached before you insert your card.',
        'Use ATMs in well-lit places, preferably inside stores and malls. Do not accept help from strangers.',
        'Keep your receipt or choose no receipt, and check your balance in the app afterwards. If the ATM keeps your card, call the hotline from where you are.',
        'Set a daily withdrawal limit in the app that fits what you need.',
      ),
      { date: '2026-08-12' },
    ),
    page(
      'enrol-online-banking',
      'How to enrol in online banking',
      'Enrol in the EasyWay app in four steps with your account number and your registered mobile number.',
      '<ol><li>Download the EasyWay app from Google Play or the App Store.</li><li>Tap Enrol and enter your account number and the mobile number you gave us.</li><li>Type the one-time code we send you by text.</li><li>Choose a username and password, then take a selfie to confirm it is you.</li></ol><p>You can then check balances, pay bills, transfer through Instapay and PESONet, and deposit checks with your phone.</p><p>If you did not receive the code, check that the mobile number you gave us is current; you can update it at any store.</p>',
      { date: '2026-07-20' },
    ),
  ],
  newsroom: [
    page(
      'q3-results',
      'Bank reports nine-month net income',
      'Net income rose on growth in consumer loans and low-cost deposits in the first nine months of 2026.',
      p(
        'The bank reported higher net income for the first nine months of 2026 on growth in consumer loans and deposits.',
        'Consumer loans grew on demand for auto and personal loans and on credit card spending, while low-cost deposits rose as more customers opened accounts in the EasyWay app.',
        'The bank remains well capitalised, with ratios above the requirements of the Bangko Sentral ng Pilipinas.',
        'The bank will present its results to analysts on November 12 and publish its statement of condition for the quarter on its investor relations page.',
        'These figures are sample content for demonstration.',
      ),
      { date: '2026-11-10' },
    ),
    page(
      'easyway-awards',
      'EasyWay app named among the top banking apps',
      'Our mobile banking app was recognised for ease of use and security by a regional fintech publication.',
      p(
        'Our EasyWay app was named among the top mobile banking apps in the region for ease of use and security by a regional fintech publication. The award is sample content for demonstration.',
        'Over the year we added mobile check deposit, QR Ph payments and card controls. More than half of new savings accounts are now opened in the app, in about ten minutes, with one valid ID and a selfie.',
        'We thank our customers for their feedback, which shaped most of these features.',
      ),
      { date: '2026-09-18' },
    ),
    page(
      'scholarship',
      'Bank foundation grants 200 college scholarships',
      'Two hundred students from public high schools start college with full scholarships from our foundation.',
      p(
        'Our foundation granted full college scholarships to 200 students from public high schools across the country this school year. Scholars study business, accountancy, engineering and information technology in partner universities.',
        'Each scholarship covers tuition, books and a monthly allowance for four years, and scholars may join our summer internship program. The figures are sample content for demonstration.',
        'Applications for the next school year open in March. Graduating students of public high schools with a general average of 90 or more may apply through their principal.',
      ),
      { date: '2026-08-25' },
    ),
    page(
      'new-stores',
      'Ten new stores open in Visayas and Mindanao',
      'New stores in Cebu, Iloilo, Davao and Cagayan de Oro, each with an ATM open around the clock.',
      p(
        'Ten new stores opened this quarter in Cebu, Iloilo, Davao and Cagayan de Oro, each with an ATM open around the clock.',
        'The new stores offer the full range of deposit accounts, loans and cards, and a business desk for the owners of small and medium businesses.',
        'The stores are open from 9 AM to 4 PM on banking days; the mall stores also open on Saturdays. Each has staff who speak the local language and can help customers open an account in the EasyWay app.',
        'Find the nearest one in our store directory.',
      ),
      {
        date: '2026-10-01',
        links: [{ title: 'Store directory', link: '/storedirectory', field_link_type: 'Internal' }],
      },
    ),
  ],
  blog: [
    page(
      'cash-flow-tips',
      'Five ways to improve your business cash flow',
      'Collect faster, pay smarter, and keep a buffer: five habits that keep a small business liquid.',
      '<ol><li>Invoice promptly and state clear payment terms.</li><li>Offer e-payment so customers can pay the day they decide to.</li><li>Pay suppliers on the due date, not before, and take early payment discounts only when they beat your cost of funds.</li><li>Keep a cash buffer in an interest-bearing account.</li><li>Use a revolving credit line for seasonal needs instead of your working capital.</li></ol><p>Review your cash position every week, not only at month end. A simple forecast of what comes in and goes out over the next 13 weeks shows a shortfall early, while there is still time to act. Your relationship manager can help you set one up.</p>',
      { date: '2026-10-20' },
    ),
    page(
      'hedging-basics',
      'Foreign exchange hedging basics',
      'How importers and exporters can lock in an exchange rate and protect their margins from a weaker peso.',
      p(
        'When you import in dollars and sell in pesos, a weaker peso eats into your margin between the order and the payment.',
        'A forward contract lets you lock in today the rate at which you will buy dollars on a future date, so you know your cost when you set your price.',
        'Our forex desk can quote forwards from one week to one year. Talk to your relationship manager.',
        'Hedge part of your exposure if you are unsure: many businesses cover half of their expected payments and buy the rest at the rate of the day.',
      ),
      { date: '2026-09-15' },
    ),
    page(
      'payroll-checklist',
      'A payroll checklist for growing businesses',
      'What to prepare before you move your payroll to bank crediting, from employee accounts to cut-off times.',
      p(
        'Crediting salaries to your employees\u2019 accounts is faster and safer than paying in cash or checks. Before you switch, prepare the list of your employees with their names as they appear on their IDs, and agree a pay day and a cut-off for your payroll file.',
        'We open payroll accounts for your employees at your office, with no maintaining balance during their employment, and credit their salaries on the morning of pay day. Government contributions can be paid from the same account.',
        'Talk to a cash management officer to start.',
      ),
      { date: '2026-11-05' },
    ),
    page(
      'export-financing',
      'Financing your first export order',
      'Trade financing options for small businesses that sell abroad for the first time.',
      p(
        'A first export order often needs cash before the buyer pays: for materials, production and shipping. Export packing credit lends against the buyer\u2019s letter of credit or purchase order, and is paid from the export proceeds.',
        'Ask the buyer for a letter of credit from a reputable bank: it is the surest way to be paid. We advise and confirm letters of credit and can discount your export bills so you are paid earlier.',
        'Talk to your relationship manager about the documents you need.',
      ),
      { date: '2026-08-30' },
    ),
  ],
  pages: [
    page(
      'about',
      'About Us',
      'A Philippine bank for every Filipino.',
      p(
        'We are a universal bank serving individuals and businesses through stores across the country, online and on mobile.',
        'We offer deposits, credit cards, auto, home and personal loans, investments, insurance and business banking, and we are listed on the Philippine Stock Exchange.',
        'Our stores are open on weekdays and, in many malls, on weekends too; our ATMs, online banking and the EasyWay app work around the clock, and our hotline answers 24 hours a day.',
        'We are supervised by the Bangko Sentral ng Pilipinas, and deposits with us are insured by the Philippine Deposit Insurance Corporation up to P1 Million per depositor.',
      ),
    ),
    page(
      'whoweare',
      'Who We Are',
      'Our story.',
      p(
        'Founded in 1994, we have grown into one of the country\u2019s top universal banks.',
        'Our mission: to be the bank for the ambitious Filipino.',
        'We began as a commercial bank with a handful of stores in Metro Manila. We became a universal bank in 2012, and today we serve customers in every region of the country, from Luzon to Mindanao.',
        'We are known for consumer lending: credit cards, auto, home and personal loans. We also serve small and medium businesses with deposits, cash management, loans and trade services, and we manage trust funds for individuals and companies.',
        'Our people number several thousand, and most of them work in our stores, close to the customers they serve.',
      ),
    ),
    page(
      'careers',
      'Careers',
      'Grow with us.',
      [
        p(
          'We hire in our head office and stores nationwide: tellers, relationship managers, IT and analytics specialists. We train new hires in our own banking academy and promote from within.',
        ),
        '<h2>Openings</h2>',
        '<p>Sample openings, for demonstration.</p>',
        '<h3>Service Associate (teller), Metro Manila and Cebu stores</h3>',
        p(
          'Serve customers at the counter: deposits, withdrawals, bills payments and account updates. For graduates of any four-year course; fresh graduates are welcome.',
        ),
        '<h3>Relationship Manager, Business Banking, Davao City</h3>',
        p(
          'Grow and keep a portfolio of small and medium business clients: deposits, cash management and loans. At least three years in business banking or sales.',
        ),
        '<h3>Software Engineer, EasyWay app, head office (hybrid)</h3>',
        p(
          'Build features of our mobile banking app with TypeScript and React Native. At least two years of experience with mobile or web applications.',
        ),
        '<h3>Credit Analyst, Consumer Lending, head office</h3>',
        p(
          'Assess auto, home and personal loan applications and recommend approvals. A degree in finance, accounting or economics.',
        ),
        '<h2>How to apply</h2>',
        p(
          'Send your resume and the title of the opening to <a href="mailto:careers@sample-ewbank.ph">careers@sample-ewbank.ph</a>. We answer every application within two weeks.',
        ),
      ].join(''),
    ),
    page(
      'feesandcharges',
      'Fees and Charges',
      'What our services cost.',
      p(
        'The fees below apply to our peso savings and checking accounts. Fees are charged to the account and shown on your statement; we tell you at least 60 days before any fee changes, by notice in our stores and on this site.',
        'For the fees of our credit cards, personal loans and deposits in full, see the fee pages under Support and Security.',
      ) +
        `<table><caption>Deposit account fees</caption><thead><tr><th scope="col">Service</th><th scope="col">Fee</th></tr></thead><tbody><tr><td>Below maintaining balance (monthly)</td><td>${pesos(DEPOSIT_FEES.belowMaintainingBalance)}</td></tr><tr><td>Dormancy (monthly, after 5 years)</td><td>${pesos(DEPOSIT_FEES.dormancy)}</td></tr><tr><td>Check book (50 leaves)</td><td>${pesos(DEPOSIT_FEES.checkbook)}</td></tr><tr><td>Instapay transfer</td><td>${pesos(DEPOSIT_FEES.instapay)}</td></tr><tr><td>PESONet transfer</td><td>Free</td></tr><tr><td>Debit card replacement</td><td>${pesos(DEPOSIT_FEES.debitCardReplacement)}</td></tr></tbody></table>` +
        p(
          'A dormant account is one without a deposit or withdrawal for five years. Before we charge the dormancy fee we write to you at your last address, and the fee stops once you make a transaction.',
        ),
    ),
    page(
      'investorrelations',
      'Investor Relations',
      'Filings and reports.',
      p(
        'Disclosures to the Philippine Stock Exchange and the Securities and Exchange Commission, and our published statements of condition.',
        'Our common shares are listed on the Philippine Stock Exchange. We report our results every quarter, hold an annual stockholders\u2019 meeting every April, and brief analysts after each quarter\u2019s results.',
        'The reports below are published as filed, newest first. Dividends, when declared by the board, are announced through the exchange before the record date.',
        'For questions from shareholders and analysts, write to investor.relations@sample-ewbank.ph. For questions about your shares, such as a lost certificate or a change of address, contact our stock transfer agent.',
      ),
      {
        links: [
          { title: 'PSE filings', link: '/about/investorrelations/psefilings', field_link_type: 'Internal' },
          { title: 'SEC filings', link: '/about/investorrelations/secfilings', field_link_type: 'Internal' },
          {
            title: 'Published statement of condition',
            link: '/about/investorrelations/statementofcondition',
            field_link_type: 'Internal',
          },
        ],
      },
    ),
    page(
      'psefilings',
      'PSE Filings',
      'Disclosures to the Philippine Stock Exchange.',
      p(
        'Our structured and unstructured disclosures to the Philippine Stock Exchange: quarterly results, dividends, stockholders\u2019 meetings and material information, newest first.',
        'We disclose material information within ten minutes of it arising, as the exchange requires, and post the same disclosure here. Each document opens in a new tab as a PDF.',
        'For disclosures older than three years, see the exchange\u2019s own electronic disclosure system, or write to our investor relations office and we will send you a copy. The documents here are sample documents.',
      ),
      {
        documents: [
          { title: 'Quarterly report, third quarter 2026', pdf: '/content/docs/pse-q3-2026.pdf' },
          { title: 'Notice of annual stockholders\u2019 meeting', pdf: '/content/docs/pse-asm-2026.pdf' },
        ],
      },
    ),
    page(
      'secfilings',
      'SEC Filings',
      'Reports to the Securities and Exchange Commission.',
      p(
        'Our annual report (SEC Form 17-A), quarterly reports (SEC Form 17-Q) and current reports (SEC Form 17-C), as filed with the Securities and Exchange Commission.',
        'The annual report includes our audited financial statements, a description of our business and our properties, and the report of management on the year. The quarterly reports carry our unaudited interim financial statements.',
        'Current reports tell of events between the periodic reports, such as the election of directors or officers, a declaration of dividends, or an amendment to our articles or by-laws.',
      ),
      { documents: [{ title: 'Annual report (SEC Form 17-A) 2025', pdf: '/content/docs/sec-17a-2025.pdf' }] },
    ),
    page(
      'statementofcondition',
      'Published Statement of Condition',
      'Balance sheet as published.',
      p(
        'Our balance sheet, published every quarter as required by the Bangko Sentral ng Pilipinas: assets, liabilities, capital and the capital adequacy ratio.',
        'The statement shows our loans and receivables, our investments in securities, our deposits by type and our capital, at the end of the quarter, beside the figures of the quarter before. It is signed by our president and our chief finance officer.',
        'It is also published in a newspaper of general circulation within the month after each quarter ends. The figures in the sample document are invented.',
      ),
      { documents: [{ title: 'Statement of condition, September 30, 2026', pdf: '/content/docs/soc-2026-09.pdf' }] },
    ),
    page(
      'boardofdirectors',
      'Board of Directors',
      'Who oversees the bank.',
      [
        '<p>The board sets the bank\u2019s strategy and oversees its management, risk and compliance. It has eleven members, four of them independent. The names below are sample names, invented for demonstration.</p>',
        '<h2>Directors</h2>',
        '<table><caption>Board of Directors (sample names)</caption><thead><tr><th scope="col">Name</th><th scope="col">Role</th></tr></thead><tbody>',
        [
          ['Ramon T. Villaruel', 'Chairman of the Board'],
          ['Carmela D. Buenaventura', 'Vice Chairman'],
          ['Antonio M. Legaspi', 'President and Chief Executive Officer'],
          ['Teresita L. Manalo', 'Independent Director; chair of the audit committee'],
          ['Eduardo P. Sarmiento', 'Independent Director; chair of the risk oversight committee'],
          ['Lourdes C. Panganiban', 'Independent Director; chair of the corporate governance committee'],
          ['Felipe R. Dimaculangan', 'Independent Director; chair of the related party transactions committee'],
          ['Victoria S. Ocampo', 'Non-executive Director'],
          ['Rogelio B. Tan', 'Non-executive Director'],
          ['Benjamin A. Lacson', 'Non-executive Director'],
          ['Isabel G. Francisco', 'Executive Director'],
        ]
          .map(([name, role]) => `<tr><td>${name}</td><td>${role}</td></tr>`)
          .join(''),
        '</tbody></table>',
        '<h2>Senior officers</h2>',
        '<table><caption>Senior officers (sample names)</caption><thead><tr><th scope="col">Name</th><th scope="col">Position</th></tr></thead><tbody>',
        [
          ['Antonio M. Legaspi', 'President and Chief Executive Officer'],
          ['Marissa F. Aquino', 'Chief Finance Officer'],
          ['Gerardo V. Natividad', 'Chief Risk Officer'],
          ['Patricia O. Yap', 'Chief Compliance Officer'],
          ['Daniel J. Mercado', 'Head of Consumer Banking'],
          ['Rosario E. Castillo', 'Head of Business Banking'],
        ]
          .map(([name, role]) => `<tr><td>${name}</td><td>${role}</td></tr>`)
          .join(''),
        '</tbody></table>',
        '<p>Its committees: executive, audit, risk oversight, corporate governance, and related party transactions.</p>',
      ].join(''),
    ),
    page(
      'shareholdingstructure',
      'Shareholding Structure',
      'Who owns the bank.',
      [
        p(
          'The parent holding company owns a majority of common shares; the rest are publicly listed on the Philippine Stock Exchange.',
          'The table shows the holders of 5% or more of our common shares and the public float, as of the last quarter. The holders named are sample names and the figures are invented.',
        ),
        '<table><caption>Holders of common shares (sample)</caption><thead><tr><th scope="col">Shareholder</th><th scope="col">Share of common shares</th></tr></thead><tbody>',
        '<tr><td>Sample Holdings Corporation (parent)</td><td>58.2%</td></tr>',
        '<tr><td>PCD Nominee Corporation (Filipino)</td><td>27.5%</td></tr>',
        '<tr><td>PCD Nominee Corporation (foreign)</td><td>11.9%</td></tr>',
        '<tr><td>Directors and officers</td><td>0.4%</td></tr>',
        '<tr><td>Others</td><td>2.0%</td></tr>',
        '</tbody></table>',
        p(
          'Shares held through brokers are recorded under PCD Nominee Corporation. Foreign ownership is within the limit the law sets for banks, and our public float is above the exchange\u2019s minimum.',
        ),
      ].join(''),
    ),
    page(
      'corporategovernance',
      'Corporate Governance',
      'How we are run.',
      p(
        'Our manual on corporate governance follows the Bangko Sentral ng Pilipinas and SEC codes of corporate governance.',
        'It covers the board\u2019s duties, the independence of directors, related party transactions, whistleblowing and how we treat shareholders and customers fairly.',
        'Independent directors make up more than a third of the board, and they chair the audit, risk oversight, corporate governance and related party transactions committees. The board assesses its own performance, and that of each committee, every year.',
        'Employees, customers and suppliers can report a concern in confidence to the chair of the audit committee. We do not tolerate retaliation against anyone who reports in good faith.',
      ),
    ),
    page(
      'mobile-check-deposit',
      'Mobile Check Deposit',
      'Deposit checks with your phone.',
      p(
        'Take a photo of the front and back of the check in the EasyWay app. Checks deposited before 2 PM on a banking day clear the next banking day.',
        'You can deposit checks drawn on any Philippine bank, payable to you, into your own savings or checking account. Endorse the back of the check with your signature and \u201cfor mobile deposit only\u201d before you take the photos.',
        'Keep the check in a safe place for 30 days after it clears, then destroy it. Do not deposit the same check again at a store or ATM.',
      ),
    ),
    page(
      'creditcards-downloadableforms',
      'Downloadable Forms',
      'Credit card forms.',
      p(
        'Forms you can print, fill in and submit at any store or send to the cards e-mail with a copy of your ID. Each opens in a new tab.',
        'Use the application form if you cannot apply through our chat assistant. Use the auto-charge enrolment form to pay your card bill from your savings or checking account every month, and the balance transfer form to move what you owe on another bank\u2019s card to ours.',
        'Sign each form as you signed your application. We process forms within 5 banking days of receipt.',
      ),
      {
        documents: [
          { title: 'Credit card application form', pdf: '/content/docs/cc-application.pdf' },
          { title: 'Auto-charge enrolment form', pdf: '/content/docs/cc-autocharge.pdf' },
          { title: 'Balance transfer form', pdf: '/content/docs/cc-balance-transfer.pdf' },
        ],
      },
    ),
    page(
      'properties-for-sale',
      'Properties for Sale',
      'Acquired assets at good prices.',
      p(
        'Houses, lots and condominium units acquired by the bank, sold as is, in Metro Manila and the provinces.',
        'Each listing shows the location, lot and floor area and the minimum bid. Financing is available through our home loans.',
        'Visit the property before you bid; a store officer can arrange a viewing. Submit a sealed offer with a deposit of 10% of your bid at the store named in the listing. We open offers on the date shown and award the property to the highest offer at or above the minimum.',
      ),
      {
        links: [
          { title: 'Home loans', link: '/loans/homeloans', field_link_type: 'Internal' },
          {
            title: 'Second-hand cars for sale',
            link: '/acquired-assets/auto-loans-second-hand',
            field_link_type: 'Internal',
          },
        ],
      },
    ),
    page(
      'auto-loans-second-hand',
      'Second-hand Cars for Sale',
      'Repossessed vehicles.',
      p(
        'Inspected second-hand vehicles repossessed by the bank, sold as is at prices below the market.',
        'Each listing shows the make, model, year, mileage and where you can see the car. Bids are accepted at the store named in the listing.',
        'Buy with an auto loan: we finance up to 60% of the price of a second-hand car.',
        'Every vehicle has a clean title and registration papers, which we transfer to your name once you pay. See the car in person and bring a mechanic if you wish; we do not accept returns after the sale.',
      ),
      { links: [{ title: 'Auto loans', link: '/loans/autoloans', field_link_type: 'Internal' }] },
    ),
    page(
      'instapay',
      'Instapay',
      'Real-time transfers.',
      p(
        'Send up to P50,000 at a time to other banks and e-wallets, 24/7, and the money arrives in seconds.',
        'Instapay works every day, holidays included. Check the recipient\u2019s name on the confirmation screen before you send: a transfer cannot be recalled once sent. Save frequent recipients to send again in two taps.',
        `Transfer in the EasyWay app or online banking with the recipient\u2019s account number or a QR Ph code. A fee of ${pesos(DEPOSIT_FEES.instapay)} applies per transfer; PESONet transfers, credited the same banking day, are free.`,
      ),
      { links: [{ title: 'Fees and charges', link: '/about/feesandcharges', field_link_type: 'Internal' }] },
    ),
    page(
      'insurance',
      'Insurance',
      'Life and non-life protection.',
      p(
        'Protection for your family, home and car through our partner insurers: life and health plans, home and fire insurance, and comprehensive car insurance.',
        'Our insurance brokerage helps you compare plans from several insurers, explains what each covers and what it does not, and helps you file a claim when you need to.',
        'Ask at any store or request a callback to talk to a licensed insurance adviser.',
        'Insurance products are offered by our insurance partners and are not deposits. They are not insured by PDIC.',
      ),
    ),
    page(
      'priority',
      'Priority Banking',
      'Banking with a relationship manager.',
      p(
        'For clients with P3 million or more in deposits and investments: a relationship manager who knows your finances, priority lanes in every store, and invitations to investment briefings.',
        'Priority clients also receive preferential rates on time deposits, free financial planning sessions, waived fees on checkbooks and manager\u2019s checks, and a Priority debit card with higher withdrawal limits.',
        'Ask at any store or through your relationship manager to be enrolled. Your relationship manager reviews your accounts with you at least once a year.',
      ),
    ),
    page(
      'termsandconditions',
      'Terms and Conditions',
      'Of our products and services.',
      p(
        'The terms and conditions of our deposit accounts, cards and electronic channels: what we agree to do, what you agree to do, the fees, and how either of us may close an account.',
        'You accept them when you open an account, use a card or enrol in online banking. We tell you of any change at least 60 days before it takes effect, by notice in our stores, on this site or by e-mail.',
        'Read them with the product\u2019s own page and its fees and charges. A printed copy is available at any store; ask a service associate if anything is unclear.',
      ),
      {
        links: [
          {
            title: 'Electronic statement of account',
            link: '/supportandsecurity/termsandconditions/electronicstatementofaccount',
            field_link_type: 'Internal',
          },
        ],
      },
    ),
    page(
      'electronicstatementofaccount',
      'Electronic Statement of Account',
      'Terms of e-statements.',
      p(
        'Your statement is sent to your registered e-mail as a password-protected PDF. Tell us within 30 days of any error.',
        'By enrolling, you agree to receive your statement of account by e-mail instead of by post. The password is made of details only you and the bank know; we send it to you when you enrol and never by e-mail with the statement.',
        'Keep your e-mail address up to date with us. A statement sent to the address you gave us is considered received. You may ask for a printed copy at any store, for a fee, and you may go back to printed statements at any time.',
      ),
    ),
    page(
      'faqs',
      'Frequently Asked Questions',
      'Answers to common questions.',
      [
        '<h2>Accounts</h2>' +
          '<h3>How do I open an account?</h3><p>Visit any store with one valid ID, or open one in the EasyWay app with a selfie and your ID.</p>' +
          '<h3>What is the maintaining balance?</h3><p>It depends on the account; see the fees and charges pages. Savings accounts ask for the same amount as the initial deposit.</p>' +
          '<h3>Can I open an account for my child?</h3><p>Yes: a parent or guardian opens it in trust for the child, with the child\u2019s birth certificate.</p>',
        '<h2>Cards</h2>' +
          '<h3>How do I activate my credit card?</h3><p>Call the hotline from your registered mobile number, or activate it in the EasyWay app.</p>' +
          '<h3>What do I do if my card is lost?</h3><p>Call the hotline at once, any time of day, or lock the card in the app. A replacement is sent to your address.</p>' +
          '<h3>Why was my card declined abroad?</h3><p>Turn on overseas use in the app before you travel, and check that you are within your credit limit.</p>',
        '<h2>Loans</h2>' +
          '<h3>How long does loan approval take?</h3><p>Auto and personal loans take 3 banking days once your documents are complete; home loans take longer because we appraise the property.</p>' +
          '<h3>Can I pay my loan early?</h3><p>Yes. A pre-termination fee may apply; see the loan\u2019s fees and charges.</p>',
        '<h2>Online banking</h2>' +
          '<h3>I forgot my password. What do I do?</h3><p>Tap Forgot password on the login screen and follow the steps; you need your registered mobile number.</p>' +
          '<h3>Is the EasyWay app free?</h3><p>Yes. Some transfers, such as Instapay, have a fee per transfer.</p>' +
          '<h3>Will the bank ever ask for my one-time code?</h3><p>Never. Do not share it with anyone, even someone who says they are from the bank.</p>',
      ].join(''),
    ),
    page(
      'fees-creditcards',
      'Fees and Charges: Credit Cards',
      'Card fees.',
      p(
        'These fees apply to all our credit cards. Each card\u2019s annual fee is on its own page. Fees are billed on your statement and are subject to change with 60 days\u2019 notice.',
        'Pay at least the minimum amount due by the due date to avoid the late payment fee, and pay in full to avoid interest on your purchases.',
      ) +
        `<table><caption>Credit card fees</caption><thead><tr><th scope="col">Fee</th><th scope="col">Amount</th></tr></thead><tbody><tr><td>Late payment</td><td>${CARD_LATE_PAYMENT}</td></tr><tr><td>Cash advance</td><td>${pesos(CREDIT_CARD_FEES.cashAdvance)} a transaction</td></tr><tr><td>Card replacement</td><td>${pesos(CREDIT_CARD_FEES.replacement)}</td></tr><tr><td>Foreign currency transactions</td><td>Up to 2% of the converted amount</td></tr><tr><td>Sales slip retrieval</td><td>P100 a slip</td></tr></tbody></table>` +
        p('A lost or stolen card is replaced free of charge when you report it to the hotline at once.'),
    ),
    page(
      'fees-personalloans',
      'Fees and Charges: Personal Loans',
      'Loan fees.',
      p(
        'These are the fees of our personal loan. The processing fee is deducted from the loan when it is released, so you receive the loan amount less the fee; there are no other charges at release.',
        'Interest is at the add-on rate shown on the interest rates page for your term and amount.',
      ) +
        `<table><caption>Personal loan fees</caption><thead><tr><th scope="col">Fee</th><th scope="col">Amount</th></tr></thead><tbody><tr><td>Processing fee</td><td>${pesos(PERSONAL_LOAN_FEES.processing)}, deducted from the loan</td></tr><tr><td>Late payment</td><td>${PERSONAL_LOAN_FEES.latePaymentPercent}% of the amount due</td></tr><tr><td>Pre-termination</td><td>${PERSONAL_LOAN_FEES.preTerminationPercent}% of the outstanding balance</td></tr></tbody></table>` +
        p(
          'You may pay the loan in full at any time; the pre-termination fee is charged on what you still owe. Ask the hotline for your payoff amount before you pay.',
        ),
    ),
    page(
      'fees-deposits',
      'Fees and Charges: Deposits',
      'Deposit fees.',
      p(
        'The fees of our peso savings and checking accounts, and of the services that come with them. Foreign currency accounts have their own maintaining balance; see the foreign currency deposits page.',
      ) +
        `<table><caption>Deposit fees</caption><thead><tr><th scope="col">Fee</th><th scope="col">Amount</th></tr></thead><tbody><tr><td>Below maintaining balance</td><td>${pesos(DEPOSIT_FEES.belowMaintainingBalance)} a month</td></tr><tr><td>Closing within 30 days</td><td>${pesos(DEPOSIT_FEES.closingWithin30Days)}</td></tr><tr><td>Dormancy, after 5 years without a transaction</td><td>${pesos(DEPOSIT_FEES.dormancy)} a month</td></tr><tr><td>Checkbook (50 leaves)</td><td>${pesos(DEPOSIT_FEES.checkbook)}</td></tr><tr><td>Returned check</td><td>${pesos(DEPOSIT_FEES.returnedCheck)} a check</td></tr><tr><td>Instapay transfer</td><td>${pesos(DEPOSIT_FEES.instapay)}</td></tr><tr><td>Stop payment order</td><td>P200 a check</td></tr></tbody></table>` +
        p(
          'The fee for falling below the maintaining balance is charged once a month, based on your average daily balance for the month. We waive it for the first month after you open the account.',
        ),
    ),
    page(
      'paymentchannels',
      'Payment Channels',
      'Where to pay your card and loan.',
      '<p>Pay your credit card and loan amortization through any of these; payments are credited as shown.</p><ul><li>EasyWay app and online banking: same day</li><li>Any of our stores and ATMs: same day</li><li>Bayad Center and other accredited partners: 2 banking days</li><li>Other banks\u2019 apps, through Instapay or PESONet: same day to 1 banking day</li><li>Auto-debit arrangement: on the due date</li></ul><p>Pay a few days before your due date when you use a partner or another bank, so the payment is credited on time. Keep your receipt or reference number until the payment shows on your statement.</p><p>For an auto-debit arrangement, enrol at any store or in the app; we debit your savings or checking account on each due date, so make sure it holds enough.</p>',
    ),
    page(
      'bankingsecurity',
      'Banking Security',
      'Stay safe.',
      '<p>Most fraud starts with a message that asks you to act quickly. Take your time, and check with us through the hotline or the app if in doubt.</p><ul><li>Keep your phone and computer updated and install apps only from Google Play or the App Store.</li><li>Use a strong password you do not use anywhere else.</li><li>Never share one-time codes, PINs or passwords.</li><li>Turn on transaction alerts so you know of every debit right away.</li><li>Report a lost phone or card to the hotline at once.</li></ul>',
      {
        links: [{ title: 'Security advisories', link: '/supportandsecurity/advisories', field_link_type: 'Internal' }],
      },
    ),
    page(
      'business-cash-management',
      'Cash Management',
      'Collections, disbursements and liquidity.',
      [
        p(
          'Our cash management services help you collect from customers, pay suppliers and employees, and see your cash position every day.',
        ),
        '<h2>What we offer</h2><ul><li><strong>Collections</strong>: bills payment collection through our stores and online, virtual accounts that name each payer, and post-dated check warehousing.</li><li><strong>Disbursements</strong>: payroll crediting, supplier payments by transfer or check, and SSS, PhilHealth, Pag-IBIG and BIR payments.</li><li><strong>Liquidity</strong>: daily balance reports and automatic sweeps between your accounts.</li></ul>',
        p(
          'It suits businesses of every size, from a single store to a company with thousands of employees. Most services run on EasyBiz, our corporate online banking.',
          'To start, ask for a callback and a cash management officer will visit you to understand your collections and payments.',
        ),
      ].join(''),
    ),
    page(
      'business-easybiz',
      'EasyBiz Online',
      'Corporate online banking.',
      p(
        'EasyBiz lets your business check balances, pay suppliers, run payroll and pay government contributions, with maker and approver controls.',
        'Set who may initiate, approve or only view each account, and receive alerts for every transaction.',
        'Your administrator sets up the users. A maker prepares a payment, an approver releases it, and a viewer only sees balances and statements. You can require two approvers above an amount you choose.',
        'EasyBiz is for corporations, partnerships and sole proprietors with a business account with us. To enrol, submit the enrolment form and a board resolution or secretary\u2019s certificate naming your administrator at your store.',
      ),
    ),
    page(
      'compare-uitf-products',
      'Compare UITF Products',
      'Side by side.',
      p(
        'Our three funds side by side: the risk each takes, the minimum to invest and how long you should stay in before redeeming. Choose the fund that matches your risk profile and how long you can keep the money invested.',
      ) +
        `<table><caption>Our unit investment trust funds</caption><thead><tr><th scope="col">Fund</th><th scope="col">Risk</th><th scope="col">Minimum</th><th scope="col">Holding period</th></tr></thead><tbody><tr><td>Peso Money Market Fund</td><td>Conservative</td><td>${pesos(INVESTMENT_MINIMUMS.uitf)}</td><td>None</td></tr><tr><td>Peso Bond Fund</td><td>Moderate</td><td>${pesos(INVESTMENT_MINIMUMS.uitf)}</td><td>30 days</td></tr><tr><td>Equity Fund</td><td>Aggressive</td><td>${pesos(INVESTMENT_MINIMUMS.uitf)}</td><td>90 days</td></tr></tbody></table>` +
        p(
          'A redemption before the holding period ends pays an early redemption fee. UITFs are not deposits and are not insured by PDIC. Read each fund\u2019s KIIDS before you invest.',
        ),
    ),
  ],
};
