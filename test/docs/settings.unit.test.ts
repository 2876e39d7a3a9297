import t from 'tap';
import { readSettings } from '../../src/core/config/config.js';
import { serviceSettings } from '../../src/server/settings.js';
import { currentOperationsDoc, settingsTable, withSettingsTable } from '../helpers/settings-docs.js';

t.test("docs/operations.md's settings table is the one the declarations make", async (t) => {
  const text = currentOperationsDoc();
  t.equal(text, withSettingsTable(text, settingsTable()), 'the table differs from the declarations: run `npm run docs:settings` and commit docs/operations.md');
});

t.test('every variable the service reads is declared once, with what it does', async (t) => {
  const { docs, problems } = readSettings({}, serviceSettings);
  t.same(problems, [], 'the defaults are a valid configuration');
  const undescribed = docs.filter(({ meaning, default: fallback }) => meaning.trim() === '' || fallback.trim() === '');
  t.same(undescribed, [], 'each has a meaning and a default');
  const names = docs.flatMap(({ env }) => env.split(', '));
  t.equal(new Set(names).size, names.length, 'no variable in two rows');
  t.ok(names.includes('RPC_URL_BASE_SEPOLIA'), "the chain registry's RPC URL variables, from the registry itself");
});
