// The sample downloadable documents' text (scripts/sample-docs.mjs): what each would say, written as
// a bank's document would be, every figure invented. File name -> title and [heading, text] sections.
export const DOCS = {
  'easyway-user-guide.pdf': {
    title: 'EasyWay Online and Mobile Banking: User Guide',
    sections: [
      [
        'Enrolling',
        'Download the EasyWay app from the App Store or Google Play, or open the EasyWay website. Choose Enroll, enter your account or card number and the mobile number registered with your branch, then type the one-time PIN we send by SMS. Create a user ID and a password of at least 8 characters with letters and numbers.',
      ],
      [
        'Your dashboard',
        'The dashboard lists your deposit accounts, credit cards and loans with their balances. Select an account to see its last 90 days of transactions, download a statement or set a nickname.',
      ],
      [
        'Transfers and bills',
        'Transfer between your own accounts at any time. Send to other banks through InstaPay (up to PHP 50,000 per transaction, fees apply) or PESONet (next banking day). Pay over 400 enrolled billers and save them for next time.',
      ],
      [
        'Staying safe',
        'We never ask for your password or one-time PIN by phone, e-mail or chat. Log out when you finish and keep your app up to date. Report a lost phone or suspicious activity to our 24-hour hotline (02) 8888-1700 at once.',
      ],
    ],
  },
  'mobile-check-deposit.pdf': {
    title: 'Mobile Check Deposit: How to Deposit a Check with Your Phone',
    sections: [
      [
        'Before you start',
        'You need the EasyWay app, a peso savings or checking account, and a local check payable to you, dated within the last 180 days. Endorse the back of the check with your signature and the words "For mobile deposit only".',
      ],
      [
        'Taking the photos',
        'Lay the check on a dark, flat surface in good light. Choose Deposit Check, enter the amount, then photograph the front and the back inside the on-screen frame. All four corners must show and the amount must be readable.',
      ],
      [
        'After you deposit',
        'Checks deposited before 2:00 p.m. on a banking day are cleared on the next banking day. Keep the paper check for 60 days, then destroy it. The daily limit is PHP 200,000 across all your mobile deposits.',
      ],
    ],
  },
  'kiids-money-market.pdf': {
    title: 'Key Information and Investment Disclosure Statement: Peso Money Market Fund',
    sections: [
      [
        'Fund facts',
        'Classification: money market fund. Launch date: 3 March 2014. Minimum investment: PHP 10,000. Minimum holding period: none. Trust fee: 0.50 % a year of the net asset value. Dealing: every banking day before 12:00 noon.',
      ],
      [
        'Investment objective',
        'The fund aims for liquidity and a return above regular savings through short-term deposits, government securities and money market instruments with a remaining term of one year or less.',
      ],
      [
        'Risks',
        'This is not a deposit and is not insured by the PDIC. Returns are not guaranteed; the value of units can go down as well as up. Interest rate, credit and liquidity risks apply. Past performance does not show future results.',
      ],
    ],
  },
  'kiids-bond.pdf': {
    title: 'Key Information and Investment Disclosure Statement: Peso Bond Fund',
    sections: [
      [
        'Fund facts',
        'Classification: bond fund. Launch date: 15 July 2012. Minimum investment: PHP 10,000. Minimum holding period: 30 days; units redeemed earlier pay a 0.25 % early redemption fee. Trust fee: 1.00 % a year of the net asset value.',
      ],
      [
        'Investment objective',
        'The fund aims for income and capital growth over the medium term through peso government bonds and investment-grade corporate bonds of the Philippines, with an average portfolio duration of three to six years.',
      ],
      [
        'Risks',
        'This is not a deposit and is not insured by the PDIC. Bond prices fall when interest rates rise, and an issuer may fail to pay. The fund suits investors with a moderate risk profile who can stay invested for at least three years.',
      ],
    ],
  },
  'kiids-equity.pdf': {
    title: 'Key Information and Investment Disclosure Statement: Equity Fund',
    sections: [
      [
        'Fund facts',
        'Classification: equity fund. Launch date: 1 October 2010. Minimum investment: PHP 10,000. Minimum holding period: 90 days; units redeemed earlier pay a 1.00 % early redemption fee. Trust fee: 1.75 % a year of the net asset value.',
      ],
      [
        'Investment objective',
        'The fund aims for long-term capital growth through shares listed on the Philippine Stock Exchange, chosen for their earnings, dividends and liquidity, measured against the PSE index.',
      ],
      [
        'Risks',
        'This is not a deposit and is not insured by the PDIC. Share prices can move sharply within a day, and the fund may lose value over several years. It suits investors with an aggressive risk profile who can stay invested for five years or more.',
      ],
    ],
  },
  'pse-q3-2026.pdf': {
    title: 'Quarterly Report for the Third Quarter of 2026 (SEC Form 17-Q)',
    sections: [
      [
        'Highlights',
        'Net income for the nine months reached PHP 6.8 billion, up 9 % from the same period last year. Total loans grew 12 % to PHP 410 billion, led by consumer lending, while deposits rose 7 % to PHP 520 billion.',
      ],
      [
        'Asset quality and capital',
        'The non-performing loan ratio improved to 4.1 % from 4.6 % a year ago, with a coverage of 92 %. The common equity tier 1 ratio stood at 12.8 % and the total capital adequacy ratio at 14.1 %, both above the regulatory minimums.',
      ],
      [
        'Outlook',
        'The bank continues to grow its branch and digital channels, with 20 new branches and the EasyWay app serving more than two million enrolled customers.',
      ],
    ],
  },
  'pse-asm-2026.pdf': {
    title: "Notice of the Annual Stockholders' Meeting 2026",
    sections: [
      [
        'Date and place',
        "The annual meeting of stockholders will be held on 28 April 2026 at 10:00 a.m. by remote communication and at the bank's head office in Bonifacio Global City, Taguig City.",
      ],
      [
        'Agenda',
        'Call to order; certification of notice and quorum; approval of the minutes of the previous meeting; report of the President and the audited financial statements for 2025; ratification of the acts of the Board; election of directors, including independent directors; appointment of the external auditor; other matters; adjournment.',
      ],
      [
        'Record date and voting',
        'Stockholders of record as of 20 March 2026 may vote in person, by proxy or in absentia. Proxies must reach the Corporate Secretary by 17 April 2026.',
      ],
    ],
  },
  'sec-17a-2025.pdf': {
    title: 'Annual Report 2025 (SEC Form 17-A): Summary',
    sections: [
      [
        'The year in brief',
        'Net income reached PHP 8.9 billion, a return on equity of 10.2 %. Total assets grew to PHP 720 billion. The bank opened 24 branches, ending the year with 480 branches and 600 automated teller machines nationwide.',
      ],
      [
        'Business segments',
        'Consumer banking contributed 61 % of revenues through credit cards, auto, home and personal loans. Corporate and business banking contributed 27 %, and treasury and trust the remaining 12 %.',
      ],
      [
        'Governance',
        'The Board of Directors has eleven members, four of them independent. Its audit, risk oversight, corporate governance and related party transactions committees are each chaired by an independent director.',
      ],
    ],
  },
  'soc-2026-09.pdf': {
    title: 'Statement of Condition as of September 30, 2026',
    sections: [
      [
        'Assets (in PHP millions)',
        'Cash and other cash items 14,210. Due from Bangko Sentral ng Pilipinas 48,930. Due from other banks 9,640. Financial assets 161,020. Loans and receivables, net 402,550. Other assets 38,870. Total assets 675,220.',
      ],
      [
        'Liabilities and equity (in PHP millions)',
        'Deposit liabilities 520,340. Bills payable 28,110. Other liabilities 30,760. Total liabilities 579,210. Capital stock 22,500. Surplus and reserves 73,510. Total equity 96,010. Total liabilities and equity 675,220.',
      ],
      [
        'Note',
        'Published in accordance with Bangko Sentral ng Pilipinas rules. Deposits are insured by the PDIC up to PHP 1,000,000 per depositor.',
      ],
    ],
  },
  'cc-application.pdf': {
    title: 'Credit Card Application Form',
    sections: [
      [
        'Part 1: About you',
        "Full name as it should appear on the card (up to 21 characters); date and place of birth; nationality; civil status; mother's maiden name; TIN; mobile number; e-mail address; home address with zip code and years of stay.",
      ],
      [
        'Part 2: Work and income',
        'Employer or business name and address; position; years with the employer; gross annual income; source of income. Attach your latest income tax return or certificate of employment with compensation.',
      ],
      [
        'Part 3: Your card',
        'Choose the card you apply for. If you hold other credit cards, give the issuer, the card number and its credit limit. Sign here to agree to the terms and conditions and to the processing of your personal data.',
      ],
    ],
  },
  'cc-autocharge.pdf': {
    title: 'Credit Card Auto-Charge Enrolment Form',
    sections: [
      [
        'What it does',
        'Auto-charge pays your credit card bill from your savings or checking account on its due date: either the minimum amount due or the total amount due, as you choose below.',
      ],
      [
        'Your details',
        "Cardholder name; credit card number; account name and number to be debited; amount to pay (minimum or total); mobile number. The account must be under the cardholder's name.",
      ],
      [
        'Good to know',
        'Enrolment takes effect within two billing cycles; pay your bills as usual until your statement says auto-charge is active. Keep enough funds in the account on the due date; a failed debit is charged PHP 500.',
      ],
    ],
  },
  'cc-balance-transfer.pdf': {
    title: 'Balance Transfer Request Form',
    sections: [
      [
        'The offer',
        "Move the balance of another bank's credit card to your EastWest card at 0.79 % a month for 6, 12 or 24 months, up to 80 % of your available credit limit.",
      ],
      [
        'What to give us',
        "Your EastWest card number; the other bank's name, card number and the amount to transfer (at least PHP 10,000); the term you choose. Attach your latest statement of the other card.",
      ],
      [
        'What happens next',
        'We pay the other bank within 7 banking days and bill the monthly instalments on your card. Keep paying the other card until its statement shows our payment. Cancelling after approval costs 3 % of the remaining balance.',
      ],
    ],
  },
};
