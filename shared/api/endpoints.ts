/**
 * Where each form sends (application-forms.md §7 calls 1-6, 9, 10): the address in
 * /data/apiconfig.json under the form's key (a path on the api-base, or an absolute URL of the bank's
 * real service), else the form's default path. A bank points the widgets at its services by
 * publishing that file: no rebuild. The file is read once per api-base and page, within the send's
 * timeout (a hung file must not hang the form); a failure to read it is not cached (the next send
 * asks again) and falls back to the defaults.
 */
import { PATHS, REQUEST_TIMEOUT_SECONDS } from '../config.ts';
import { apiUrl, request } from './client.ts';

/** The keys of /data/apiconfig.json that name a form's endpoint (the server lists every one). */
export type EndpointKey =
  | 'callbackapi'
  | 'autoloanapi'
  | 'homeloanapi'
  | 'personalloanapi'
  | 'creditcardapi'
  | 'timedepositeapi'
  | 'leadgenapi'
  | 'requestcallbackapi';

const configs = new Map<string, Promise<Record<string, unknown>>>();

/** /data/apiconfig.json of an api-base ({} when it cannot be read). */
export function readApiConfig(
  apiBase: string,
  timeoutSeconds = REQUEST_TIMEOUT_SECONDS,
): Promise<Record<string, unknown>> {
  let config = configs.get(apiBase);
  if (!config) {
    config = request(apiUrl(apiBase, PATHS.apiConfig), { timeoutSeconds })
      .then(async (res) => {
        const body: unknown = await res.json();
        if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
        throw new Error('no config');
      })
      .catch(() => {
        configs.delete(apiBase);
        return {};
      });
    configs.set(apiBase, config);
  }
  return config;
}

/** The address a form sends to: its configured one (relative to api-base, or absolute), else `path`. */
export async function endpoint(
  apiBase: string,
  submit: { path: string; config: EndpointKey },
  timeoutSeconds?: number,
): Promise<string> {
  const configured = (await readApiConfig(apiBase, timeoutSeconds))[submit.config];
  if (typeof configured === 'string' && configured.trim() !== '') {
    try {
      // Absolute URLs are kept; a path is the api-base's (with any prefix it has).
      return /^https?:\/\//i.test(configured)
        ? new URL(configured).href
        : apiUrl(apiBase, `/${configured.replace(/^\/+/, '')}`);
    } catch {
      /* a malformed URL: the default below */
    }
  }
  return apiUrl(apiBase, submit.path);
}

/** Forget what was read (tests). */
export const forgetApiConfig = () => configs.clear();
