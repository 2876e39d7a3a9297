import { runCircomCompilation, type CircomCompilationReport, type CircuitDeps } from './toolchain/circuits.js';
import { formatDiagnostics } from './toolchain/diagnostics.js';
import type { DbClient, Queryable } from '../core/db/pool.js';
import { enqueue } from '../core/jobs/enqueue.js';
import type { Logger } from '../core/logger.js';
import { newId } from '../core/ids.js';
import { projectCircuitFiles } from './files.js';
import type { CompilationStatus, CompilationView } from './schemas.js';

export interface Compilation {
  id: string;
  project_id: string;
  circuit_file_id: string | null;
  input_file_id: string | null;
  status: CompilationStatus;
  report: CircomCompilationReport | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const COLUMNS = 'c.id, c.project_id, c.circuit_file_id, c.input_file_id, c.status, c.report, c.error, c.created_at, c.started_at, c.finished_at';

/** Records a queued compilation and enqueues its job on the same transaction. */
export async function createCompilation(
  client: DbClient,
  fields: { projectId: string; circuitFileId: string; inputFileId: string; userId: string },
): Promise<string> {
  const id = newId('cc');
  await client.query('INSERT INTO circom_compilations (id, project_id, circuit_file_id, input_file_id, created_by) VALUES ($1, $2, $3, $4, $5)', [
    id,
    fields.projectId,
    fields.circuitFileId,
    fields.inputFileId,
    fields.userId,
  ]);
  await enqueue(client, 'circuits.run_compilation', { compilation_id: id }, { jobKey: `compilation:${id}`, maxAttempts: 3 });
  return id;
}

/** A compilation of a project the user can see. */
export async function findCompilation(db: Queryable, id: string, userId: string): Promise<Compilation | undefined> {
  const { rows } = await db.query<Compilation>(
    `SELECT ${COLUMNS} FROM circom_compilations c JOIN projects p ON p.id = c.project_id
     JOIN memberships m ON m.organization_id = p.organization_id AND m.user_id = $1 WHERE c.id = $2`,
    [userId, id],
  );
  return rows[0];
}

/**
 * The compilation job's work: compile the circuit file among its project's circuit files and
 * compute the witness for the input file. Idempotent: a finished compilation is left alone, and a
 * rerun of one that was running (the worker crashed) starts it over. Service faults throw (the job
 * retries); on the last attempt they also end the compilation `failed`.
 */
export async function runCompilation(db: Queryable, deps: CircuitDeps, id: string, { log, lastAttempt }: { log: Logger; lastAttempt: boolean }): Promise<void> {
  const { rows } = await db.query<{ project_id: string; circuit_name: string | null; input_name: string | null; input_content: string | null }>(
    `UPDATE circom_compilations c SET status = 'running', started_at = now()
     FROM circom_compilations c0 LEFT JOIN circom_files cf ON cf.id = c0.circuit_file_id LEFT JOIN circom_files inp ON inp.id = c0.input_file_id
     WHERE c.id = $1 AND c0.id = c.id AND c.status IN ('queued', 'running')
     RETURNING c.project_id, cf.name AS circuit_name, inp.name AS input_name, inp.content AS input_content`,
    [id],
  );
  const job = rows[0];
  if (!job) {
    log.info({ compilation_id: id }, 'compilation already finished');
    return;
  }
  let report: CircomCompilationReport;
  try {
    report =
      job.circuit_name === null || job.input_name === null || job.input_content === null
        ? deletedFileReport(job.circuit_name === null ? 'circuit_file_id' : 'input_file_id')
        : await runCircomCompilation(deps, {
            files: await projectCircuitFiles(db, job.project_id),
            mainFile: job.circuit_name,
            input: { name: job.input_name, content: job.input_content },
          });
  } catch (error) {
    if (lastAttempt)
      await finish(db, id, 'failed', null, 'the compilation failed because of a fault in the service; start it again, and report it if it persists');
    throw error;
  }
  await finish(db, id, report.status, report, report.status === 'failed' ? formatDiagnostics(report.errors) : null);
  log.info({ compilation_id: id, status: report.status }, 'compilation finished');
}

function deletedFileReport(field: string): CircomCompilationReport {
  return {
    status: 'failed',
    errors: [{ severity: 'error', code: 'INPUT', message: `${field}: the file was deleted before the compilation ran` }],
    warnings: [],
    timings: { totalMs: 0 },
  };
}

async function finish(db: Queryable, id: string, status: CompilationStatus, report: CircomCompilationReport | null, error: string | null): Promise<void> {
  await db.query(`UPDATE circom_compilations SET status = $2, report = $3, error = $4, finished_at = now() WHERE id = $1 AND status = 'running'`, [
    id,
    status,
    report === null ? null : JSON.stringify(report),
    error,
  ]);
}

/** The compilation's last attempt died with its worker: it ends `failed`. */
export function endAbandonedCompilation(client: Queryable, id: string): Promise<void> {
  return finish(client, id, 'failed', null, 'the compilation stopped: the worker running its last attempt stopped (killed or out of memory); start it again');
}

export function compilationView(compilation: Compilation): CompilationView {
  const report = compilation.report;
  const header = report?.header;
  return {
    id: compilation.id,
    project_id: compilation.project_id,
    circuit_file_id: compilation.circuit_file_id,
    input_file_id: compilation.input_file_id,
    status: compilation.status,
    error: compilation.error,
    constraints: header
      ? {
          constraints: header.nConstraints,
          wires: header.nWires,
          public_inputs: header.nPublicInputs,
          public_outputs: header.nOutputs,
          private_inputs: header.nPrivateInputs,
          labels: header.nLabels,
        }
      : null,
    public_signals: report?.publicSignals ?? null,
    public_outputs: report?.publicOutputs ?? null,
    errors: report?.errors ?? [],
    warnings: report?.warnings ?? [],
    log: report?.log ?? null,
    compiler: report?.compiler ?? null,
    timings: report
      ? {
          ...(report.timings.compileMs !== undefined ? { compile_ms: report.timings.compileMs } : {}),
          ...(report.timings.witnessMs !== undefined ? { witness_ms: report.timings.witnessMs } : {}),
          total_ms: report.timings.totalMs,
        }
      : null,
    created_at: compilation.created_at.toISOString(),
    started_at: compilation.started_at?.toISOString() ?? null,
    finished_at: compilation.finished_at?.toISOString() ?? null,
  };
}
