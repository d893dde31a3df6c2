/**
 * Submit on the engine (application-forms.md §4 "Submit"): the last step checked (messages and the
 * summary when it fails), then every step (an earlier one that no longer passes is shown with its
 * messages), then the form's payload sent through the runtime's submission hook; on success the
 * draft is cleared and the thank-you route follows (after the success dialog, when there is one).
 */
import { useRef } from 'react';
import { RequestFailure, request, withQuery } from '../../shared/api/client.ts';
import { endpoint } from '../../shared/api/endpoints.ts';
import { stepOf, type Values } from '../../shared/forms/contract.ts';
import { useWidget } from '../runtime/context.ts';
import { useSubmission } from '../runtime/submission.ts';
import { useFormStore } from './form-context.tsx';
import type { WizardSpec } from './types.ts';

/** The answer's id when the form expects `{ status: 'OK', id }` (the business callback). */
async function replyId(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { status?: unknown; id?: unknown };
    if (body.status === 'OK' && (typeof body.id === 'string' || typeof body.id === 'number')) return String(body.id);
  } catch {
    /* not JSON: a failure below */
  }
  throw new RequestFailure('http', response.status);
}

/** How long the success dialog waits for a host that routes the thank-you page itself to replace the form. */
const HOST_ROUTE_MS = 1500;

export function useFormSubmit(spec: WizardSpec) {
  const { apiBase, options, navigate } = useWidget();
  const fs = useFormStore();
  const { form } = spec;
  const submission = useSubmission(form.name);
  const thankYou = (id: string) => {
    const route = form.submit.thankYou;
    return navigate(typeof route === 'function' ? route(id) : route) === true;
  };
  const leaving = useRef(false);

  async function submit() {
    // What the check let through, for the call (one per press).
    let output: Values = {};
    const result = await submission.submit({
      check() {
        const last = form.steps.slice(-1)[0]!.id;
        if (!fs.attempt(last).ok) return false;
        const all = form.validate({ ...fs.get(), ...spec.fixed?.(options) });
        if (!all.ok) {
          // An earlier step no longer passes (e.g. a date bound moved): show it with its messages.
          const first = Math.min(
            ...Object.keys(all.errors)
              .map((f) => stepOf(form, f))
              .filter((i) => i >= 0),
          );
          fs.go(Number.isFinite(first) ? first : fs.store.get(fs.step), true);
          fs.store.set(fs.attempts, 1);
          return false;
        }
        output = all.output;
        return true;
      },
      async send(timeoutSeconds, headers) {
        const base = await endpoint(apiBase, form.submit, timeoutSeconds);
        const get = form.submit.method === 'GET';
        const response = await request(get ? withQuery(base, form.query(output)) : base, {
          method: get ? 'GET' : 'POST',
          ...(get ? {} : { body: form.formData(output) }),
          timeoutSeconds,
          headers,
        });
        return form.submit.reply === 'id' ? { id: await replyId(response) } : {};
      },
    });
    if (!result) return;
    fs.reset();
    if (spec.successDialog) return; // the dialog is open; thank-you when it closes
    submission.reset();
    thankYou((result as { id?: string }).id ?? '');
  }

  return {
    status: submission.status,
    failure: submission.failure,
    submit,
    /** The failure dialog closed. */
    dismiss: submission.reset,
    /** The success dialog closed: on to the thank-you route. */
    done() {
      if (leaving.current) return;
      // A host that routes the page change itself (the site) replaces the form with the thank-you page:
      // the dialog stays until then, so focus moves from OK straight to the new page's heading (the
      // dialog closing first would drop it on the document, then on Submit). Should the host keep the
      // form on its page, the dialog closes a moment later all the same.
      if (thankYou('')) {
        leaving.current = true;
        setTimeout(() => {
          leaving.current = false;
          submission.reset();
        }, HOST_ROUTE_MS);
      } else submission.reset();
    },
  };
}
