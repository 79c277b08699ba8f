import type { OpenAPIObject, ReferenceObject, ResponseObject } from '@nestjs/swagger';
import {
  registerSchema,
  setShouldValidateFormat,
  unregisterSchema,
  validate,
  type OutputUnit,
  type SchemaObject,
  type Validator,
} from '@hyperjump/json-schema/openapi-3-0';
import '@hyperjump/json-schema/formats';
import { randomUUID } from 'node:crypto';
import type { CheckedResponse } from './contract';

/**
 * The second, independent contract check of every e2e answer: Hyperjump's JSON Schema validator
 * (@hyperjump/json-schema), reading the document as OpenAPI 3.0 itself. It shares no code with
 * the Ajv check of contract.ts and none of its conversion: `nullable` means what OpenAPI 3.0.3
 * says (null is added to the schema's own `type`, nothing more, so a nullable `allOf`/`$ref`
 * still refuses null), formats (date-time, email, uri…) are asserted, and every schema is first
 * checked against the OpenAPI 3.0 schema dialect. Unlike contract.ts, objects stay open where the document leaves
 * them open: this check reads the document exactly as a strict client or proxy would.
 */
export class StrictContractValidator {
  private readonly documentUrl = `https://guide-platform.test/${randomUUID()}/api.openapi.json`;
  private readonly validators = new Map<string, Promise<Validator>>();

  constructor(private readonly document: OpenAPIObject) {
    // The whole document, read as OpenAPI 3.0 (the dialect of its Schema Objects); schemas are
    // then addressed by JSON pointer and resolve their $refs inside it.
    registerSchema(
      JSON.parse(JSON.stringify(document)) as SchemaObject,
      this.documentUrl,
      OPENAPI_3_0,
    );
    setShouldValidateFormat(false); // until an answer is checked (see violation)
  }

  /**
   * Why the answer to `template` (the documented path of the operation it came from) breaks the
   * contract, or null when it keeps it.
   */
  async violation(template: string, answer: CheckedResponse): Promise<string | null> {
    const method = answer.method.toLowerCase();
    const what = `${answer.method.toUpperCase()} ${template} → ${answer.status}`;
    const operation = this.document.paths[template]?.[method as 'get'];
    if (!operation) return `${what}: [strict] no such operation in the document`;
    let pointer = `#/paths/${escape(template)}/${method}/responses/${answer.status}`;
    let response = operation.responses[answer.status] as ResponseObject | ReferenceObject;
    if (!response) return `${what}: [strict] status ${answer.status} is not documented`;
    if ('$ref' in response) {
      pointer = response.$ref;
      response = this.resolve(response.$ref) as ResponseObject;
    }

    const contentType = String(answer.headers['content-type'] ?? '')
      .split(';', 1)[0]
      .trim()
      .toLowerCase();
    const content = response.content ?? {};
    if (Object.keys(content).length === 0) return null; // bodies the document leaves out: contract.ts
    if (!content[contentType])
      return `${what}: [strict] content type "${contentType}" is not documented`;
    if (!content[contentType].schema || !/[/+]json$/.test(contentType)) return null;

    const schemaUrl = `${this.documentUrl}${pointer}/content/${escape(contentType)}/schema`;
    let validator = this.validators.get(schemaUrl);
    if (!validator) {
      validator = validate(schemaUrl);
      this.validators.set(schemaUrl, validator);
    }
    const validateBody = await validator;
    // Formats are asserted on answers only: the OpenAPI 3.0 dialect's own meta-schema gives `$ref`
    // the draft-04 format `uri`, which a relative "#/components/…" would fail. Synchronous, so
    // no other check runs in between.
    setShouldValidateFormat(true);
    let output: ReturnType<Validator>;
    try {
      output = validateBody(answer.body as never, 'BASIC');
    } finally {
      setShouldValidateFormat(false);
    }
    if (output.valid) return null;
    return `${what}: [strict] the body does not match the documented schema: ${describe(
      output.errors ?? [],
    )}\n  body: ${truncated(answer.text ?? '')}`;
  }

  /** Forgets the document. */
  close(): void {
    unregisterSchema(this.documentUrl);
  }

  private resolve(ref: string): unknown {
    return ref
      .replace(/^#\//, '')
      .split('/')
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], this.document);
  }
}

const OPENAPI_3_0 = 'https://spec.openapis.org/oas/3.0/schema';

const escape = (segment: string): string =>
  encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

/** The innermost failures: the keyword that refused and where in the body. */
function describe(errors: OutputUnit[]): string {
  const failures = errors
    .filter((unit) => !unit.valid)
    .map((unit) => {
      const keyword = unit.absoluteKeywordLocation.replace(/^.*#/, '#');
      return `${unit.instanceLocation || '#'} fails ${decodeURIComponent(keyword)}`;
    });
  return [...new Set(failures)].slice(-6).join('; ');
}

const truncated = (text: string): string => (text.length > 600 ? `${text.slice(0, 600)}…` : text);
