import { createRequire } from 'node:module';
import path from 'node:path';
import { loadServiceConfig } from '../../src/server/settings.js';
import { projectRoot } from '../../src/core/paths.js';
import { openApiDocument } from '../../src/server/openapi.js';
import { serviceOperations } from '../../src/server/routes.js';

/** The SDK's checked-in types, one file per document the service serves. */
export const sdkTypeFiles = {
  public: path.join(projectRoot, 'sdk/src/generated/public.ts'),
  platform: path.join(projectRoot, 'sdk/src/generated/platform.ts'),
} as const;

const HEADER = `// The types of the OpenAPI document the service serves, made by openapi-typescript with
// \`npm run sdk:generate\`: do not edit by hand. test/sdk/generated-types.test.ts fails when the
// service's document and this file differ.

`;

interface OpenapiTypescript {
  default(schema: unknown): Promise<unknown>;
  astToString(ast: unknown): string;
}

/**
 * The text of both files, from the documents as a service with the default configuration serves
 * them (built in-process by the same code as GET /v1/openapi.json and GET /api/openapi.json).
 * openapi-typescript is the SDK workspace's (sdk/node_modules, on its own TypeScript 5).
 */
export async function generateSdkTypes(): Promise<Record<keyof typeof sdkTypeFiles, string>> {
  const documents = serviceDocuments();
  const openapiTS = createRequire(path.join(projectRoot, 'sdk/package.json'))('openapi-typescript') as OpenapiTypescript;
  const typesOf = async (shape: 'public' | 'platform') => HEADER + openapiTS.astToString(await openapiTS.default(documents[shape]));
  return { public: await typesOf('public'), platform: await typesOf('platform') };
}

/** Both OpenAPI documents as a service with the default configuration serves them (`GET /v1/openapi.json`, `GET /api/openapi.json`). */
export function serviceDocuments(): Record<'public' | 'platform', ReturnType<typeof openApiDocument>> {
  const config = loadServiceConfig({});
  const features = serviceOperations(config);
  return { public: openApiDocument('public', features, config.publicBaseUrl), platform: openApiDocument('platform', features, config.publicBaseUrl) };
}
