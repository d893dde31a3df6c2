import type { Strings } from './types.ts';

/** The site's pages: their headings, introductions and labels (the content service's texts aside). */
const en = {
  home: {
    heading: 'Your bank, close to you',
    featured: 'Featured offers',
    ways: 'Ways we can help',
    rates: 'Rates and tools',
    mobile: 'Mobile banking',
    talk: 'Talk to us',
    promos: 'Promos',
    allPromos: 'See all promos',
    quickLinks: 'Quick links',
  },
  forms: {
    heading: 'Apply Today!',
    autoLoan: 'Auto Loan',
    homeLoan: 'Home Loan',
    personalLoan: 'Personal Loan',
    creditCard: 'Credit Card',
    timeDeposit: 'Time Deposit',
    leadgen: 'Open an account',
  },
  thankYou: {
    callback: 'We have received your request. Our branch will call you at the time you chose.',
    loan: 'We have received your {{product}} application. Our loan officer will contact you within two banking days.',
    autoLoan: 'auto loan',
    homeLoan: 'home loan',
    personalLoan: 'personal loan',
    creditCard: 'We have received your credit card application. We will contact you within five banking days.',
    timeDeposit: 'We have received your time deposit application. A branch officer will contact you.',
  },
  timeDeposit: {
    heading: 'Time Deposit',
    intro: 'Grow your savings at a fixed rate for the term you choose, from 30 days to 5 years.',
    details:
      'Your rate is fixed on the day you place the deposit and does not change until it matures. Choose your life stage, the amount and the term below to see what suits you, then apply on this page. At maturity we roll the deposit over for the same term at the rate of that day, unless you tell us to credit it to your account.',
    saved: 'Time Deposit application',
  },
  loans: {
    heading: 'Loans',
    intro:
      'Auto, home and personal loans: see your monthly payment, then apply online. Choose the loan, the amount and the term, and the calculator shows your monthly payment at our current add-on rates.',
    products: 'Our loans',
  },
  product: {
    rates: 'Current rates',
    ratesNote:
      'Our rates today, as our interest rates page shows them. Each table says how its rates are quoted; rates may change without notice.',
    allRates: 'See all our interest rates',
    apply: {
      'auto-loan': 'Apply for an auto loan',
      'home-loan': 'Apply for a home loan',
      'personal-loan': 'Apply for a personal loan',
      leadgen: 'Open an account',
    },
  },
  support: {
    heading: 'Support and security',
  },
  forex: {
    heading: 'Foreign exchange rates',
    intro: 'Our buying and selling rates for foreign currencies today, as posted in our branches.',
    details:
      'We buy a currency from you at the buying rate and sell it to you at the selling rate, in pesos for one unit of the currency. The rates change during the day with the market: the time of the last update is on the board. Rates for large amounts, and for transfers rather than cash, may differ; ask at any store or call your relationship manager for a quote.',
  },
  interestRates: {
    heading: 'Interest Rates',
    intro:
      'Our current rates for deposits, time deposits, loans and bonds. Rates are per annum unless stated and may change without notice.',
    savings: 'Savings and checking',
    timeDeposits: 'Time deposits',
    loans: 'Loans',
    bonds: 'Top bond picks',
    term: 'Term',
    months: '{{term}} months',
    bond: 'Bond',
    currency: 'Currency',
    coupon: 'Coupon',
    yield: 'Yield',
    maturity: 'Maturity',
  },
  creditCards: {
    heading: 'Credit Cards',
    offers: 'Card offers',
    annualFee: 'Annual fee',
    forms: 'Downloadable forms',
    apply: 'Apply for a card',
    chatNote: 'Opens our chat assistant in a new tab, as every credit card application starts there.',
  },
  deposits: {
    accounts: 'Our deposit accounts',
    why: 'Why bank with us',
  },
  investments: {
    heading: 'Investments',
    compare: 'Compare UITF products',
  },
  easyway: {
    steps: 'Registration steps',
    googlePlay: 'Get it on Google Play (opens in a new tab)',
    appStore: 'Download on the App Store (opens in a new tab)',
    sectionMenu: 'On this page',
    // The section headings when the landing page's record, which names them, has not come.
    newFeatures: 'New features',
    otherFeatures: 'More features',
    existingCustomers: 'Already a customer',
    newCustomers: 'New to EastWest',
    faqs: 'Frequently asked questions',
  },
  mobileCheckDeposit: {
    banner: 'Deposit checks from your phone',
    bannerText: 'Get EasyWay, take a photo of the front and back of the check, and you are done.',
  },
  stores: {
    storesHeading: 'Store Directory',
    atmHeading: 'ATM Locator',
    findStore: 'Looking for a store?',
    findAtm: 'Looking for an ATM?',
  },
  requestCallback: {
    heading: 'Request for Callback',
  },
  about: {
    whoWeAre: 'Who we are',
    board: 'Board of directors',
    shareholding: 'Shareholding structure',
    governance: 'Corporate governance',
    investorRelations: 'Investor relations',
    newsroom: 'Newsroom',
    careers: 'Careers',
    fees: 'Fees and charges',
  },
  sections: {
    advisories: 'Advisories',
    newsroom: 'Newsroom',
    newsAndInsight: 'News and Insight',
    tips: 'Tips and Tutorials',
    promos: 'Promos',
  },
  business: {
    solutions: 'Solutions for your business',
    fixedIncome: 'Treasury bills, retail treasury bonds and corporate bonds.',
    complete: 'See the complete business solutions',
    cashManagement: 'Cash management',
    easybiz: 'EasyBiz online',
    news: 'News and insight',
    fxToday: 'Forex rates today',
    fxCaption: 'Indicative buying and selling rates',
    currency: 'Currency',
    buy: 'Buy',
    sell: 'Sell',
    applyLoan: 'Apply for a business loan',
    products: 'Products',
    services: 'Services',
    trustOfficers: 'Your trust officers',
    loanForm: 'Business Loan Solution',
    callAbout: 'Request a callback about {{title}}',
    emailUs: 'E-mail us',
  },
};

const fil: Strings<typeof en> = {
  home: {
    heading: 'Ang iyong bangko, nasa tabi mo',
    featured: 'Mga tampok na alok',
    ways: 'Paano kami makakatulong',
    rates: 'Mga rate at tool',
    mobile: 'Pagbabangko sa mobile',
    talk: 'Kausapin kami',
    promos: 'Mga promo',
    allPromos: 'Tingnan ang lahat ng promo',
    quickLinks: 'Mabilis na link',
  },
  forms: {
    heading: 'Mag-apply Ngayon!',
    autoLoan: 'Auto Loan',
    homeLoan: 'Home Loan',
    personalLoan: 'Personal Loan',
    creditCard: 'Credit Card',
    timeDeposit: 'Time Deposit',
    leadgen: 'Magbukas ng account',
  },
  thankYou: {
    callback: 'Natanggap namin ang iyong kahilingan. Tatawagan ka ng aming sangay sa oras na pinili mo.',
    loan: 'Natanggap namin ang iyong aplikasyon sa {{product}}. Makikipag-ugnayan sa iyo ang aming loan officer sa loob ng dalawang araw ng bangko.',
    autoLoan: 'auto loan',
    homeLoan: 'home loan',
    personalLoan: 'personal loan',
    creditCard:
      'Natanggap namin ang iyong aplikasyon sa credit card. Makikipag-ugnayan kami sa iyo sa loob ng limang araw ng bangko.',
    timeDeposit:
      'Natanggap namin ang iyong aplikasyon sa time deposit. Makikipag-ugnayan sa iyo ang aming branch officer.',
  },
  timeDeposit: {
    heading: 'Time Deposit',
    intro: 'Palaguin ang iyong ipon sa takdang rate para sa panahong pipiliin mo, mula 30 araw hanggang 5 taon.',
    details:
      'Nakatakda ang iyong rate sa araw na ilagay mo ang deposito at hindi ito nagbabago hanggang sa maturity. Piliin sa ibaba ang yugto ng iyong buhay, ang halaga at ang panahon para makita kung ano ang bagay sa iyo, saka mag-apply sa pahinang ito. Sa maturity, inuulit namin ang deposito sa parehong panahon sa rate ng araw na iyon, maliban kung sabihin mong ilipat ito sa iyong account.',
    saved: 'Aplikasyon sa Time Deposit',
  },
  loans: {
    heading: 'Mga Loan',
    intro:
      'Auto, home at personal loan: tingnan ang buwanang bayad, saka mag-apply online. Piliin ang loan, ang halaga at ang panahon, at ipapakita ng calculator ang buwanang bayad sa aming kasalukuyang add-on rate.',
    products: 'Aming mga loan',
  },
  product: {
    rates: 'Mga kasalukuyang rate',
    ratesNote:
      'Ang aming mga rate ngayon, gaya ng nasa aming pahina ng interest rate. Sinasabi ng bawat table kung paano binibilang ang mga rate nito; maaaring magbago ang mga rate nang walang abiso.',
    allRates: 'Tingnan ang lahat ng aming interest rate',
    apply: {
      'auto-loan': 'Mag-apply ng auto loan',
      'home-loan': 'Mag-apply ng home loan',
      'personal-loan': 'Mag-apply ng personal loan',
      leadgen: 'Magbukas ng account',
    },
  },
  support: {
    heading: 'Suporta at seguridad',
  },
  forex: {
    heading: 'Palitan ng dayuhang salapi',
    intro:
      'Ang aming mga rate sa pagbili at pagbenta ng dayuhang salapi ngayong araw, gaya ng nakapaskil sa aming mga sangay.',
    details:
      'Binibili namin ang salapi mula sa iyo sa buying rate at ibinebenta namin ito sa iyo sa selling rate, sa piso para sa isang yunit ng salapi. Nagbabago ang mga rate sa loob ng araw kasabay ng merkado: nasa board ang oras ng huling update. Maaaring iba ang rate para sa malalaking halaga, at para sa transfer sa halip na cash; magtanong sa alinmang store o tumawag sa iyong relationship manager para sa quote.',
  },
  interestRates: {
    heading: 'Mga Interest Rate',
    intro:
      'Ang aming kasalukuyang rate para sa deposito, time deposit, loan at bond. Maaaring magbago nang walang abiso.',
    savings: 'Savings at checking',
    timeDeposits: 'Time deposit',
    loans: 'Mga loan',
    bonds: 'Mga piling bond',
    term: 'Haba',
    months: '{{term}} buwan',
    bond: 'Bono',
    currency: 'Salapi',
    coupon: 'Kupon',
    yield: 'Kita (yield)',
    maturity: 'Takdang petsa',
  },
  creditCards: {
    heading: 'Mga Credit Card',
    offers: 'Mga alok sa card',
    annualFee: 'Taunang bayad',
    forms: 'Mga form na mada-download',
    apply: 'Mag-apply ng card',
    chatNote:
      'Magbubukas ng aming chat assistant sa bagong tab, dahil doon nagsisimula ang bawat aplikasyon sa credit card.',
  },
  deposits: {
    accounts: 'Ang aming mga deposit account',
    why: 'Bakit sa amin',
  },
  investments: {
    heading: 'Mga Investment',
    compare: 'Ihambing ang mga UITF',
  },
  easyway: {
    steps: 'Mga hakbang sa pagpaparehistro',
    googlePlay: 'Kunin ito sa Google Play (magbubukas sa bagong tab)',
    appStore: 'I-download sa App Store (magbubukas sa bagong tab)',
    sectionMenu: 'Sa pahinang ito',
    newFeatures: 'Mga bagong feature',
    otherFeatures: 'Iba pang feature',
    existingCustomers: 'Kung kliyente ka na',
    newCustomers: 'Bago sa EastWest',
    faqs: 'Mga madalas itanong',
  },
  mobileCheckDeposit: {
    banner: 'Mag-deposito ng tseke gamit ang iyong telepono',
    bannerText: 'Kunin ang EasyWay, kuhanan ng litrato ang harap at likod ng tseke, at tapos na.',
  },
  stores: {
    storesHeading: 'Listahan ng mga Sangay',
    atmHeading: 'Hanapin ang ATM',
    findStore: 'Naghahanap ng sangay?',
    findAtm: 'Naghahanap ng ATM?',
  },
  requestCallback: {
    heading: 'Humiling na Tawagan',
  },
  about: {
    whoWeAre: 'Sino kami',
    board: 'Lupon ng mga direktor',
    shareholding: 'Istruktura ng pagmamay-ari',
    governance: 'Pamamahala ng korporasyon',
    investorRelations: 'Ugnayan sa mga mamumuhunan',
    newsroom: 'Balita',
    careers: 'Trabaho',
    fees: 'Mga bayarin',
  },
  sections: {
    advisories: 'Mga Abiso',
    newsroom: 'Mga Balita',
    newsAndInsight: 'Balita at Pananaw',
    tips: 'Mga Tip at Gabay',
    promos: 'Mga Promo',
  },
  business: {
    solutions: 'Mga solusyon para sa iyong negosyo',
    fixedIncome: 'Treasury bill, retail treasury bond at corporate bond.',
    complete: 'Tingnan ang kumpletong solusyon para sa negosyo',
    cashManagement: 'Cash management',
    easybiz: 'EasyBiz online',
    news: 'Balita at pananaw',
    fxToday: 'Mga forex rate ngayon',
    fxCaption: 'Tinatayang rate ng pagbili at pagbenta',
    currency: 'Salapi',
    buy: 'Bili',
    sell: 'Benta',
    applyLoan: 'Mag-apply ng loan pang-negosyo',
    products: 'Mga produkto',
    services: 'Mga serbisyo',
    trustOfficers: 'Ang iyong mga trust officer',
    loanForm: 'Loan Solution para sa Negosyo',
    callAbout: 'Humiling na tawagan tungkol sa {{title}}',
    emailUs: 'Mag-email sa amin',
  },
};

export const sitePages = { en, fil };
