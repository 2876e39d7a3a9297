import { ID_SCHEMA, assertRole, envelope, messageSchema, projectForWork } from '../platform/index.js';
import { withTransaction } from '../core/db/pool.js';
import { createFile, deleteFile, fileContentRule, fileNameRule, fileView, findFiles, listFiles, updateFileContent } from './files.js';
import { circomFileSchema, FILE_TYPES } from './schemas.js';
import { defineRoute } from '../http/routes.js';
import type { ApiDeps } from '../http/deps.js';
import { invalidField, notFound, ServiceError, type FieldProblem, ValidationError } from '../core/errors.js';
import { bodyValidator } from '../core/validation.js';
import { queryParam } from '../core/paging.js';
import { documentedAs } from '../core/schema-registry.js';

/** Files per batch update: the body limit bounds their total size anyway. */
const MAX_BATCH = 100;

const newFileBodySchema = {
  type: 'object',
  properties: {
    project_id: ID_SCHEMA,
    // fileNameRule checks the name against its file type, with its own messages.
    name: documentedAs({ type: 'string', minLength: 1, maxLength: 200 } as const, {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: '^[A-Za-z0-9_][A-Za-z0-9_.-]*(/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$',
      description: "A relative path of letters, digits, `_`, `-` and `.`; a circuit file's ends in `.circom` and is not under `circomlib/`.",
    }),
    content: { type: 'string' },
    file_type: { type: 'string', enum: FILE_TYPES },
  },
  required: ['project_id', 'name', 'content', 'file_type'],
  additionalProperties: false,
} as const;
const newFileBody = bodyValidator(newFileBodySchema);

const batchBodySchema = {
  type: 'object',
  properties: {
    files: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_BATCH,
      items: {
        type: 'object',
        properties: { id: ID_SCHEMA, content: { type: 'string' } },
        required: ['id', 'content'],
        additionalProperties: false,
      },
    },
  },
  required: ['files'],
  additionalProperties: false,
} as const;
const batchBody = bodyValidator(batchBodySchema);

const platformOperation = { interface: 'platform', auth: 'platform_jwt' } as const;
/** The examples' circuit: a product of two private inputs. */
const multiplierSource =
  'pragma circom 2.1.0;\n\ntemplate Multiplier() {\n  signal input a;\n  signal input b;\n  signal output c;\n  c <== a * b;\n}\n\ncomponent main = Multiplier();\n';
const projectFilter = { project_id: { schema: ID_SCHEMA, description: "Only this project's records." } };
const fileAnswer = envelope('file', circomFileSchema);

export const circomFileRoutes = [
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/circom-files',
    summary: 'Add a circuit (.circom) or input (.json) file to a project (admin)',
    description:
      "Admins of the project's organization. A circuit file's name ends in `.circom`; an input file holds a JSON object of integer values; a name is unique in its project; content is at most CIRCUIT_FILE_MAX_BYTES (1 MiB by default).",
    requestBody: newFileBodySchema,
    requestExample: { project_id: 'proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe', name: 'multiplier.circom', content: multiplierSource, file_type: 'circuit' },
    responses: { 201: fileAnswer },
    errors: [403, 404],
    handle: async (ctx, { db, config }: ApiDeps) => {
      const body = newFileBody(ctx.request.body);
      const problems: FieldProblem[] = [];
      const nameProblem = fileNameRule(body.name, body.file_type);
      if (nameProblem) problems.push({ field: 'name', message: nameProblem });
      const contentProblem = fileContentRule(body.name, body.content, body.file_type, config.circuits.fileMaxBytes);
      if (contentProblem) problems.push({ field: 'content', message: contentProblem });
      if (problems.length > 0) throw new ValidationError(problems);
      const project = await projectForWork(db, body.project_id, ctx.state.user.id);
      const file = await createFile(db, project.id, { name: body.name, content: body.content, file_type: body.file_type });
      if (!file) throw invalidField('name', 'is already taken by another file of this project');
      ctx.status = 201;
      ctx.body = { file: fileView(file) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/circom-files',
    summary: "The circom files of the caller's projects",
    description: "Every circom file of the projects of the caller's organizations, or of one project with `project_id`.",
    query: projectFilter,
    responses: { 200: envelope('files', { type: 'array', items: circomFileSchema }) },
    handle: async (ctx, { db }: ApiDeps) => {
      const projectId = queryParam(ctx.query, 'project_id', projectFilter.project_id.schema);
      ctx.body = { files: (await listFiles(db, ctx.state.user.id, projectId)).map(fileView) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/circom-files/{id}',
    summary: 'A circom file',
    description: "A file of a project of the caller's organizations, with its content; anyone else's is a 404.",
    responses: { 200: fileAnswer },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const found = (await findFiles(db, [ctx.params.id], ctx.state.user.id)).get(ctx.params.id);
      if (!found) throw notFound('circom file');
      ctx.body = { file: fileView(found.file) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'put',
    path: '/api/circom-files',
    summary: "Replace several files' content at once (admin); all or none",
    description:
      'Up to 100 files in one request: every file is checked (found, the caller an admin of its organization, valid content) before any is written, so either all change or none does.',
    requestBody: batchBodySchema,
    requestExample: { files: [{ id: 'cf_0mwqw65c09Hq2LmT7vXc1NbR4kPz8Sd', content: multiplierSource }] },
    responses: { 200: messageSchema },
    errors: [403, 404],
    handle: async (ctx, { db, config }: ApiDeps) => {
      const { files: updates } = batchBody(ctx.request.body);
      const count = await withTransaction(db, async (client) => {
        const found = await findFiles(
          client,
          updates.map((update) => update.id),
          ctx.state.user.id,
          { lock: true },
        );
        const seen = new Set<string>();
        const problems: FieldProblem[] = [];
        updates.forEach((update, i) => {
          if (seen.has(update.id)) problems.push({ field: `files[${i}].id`, message: 'appears more than once' });
          seen.add(update.id);
        });
        if (problems.length > 0) throw new ValidationError(problems);
        updates.forEach((update, i) => {
          if (!found.has(update.id))
            throw new ServiceError('not_found', `files[${i}].id: no such circom file`, [{ field: `files[${i}].id`, message: 'no such circom file' }]);
        });
        for (const update of updates) assertRole(found.get(update.id)!.role, 'admin');
        updates.forEach((update, i) => {
          const { file } = found.get(update.id)!;
          const problem = fileContentRule(file.name, update.content, file.file_type, config.circuits.fileMaxBytes);
          if (problem) problems.push({ field: `files[${i}].content`, message: problem });
        });
        if (problems.length > 0) throw new ValidationError(problems);
        for (const update of updates) await updateFileContent(client, update.id, update.content);
        return updates.length;
      });
      ctx.body = { message: `${count} ${count === 1 ? 'file' : 'files'} updated` };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'delete',
    path: '/api/circom-files/{id}',
    summary: 'Delete a circom file (admin)',
    description: "Admins of the file's organization. Compilations that used the file keep their results, with the file's id set to null.",
    responses: { 200: messageSchema },
    errors: [403, 404],
    handle: async (ctx, { db }: ApiDeps) => {
      const found = (await findFiles(db, [ctx.params.id], ctx.state.user.id)).get(ctx.params.id);
      if (!found) throw notFound('circom file');
      assertRole(found.role, 'admin');
      await deleteFile(db, found.file.id);
      ctx.body = { message: 'Circom file deleted' };
    },
  }),
];
