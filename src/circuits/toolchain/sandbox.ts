import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SourceFile } from './source-files.js';

/** Sandbox layout, relative to its root: the compiler sees nothing else. */
export const SANDBOX_SOURCE_DIR = 'src';
export const SANDBOX_LIBRARY_DIR = 'lib';
export const SANDBOX_OUTPUT_DIR = 'out';

const circomlibCircuits = path.join(path.dirname(createRequire(import.meta.url).resolve('circomlib/package.json')), 'circuits');

/**
 * Fills an empty folder with the project's files under src/ and circomlib's circuits under
 * lib/circomlib/circuits, plus an empty out/ for the compiler's outputs. Names were checked by
 * checkSourceFiles, so they cannot leave src/.
 */
export function fillSandbox(root: string, files: readonly SourceFile[]): void {
  for (const file of files) {
    const target = path.join(root, SANDBOX_SOURCE_DIR, file.name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.content);
  }
  fs.cpSync(circomlibCircuits, path.join(root, SANDBOX_LIBRARY_DIR, 'circomlib', 'circuits'), { recursive: true });
  fs.mkdirSync(path.join(root, SANDBOX_OUTPUT_DIR), { recursive: true });
}

/** Captured compiler output, bounded so that a chatty circuit cannot exhaust memory. */
export class OutputCapture {
  private text = '';
  constructor(private readonly maxChars = 256 * 1024) {}
  append(chunk: string): void {
    if (this.text.length < this.maxChars) this.text += chunk.slice(0, this.maxChars - this.text.length);
  }
  toString(): string {
    return this.text;
  }
}

type PathFs = Pick<
  typeof fs,
  | 'constants'
  | 'openSync'
  | 'closeSync'
  | 'readSync'
  | 'writeSync'
  | 'fstatSync'
  | 'statSync'
  | 'realpathSync'
  | 'readdirSync'
  | 'mkdirSync'
  | 'rmdirSync'
  | 'unlinkSync'
  | 'renameSync'
  | 'fsyncSync'
  | 'fdatasyncSync'
  | 'ftruncateSync'
  | 'futimesSync'
  | 'utimesSync'
>;

/**
 * The `fs` handed to circom2's WASI layer. WASI already refuses paths above a preopened folder;
 * this is the second wall: every path must lie inside the sandbox root, links cannot be made or
 * followed out, stdin is empty and stdout/stderr go to `output` instead of the process.
 */
export function sandboxFs(root: string, output: OutputCapture): PathFs & Record<'linkSync' | 'symlinkSync' | 'readlinkSync', () => never> {
  const inside = (p: fs.PathLike): string => {
    const resolved = path.resolve(String(p));
    if (resolved !== root && !resolved.startsWith(root + path.sep)) {
      throw Object.assign(new Error(`EACCES: ${resolved} is outside the sandbox`), { code: 'EACCES' });
    }
    return resolved;
  };
  const denied = (): never => {
    throw Object.assign(new Error('EACCES: links are not available in the sandbox'), { code: 'EACCES' });
  };
  return {
    constants: fs.constants,
    openSync: ((p: fs.PathLike, flags: number, mode?: number) => fs.openSync(inside(p), flags | fs.constants.O_NOFOLLOW, mode)) as typeof fs.openSync,
    closeSync: fs.closeSync,
    readSync: ((fd: number, ...rest: Parameters<typeof fs.readSync> extends [number, ...infer R] ? R : never) =>
      fd === 0 ? 0 : (fs.readSync as (fd: number, ...args: unknown[]) => number)(fd, ...rest)) as typeof fs.readSync,
    writeSync: ((fd: number, data: NodeJS.ArrayBufferView | string, ...rest: unknown[]) => {
      if (fd === 1 || fd === 2) {
        const text = typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
        output.append(text);
        return typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
      }
      return (fs.writeSync as (fd: number, ...args: unknown[]) => number)(fd, data, ...rest);
    }) as typeof fs.writeSync,
    fstatSync: fs.fstatSync,
    statSync: ((p: fs.PathLike, options?: fs.StatSyncOptions) => fs.lstatSync(inside(p), options)) as typeof fs.statSync,
    realpathSync: ((p: fs.PathLike) => inside(fs.realpathSync(inside(p)))) as unknown as typeof fs.realpathSync,
    readdirSync: ((p: fs.PathLike, options?: unknown) => fs.readdirSync(inside(p), options as never)) as typeof fs.readdirSync,
    mkdirSync: ((p: fs.PathLike, options?: fs.MakeDirectoryOptions) => fs.mkdirSync(inside(p), options)) as typeof fs.mkdirSync,
    rmdirSync: (p: fs.PathLike) => fs.rmdirSync(inside(p)),
    unlinkSync: (p: fs.PathLike) => fs.unlinkSync(inside(p)),
    renameSync: (from: fs.PathLike, to: fs.PathLike) => fs.renameSync(inside(from), inside(to)),
    utimesSync: (p: fs.PathLike, atime: fs.TimeLike, mtime: fs.TimeLike) => fs.utimesSync(inside(p), atime, mtime),
    fsyncSync: fs.fsyncSync,
    fdatasyncSync: fs.fdatasyncSync,
    ftruncateSync: fs.ftruncateSync,
    futimesSync: fs.futimesSync,
    linkSync: denied,
    symlinkSync: denied,
    readlinkSync: denied,
  };
}
