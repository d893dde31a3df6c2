/** The business callback's rules live once in shared/ (the server validates with the same schema). */
export {
  AM_PM,
  BUSINESS_CALLBACK_FIELD_ORDER,
  BUSINESS_TYPES,
  DISABLED_TOPICS,
  INQUIRY_TOPICS,
  LOAN_PURPOSES,
  LOAN_TOPIC,
  TIMES,
  YES_NO,
  businessCallbackSchema,
  dayBounds,
  emptyBusinessCallback,
  forValidation,
  formatAmount,
  resolveSolution,
  timeParts,
  type BusinessCallbackValues,
} from '../../shared/business-callback/schema.ts';
export {
  REQUEST_CALLBACK_PATH,
  buildPayload,
  payloadFormData,
  requestCallbackThankYou,
} from '../../shared/business-callback/payload.ts';
