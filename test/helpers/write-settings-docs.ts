import fs from 'node:fs';
import { currentOperationsDoc, operationsDoc, settingsTable, withSettingsTable } from './settings-docs.js';

/** `npm run docs:settings`: writes the settings table of docs/operations.md from the declarations. */
const before = currentOperationsDoc();
const after = withSettingsTable(before, settingsTable());
fs.writeFileSync(operationsDoc, after);
process.stdout.write(after === before ? 'docs/operations.md: the settings table is current\n' : 'docs/operations.md: settings table written\n');
