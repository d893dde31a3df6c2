/**
 * A person's name never holds `<` or `>`: markup typed into a name (`<img src=x onerror=…>`) is
 * refused by the widget at the field and by the server (400), in the form's own words (`key`: its
 * namespace's `errors.nameMarkup`). A module of its own so a form that needs only this pulls in
 * nothing else (the callback form does not otherwise load the shared rules).
 */
import * as v from 'valibot';

export const NAME_MARKUP = /[<>]/;

export const noMarkupInName = (key: string) => v.check((s: string) => !NAME_MARKUP.test(s), key);

/** A name rule (any text rule) that also refuses `<` and `>`. */
export const personName = <T extends v.GenericSchema<unknown, string>>(rule: T, key: string) =>
  v.pipe(rule, noMarkupInName(key));
