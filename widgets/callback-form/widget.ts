import { HOST_FORM_ATTRIBUTES, FORM_EVENTS, KB, TIMEOUT, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'callback-form',
  form: 'callback',
  summary: 'The homepage callback request',
  page: '/request-for-callback',
  attributes: { timeout: TIMEOUT, ...HOST_FORM_ATTRIBUTES },
  events: FORM_EVENTS,
  budget: 60 * KB, // 60 KB to interactive on a phone (the callback form's budget)
  demo: [{ label: 'Callback request', id: 'campaign-callback', order: 10 }],
} as const satisfies WidgetManifest;
