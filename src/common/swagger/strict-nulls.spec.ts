import type { OpenAPIObject } from '@nestjs/swagger';
import { declareNullsStrictly } from './strict-nulls';

const NULL_ONLY = { type: 'object', nullable: true, enum: [null] };

function schemasAfter(schemas: Record<string, unknown>): Record<string, unknown> {
  const document = {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {},
    components: { schemas },
  } as unknown as OpenAPIObject;
  declareNullsStrictly(document);
  return document.components!.schemas as Record<string, unknown>;
}

describe('declareNullsStrictly', () => {
  it("turns Nest's nullable reference into anyOf [reference, null], keeping its description", () => {
    const { Excursion } = schemasAfter({
      Excursion: {
        type: 'object',
        properties: {
          port: {
            nullable: true,
            description: 'The port.',
            type: 'object',
            allOf: [{ $ref: '#/components/schemas/Port' }],
          },
        },
      },
    });
    expect(Excursion).toEqual({
      type: 'object',
      properties: {
        port: {
          description: 'The port.',
          anyOf: [{ $ref: '#/components/schemas/Port' }, NULL_ONLY],
        },
      },
    });
  });

  it('wraps a nullable $ref, oneOf or several allOf whole', () => {
    const { A, B, C } = schemasAfter({
      A: { nullable: true, $ref: '#/components/schemas/X' },
      B: { nullable: true, oneOf: [{ type: 'string' }, { type: 'integer' }] },
      C: { nullable: true, allOf: [{ $ref: '#/x' }, { required: ['id'] }] },
    });
    expect(A).toEqual({ anyOf: [{ $ref: '#/components/schemas/X' }, NULL_ONLY] });
    expect(B).toEqual({
      anyOf: [{ oneOf: [{ type: 'string' }, { type: 'integer' }] }, NULL_ONLY],
    });
    expect(C).toEqual({
      anyOf: [{ allOf: [{ $ref: '#/x' }, { required: ['id'] }] }, NULL_ONLY],
    });
  });

  it('adds null to a nullable enum, once', () => {
    const { Level, Already } = schemasAfter({
      Level: { type: 'string', nullable: true, enum: ['mild', 'wild'] },
      Already: { type: 'string', nullable: true, enum: ['a', null] },
    });
    expect(Level).toEqual({ type: 'string', nullable: true, enum: ['mild', 'wild', null] });
    expect(Already).toEqual({ type: 'string', nullable: true, enum: ['a', null] });
  });

  it('leaves plain nullable types, non-nullable schemas and example data alone', () => {
    const input = {
      Name: { type: 'string', nullable: true, maxLength: 10 },
      Ref: { allOf: [{ $ref: '#/x' }] },
      Sample: { type: 'object', example: { nested: { nullable: true, $ref: 'not a schema' } } },
    };
    expect(schemasAfter(structuredClone(input))).toEqual(input);
  });
});
