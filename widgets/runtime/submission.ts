/**
 * The one submit flow of every form (and the time deposit's Save): a second press while sending
 * sends nothing, a status for the busy button and the dialogs, the call abandoned after the
 * element's `timeout` (seconds, default REQUEST_TIMEOUT_SECONDS), the failure kind of
 * shared/api/client.ts, and the CONTRACT's events `ew:submit`, `ew:success`, `ew:error { kind }`.
 */
import { useRef, useState } from 'react';
import { ATTRIBUTION_HEADER, attributionOf } from '../../shared/api/attribution.ts';
import { RequestFailure, type FailureKind } from '../../shared/api/client.ts';
import { REQUEST_TIMEOUT_SECONDS } from '../../shared/config.ts';
import { useWidget } from './context.ts';

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Seconds before a form call is abandoned: the element's `timeout`, else the default. */
export function timeoutOf(options: Readonly<Record<string, unknown>>): number {
  const n = Number(options.timeout);
  return n > 0 ? n : REQUEST_TIMEOUT_SECONDS;
}

export interface Send<T> {
  /** Checks the values first; false: nothing is sent (the caller shows why). */
  check?(): boolean;
  /**
   * The call itself, given the timeout and the headers every form call carries (attribution: where
   * the submission came from, shared/api/attribution.ts); what it resolves with rides on
   * `ew:success` (e.g. { id }, or {}).
   */
  send(timeoutSeconds: number, headers: Record<string, string>): Promise<T>;
}

/**
 * `form`: the name events carry. `events: false` for a call that is not the form's submit (Save).
 * `submit` resolves with the call's result, or undefined when nothing was sent or it failed.
 */
export function useSubmission(form: string, opts: { events?: boolean } = {}) {
  const { emit, options } = useWidget();
  const inFlight = useRef(false);
  const [status, setStatus] = useState<SubmitStatus>('idle');
  const [failure, setFailure] = useState<FailureKind>('network');
  const [attempts, setAttempts] = useState(0);
  const events = opts.events !== false;

  async function submit<T extends object>(call: Send<T>): Promise<T | undefined> {
    if (inFlight.current) return undefined; // a second press while sending sends nothing
    setAttempts((n) => n + 1);
    if (call.check && !call.check()) return undefined;
    inFlight.current = true;
    setStatus('submitting');
    if (events) emit('ew:submit', { form });
    try {
      const result = await call.send(timeoutOf(options), {
        [ATTRIBUTION_HEADER]: attributionOf(location, options),
      });
      setStatus('success');
      if (events) emit('ew:success', { form, ...result });
      return result;
    } catch (error) {
      const kind = error instanceof RequestFailure ? error.kind : 'network';
      setFailure(kind);
      setStatus('error');
      if (events) emit('ew:error', { form, kind });
      return undefined;
    } finally {
      inFlight.current = false;
    }
  }

  return {
    status,
    /** The kind of the last failure: http, timeout or network. */
    failure,
    /** Presses of submit, sent or not. */
    attempts,
    submit,
    /** Back to idle (a dialog closed). */
    reset: () => setStatus('idle'),
  };
}
