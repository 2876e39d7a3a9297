import fs from 'node:fs';
import { generateSdkTypes, sdkTypeFiles } from './sdk-types.js';

/** `npm run sdk:generate`: writes the SDK's types from the service's OpenAPI documents. */
const generated = await generateSdkTypes();
for (const shape of ['public', 'platform'] as const) {
  fs.writeFileSync(sdkTypeFiles[shape], generated[shape]);
  process.stdout.write(`wrote ${sdkTypeFiles[shape]}\n`);
}
