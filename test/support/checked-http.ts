import type { OpenAPIObject } from '@nestjs/swagger';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { ContractValidator, ContractViolation, withContract } from './contract';
import { StrictContractValidator } from './strict-contract';

/**
 * The contract check of createTestApp().http (contract.ts: Ajv, then the strict OpenAPI 3.0
 * validator of strict-contract.ts) for answers from servers a test starts as processes (the built
 * server, several instances). They are checked against the committed document,
 * openapi/openapi.json, which test/openapi.e2e-spec.ts proves is the application's own.
 */
let validator: ContractValidator | undefined;

function committedContract(): ContractValidator {
  if (validator) return validator;
  const document = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8'),
  ) as OpenAPIObject;
  return (validator = new ContractValidator(document, [], new StrictContractValidator(document)));
}

/** supertest on `url` (a running server); every answer must keep the contract. */
export function checkedRequest(url: string): TestAgent {
  return withContract(request(url), committedContract);
}

/**
 * fetch, with the answer checked against the contract before it is handed back: a mismatch
 * rejects with a ContractViolation. The returned response's body is still unread.
 */
export async function checkedFetch(url: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(url, init);
  const violation = await contractViolationOf(url, init?.method ?? 'GET', response.clone());
  if (violation) throw new ContractViolation(violation);
  return response;
}

/** Why a fetch answer breaks the contract, or null when it keeps it (reads `response`'s body). */
export async function contractViolationOf(
  url: string,
  method: string,
  response: Response,
): Promise<string | null> {
  const text = await response.text();
  const contentType = response.headers.get('content-type') ?? '';
  let body: unknown = text;
  if (/[/+]json\b/.test(contentType) && text !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return `${method.toUpperCase()} ${new URL(url).pathname} → ${response.status}: the body is not the JSON its content type says`;
    }
  }
  return committedContract().check({
    method: method.toUpperCase(),
    path: new URL(url).pathname,
    status: response.status,
    headers: Object.fromEntries(response.headers.entries()),
    body,
    text,
  });
}
