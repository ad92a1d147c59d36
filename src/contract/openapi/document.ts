// Builds the OpenAPI 3.1 document of the API contract from the route table (routes.ts)
// and the valibot schemas of src/contract, with the official @valibot/to-json-schema converter.
// The build writes it to dist/openapi.json (build/openapi.ts); the reference server serves it
// at /api/openapi.json; tests validate every answer against it (server/testing/answer-validator.ts).
import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { errorBodySchema } from '../envelope.ts';
import { foodSchema, optionGroupSchema, optionSchema } from '../food.ts';
import { kitchenSchema } from '../kitchen.ts';
import { notificationSchema, realtimeEventSchema } from '../notification.ts';
import { orderSchema } from '../order.ts';
import { pushMessageDataSchema } from '../push-data.ts';
import { ticketSchema } from '../ticket.ts';
import { userSchema } from '../user.ts';
import { contractRoutes, type ContractRoute } from './routes.ts';

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, OpenApiOperation>> };
export interface OpenApiOperation {
  operationId: string;
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  [key: string]: unknown;
}

/** Named shapes: the document refers to them as #/components/schemas/NAME. */
const definitions = {
  User: userSchema,
  Notification: notificationSchema,
  Order: orderSchema,
  Kitchen: kitchenSchema,
  Food: foodSchema,
  OptionGroup: optionGroupSchema,
  Option: optionSchema,
  Ticket: ticketSchema,
  ErrorBody: errorBodySchema,
};

const conversion: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  // Checks a JSON Schema cannot say (cross-field rules, trims, transforms) stay in the prose and
  // the server's validation; the shapes are what the document carries.
  errorMode: 'ignore',
  definitions,
  overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
};

function schemaOf(schema: v.GenericSchema): JsonSchema {
  const { $schema: _dialect, $defs: _defs, ...rest } = toJsonSchema(schema, conversion) as JsonSchema & { $defs?: unknown };
  return rest;
}

/** The marketplace envelope around a result. */
const envelopeOf = (result: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { success: { const: true }, message: { type: 'string' }, result },
  required: ['success', 'result'],
});

const errorDescriptions: Record<number, string> = {
  400: 'The body is not JSON / not an object, or is malformed.',
  401: 'Unauthenticated (no, unknown or revoked bearer token).',
  403: 'Not allowed (the chef is not approved, or another chef\'s channel).',
  404: 'No such id or route.',
  409: 'The change conflicts with the current state (the answer carries it in `result`).',
  413: "The body is over the route's cap.",
  422: 'Validation failed: `errors` maps fields to messages (on a change of a signed-in chef also `errors.idempotency_key`: the key is over 255 characters, or was used with another request).',
  429: 'Too many requests: `Retry-After` in seconds.',
  500: 'Server error.',
  503: 'The database is busy (another process holds its write lock): try again after `Retry-After` seconds.',
  507: 'The server is out of storage space.',
};

function errorStatusesOf(route: ContractRoute): number[] {
  const statuses = new Set<number>([400, 413, 429, 500, 503, 507, ...(route.errors ?? [])]);
  if (route.auth !== 'none') statuses.add(401);
  // A signed-in chef's change honours Idempotency-Key, which can be refused (docs/api.md).
  if (route.auth !== 'none' && route.method !== 'get') statuses.add(422);
  if (route.auth === 'approved') statuses.add(403);
  return [...statuses].sort((a, b) => a - b);
}

function requestBodyOf(route: ContractRoute): Record<string, unknown> | undefined {
  const body = route.body;
  if (!body) return undefined;
  const fields = schemaOf(body.schema);
  if (body.files) {
    const withFiles = fields as { properties?: Record<string, JsonSchema> };
    const properties: Record<string, JsonSchema> = { ...withFiles.properties };
    for (const file of body.files) properties[file] = { type: 'string', contentMediaType: 'application/octet-stream', description: 'A file.' } as JsonSchema;
    return { required: true, content: { 'multipart/form-data': { schema: { ...fields, properties } } } };
  }
  const content: Record<string, { schema: JsonSchema }> = { 'application/json': { schema: fields } };
  if (body.form) content['application/x-www-form-urlencoded'] = { schema: fields };
  return { required: true, content };
}

function parametersOf(route: ContractRoute): Record<string, unknown>[] {
  const parameters: Record<string, unknown>[] = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  if (route.query) {
    for (const [name, entry] of Object.entries(route.query.entries)) {
      const schema = schemaOf(entry) as JsonSchema & { default?: unknown };
      parameters.push({ name, in: 'query', required: false, schema });
    }
  }
  if (route.method !== 'get') {
    parameters.push({ $ref: '#/components/parameters/IdempotencyKey' }, { $ref: '#/components/parameters/ActionAt' });
  }
  return parameters;
}

function operationOf(route: ContractRoute): OpenApiOperation {
  const { success } = route;
  let content: Record<string, { schema: JsonSchema }>;
  if (success.file) content = Object.fromEntries(success.file.map((type) => [type, { schema: { type: 'string', contentMediaType: type } as JsonSchema }]));
  else {
    const result = schemaOf(success.result ?? v.unknown());
    content = { 'application/json': { schema: success.envelope === false ? result : envelopeOf(result) } };
  }
  const responses: OpenApiOperation['responses'] = { [String(success.status)]: { description: success.status === 201 ? 'Created.' : 'OK.', content } };
  if (success.again) responses['200'] = { description: 'Made before by a request with the same client_id: what it made.', content };
  for (const status of errorStatusesOf(route)) responses[String(status)] = { $ref: `#/components/responses/Error${status}` } as never;
  const operation: OpenApiOperation = {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    responses,
  };
  if (route.description) operation.description = route.description;
  operation.security = route.auth === 'none' ? [] : [{ bearer: [] }];
  if (route.auth === 'approved') operation['x-requires-approved-chef'] = true;
  if (!route.inSpec) operation['x-spec-extension'] = true;
  const parameters = parametersOf(route);
  if (parameters.length > 0) operation.parameters = parameters;
  const requestBody = requestBodyOf(route);
  if (requestBody) operation.requestBody = requestBody;
  return operation;
}

const realtimeDescription = `Pusher protocol 7 over a websocket: \`wss://HOST/app/{key}?protocol=7\` (Pusher, Reverb or the
reference server). The chef subscribes to the private channel \`private-chef-{chefId}\`, authorised by
POST /api/broadcasting/auth (HMAC-SHA256 of \`socket_id:channel_name\` with the app secret, as the
official Pusher SDKs sign). Events are described in \`x-realtime\`.`;

const pushDescription = `Web push through FCM HTTP v1 to each device token the chef registered (POST
/api/chef/firebase/fcm-token): every stored notification once, and while a new order waits for an
answer a reminder every ORDER_REMINDER_SECONDS (default 60) until it is accepted, refused,
cancelled or expires; a reminder keeps type new_order, the order id and the tag, with the next
\`reminder\` number. The message's \`data\` (all strings) is PushMessageData (docs/api.md, Push).`;

const tagDescriptions: Record<string, string> = {
  'Sign-in': 'Accounts and bearer tokens.',
  Profile: 'The chef, onboarding (personal information, documents, contract) and the push token.',
  Notifications: 'The notification list (realtime events carry the same notifications).',
  Realtime: 'Channel authorisation for the Pusher-protocol websocket.',
  Orders: 'Orders in progress, history, and the chef\'s actions on them.',
  Kitchen: 'The kitchen: details, open/closed, pause, analytics.',
  Menu: 'Foods, option groups and options.',
  Support: 'Support tickets.',
};

/** The OpenAPI 3.1 document of the contract. */
export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of contractRoutes) (paths[route.path] ??= {})[route.method] = operationOf(route);
  const errorResponses = Object.fromEntries(
    Object.entries(errorDescriptions).map(([status, description]) => [
      `Error${status}`,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } } },
    ]),
  );
  const schemas = toJsonSchemaDefs(definitions, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore', overrideRef: conversion.overrideRef });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Home Kitchen chef API',
      version: '1.0.0',
      description:
        'The calls the chef app makes to the marketplace backend, generated from the valibot schemas of `src/contract`. ' +
        'Operations marked `x-spec-extension: true` are extensions this app needs beyond the calls the product specification shows. ' +
        'Every answer is the envelope `{ success, message, result }` unless the operation says otherwise. ' +
        'Rules (idempotency, tap times, status codes) are in docs/api.md.\n\n' +
        realtimeDescription,
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'The backend this app is configured with (VITE_API_URL).' }],
    security: [{ bearer: [] }],
    tags: Object.entries(tagDescriptions).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'The token from /api/login, /api/chef/auth/register or Google sign-in.' } },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'A UUID v4: a repeat with the same key and body answers the stored answer with `Idempotent-Replayed: true` (docs/api.md, Idempotency).',
          schema: { type: 'string', maxLength: 255 },
        },
        ActionAt: {
          name: 'X-Action-At',
          in: 'header',
          required: false,
          description: "The device time of the chef's tap (ISO 8601), for a change sent later from the offline outbox.",
          schema: { type: 'string' },
        },
      },
      responses: errorResponses,
      schemas: { ...schemas, RealtimeNotification: schemaOf(realtimeEventSchema), PushMessageData: schemaOf(pushMessageDataSchema) },
    },
    'x-realtime': {
      description: realtimeDescription,
      protocol: 'pusher-7',
      authEndpoint: '/api/broadcasting/auth',
      channels: [
        {
          name: 'private-chef-{chefId}',
          description: "The chef's own channel (Laravel Echo: `echo.private('chef-{id}')`).",
          events: [
            {
              name: 'broadcast-notification',
              description: 'A new notification (new order, order change, ticket reply, approval); the `data` frame field is this JSON, as a string.',
              payload: { $ref: '#/components/schemas/RealtimeNotification' },
            },
          ],
        },
      ],
    },
    'x-push': {
      description: pushDescription,
      message: { $ref: '#/components/schemas/PushMessageData' },
    },
  };
}
