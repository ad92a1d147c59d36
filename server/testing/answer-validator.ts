// Checks an API answer against the contract document: the route is in it, the status is
// one it lists for that route, and the body matches that status's schema (the envelope and the
// result; for a file, its media type). Used by the test harness (every `call` and `postForm`) and
// by the e2e server (CONTRACT_CHECK_FILE, server/routes/openapi.ts), so the document cannot drift.
// Answers outside the contract are not checked: /admin (the reference server's test controls),
// the static app, CORS preflights, and a 404 for a route that does not exist (JSON, docs/api.md).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument, OpenApiOperation } from '../../src/contract/openapi/document.ts';

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

interface Operation {
  pattern: RegExp;
  literalSegments: number;
  method: string;
  operation: OpenApiOperation;
}

type ResponseEntry = { description?: string; $ref?: string; content?: Record<string, { schema: unknown }> };

export interface AnswerValidator {
  /** Problems of one answer (none: it matches the document). */
  check(answer: { method: string; path: string; status: number; contentType: string | null; body: string }): string[];
  /** The same for a fetch Response (its body is read). */
  checkResponse(method: string, path: string, response: Response): Promise<string[]>;
}

const errorBodyRef = { $ref: '#/components/schemas/ErrorBody' };
const inContract = (path: string) => path.startsWith('/api/') || path === '/broadcasting/auth';
const parsed = (body: string): unknown => {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function answerValidator(document: OpenApiDocument): AnswerValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  addFormats(ajv);
  const components = document.components as { responses: Record<string, ResponseEntry> };
  const compiled = new Map<unknown, ValidateFunction>();
  const compile = (schema: unknown): ValidateFunction => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...(schema as object), components: document.components });
      compiled.set(schema, validate);
    }
    return validate;
  };

  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    const source = template.split('/').map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : escape(segment))).join('/');
    const literalSegments = template.split('/').filter((segment) => !segment.startsWith('{')).length;
    for (const [method, operation] of Object.entries(methods)) operations.push({ pattern: new RegExp(`^${source}$`), literalSegments, method: method.toUpperCase(), operation });
  }
  // Literal segments win over parameters (/api/chef/foods/reorder before /api/chef/foods/{slug}).
  operations.sort((a, b) => b.literalSegments - a.literalSegments);

  const find = (method: string, path: string) => operations.find((entry) => entry.method === method && entry.pattern.test(path));

  const check: AnswerValidator['check'] = ({ method, path, status, contentType, body }) => {
    if (!inContract(path) || method === 'OPTIONS' || method === 'HEAD') return [];
    if (path === '/api/openapi.json' || path === '/api/docs') return [];
    const entry = find(method, path);
    if (!entry) {
      // A route that does not exist answers an error (the JSON 404 of the catch-all, or the 401
      // every /api/chef/* route gives without a token: docs/api.md); anything else is undocumented.
      if (status >= 400 && compile(errorBodyRef)(parsed(body))) return [];
      return [`${method} ${path} is not in the contract document`];
    }
    let response = entry.operation.responses[String(status)] as ResponseEntry | undefined;
    if (!response) return [`status ${status} is not documented for ${entry.operation.operationId}`];
    if (response.$ref) response = components.responses[response.$ref.split('/').pop() ?? ''];
    const content = response?.content ?? {};
    const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    const media = content[type];
    if (!media) return [`content type "${type}" is not documented for ${entry.operation.operationId} ${status} (documented: ${Object.keys(content).join(', ')})`];
    if (type !== 'application/json') return [];
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      return [`the body of ${entry.operation.operationId} ${status} is not JSON`];
    }
    const validate = compile(media.schema);
    if (validate(json)) return [];
    return (validate.errors ?? []).slice(0, 3).map((error) => `${entry.operation.operationId} ${status}: body${error.instancePath} ${error.message ?? 'does not match'}${error.params && 'additionalProperty' in error.params ? ` (${String(error.params.additionalProperty)})` : ''}`);
  };

  return {
    check,
    async checkResponse(method, path, response) {
      const contentType = response.headers.get('Content-Type');
      const isJson = (contentType ?? '').includes('json');
      const body = isJson ? await response.text() : '';
      return check({ method, path, status: response.status, contentType, body });
    },
  };
}

/** The server's routes under /api and /broadcasting that the document does not list ("METHOD path"). */
export function undocumentedRoutes(routes: readonly { method: string; path: string }[], document: OpenApiDocument): string[] {
  const documented = new Set(
    Object.entries(document.paths).flatMap(([template, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${template.replace(/\{(\w+)\}/g, ':$1')}`)),
  );
  // The document itself and its page are not part of the contract a backend implements.
  const own = new Set(['GET /api/openapi.json', 'GET /api/docs']);
  return [
    ...new Set(
      routes
        .filter(({ method, path }) => method !== 'ALL' && inContract(path) && !path.endsWith('*'))
        .map(({ method, path }) => `${method} ${path}`)
        .filter((route) => !documented.has(route) && !own.has(route)),
    ),
  ];
}
