// The route table of the API contract: method, path, auth, body, status codes and the
// result schema of every route the reference server implements under /api and /broadcasting.
// With the valibot schemas beside it, it is the one source of the OpenAPI document
// (document.ts, `dist/openapi.json`, served at /api/openapi.json). docs/api.md keeps the rules.
import * as v from 'valibot';
import { authResultSchema, changePasswordRequestSchema, fcmTokenRequestSchema, forgotPasswordRequestSchema, googleLoginRequestSchema, loginRequestSchema, registerRequestSchema, resetPasswordRequestSchema } from '../auth.ts';
import { channelAuthRequestSchema, channelAuthResultSchema } from '../broadcasting.ts';
import { cityListSchema } from '../city.ts';
import { foodAvailabilityRequestSchema, foodListSchema, foodQuantityRequestSchema, foodReorderRequestSchema, foodRequestSchema, foodSchema, menuReorderRequestSchema, optionGroupRequestSchema, optionGroupSchema, optionRequestSchema, optionSchema } from '../food.ts';
import { kitchenAnalyticsSchema, kitchenPauseRequestSchema, kitchenSchema, kitchenToggleRequestSchema, kitchenUpdateRequestSchema } from '../kitchen.ts';
import { kitchenBusyRequestSchema } from '../kitchen-busy.ts';
import { closureAddRequestSchema, weeklyScheduleSchema } from '../kitchen-schedule.ts';
import { orderDelayRequestSchema } from '../order-delay.ts';
import { optionSoldOutRequestSchema } from '../option-sold-out.ts';
import { notificationListSchema, notificationSchema } from '../notification.ts';
import { contractSchema, documentKinds, profileUpdateRequestSchema, signContractRequestSchema } from '../onboarding.ts';
import { acceptOrderRequestSchema, refuseOrderRequestSchema, requestPickupRequestSchema } from '../order-actions.ts';
import { orderHistoryPageSchema, orderHistoryQuerySchema, orderListSchema, orderSchema } from '../order.ts';
import { earningsQuerySchema, earningsSchema } from '../earnings.ts';
import { ticketCreateSchema, ticketListSchema, ticketReplySchema, ticketSchema } from '../ticket.ts';
import { ticketStatuses } from '../ticket-status.ts';
import { userSchema } from '../user.ts';
import { deviceListSchema, deviceSchema, deviceUpdateRequestSchema } from '../device.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';
/** Who may call: anyone; a signed-in chef (bearer token); an approved chef (403 otherwise). */
export type RouteAuth = 'none' | 'chef' | 'approved';

export interface RouteBody {
  schema: v.GenericSchema;
  /** JSON (also accepted form-encoded), or multipart with these file fields. */
  files?: readonly string[];
  /** Channel auth is also sent form-encoded by pusher-js. */
  form?: boolean;
}

export interface ContractRoute {
  method: HttpMethod;
  /** OpenAPI path template, e.g. `/api/chef/foods/{slug}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  auth: RouteAuth;
  body?: RouteBody;
  query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** The success status and the schema of `result` inside the envelope (`envelope: false`: the
   * body itself, as Pusher expects; `file`: a binary answer of these media types; `again`: a create
   * repeated with the same client_id answers 200 with what it made, docs/api.md). */
  success: { status: 200 | 201; result?: v.GenericSchema; envelope?: false; file?: readonly string[]; again?: true };
  /** Error statuses beyond the common ones (400, 413, 429, 500, 503, 507; 401 and 403 from `auth`;
   * 422 for a signed-in chef's change, whose Idempotency-Key may be refused). */
  errors?: readonly number[];
  /** Named in the product specification (section 7); every other route is an extension of it. */
  inSpec?: boolean;
  /** Text for the reference page. */
  description?: string;
}

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
const attachmentTypes = ['application/pdf', 'image/jpeg', 'image/png', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;
/** A result that is `null` (logout, mark all read, deletes, ...). */
const empty = v.null();
const ticketListQuery = v.object({ status: v.optional(v.picklist(ticketStatuses)) });
const notFound = [404] as const;
const validation = [422] as const;
const changed = [404, 409, 422] as const;
const readAllBody = v.object({});
const logoutBody = v.object({ fcm_token: v.optional(v.string()) });

export const contractRoutes: readonly ContractRoute[] = [
  // ---- Sign-in ----
  { method: 'post', path: '/api/login', operationId: 'login', summary: 'Sign in with e-mail and password', tag: 'Sign-in', auth: 'none', inSpec: true, body: { schema: loginRequestSchema }, success: { status: 200, result: authResultSchema }, errors: validation },
  { method: 'post', path: '/api/chef/auth/register', operationId: 'register', summary: 'Register a chef account', tag: 'Sign-in', auth: 'none', body: { schema: registerRequestSchema }, success: { status: 201, result: authResultSchema }, errors: validation },
  { method: 'post', path: '/api/chef/auth/login-by-google', operationId: 'loginByGoogle', summary: 'Sign in with a Google ID token', tag: 'Sign-in', auth: 'none', inSpec: true, body: { schema: googleLoginRequestSchema }, success: { status: 200, result: authResultSchema }, errors: validation },
  { method: 'post', path: '/api/chef/auth/forgot-password', operationId: 'forgotPassword', summary: 'Send a password reset code', tag: 'Sign-in', auth: 'none', body: { schema: forgotPasswordRequestSchema }, success: { status: 200, result: empty }, errors: validation },
  { method: 'post', path: '/api/chef/auth/reset-password', operationId: 'resetPassword', summary: 'Set a new password with the code', tag: 'Sign-in', auth: 'none', body: { schema: resetPasswordRequestSchema }, success: { status: 200, result: empty }, errors: validation },
  { method: 'get', path: '/api/verify-token', operationId: 'verifyToken', summary: 'The signed-in chef and the token', tag: 'Sign-in', auth: 'chef', inSpec: true, success: { status: 200, result: v.object({ user: userSchema, token: v.string() }) } },
  { method: 'post', path: '/api/chef/auth/logout', operationId: 'logout', summary: 'Sign out (revokes the token; forgets the push token given)', tag: 'Sign-in', auth: 'chef', inSpec: true, body: { schema: logoutBody }, success: { status: 200, result: empty } },
  { method: 'post', path: '/api/chef/auth/change-password', operationId: 'changePassword', summary: 'Change the password (other tokens revoked)', tag: 'Sign-in', auth: 'chef', body: { schema: changePasswordRequestSchema }, success: { status: 200, result: empty }, errors: validation },

  // ---- Profile, onboarding, push ----
  { method: 'get', path: '/api/chef/personal-info/profile', operationId: 'profile', summary: 'The chef', tag: 'Profile', auth: 'chef', inSpec: true, success: { status: 200, result: userSchema } },
  { method: 'get', path: '/api/cities', operationId: 'cities', summary: 'Cities a kitchen or chef may be in', tag: 'Profile', auth: 'none', success: { status: 200, result: cityListSchema } },
  { method: 'post', path: '/api/chef/personal-info/update', operationId: 'updateProfile', summary: 'Save personal information (onboarding step 1)', tag: 'Profile', auth: 'chef', body: { schema: profileUpdateRequestSchema }, success: { status: 200, result: userSchema }, errors: [403, 409, 422] },
  { method: 'post', path: '/api/chef/documents', operationId: 'uploadDocuments', summary: 'Upload the identity document and hygiene certificate', tag: 'Profile', auth: 'chef', body: { schema: v.object({}), files: documentKinds }, success: { status: 200, result: userSchema }, errors: [403, 409, 422] },
  { method: 'get', path: '/api/chef/contract', operationId: 'contract', summary: 'The current contract text', tag: 'Profile', auth: 'chef', success: { status: 200, result: contractSchema } },
  { method: 'post', path: '/api/chef/contract/sign', operationId: 'signContract', summary: 'Sign the contract', tag: 'Profile', auth: 'chef', body: { schema: signContractRequestSchema }, success: { status: 200, result: userSchema }, errors: [403, 409, 422] },
  { method: 'post', path: '/api/chef/firebase/fcm-token', operationId: 'saveFcmToken', summary: "Save this device's push token", tag: 'Profile', auth: 'chef', inSpec: true, body: { schema: fcmTokenRequestSchema }, success: { status: 200, result: empty }, errors: validation },

  // ---- Notifications ----
  { method: 'get', path: '/api/chef/notifications', operationId: 'notifications', summary: 'Notifications, newest first', tag: 'Notifications', auth: 'chef', inSpec: true, success: { status: 200, result: notificationListSchema } },
  { method: 'post', path: '/api/chef/notifications/read/{id}', operationId: 'readNotification', summary: 'Mark one notification read', tag: 'Notifications', auth: 'chef', inSpec: true, success: { status: 200, result: notificationSchema }, errors: notFound },
  { method: 'post', path: '/api/chef/notifications/read-all', operationId: 'readAllNotifications', summary: 'Mark all read (up to X-Action-At)', tag: 'Notifications', auth: 'chef', inSpec: true, body: { schema: readAllBody }, success: { status: 200, result: empty } },

  // ---- Channel authorisation (Pusher protocol) ----
  { method: 'post', path: '/api/broadcasting/auth', operationId: 'channelAuth', summary: 'Authorise a private channel (Pusher signature)', tag: 'Realtime', auth: 'chef', inSpec: true, body: { schema: channelAuthRequestSchema, form: true }, success: { status: 200, result: channelAuthResultSchema, envelope: false }, errors: [403, 422] },
  { method: 'post', path: '/broadcasting/auth', operationId: 'channelAuthLaravel', summary: 'The same, at the path Laravel Echo uses by default', tag: 'Realtime', auth: 'chef', body: { schema: channelAuthRequestSchema, form: true }, success: { status: 200, result: channelAuthResultSchema, envelope: false }, errors: [403, 422] },

  // ---- Orders ----
  { method: 'get', path: '/api/chef/orders/active', operationId: 'activeOrders', summary: 'Orders in progress', tag: 'Orders', auth: 'approved', success: { status: 200, result: orderListSchema } },
  { method: 'get', path: '/api/chef/orders/history', operationId: 'orderHistory', summary: 'Finished orders, a page at a time', tag: 'Orders', auth: 'approved', query: orderHistoryQuerySchema, success: { status: 200, result: orderHistoryPageSchema }, errors: validation },
  { method: 'get', path: '/api/chef/orders/{id}', operationId: 'order', summary: 'One order', tag: 'Orders', auth: 'approved', success: { status: 200, result: orderSchema }, errors: notFound },
  { method: 'post', path: '/api/chef/orders/{id}/accept', operationId: 'acceptOrder', summary: 'Accept with a preparation time', tag: 'Orders', auth: 'approved', body: { schema: acceptOrderRequestSchema }, success: { status: 200, result: orderSchema }, errors: changed },
  { method: 'post', path: '/api/chef/orders/{id}/refuse', operationId: 'refuseOrder', summary: 'Refuse with a reason', tag: 'Orders', auth: 'approved', body: { schema: refuseOrderRequestSchema }, success: { status: 200, result: orderSchema }, errors: changed },
  { method: 'post', path: '/api/chef/orders/{id}/request-pickup', operationId: 'requestPickup', summary: 'Ask the customer to pick up instead', tag: 'Orders', auth: 'approved', body: { schema: requestPickupRequestSchema }, success: { status: 200, result: orderSchema }, errors: changed },
  { method: 'post', path: '/api/chef/orders/{id}/ready', operationId: 'orderReady', summary: 'Mark ready', tag: 'Orders', auth: 'approved', success: { status: 200, result: orderSchema }, errors: changed },
  { method: 'post', path: '/api/chef/orders/{id}/complete', operationId: 'completeOrder', summary: 'Mark handed over', tag: 'Orders', auth: 'approved', success: { status: 200, result: orderSchema }, errors: changed },
  { method: 'post', path: '/api/chef/orders/{id}/delay', operationId: 'delayOrder', summary: 'Running late: move the ready time 5/10/20 min, twice at most (extension)', tag: 'Orders', auth: 'approved', body: { schema: orderDelayRequestSchema }, success: { status: 200, result: orderSchema }, errors: changed },

  // ---- Kitchen ----
  { method: 'get', path: '/api/chef/kitchen', operationId: 'kitchen', summary: "The chef's kitchen", tag: 'Kitchen', auth: 'approved', success: { status: 200, result: kitchenSchema } },
  { method: 'post', path: '/api/chef/kitchen', operationId: 'editKitchen', summary: 'Edit the kitchen (optional logo)', tag: 'Kitchen', auth: 'approved', body: { schema: kitchenUpdateRequestSchema, files: ['logo'] }, success: { status: 200, result: kitchenSchema }, errors: validation },
  { method: 'post', path: '/api/chef/kitchen/toggle', operationId: 'toggleKitchen', summary: 'Open or close the kitchen', tag: 'Kitchen', auth: 'approved', body: { schema: kitchenToggleRequestSchema }, success: { status: 200, result: kitchenSchema }, errors: [409, 422] },
  { method: 'post', path: '/api/chef/kitchen/pause', operationId: 'pauseKitchen', summary: 'Pause new orders', tag: 'Kitchen', auth: 'approved', body: { schema: kitchenPauseRequestSchema }, success: { status: 200, result: kitchenSchema }, errors: [409, 422] },
  { method: 'post', path: '/api/chef/kitchen/resume', operationId: 'resumeKitchen', summary: 'Take new orders again', tag: 'Kitchen', auth: 'approved', success: { status: 200, result: kitchenSchema }, errors: [409] },
  // Busy mode (an extension of the spec).
  { method: 'post', path: '/api/chef/kitchen/busy', operationId: 'kitchenBusy', summary: 'Busy mode: add 10/20/30 min to new orders (extension)', tag: 'Kitchen', auth: 'approved', body: { schema: kitchenBusyRequestSchema }, success: { status: 200, result: kitchenSchema }, errors: validation },
  { method: 'post', path: '/api/chef/kitchen/busy/end', operationId: 'endKitchenBusy', summary: 'End busy mode (extension)', tag: 'Kitchen', auth: 'approved', success: { status: 200, result: kitchenSchema } },
  // The week's hours and closures (extension; docs/api.md, "Kitchen schedule")
  { method: 'put', path: '/api/chef/kitchen/schedule', operationId: 'kitchenSchedule', summary: "Set the week's opening hours (extension)", tag: 'Kitchen', auth: 'approved', body: { schema: weeklyScheduleSchema }, success: { status: 200, result: kitchenSchema }, errors: validation },
  { method: 'post', path: '/api/chef/kitchen/closures', operationId: 'addKitchenClosure', summary: 'Close the kitchen for days, with a reason (extension)', tag: 'Kitchen', auth: 'approved', body: { schema: closureAddRequestSchema }, success: { status: 200, result: kitchenSchema }, errors: validation },
  { method: 'delete', path: '/api/chef/kitchen/closures/{ref}', operationId: 'removeKitchenClosure', summary: 'Remove a closure by its id or client_id (extension)', tag: 'Kitchen', auth: 'approved', success: { status: 200, result: kitchenSchema } },
  { method: 'get', path: '/api/chef/kitchen/analytics', operationId: 'kitchenAnalytics', summary: 'Orders and revenue by day', tag: 'Kitchen', auth: 'approved', success: { status: 200, result: kitchenAnalyticsSchema } },
  { method: 'get', path: '/api/kitchen-logos/{name}', operationId: 'kitchenLogo', summary: 'A kitchen logo file', tag: 'Kitchen', auth: 'none', success: { status: 200, file: imageTypes }, errors: notFound },

  // ---- Menu ----
  { method: 'get', path: '/api/chef/foods', operationId: 'foods', summary: 'The menu', tag: 'Menu', auth: 'approved', success: { status: 200, result: foodListSchema } },
  { method: 'post', path: '/api/chef/foods', operationId: 'addFood', summary: 'Add a food (photo required)', tag: 'Menu', auth: 'approved', body: { schema: foodRequestSchema, files: ['image'] }, success: { status: 201, again: true, result: foodSchema }, errors: [409, 422] },
  { method: 'post', path: '/api/chef/foods/reorder', operationId: 'reorderFoods', summary: 'Save the menu order', tag: 'Menu', auth: 'approved', body: { schema: foodReorderRequestSchema }, success: { status: 200, result: foodListSchema }, errors: validation },
  { method: 'get', path: '/api/chef/foods/{slug}', operationId: 'food', summary: 'One food', tag: 'Menu', auth: 'approved', success: { status: 200, result: foodSchema }, errors: notFound },
  { method: 'post', path: '/api/chef/foods/{slug}', operationId: 'editFood', summary: 'Edit a food (optional new photo)', tag: 'Menu', auth: 'approved', body: { schema: foodRequestSchema, files: ['image'] }, success: { status: 200, result: foodSchema }, errors: changed },
  { method: 'delete', path: '/api/chef/foods/{slug}', operationId: 'deleteFood', summary: 'Delete a food', tag: 'Menu', auth: 'approved', success: { status: 200, result: empty }, errors: notFound },
  { method: 'post', path: '/api/chef/foods/{slug}/quantity', operationId: 'foodQuantity', summary: 'Set the daily quantity', tag: 'Menu', auth: 'approved', body: { schema: foodQuantityRequestSchema }, success: { status: 200, result: foodSchema }, errors: changed },
  { method: 'post', path: '/api/chef/foods/{slug}/availability', operationId: 'foodAvailability', summary: 'Take a food off the menu or back', tag: 'Menu', auth: 'approved', body: { schema: foodAvailabilityRequestSchema }, success: { status: 200, result: foodSchema }, errors: changed },
  { method: 'get', path: '/api/food-images/{name}', operationId: 'foodImage', summary: 'A food photo file', tag: 'Menu', auth: 'none', success: { status: 200, file: imageTypes }, errors: notFound },
  { method: 'post', path: '/api/chef/foods/{slug}/option-groups', operationId: 'addOptionGroup', summary: 'Add an option group to a food', tag: 'Menu', auth: 'approved', body: { schema: optionGroupRequestSchema }, success: { status: 201, again: true, result: optionGroupSchema }, errors: changed },
  { method: 'post', path: '/api/chef/foods/{slug}/option-groups/reorder', operationId: 'reorderOptionGroups', summary: "Save the order of a food's option groups", tag: 'Menu', auth: 'approved', body: { schema: menuReorderRequestSchema }, success: { status: 200, result: v.array(optionGroupSchema) }, errors: changed },
  { method: 'put', path: '/api/chef/option-groups/{id}', operationId: 'editOptionGroup', summary: 'Edit an option group', tag: 'Menu', auth: 'approved', body: { schema: optionGroupRequestSchema }, success: { status: 200, result: optionGroupSchema }, errors: changed },
  { method: 'delete', path: '/api/chef/option-groups/{id}', operationId: 'deleteOptionGroup', summary: 'Delete an option group', tag: 'Menu', auth: 'approved', success: { status: 200, result: empty }, errors: changed },
  { method: 'post', path: '/api/chef/option-groups/{id}/options', operationId: 'addOption', summary: 'Add an option to a group', tag: 'Menu', auth: 'approved', body: { schema: optionRequestSchema }, success: { status: 201, again: true, result: optionSchema }, errors: changed },
  { method: 'post', path: '/api/chef/option-groups/{id}/options/reorder', operationId: 'reorderOptions', summary: "Save the order of a group's options", tag: 'Menu', auth: 'approved', body: { schema: menuReorderRequestSchema }, success: { status: 200, result: optionGroupSchema }, errors: changed },
  { method: 'put', path: '/api/chef/options/{id}', operationId: 'editOption', summary: 'Edit an option', tag: 'Menu', auth: 'approved', body: { schema: optionRequestSchema }, success: { status: 200, result: optionSchema }, errors: changed },
  { method: 'post', path: '/api/chef/options/{id}/sold-out', operationId: 'optionSoldOut', summary: 'Mark an option sold out for today, or back (extension)', tag: 'Menu', auth: 'approved', body: { schema: optionSoldOutRequestSchema }, success: { status: 200, result: optionSchema }, errors: changed },
  { method: 'delete', path: '/api/chef/options/{id}', operationId: 'deleteOption', summary: 'Delete an option', tag: 'Menu', auth: 'approved', success: { status: 200, result: empty }, errors: changed },

  // ---- Support tickets ----
  { method: 'get', path: '/api/chef/tickets', operationId: 'tickets', summary: "The chef's tickets", tag: 'Support', auth: 'approved', query: ticketListQuery, success: { status: 200, result: ticketListSchema }, errors: validation },
  { method: 'post', path: '/api/chef/tickets', operationId: 'openTicket', summary: 'Open a ticket (optional attachment)', tag: 'Support', auth: 'approved', body: { schema: ticketCreateSchema, files: ['attachment'] }, success: { status: 201, again: true, result: ticketSchema }, errors: [404, 422] },
  { method: 'get', path: '/api/chef/tickets/attachments/{uuid}', operationId: 'ticketAttachment', summary: 'A ticket attachment file', tag: 'Support', auth: 'approved', success: { status: 200, file: attachmentTypes }, errors: notFound },
  { method: 'get', path: '/api/chef/tickets/{ref}', operationId: 'ticket', summary: 'One ticket with its messages', tag: 'Support', auth: 'approved', success: { status: 200, result: ticketSchema }, errors: notFound },
  { method: 'post', path: '/api/chef/tickets/{ref}/reply', operationId: 'replyTicket', summary: 'Reply (optional attachment)', tag: 'Support', auth: 'approved', body: { schema: ticketReplySchema, files: ['attachment'] }, success: { status: 201, again: true, result: ticketSchema }, errors: changed },
  { method: 'post', path: '/api/chef/tickets/{ref}/read', operationId: 'readTicket', summary: 'Mark the replies read', tag: 'Support', auth: 'approved', success: { status: 200, result: ticketSchema }, errors: notFound },

  // ---- Earnings (read-only) ----
  { method: 'get', path: '/api/chef/earnings', operationId: 'earnings', summary: 'Earnings per kitchen day and week (integer cents)', tag: 'Earnings', auth: 'approved', query: earningsQuerySchema, success: { status: 200, result: earningsSchema }, errors: validation },
  // ---- Signed-in devices ----
  { method: 'get', path: '/api/chef/devices', operationId: 'devices', summary: "The chef's signed-in devices", tag: 'Sign-in', auth: 'chef', success: { status: 200, result: deviceListSchema }, description: 'Each live sign-in: browser, platform, installed (the app\'s X-App-Display header), last seen, push on, rings for new orders, and which one asks (`current`).' },
  { method: 'put', path: '/api/chef/devices/{id}', operationId: 'updateDevice', summary: 'Choose whether a device rings for new orders', tag: 'Sign-in', auth: 'chef', body: { schema: deviceUpdateRequestSchema }, success: { status: 200, result: deviceSchema }, errors: notFound },
  { method: 'delete', path: '/api/chef/devices/{id}', operationId: 'signOutDevice', summary: 'Sign a device out (token revoked, sockets closed, push forgotten)', tag: 'Sign-in', auth: 'chef', success: { status: 200, result: empty }, errors: notFound },
];

/** `/api/chef/foods/{slug}` → `/api/chef/foods/:slug` (the server's pattern). */
export const honoPath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');
