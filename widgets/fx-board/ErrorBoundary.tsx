/**
 * A render error must not leave a store screen blank: the boundary shows a plain fallback (the
 * brand and the last rates as simple text, or just "Getting the latest rates…") and, after
 * `retryMs`, renders its children again from scratch. `onError` counts, so the kiosk can reload
 * the page when errors keep coming.
 */
import { Component, Fragment, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  fallback: ReactNode;
  retryMs?: number;
  onError?(error: unknown, count: number): void;
}

interface State {
  failed: boolean;
  attempt: number;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, attempt: 0 };
  private count = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.count++;
    try {
      this.props.onError?.(error, this.count);
    } catch {
      /* a failing reporter must not stop the recovery */
    }
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 })),
      this.props.retryMs ?? 2000,
    );
  }

  override componentWillUnmount() {
    clearTimeout(this.timer);
  }

  override render() {
    if (this.state.failed) return this.props.fallback;
    // A new key per attempt: the children start over with fresh state.
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

/** The fallback: nothing clever that could fail the same way. */
export function PlainRates({
  rates,
  title,
  note,
}: {
  rates: readonly { pair: string; buyRate: number; sellRate: number }[] | undefined;
  title: string;
  note: string;
}) {
  return (
    <section className="ew-fx ew-fx-plain" aria-label={title}>
      <p className="ew-fx-title">{title}</p>
      {rates?.length ? (
        <ul>
          {rates.map((r) => (
            <li key={r.pair}>
              {r.pair}: {String(r.buyRate)} / {String(r.sellRate)}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status">{note}</p>
    </section>
  );
}
