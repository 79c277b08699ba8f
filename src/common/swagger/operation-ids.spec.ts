import { Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, type OpenAPIObject } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { buildOpenApiDocument } from './openapi';
import { operationIdProblems } from './operation-ids';

function documentWith(ids: Record<string, string | undefined>): OpenAPIObject {
  const paths: OpenAPIObject['paths'] = {};
  for (const [route, operationId] of Object.entries(ids)) {
    const [method, path] = route.split(' ');
    paths[path] = { ...paths[path], [method]: { operationId, responses: {} } };
  }
  return { openapi: '3.0.0', info: { title: 't', version: '1' }, paths };
}

describe('operationIdProblems', () => {
  it('accepts unique verb-first camelCase ids', () => {
    const document = documentWith({
      'get /api/v1/ships': 'listShips',
      'get /studio/ships': 'listStudioShips',
      'post /studio/auth/login': 'login',
      'post /studio/api-clients/{id}/regenerate': 'regenerateApiClientKey',
    });
    expect(operationIdProblems(document)).toEqual([]);
  });

  it("names a missing id, Nest's default id, a noun-first id and a repeated id", () => {
    const document = documentWith({
      'get /a': undefined,
      'get /b': 'ShipsController_list',
      'get /c': 'shipsList',
      'get /d': 'list_ships',
      'get /e': 'getShip',
      'get /f': 'getShip',
    });
    expect(operationIdProblems(document)).toEqual([
      'GET /a has no operationId',
      "GET /b has Nest's default operationId ShipsController_list: give its @ApiOperation an operationId",
      expect.stringMatching(
        /^GET \/c: operationId shipsList is not a verb \(add, change, .*\) followed by camelCase words$/,
      ),
      "GET /d has Nest's default operationId list_ships: give its @ApiOperation an operationId",
      'GET /f: operationId getShip is already the id of GET /e',
    ]);
  });
});

@Controller('probes')
class ProbesController {
  @Get()
  @ApiOperation({ operationId: 'listProbes', summary: 'Probes' })
  list(): string[] {
    return [];
  }

  @Post()
  @ApiOperation({ summary: 'A probe without an id of its own' })
  create(): void {}
}

describe('buildOpenApiDocument', () => {
  it('refuses a handler without an explicit operationId, naming it', async () => {
    const module = await Test.createTestingModule({ controllers: [ProbesController] }).compile();
    const app = module.createNestApplication({ logger: false });
    try {
      expect(() => buildOpenApiDocument(app)).toThrow(
        "POST /probes has Nest's default operationId ProbesController_create",
      );
    } finally {
      await app.close();
    }
  });
});
