import fs from 'node:fs';
import t from 'tap';
import { generateSdkTypes, sdkTypeFiles } from '../helpers/sdk-types.js';

// The SDK's checked-in types are what openapi-typescript makes of the documents the service serves
// now: a change to an operation's schema fails here until `npm run sdk:generate` is run and committed.
const generated = await generateSdkTypes();

for (const shape of ['public', 'platform'] as const) {
  t.test(`sdk/src/generated/${shape}.ts is the ${shape} document's types`, async (t) => {
    const checkedIn = fs.readFileSync(sdkTypeFiles[shape], 'utf8');
    const lines = { checkedIn: checkedIn.split('\n'), fresh: generated[shape].split('\n') };
    const firstDifference = Array.from({ length: Math.max(lines.fresh.length, lines.checkedIn.length) }, (_, index) => index).find(
      (index) => lines.fresh[index] !== lines.checkedIn[index],
    );
    t.ok(
      checkedIn === generated[shape],
      `identical to a fresh generation (run \`npm run sdk:generate\`)${checkedIn === generated[shape] ? '' : `; first difference at line ${(firstDifference ?? 0) + 1}`}`,
    );
    t.match(generated[shape], /export interface paths \{/, 'an openapi-typescript module');
  });
}
