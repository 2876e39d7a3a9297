import fs from 'node:fs';
import path from 'node:path';
import { readSettings } from '../../src/core/config/config.js';
import { projectRoot } from '../../src/core/paths.js';
import { serviceSettings } from '../../src/server/settings.js';

/*
 * docs/operations.md's settings table, made from the settings declarations (defineSettings): each
 * row is what one read declares (its variable, default and meaning), in the order the service reads
 * them. `npm run docs:settings` writes it between the markers; test/docs/settings.unit.test.ts fails
 * when the file differs from a fresh table.
 */

export const operationsDoc = path.join(projectRoot, 'docs/operations.md');
const BEGIN = '<!-- settings table: written by `npm run docs:settings` from the settings declarations; edit those, not this table -->';
const END = '<!-- end of settings table -->';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The table as the declarations make it, with an empty environment (so every default applies). */
export function settingsTable(): string {
  const { docs } = readSettings({}, serviceSettings);
  const rows = docs.map(
    ({ env, default: fallback, meaning, owner }) =>
      `| ${env
        .split(', ')
        .map((name) => `\`${name}\``)
        .join(', ')} | ${cell(fallback)} | ${cell(meaning)} | ${owner} |`,
  );
  return ['| Variable | Default | Meaning | Declared by |', '|---|---|---|---|', ...rows].join('\n');
}

/** `text` with the table between its markers replaced by `table`; an error when the markers are missing. */
export function withSettingsTable(text: string, table: string): string {
  const begin = text.indexOf(BEGIN);
  const end = text.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`docs/operations.md: the settings table's markers are missing:\n${BEGIN}\n${END}`);
  return `${text.slice(0, begin + BEGIN.length)}\n${table}\n${text.slice(end)}`;
}

export const currentOperationsDoc = () => fs.readFileSync(operationsDoc, 'utf8');
