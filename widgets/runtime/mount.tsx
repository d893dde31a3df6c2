/**
 * Renders a widget into its host element: shadow root (default) or light DOM, the widget's CSS as a
 * constructable stylesheet (or <style nonce> when a CSP nonce is given, or <style> where the browser
 * cannot adopt sheets), RAC pointed at the root,
 * and the CONTRACT's events. Returns { update, destroy }; destroy leaves nothing behind.
 */
import './preact-rac.ts';
import { render } from 'preact';
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria/PortalProvider';
import { enableShadowDOM } from 'react-stately/private/flags/flags';
import { WidgetContext, useWidget, type WidgetContextValue } from './context.ts';
import { takeFirstScreen } from './handover.ts';
import { addResources, localeOf, textsOf, translator, type Resources } from './i18n.ts';
import { sitePage } from './site.ts';
import { later, useNeeded } from '../ui/later.ts';
import type { Handle, MountOptions } from './types.ts';
import baseCss from '../ui/ui.css?inline';

enableShadowDOM();

export interface WidgetDefinition {
  /** Tag without "ew-". */
  name: string;
  /** The form name events carry (CONTRACT.md: `{ form }`), e.g. "callback". */
  form: string;
  Component: ComponentType;
  css: string;
  resources: Resources;
}

const sheets = new Map<string, CSSStyleSheet>();
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Constructable stylesheets (Chrome 73, Firefox 101, Safari 16.4): below them (iOS 15, Safari
 * 16.0-16.3) `new CSSStyleSheet()` throws "Illegal constructor" and nothing adopts sheets, so the
 * widget's styles go into a <style> element instead (README "Browser support").
 */
export function canAdoptSheets(): boolean {
  try {
    return 'adoptedStyleSheets' in Document.prototype && 'replaceSync' in new CSSStyleSheet();
  } catch {
    return false;
  }
}

/** Light-DOM mounts share one stylesheet on the document, counted so the last destroy removes it. */
const documentSheetUsers = new Map<CSSStyleSheet, number>();

/** The origin the chunks were served from: the default api-base (CONTRACT.md). */
const chunkOrigin = new URL(import.meta.url).origin;

/**
 * RAC adds one <style> of its own to document.head and takes its nonce from
 * <meta property="csp-nonce"> (its documented hook); without it a strict page CSP blocks the style.
 */
function shareNonceWithRac(nonce: string) {
  if (document.querySelector('meta[property="csp-nonce"]')) return;
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.nonce = nonce;
  document.head.append(meta);
}

function applyStyles(target: ShadowRoot | Document, css: string, nonce: string | undefined) {
  if (nonce || !canAdoptSheets()) {
    // A <style> is subject to the page's CSP (an adopted sheet is not): use the page's nonce, given
    // to the element or named the way RAC reads it, as the first screen does.
    nonce ||= document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
    if (nonce) shareNonceWithRac(nonce);
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.textContent = css;
    (target instanceof ShadowRoot ? target : document.head).prepend(style);
    return () => style.remove();
  }
  const sheet = sheetFor(css);
  if (target instanceof ShadowRoot) {
    target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
    return () => {
      target.adoptedStyleSheets = target.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }
  const users = documentSheetUsers.get(sheet) ?? 0;
  if (users === 0) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  documentSheetUsers.set(sheet, users + 1);
  return () => {
    const left = (documentSheetUsers.get(sheet) ?? 1) - 1;
    documentSheetUsers.set(sheet, left);
    if (left === 0) document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

/** Every widget definition of this bundle by name (the build prerenders their first screens). */
export const definitions = new Map<string, WidgetDefinition>();

export function mountWidget(def: WidgetDefinition, host: HTMLElement, initial: MountOptions = {}): Handle {
  let options = { ...initial };
  const shadow = options.shadow !== false && options.shadow !== 'false';
  const target = shadow ? (host.shadowRoot ?? host.attachShadow({ mode: 'open' })) : document;
  // The prerendered first screen the loader showed, if any: what was typed there starts the form,
  // the widget renders over its elements (laid out as ours: runtime/prerender.tsx), and its styles
  // (the same CSS) serve the widget.
  const handover = shadow ? takeFirstScreen(target as ShadowRoot) : undefined;
  const div = (className: string) => Object.assign(document.createElement('div'), { className });
  let wrapper = handover?.root;
  if (!wrapper) {
    wrapper = div('ew-root');
    wrapper.append(document.createElement('div'), div('ew-portal'));
    (shadow ? (target as ShadowRoot) : host).append(wrapper);
  }
  const app = wrapper.firstElementChild as HTMLElement;
  const portal = wrapper.lastElementChild as HTMLElement;
  const css = widgetCss(def);
  // RAC's one style of its own goes into the page's <head>, with this nonce, however ours arrive.
  if (options.nonce) shareNonceWithRac(String(options.nonce));
  const removeStyles = handover?.keepStyle(css) ?? applyStyles(target, css, options.nonce as string | undefined);

  const emit = (type: string, detail?: unknown, cancelable = false) =>
    host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));

  let handle: Handle | undefined;
  let alive = true;
  /** What ew:ready waits for (WidgetContextValue.wait); null once it has been sent. */
  let waits: Promise<unknown>[] | null = [];
  /** i18next asked for by a text only it answers (runtime/i18n.ts): drawn again once it has come. */
  let redraw: Promise<void> | undefined;
  const late = (coming: Promise<void>) => {
    waits?.push(coming);
    redraw ??= coming.then(() => {
      redraw = undefined;
      if (alive) draw();
    });
  };
  const draw = () => {
    const locale = localeOf(options.locale);
    addResources(textsOf(def.resources), locale);
    wrapper.lang = locale === 'fil' ? 'fil' : 'en';
    const ctx: WidgetContextValue = {
      host,
      locale,
      t: translator(locale, late),
      apiBase: String(options.apiBase || chunkOrigin).replace(/\/+$/, ''),
      options,
      seed: handover?.values,
      portal,
      emit,
      navigate(path) {
        // Routes belong to the bank's site (the api-base origin): a path on that origin's own pages,
        // an absolute URL on a partner's page, where a bare path would land on the partner's site.
        const url = sitePage(ctx.apiBase, path);
        const href = url.origin === location.origin ? url.pathname + url.search + url.hash : url.href;
        if (!emit('ew:navigate', { href }, true)) return true;
        location.assign(href);
        return false;
      },
      wait: (loading) => void waits?.push(loading),
      destroy: () => handle?.destroy(),
    };
    // Over a first screen, Preact's first render reuses the elements it finds (by tag, in order) and,
    // not hydrating, diffs their attributes as the DOM has them: what the first screen set for itself
    // (aria-disabled, ids it dropped) becomes the widget's own; a value differing from the state is set.
    render(widgetTree(def, ctx), app);
  };
  draw();
  handover?.finish(app);
  // Once per mount (an update draws again, a locale change included, without it), as soon as the
  // widget's elements are in place with their handlers: it works, though the next paint is to come.
  // A part still on its way is waited for, then the drawing its arrival asked for (Preact's, queued
  // before this task), and whatever that drawing waits for in turn.
  const ready = () => {
    if (!alive || !waits) return;
    if (waits.length) return void Promise.allSettled(waits.splice(0)).then(() => setTimeout(ready));
    waits = null;
    emit('ew:ready', { form: def.form });
  };
  ready();

  return (handle = {
    update(next) {
      // Nothing new (an attribute set to its value again): no drawing of the whole widget again.
      if (!alive || Object.keys(next).every((k) => Object.is(next[k], options[k]))) return;
      options = { ...options, ...next };
      draw();
    },
    destroy() {
      if (!alive) return;
      alive = false;
      render(null, app);
      wrapper.remove();
      removeStyles();
    },
  });
}

/** The widget's styles: the UI kit's, then its own. */
export function widgetCss(def: WidgetDefinition): string {
  return `${baseCss}\n${def.css}`;
}

/** mode="popup": the widget behind a button, in a modal; that code is its own chunk. */
const popup = later(() => import('./popup.tsx').then((m) => m.Popup));
function PopupMode({ form, children }: { form: string; children: ReactNode }) {
  const { emit } = useWidget();
  // ew:ready waits for the button; should its code not come, the widget shows in the page instead,
  // and the host page hears of it.
  const needed = useNeeded(popup, true);
  const failed = needed === null;
  useEffect(() => {
    if (failed) emit('ew:error', { form, kind: 'load' });
  }, [failed, emit, form]);
  if (needed === undefined) return null;
  const Popup = popup.value;
  return Popup ? <Popup>{children}</Popup> : children;
}

/** The tree a widget renders, given its context: mounted here, prerendered by the build. */
export function widgetTree(def: WidgetDefinition, ctx: WidgetContextValue) {
  return (
    <WidgetContext.Provider value={ctx}>
      <UNSAFE_PortalProvider getContainer={() => ctx.portal}>
        {ctx.options.mode === 'popup' ? (
          <PopupMode form={def.form}>
            <def.Component />
          </PopupMode>
        ) : (
          <def.Component />
        )}
      </UNSAFE_PortalProvider>
    </WidgetContext.Provider>
  );
}

/** A widget chunk's export: what the loader calls. */
export function defineWidget(def: WidgetDefinition) {
  definitions.set(def.name, def);
  return { mount: (host: HTMLElement, options?: MountOptions) => mountWidget(def, host, options) };
}
