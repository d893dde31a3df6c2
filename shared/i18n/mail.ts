/**
 * The mails the services send, in the applicant's language (server/mail/). Only the server reads
 * them: no widget bundle carries them. `{{link}}` and `{{hotline}}` are filled in when a mail is made.
 */
import type { Strings } from './types.ts';

const en = {
  resume: {
    subject: 'Your saved time deposit application',
    greeting: 'Good day!',
    saved: 'Your time deposit application was saved. To continue, open the link below and enter your birthday.',
    button: 'Continue my application',
    copy: 'If the button does not work, copy this address into your browser:',
    expires: 'The link works for 30 days.',
    notYou:
      'Did not request this? You can ignore this mail: nothing happens unless the link is opened and the birthday entered.',
    help: 'Questions? Call our 24-hour hotline {{hotline}}.',
    signature: 'EastWest Bank',
    automated: 'This mail was sent automatically; replies to it are not read.',
  },
};

const fil: Strings<typeof en> = {
  resume: {
    subject: 'Ang iyong naka-save na aplikasyon para sa time deposit',
    greeting: 'Magandang araw!',
    saved:
      'Na-save ang iyong aplikasyon para sa time deposit. Para magpatuloy, buksan ang link sa ibaba at ilagay ang iyong kaarawan.',
    button: 'Ituloy ang aking aplikasyon',
    copy: 'Kung hindi gumagana ang button, kopyahin ang address na ito sa iyong browser:',
    expires: 'Gumagana ang link sa loob ng 30 araw.',
    notYou:
      'Hindi ikaw ang humiling nito? Maaari mong balewalain ang mail na ito: walang mangyayari hangga’t hindi nabubuksan ang link at nailalagay ang kaarawan.',
    help: 'May tanong? Tumawag sa aming 24-oras na hotline {{hotline}}.',
    signature: 'EastWest Bank',
    automated: 'Awtomatikong ipinadala ang mail na ito; hindi binabasa ang mga sagot dito.',
  },
};

export const mail = { en, fil };
