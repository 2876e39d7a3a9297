import t from 'tap';
import { createDb, queryNamed } from '../../src/core/db/pool.js';
import { emptyDatabase } from '../helpers/database.js';
import { testLog } from '../helpers/log.js';

const sum = { name: 'test_sum', text: 'SELECT $1::int + $2::int AS total', values: [40, 2] };

t.test('a named statement answers on the pool and in a transaction, prepared once per connection', async (t) => {
  const url = await emptyDatabase(t, () => db.end());
  const db = createDb(url, testLog, 1); // one connection: every call below shares it

  t.same((await queryNamed<{ total: number }>(db, sum)).rows, [{ total: 42 }]);
  t.same((await queryNamed<{ total: number }>(db, { ...sum, values: [1, 2] })).rows, [{ total: 3 }], 'the same statement with other values');

  const client = await db.connect();
  try {
    await client.query('BEGIN');
    await client.query('CREATE TABLE named_rows (id int PRIMARY KEY)');
    const inserted = await queryNamed<{ id: number }>(client, { name: 'test_insert', text: 'INSERT INTO named_rows VALUES ($1) RETURNING id', values: [7] });
    t.same(inserted.rows, [{ id: 7 }], 'on a transaction’s client, a promise of the result as on the pool');
    const prepared = await client.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name');
    t.same(
      prepared.rows.map((row) => row.name),
      ['test_insert', 'test_sum'],
      'each prepared by its name, once, on the connection',
    );
    await client.query('ROLLBACK');
  } finally {
    client.release();
  }
});

t.test('a failing named statement rejects with Postgres’s error, and the connection goes on', async (t) => {
  const url = await emptyDatabase(t, () => db.end());
  const db = createDb(url, testLog, 1);
  const failure = await queryNamed(db, { name: 'test_divide', text: 'SELECT 1 / $1::int AS quotient', values: [0] }).catch((error: unknown) => error);
  t.match(failure, { code: '22012', message: /division by zero/ }, 'division_by_zero, as Postgres said it');
  t.same((await queryNamed(db, { name: 'test_divide', text: 'SELECT 1 / $1::int AS quotient', values: [1] })).rows, [{ quotient: 1 }]);
});
