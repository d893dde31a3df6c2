/**
 * <dialog>'s showModal/close where the browser has none (Safari/iOS before 15.4, within the support
 * floor): GoogleChrome's dialog-polyfill (a backdrop element, a focus trap, Escape as `cancel`) and
 * its styles. Modal.tsx imports this module only where showModal is missing, so current browsers
 * load none of it.
 */
import dialogPolyfill from 'dialog-polyfill';
import 'dialog-polyfill/dist/dialog-polyfill.css';
import './dialog-fallback.css';

export function registerDialog(dialog: HTMLDialogElement) {
  dialogPolyfill.registerDialog(dialog);
}
