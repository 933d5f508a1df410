import { z } from 'zod';

/**
 * Every code an error answer of the API can carry: a program (the storefront, a test, a client of
 * the API) decides by these, never by the sentence beside them. Add a code here before using it;
 * never rename or reuse one. Written as an object, so `ErrorCode.not_found` names a member and the
 * storefront's bundle carries none of it unless it uses it.
 */
export const ErrorCode = {
  // The request as a whole
  bad_request: 'bad_request',
  invalid_input: 'invalid_input',
  invalid_json: 'invalid_json',
  body_too_large: 'body_too_large',
  unsupported_media_type: 'unsupported_media_type',
  bad_url: 'bad_url',
  uri_too_long: 'uri_too_long',
  headers_too_large: 'headers_too_large',
  request_timeout: 'request_timeout',
  malformed_request: 'malformed_request',
  not_found: 'not_found',
  too_many_attempts: 'too_many_attempts',
  quota_exceeded: 'quota_exceeded',
  // Who is asking
  token_expired: 'token_expired',
  forbidden: 'forbidden',
  invalid_credentials: 'invalid_credentials',
  // Accounts
  email_taken: 'email_taken',
  reset_token_invalid: 'reset_token_invalid',
  confirmation_token_invalid: 'confirmation_token_invalid',
  current_password_required: 'current_password_required',
  current_password_wrong: 'current_password_wrong',
  address_not_found: 'address_not_found',
  country_not_delivered: 'country_not_delivered',
  too_many_addresses: 'too_many_addresses',
  // Sizes
  size_name_taken: 'size_name_taken',
  size_not_found: 'size_not_found',
  too_many_sizes: 'too_many_sizes',
  // Catalogue and content
  invalid_id: 'invalid_id',
  invalid_query: 'invalid_query',
  invalid_cursor: 'invalid_cursor',
  product_not_found: 'product_not_found',
  page_not_found: 'page_not_found',
  blog_not_found: 'blog_not_found',
  media_not_found: 'media_not_found',
  // Carts
  invalid_cart_id: 'invalid_cart_id',
  cart_not_found: 'cart_not_found',
  cart_completed: 'cart_completed',
  cart_line_not_found: 'cart_line_not_found',
  too_many_pieces: 'too_many_pieces',
  invalid_piece: 'invalid_piece',
  fabric_unavailable: 'fabric_unavailable',
  discount_code_unknown: 'discount_code_unknown',
  /** A piece's measurements look mistaken and the customer has not confirmed them (issue 29): `warnings` lists them. */
  measurement_warnings: 'measurement_warnings',
  // Checkout, payments and orders
  checkout_not_found: 'checkout_not_found',
  checkout_expired: 'checkout_expired',
  checkout_changed: 'checkout_changed',
  checkout_incomplete: 'checkout_incomplete',
  checkout_completed: 'checkout_completed',
  payment_not_found: 'payment_not_found',
  payment_failed: 'payment_failed',
  payment_not_open: 'payment_not_open',
  webhook_signature_invalid: 'webhook_signature_invalid',
  order_not_found: 'order_not_found',
  // Uploads
  not_a_picture: 'not_a_picture',
  file_too_large: 'file_too_large',
  too_many_files: 'too_many_files',
  bad_file_name: 'bad_file_name',
  fit_pictures_full: 'fit_pictures_full',
  // Fit claims
  fit_claim_not_found: 'fit_claim_not_found',
  fit_claim_window_closed: 'fit_claim_window_closed',
  fit_claim_open: 'fit_claim_open',
  fit_claim_decided: 'fit_claim_decided',
  remake_limit_reached: 'remake_limit_reached',
  nothing_to_reimburse: 'nothing_to_reimburse',
  // Saved designs and favourite fabrics
  saved_design_not_found: 'saved_design_not_found',
  design_saved_already: 'design_saved_already',
  too_many_designs: 'too_many_designs',
  too_many_favourites: 'too_many_favourites',
  // The back office
  link_invalid: 'link_invalid',
  setup_done: 'setup_done',
  last_owner: 'last_owner',
  staff_email_taken: 'staff_email_taken',
  stale_edit: 'stale_edit',
  discount_code_taken: 'discount_code_taken',
  shipping_country_taken: 'shipping_country_taken',
  handle_taken: 'handle_taken',
  move_refused: 'move_refused',
  refund_too_large: 'refund_too_large',
  refund_failed: 'refund_failed',
  job_not_found: 'job_not_found',
  job_not_failed: 'job_not_failed',
  // Studio appointments
  slot_taken: 'slot_taken',
  slot_unavailable: 'slot_unavailable',
  appointment_closed: 'appointment_closed',
  // Retries
  idempotency_key_reused: 'idempotency_key_reused',
  idempotency_key_in_flight: 'idempotency_key_in_flight',
  cart_in_payment: 'cart_in_payment',
  // The shop itself
  database_unavailable: 'database_unavailable',
  shutting_down: 'shutting_down',
  storage_unavailable: 'storage_unavailable',
  internal_error: 'internal_error',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
export const ErrorCodeSchema = /* @__PURE__ */ z.enum(ErrorCode);

/** One thing wrong with the request: the field's path in it ('email', 'measurements.chest') and why. */
export const ApiProblemSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiProblem = z.infer<typeof ApiProblemSchema>;

/**
 * An error answer as a reader takes it: any code, so a page older than the server still shows the
 * sentence of a code it does not know yet.
 */
export const LenientApiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  /** For bad input: every problem found, each on its field. */
  problems: z.array(ApiProblemSchema).optional(),
});

/** Every error answer of the API: a sentence for a person and a stable code for a program. */
export const ApiErrorSchema = /* @__PURE__ */ LenientApiErrorSchema.extend({ code: ErrorCodeSchema });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The exact text SPEC §8 gives for an expired or unknown session. */
export const TOKEN_EXPIRED_MESSAGE = 'Token expired.';
