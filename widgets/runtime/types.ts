/** What EWWidgets.mount takes and returns (CONTRACT.md "Embedding"). */
export interface MountOptions {
  /** en | fil, default en. */
  locale?: string;
  /** Origin (and optional path prefix) of the bank services; default: the loader's origin. */
  apiBase?: string;
  /** CSP nonce: styles go into <style nonce> instead of a constructable stylesheet. */
  nonce?: string;
  /** Render into a shadow root (default) or, with false / "false", into the element itself. */
  shadow?: boolean | string;
  [option: string]: unknown;
}

export interface Handle {
  update(options: MountOptions): void;
  destroy(): void;
}

export type EventName = 'ew:ready' | 'ew:step' | 'ew:submit' | 'ew:success' | 'ew:error' | 'ew:navigate';
