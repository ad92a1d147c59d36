// Every answer a server test receives through the harness (`call`, `postForm`) is checked against
// the contract document: a mismatch throws, so the test that met it fails with the
// first difference. One validator per test process (the document is built once).
import { buildOpenApiDocument } from '../../src/contract/openapi/document.ts';
import { answerValidator, type AnswerValidator } from './answer-validator.ts';

let validator: AnswerValidator | null = null;

export function expectContractAnswer(method: string, route: string, response: Response, body: string): void {
  validator ??= answerValidator(buildOpenApiDocument());
  const path = new URL(route, 'http://localhost').pathname;
  const problems = validator.check({ method: method.toUpperCase(), path, status: response.status, contentType: response.headers.get('Content-Type'), body });
  if (problems.length > 0) throw new Error(`The answer to ${method} ${route} does not match the contract document (dist/openapi.json): ${problems.join('; ')}`);
}
