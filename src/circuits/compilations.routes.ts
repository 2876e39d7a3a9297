import { envelope, ID_SCHEMA, projectForWork } from '../platform/index.js';
import { withTransaction } from '../core/db/pool.js';
import { compilationView, createCompilation, findCompilation } from './compilations.js';
import { findFiles } from './files.js';
import { compilationSchema, type FileType } from './schemas.js';
import { defineRoute } from '../http/routes.js';
import type { ApiDeps } from '../http/deps.js';
import { notFound, type FieldProblem, ValidationError } from '../core/errors.js';
import { bodyValidator } from '../core/validation.js';

const newCompilationBodySchema = {
  type: 'object',
  properties: { project_id: ID_SCHEMA, circuit_file_id: ID_SCHEMA, input_file_id: ID_SCHEMA },
  required: ['project_id', 'circuit_file_id', 'input_file_id'],
  additionalProperties: false,
} as const;
const newCompilationBody = bodyValidator(newCompilationBodySchema);

const platformOperation = { interface: 'platform', auth: 'platform_jwt' } as const;

export const circomCompilationRoutes = [
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/circom-compilations',
    summary: 'Compile a circuit file and compute the witness of an input file, in the background (admin)',
    description:
      "Admins of the project's organization. Compiles the circuit file and computes the witness of the input file (both of the project) in a worker: answers the compilation's id at once; follow it with `GET /api/circom-compilations/{id}`.",
    requestBody: newCompilationBodySchema,
    requestExample: {
      project_id: 'proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe',
      circuit_file_id: 'cf_0mwqw65c09Hq2LmT7vXc1NbR4kPz8Sd',
      input_file_id: 'cf_0mwqw65c0aJr5NpV2yWd8QcT1mLx6Fe',
    },
    responses: { 202: { type: 'object', additionalProperties: false, required: ['compilation_id'], properties: { compilation_id: { type: 'string' } } } },
    errors: [403, 404],
    handle: async (ctx, { db }: ApiDeps) => {
      const body = newCompilationBody(ctx.request.body);
      const userId = ctx.state.user.id;
      const id = await withTransaction(db, async (client) => {
        const project = await projectForWork(client, body.project_id, userId);
        const files = await findFiles(client, [body.circuit_file_id, body.input_file_id], userId);
        const problems: FieldProblem[] = [];
        const expect = (field: 'circuit_file_id' | 'input_file_id', type: FileType) => {
          const file = files.get(body[field])?.file;
          if (!file || file.project_id !== project.id) problems.push({ field, message: 'must be the id of a file of this project' });
          else if (file.file_type !== type) problems.push({ field, message: `must be the id of a file of type "${type}"` });
        };
        expect('circuit_file_id', 'circuit');
        expect('input_file_id', 'input');
        if (problems.length > 0) throw new ValidationError(problems);
        return createCompilation(client, { projectId: project.id, circuitFileId: body.circuit_file_id, inputFileId: body.input_file_id, userId });
      });
      ctx.status = 202;
      ctx.body = { compilation_id: id };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/circom-compilations/{id}',
    summary: "A compilation's status, diagnostics and witness",
    description:
      "Its status, the compiler's errors and warnings by file, line and column, the constraint counts, the public signals and what the circuit logged, once it has run.",
    responses: { 200: envelope('compilation', compilationSchema) },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const compilation = await findCompilation(db, ctx.params.id, ctx.state.user.id);
      if (!compilation) throw notFound('compilation');
      ctx.body = { compilation: compilationView(compilation) };
    },
  }),
];
