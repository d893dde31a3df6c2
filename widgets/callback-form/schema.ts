/** The callback form's rules live once in shared/ (the server validates with the same schema). */
export {
  CALLBACK_FIELD_ORDER,
  PRODUCTS,
  SCHEDULES,
  YES_NO,
  callbackSchema,
  emptyCallback,
  type CallbackValues,
} from '../../shared/callback/schema.ts';
export { callbackQueryString } from '../../shared/callback/payload.ts';
