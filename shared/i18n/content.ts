import type { Strings } from './types.ts';

/**
 * The content service's records (shared/content/schema.ts): the operator API's messages for a
 * rejected publish (English on the server, like the rate data's).
 */
const en = {
  errors: {
    record: 'Expected a JSON object with this record’s fields',
    list: 'Expected a JSON list of at most 500 items',
    title: 'Enter a text of 1 to 300 characters',
    text: 'Enter a text of at most 2,000 characters',
    html: 'Enter HTML as text of at most 200,000 characters',
    url: 'Enter a path such as /loans, or an http(s), mailto: or tel: address, of at most 2,048 characters',
    date: 'Enter a real date as yyyy-MM-dd',
    id: 'Enter letters, digits and hyphens (at most 81), as in the address',
    flag: 'Enter true or false',
    choice: 'Enter one of the allowed values',
    rate: 'Enter a rate above 0',
    unknown: 'This field is not part of the record',
  },
};

const fil: Strings<typeof en> = {
  errors: {
    record: 'Inaasahan ang JSON object na may mga field ng record na ito',
    list: 'Inaasahan ang JSON list na hindi hihigit sa 500 item',
    title: 'Maglagay ng teksto na 1 hanggang 300 karakter',
    text: 'Maglagay ng teksto na hindi hihigit sa 2,000 karakter',
    html: 'Maglagay ng HTML bilang teksto na hindi hihigit sa 200,000 karakter',
    url: 'Maglagay ng path gaya ng /loans, o http(s), mailto: o tel: na address, na hindi hihigit sa 2,048 karakter',
    date: 'Maglagay ng totoong petsa bilang yyyy-MM-dd',
    id: 'Maglagay ng mga titik, numero at gitling (hanggang 81), gaya ng nasa address',
    flag: 'Maglagay ng true o false',
    choice: 'Pumili ng isa sa mga pinapayagang value',
    rate: 'Maglagay ng rate na higit sa 0',
    unknown: 'Hindi bahagi ng record ang field na ito',
  },
};

export const content = { en, fil };
