// Partner article pages, one per widget and language (demo/one.html): the widget alone between
// paragraphs of a partner's own text, as a campaign page places it. /demo/one/<name>.html (English),
// /demo/one/<name>.fil.html (Filipino). A widget that changes size on its own moves the text below
// it: tests/e2e/reserve.spec.ts measures the layout shift there, and so does the Lighthouse bench.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The partner's own copy (not the bank's): a title, two paragraphs before the widget, four after. */
const COPY = {
  en: {
    title: 'Sulit Summer Savings: plan your next big purchase',
    before: [
      'Summer is the season of plans: a family trip, a new car, a home of your own. Whatever yours is, it starts with knowing what you can afford and what it will cost you each month.',
      'Our banking partner has made it simple. Try it right here on this page, in a few taps, and a branch officer will help you with the rest.',
    ],
    after: [
      'Take your time: nothing is sent until you say so, and you can come back to it later.',
      'Rates and terms are set by our banking partner and may change without notice. Figures shown are estimates only; your officer will confirm the final amounts.',
      'Questions about the promo? Visit any of our stores, or message our page and we will get back to you within the day.',
      'This campaign runs until the end of the season. Terms and conditions apply.',
    ],
  },
  fil: {
    title: 'Sulit Summer Savings: planuhin ang susunod mong malaking bilihin',
    before: [
      'Ang tag-init ay panahon ng mga plano: isang biyahe ng pamilya, bagong sasakyan, sariling bahay. Anuman ang sa iyo, nagsisimula ito sa pag-alam kung ano ang kaya mo at magkano ang babayaran mo bawat buwan.',
      'Pinadali ito ng aming bangkong katuwang. Subukan mo rito mismo sa pahinang ito, sa ilang pindot, at tutulungan ka ng isang branch officer sa iba pa.',
    ],
    after: [
      'Maglaan ng oras: walang ipinapadala hangga’t hindi mo sinasabi, at maaari mo itong balikan mamaya.',
      'Ang mga rate at tuntunin ay itinakda ng aming bangkong katuwang at maaaring magbago nang walang abiso. Tantiya lamang ang mga halagang ipinapakita; kukumpirmahin ng iyong officer ang huling halaga.',
      'May tanong tungkol sa promo? Bumisita sa alinman sa aming mga tindahan, o mag-message sa aming page at sasagutin ka namin sa loob ng araw.',
      'Tatagal ang kampanyang ito hanggang sa katapusan ng panahon. May mga tuntunin at kundisyong umiiral.',
    ],
  },
};

/** The page's URL path for a widget and language, under the server's /demo/. */
export const partnerPath = (name, locale = 'en') => `/demo/one/${name}${locale === 'en' ? '' : `.${locale}`}.html`;

/** Writes dist/demo/one/<name>[.fil].html for every widget name. */
export function buildPartnerPages(names, dist) {
  const template = readFileSync('demo/one.html', 'utf8').replace(/<!--[\s\S]*?-->\n/, '');
  mkdirSync(join(dist, 'demo/one'), { recursive: true });
  const p = (texts) => texts.map((t) => `<p>${t}</p>`).join('\n      ');
  for (const name of names) {
    for (const [locale, copy] of Object.entries(COPY)) {
      const tag = `ew-${name}`;
      const page = template
        .replaceAll('@lang', locale)
        .replaceAll('@title', copy.title)
        .replace('@before', p(copy.before))
        .replace('@widget', `<${tag}${locale === 'en' ? '' : ` locale="${locale}"`}></${tag}>`)
        .replace('@after', p(copy.after));
      writeFileSync(join(dist, `demo${partnerPath(name, locale).slice('/demo'.length)}`), page);
    }
  }
}
