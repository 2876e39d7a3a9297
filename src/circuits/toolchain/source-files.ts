import path from 'node:path';
import { CircuitCompileError, type CircuitDiagnostic } from './diagnostics.js';

/** A project file as stored: text, or raw bytes that must be UTF-8. */
export interface CircuitFile {
  name: string;
  content: string | Uint8Array;
}

export interface SourceFile {
  name: string;
  content: string;
}

const NAME_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;
const INCLUDE = /\binclude\s+"([^"]*)"/g;

/**
 * Checks project files before anything reaches the compiler: safe relative names, the size
 * limit, UTF-8, and includes that stay inside the project or circomlib (no absolute paths, no
 * `..`). Every problem is reported, each with its file and, for includes, its line.
 */
export function checkSourceFiles(files: readonly CircuitFile[], mainFile: string, maxBytes: number): SourceFile[] {
  const problems: CircuitDiagnostic[] = [];
  const checked: SourceFile[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const nameProblem = circuitFileNameProblem(file.name);
    if (nameProblem) {
      problems.push(sandboxError(file.name, nameProblem));
      continue;
    }
    if (seen.has(file.name)) problems.push(sandboxError(file.name, 'duplicate file name'));
    seen.add(file.name);
    const text = decodeText(file.name, file.content, maxBytes, problems);
    if (text === undefined) continue;
    problems.push(...checkIncludes(file.name, text));
    checked.push({ name: file.name, content: text });
  }
  if (!seen.has(mainFile)) problems.push(sandboxError(mainFile, 'main file is not among the project files'));
  if (problems.length > 0) throw new CircuitCompileError(problems);
  return checked;
}

/**
 * The files the main file reaches through its `include`s (each resolved against the including
 * file's folder, as circom does), the main file first. Only these go to the compiler and its
 * checks: another circuit of the project, broken or refused, does not stop this one. Includes
 * that name no project file (circomlib, or a missing file) are left for the compiler to resolve.
 */
export function reachableFiles<F extends CircuitFile>(files: readonly F[], mainFile: string): F[] {
  const byName = new Map(files.map((file) => [file.name, file]));
  const reached: F[] = [];
  const pending = [mainFile];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const name = pending.shift()!;
    const file = byName.get(name);
    if (seen.has(name) || !file) continue;
    seen.add(name);
    reached.push(file);
    const text = typeof file.content === 'string' ? file.content : Buffer.from(file.content).toString('latin1');
    for (const include of text.matchAll(INCLUDE)) pending.push(path.posix.normalize(path.posix.join(path.posix.dirname(name), include[1]!)));
  }
  return reached;
}

/** Decodes a file (or an input file) as UTF-8 text within the size limit, or records why not. */
export function decodeText(name: string, content: string | Uint8Array, maxBytes: number, problems: CircuitDiagnostic[]): string | undefined {
  const bytes = typeof content === 'string' ? Buffer.byteLength(content, 'utf8') : content.byteLength;
  if (bytes > maxBytes) {
    problems.push({ severity: 'error', code: 'LIMIT', file: name, message: `file is ${bytes} bytes, the limit is ${maxBytes}` });
    return undefined;
  }
  if (typeof content === 'string') {
    // A lone surrogate cannot be encoded as UTF-8: the string did not come from valid UTF-8.
    if (/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(content)) {
      problems.push({ severity: 'error', code: 'INPUT', file: name, message: 'file is not valid UTF-8 text' });
      return undefined;
    }
    return content;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    problems.push({ severity: 'error', code: 'INPUT', file: name, message: 'file is not valid UTF-8 text' });
    return undefined;
  }
}

/** Why `name` cannot be a project file's name (a relative path of safe segments), or undefined. */
export function fileNameProblem(name: string): string | undefined {
  if (name.length === 0 || name.length > 200) return 'file name must be 1 to 200 characters';
  const segments = name.split('/');
  if (!segments.every((segment) => NAME_SEGMENT.test(segment) && segment !== '..')) {
    return 'file name must be a relative path of letters, digits, "_", "-" and "." (no "..", no leading "/")';
  }
  return undefined;
}

/** Why `name` cannot be a circuit file's name in the sandbox, or undefined. */
export function circuitFileNameProblem(name: string): string | undefined {
  const problem = fileNameProblem(name);
  if (problem) return problem;
  if (!name.endsWith('.circom')) return 'file name must end with .circom';
  if (name.split('/')[0] === 'circomlib') return 'file name must not start with circomlib/ (reserved for the library)';
  return undefined;
}

function checkIncludes(name: string, text: string): CircuitDiagnostic[] {
  const problems: CircuitDiagnostic[] = [];
  text.split('\n').forEach((line, index) => {
    for (const include of line.matchAll(INCLUDE)) {
      const target = include[1]!;
      const reason =
        target.startsWith('/') || /^[A-Za-z]:/.test(target) || target.includes('\\')
          ? 'absolute paths are not allowed'
          : target.split('/').includes('..')
            ? '".." is not allowed; includes resolve against the project\'s files and circomlib only'
            : target.includes('\0')
              ? 'include path contains a NUL character'
              : undefined;
      if (reason) problems.push({ ...sandboxError(name, `include "${target}": ${reason}`), line: index + 1, column: include.index + 1 });
    }
  });
  return problems;
}

function sandboxError(file: string, message: string): CircuitDiagnostic {
  return { severity: 'error', code: 'SANDBOX', file, message };
}
