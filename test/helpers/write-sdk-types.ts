import fs from 'node:fs';
import { methodReference, sdkReadme, withReference } from './sdk-reference.js';
import { generateSdkTypes, sdkTypeFiles } from './sdk-types.js';

/** `npm run sdk:generate`: writes the SDK's types from the service's OpenAPI documents, and its README's method reference. */
const generated = await generateSdkTypes();
for (const shape of ['public', 'platform'] as const) {
  fs.writeFileSync(sdkTypeFiles[shape], generated[shape]);
  process.stdout.write(`wrote ${sdkTypeFiles[shape]}\n`);
}
fs.writeFileSync(sdkReadme, withReference(fs.readFileSync(sdkReadme, 'utf8'), await methodReference()));
process.stdout.write(`wrote the method reference of ${sdkReadme}\n`);
