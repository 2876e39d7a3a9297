/** One compiler or validation message, located in a project file where the compiler says so. */
export interface CircuitDiagnostic {
  severity: 'error' | 'warning';
  /** circom's code such as `T2021`, or ours (`SANDBOX`, `INPUT`, `LIMIT`, `WITNESS`). */
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

/** A compilation or witness computation that failed on the user's input (not a service fault). */
export class CircuitCompileError extends Error {
  constructor(readonly diagnostics: CircuitDiagnostic[]) {
    super(formatDiagnostics(diagnostics.filter((d) => d.severity === 'error')));
    this.name = 'CircuitCompileError';
  }
}

/** `file:line:column: message [code]`, one per line: the text a job stores as its error. */
export function formatDiagnostics(diagnostics: readonly CircuitDiagnostic[]): string {
  return diagnostics
    .map((d) => {
      const where = d.file ? `${d.file}${d.line ? `:${d.line}${d.column ? `:${d.column}` : ''}` : ''}: ` : '';
      return `${where}${d.message} [${d.code}]`;
    })
    .join('\n');
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes begin with ESC (\u001b), which is what this removes
const ANSI = /\u001b\[[0-9;]*m/g;

/** The compiler's output without its colour codes. */
export const withoutColours = (output: string): string => output.replace(ANSI, '');
const HEADER = /^(error|warning)\[(\w+)\]:\s*(.*)$/;
const LOCATION = /^\s*┌─\s*"?([^":]+)"?:(\d+):(\d+)/;

/**
 * circom reports diagnostics in codespan's format on stderr:
 *   error[T2021]: Undeclared symbol
 *     ┌─ "main.circom":6:15
 *   ... │ b <== a * c;   ^ Using unknown symbol
 * The label under the caret refines the message; files are reported relative to the sandbox's
 * source folder, which `sourcePrefix` strips so users see their own file names.
 */
export function parseCircomOutput(output: string, sourcePrefix: string): CircuitDiagnostic[] {
  const lines = withoutColours(output).split('\n');
  const diagnostics: CircuitDiagnostic[] = [];
  let current: CircuitDiagnostic | undefined;
  for (const line of lines) {
    const header = HEADER.exec(line.trim());
    if (header) {
      current = { severity: header[1] as 'error' | 'warning', code: header[2]!, message: header[3]!.trim() };
      diagnostics.push(current);
      continue;
    }
    if (!current) continue;
    const location = LOCATION.exec(line);
    if (location && current.file === undefined) {
      current.file = location[1]!.startsWith(sourcePrefix) ? location[1]!.slice(sourcePrefix.length) : location[1]!;
      current.line = Number(location[2]);
      current.column = Number(location[3]);
      continue;
    }
    const label = /│.*\^+\s*(.+)$/.exec(line);
    if (label && !current.message.includes(label[1]!.trim())) current.message += `: ${label[1]!.trim()}`;
  }
  return diagnostics;
}
