import t from 'tap';
import { ValidationError } from '../../src/core/errors.js';
import { statusOf } from '../../src/http/errors.js';
import { bodyValidator, fieldOf } from '../../src/core/validation.js';

const validate = bodyValidator({
  type: 'object',
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 5 },
    files: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'string' }, content: { type: 'string' } }, required: ['id', 'content'], additionalProperties: false },
    },
    metadata: { type: 'object', properties: { order_id: { type: 'string' } }, additionalProperties: { type: 'string' } },
    mode: { type: 'string', enum: ['test', 'live'] },
    count: { type: 'integer', minimum: 0, maximum: 9 },
    email: { type: 'string', format: 'email' },
    options: { type: 'object', minProperties: 1 },
  },
  required: ['name'],
  additionalProperties: false,
} as const);

function problems(input: unknown) {
  try {
    validate(input);
  } catch (error) {
    if (error instanceof ValidationError) return { status: statusOf(error.code), message: error.message, details: error.details };
    throw error;
  }
  return undefined;
}

t.test('valid input comes back typed and unchanged', async (t) => {
  const value = validate({ name: 'abc', files: [{ id: 'f', content: 'x' }], metadata: { order_id: '7' } });
  const name: string = value.name; // typed by the schema
  t.equal(name, 'abc');
  t.same(value.files, [{ id: 'f', content: 'x' }]);
});

t.test('problems name the field by the path the client wrote', async (t) => {
  const result = problems({
    name: 'abc',
    files: [
      { id: 'a', content: 'x' },
      { id: 'b', content: 'y' },
      { id: 'c', content: 3 },
    ],
    metadata: { order_id: 5 },
  });
  t.equal(result?.status, 400);
  t.same(result?.details, [
    { field: 'files[2].content', message: 'must be a string' },
    { field: 'metadata.order_id', message: 'must be a string' },
  ]);
  t.equal(result?.message, 'files[2].content: must be a string', 'the summary is the first problem');
});

t.test('missing, unknown, empty, too long, enum and integer problems read as short sentences', async (t) => {
  t.same(problems({})?.details, [{ field: 'name', message: 'is required' }]);
  t.same(problems(undefined)?.details, [{ field: 'name', message: 'is required' }], 'no body is checked as {}');
  t.same(problems({ name: 'a', extra: 1 })?.details, [{ field: 'extra', message: 'is not allowed' }]);
  t.same(problems({ name: 'a', files: [{ id: 'a', content: 'b', mode: 1 }] })?.details, [{ field: 'files[0].mode', message: 'is not allowed' }]);
  t.same(problems({ name: '' })?.details, [{ field: 'name', message: 'must not be empty' }]);
  t.same(problems({ name: 'toolong' })?.details, [{ field: 'name', message: 'must be at most 5 characters' }]);
  t.same(problems({ name: 'a', mode: 'prod' })?.details, [{ field: 'mode', message: 'must be one of "test", "live"' }]);
  t.same(problems({ name: 'a', count: 1.5 })?.details, [{ field: 'count', message: 'must be an integer' }]);
  t.same(problems({ name: 'a', count: -1 })?.details, [{ field: 'count', message: 'must be at least 0' }]);
  t.same(problems({ name: 'a', count: 10 })?.details, [{ field: 'count', message: 'must be at most 9' }]);
  t.same(problems({ name: 'a', email: 'nope' })?.details, [{ field: 'email', message: 'must be a valid email' }]);
  t.same(problems({ name: 'a', options: {} })?.details, [{ field: 'options', message: 'must contain at least one field' }]);
  t.same(
    problems({ name: 1, extra: true })?.details,
    [
      { field: 'extra', message: 'is not allowed' },
      { field: 'name', message: 'must be a string' },
    ],
    'every problem is listed, not only the first',
  );
  t.same(problems([1])?.details, [{ field: 'body', message: 'must be an object' }]);
  t.same(problems({ name: 'a', 'bad key': 1 })?.details, [{ field: '["bad key"]', message: 'is not allowed' }]);
});

t.test('JSON pointers become client paths', async (t) => {
  t.equal(fieldOf(''), 'body');
  t.equal(fieldOf('/files/2/content'), 'files[2].content');
  t.equal(fieldOf('/metadata', 'order_id'), 'metadata.order_id');
  t.equal(fieldOf('/a~1b/c~0d'), '["a/b"]["c~d"]');
});
