import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';

export const CLIENT_TYPES_FILE = 'client/api-types.ts';

const HEADER = `/**
 * GENERATED FILE, do not edit: \`npm run client:generate\` writes it from openapi/openapi.json
 * with openapi-typescript (docs/architecture.md, "The API contract"). CI fails when it is stale.
 */

`;

/** The TypeScript types of an OpenAPI document, as client/api-types.ts holds them. */
export async function clientTypes(openApiFile: string): Promise<string> {
  const document = JSON.parse(readFileSync(openApiFile, 'utf8')) as Parameters<typeof openapiTS>[0];
  return HEADER + astToString(await openapiTS(document));
}

/** `npm run client:generate [-- openapi.json [out.ts]]` */
if (require.main === module) {
  const input = resolve(process.argv[2] ?? 'openapi/openapi.json');
  const out = resolve(process.argv[3] ?? CLIENT_TYPES_FILE);
  clientTypes(input).then(
    (types) => {
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, types);
      console.log(`Client types written to ${out}`);
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
