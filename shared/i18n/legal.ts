import type { Strings } from './types.ts';

/**
 * The privacy statement and terms of use as the forms' agreement dialogs show them: the points a
 * visitor agrees to, with a link to the full page (site-and-content.md §2 Privacy Statement / Terms of Use).
 */
const en = {
  privacyTitle: 'Privacy Statement',
  privacy: [
    'We collect the personal information you enter in this form (your name, mobile number, preferred branch and the products you are interested in) only to contact you about your request.',
    'We share it only with the branch you chose and, where the law requires, with regulators. We keep it no longer than needed for that purpose or than the law requires.',
    'Under the Data Privacy Act of 2012 you have the right to be informed, to access, to object, to erasure or blocking, to damages, to file a complaint, to rectify and to data portability.',
  ],
  termsTitle: 'Terms of Use',
  terms: [
    'By submitting this form you confirm that the details you gave are true and that you are the owner of the mobile number.',
    'A request for a callback is not an application. The bank may decline to offer a product, and a call from us never asks for your PIN, password or one-time code.',
    'These terms are governed by the laws of the Republic of the Philippines.',
  ],
  readFull: 'Read the full {{title}}',
};

const fil: Strings<typeof en> = {
  privacyTitle: 'Pahayag sa Privacy',
  privacy: [
    'Kinokolekta namin ang personal na impormasyong inilagay mo sa form na ito (pangalan, numero ng mobile, gustong sangay at mga produktong interesado ka) para lamang makipag-ugnayan sa iyo tungkol sa iyong kahilingan.',
    'Ibinabahagi lamang namin ito sa sangay na pinili mo at, kung hinihingi ng batas, sa mga regulator. Hindi namin ito itinatago nang mas matagal kaysa kailangan o sa hinihingi ng batas.',
    'Sa ilalim ng Data Privacy Act of 2012, may karapatan kang malaman, ma-access, tumutol, ipabura o ipa-block, humingi ng danyos, magreklamo, ipaitama at ilipat ang iyong datos.',
  ],
  termsTitle: 'Mga Tuntunin ng Paggamit',
  terms: [
    'Sa pagpasa ng form na ito, pinatutunayan mong totoo ang mga detalyeng ibinigay mo at ikaw ang may-ari ng numero ng mobile.',
    'Ang kahilingang tawagan ka ay hindi aplikasyon. Maaaring hindi mag-alok ang bangko ng produkto, at hindi kailanman hihingin ng aming tawag ang iyong PIN, password o one-time code.',
    'Ang mga tuntuning ito ay sakop ng mga batas ng Republika ng Pilipinas.',
  ],
  readFull: 'Basahin ang buong {{title}}',
};

export const legal = { en, fil };
