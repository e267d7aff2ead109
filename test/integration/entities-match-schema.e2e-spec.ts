import { DataSource } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { dataSourceOptions } from '../../server/src/database/data-source-options';

/** A column's type as a family: the spellings TypeORM and PostgreSQL give one kind of value fold into one name. */
const FAMILY: Record<string, string> = {
  text: 'text',
  varchar: 'text',
  'character varying': 'text',
  character: 'text',
  bpchar: 'text',
  uuid: 'uuid',
  int: 'int',
  int2: 'int',
  int4: 'int',
  integer: 'int',
  smallint: 'int',
  int8: 'bigint',
  bigint: 'bigint',
  numeric: 'numeric',
  decimal: 'numeric',
  timestamptz: 'timestamptz',
  'timestamp with time zone': 'timestamptz',
  timestamp: 'timestamp',
  'timestamp without time zone': 'timestamp',
  date: 'date',
  bool: 'boolean',
  boolean: 'boolean',
  json: 'jsonb',
  jsonb: 'jsonb',
};
const familyOf = (type: string, array: boolean) => `${FAMILY[type] ?? `unknown (${type})`}${array ? '[]' : ''}`;

const spelled = (c: { type: string; nullable: boolean }) => `${c.type} ${c.nullable ? 'NULL' : 'NOT NULL'}`;

interface DatabaseColumn {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  udt_name: string;
}

// TypeORM entities declare their columns by hand (name, type, nullability): this holds each declaration
// to the migrated schema, so a column renamed or retyped on either side fails here, naming the column.
describe('entities match the schema', () => {
  let ds: DataSource;

  beforeAll(async () => {
    ds = await new DataSource(dataSourceOptions(process.env.TEST_DATABASE_URL!, 1, 'unbounded')).initialize();
  });
  afterAll(() => ds.destroy());

  const declared = (c: ColumnMetadata) => ({
    type: familyOf(ds.driver.normalizeType(c), c.isArray),
    nullable: c.isNullable,
  });

  it('knows every entity (users, refresh_tokens at least)', () => {
    expect(ds.entityMetadatas.map((e) => e.tableName)).toEqual(expect.arrayContaining(['users', 'refresh_tokens']));
  });

  it('declares every column with the name, type family and nullability the database has', async () => {
    const tables = ds.entityMetadatas.map((e) => e.tableName);
    const rows: DatabaseColumn[] = await ds.query(
      `SELECT table_name, column_name, is_nullable, udt_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = ANY($1)`,
      [tables],
    );
    const inDatabase = new Map(
      rows.map((r) => {
        const array = r.udt_name.startsWith('_');
        return [`${r.table_name}.${r.column_name}`, { type: familyOf(array ? r.udt_name.slice(1) : r.udt_name, array), nullable: r.is_nullable === 'YES' }];
      }),
    );
    const mismatches: string[] = [];
    for (const entity of ds.entityMetadatas) {
      for (const column of entity.columns) {
        const name = `${entity.tableName}.${column.databaseName}`;
        const want = declared(column);
        const have = inDatabase.get(name);
        if (!have) mismatches.push(`${name} (${entity.name}.${column.propertyName}): no such column in the database`);
        else if (want.type !== have.type || want.nullable !== have.nullable)
          mismatches.push(`${name} (${entity.name}.${column.propertyName}): declared ${spelled(want)}, the database has ${spelled(have)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
