// A migration step's SQL is split on ';' into statements: a ';' inside a comment or a quoted string
// would cut a statement in two and fail as a bare syntax error, so it is refused naming the line.
import test from 'ava';
import { MIGRATIONS, migrationStatements } from '../../lib/server/store/migrations.js';

test('a step splits into its statements; every shipped step splits cleanly', (t) => {
  t.deepEqual(migrationStatements({ version: 9, name: 'two', sql: '\n  CREATE TABLE a (x int);\n  CREATE TABLE b (y int);\n' }), [
    'CREATE TABLE a (x int)',
    'CREATE TABLE b (y int)',
  ]);
  for (const step of MIGRATIONS) t.true(migrationStatements(step).length > 0, `migration ${step.version}`);
});

test("a ';' in a comment or a quoted string is refused, naming the step and the line", (t) => {
  t.throws(() => migrationStatements({ version: 4, name: 'notes', sql: 'CREATE TABLE a (x int);\n-- keep x; it is the key\n' }), {
    message:
      "Migration 4 (notes), line 2: a ';' inside a comment or a quoted string would split its statement; write it without one",
  });
  t.throws(() => migrationStatements({ version: 5, name: 'default', sql: "ALTER TABLE a ADD c text DEFAULT 'a;b';" }), {
    message:
      "Migration 5 (default), line 1: a ';' inside a comment or a quoted string would split its statement; write it without one",
  });
});
