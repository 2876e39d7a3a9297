import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/core/paths.js';

/** The sample circuits of circuits/ (the README's walkthrough, the tests, the fixtures and the compile bench use them; the service does not). */
export const sampleCircuitsDir = path.join(projectRoot, 'circuits');

export const sampleCircuit = (name: string) => fs.readFileSync(path.join(sampleCircuitsDir, name), 'utf8');
