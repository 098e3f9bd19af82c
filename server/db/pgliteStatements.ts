// PGlite's query() parses, describes, binds, describes and executes a statement in six
// calls into the database, and plans it again every time: for a signed-in read that is
// most of its cost (PGlite runs every statement on the one Node thread). PostgreSQL keeps
// Drizzle's named prepared statements per connection; this gives PGlite the same: each
// distinct statement text is parsed once under a name, and a later call is one
// Bind/Describe/Execute/Sync exchange that reuses the plan. Everything else about query()
// stays: the same locks (no statement runs inside someone else's open transaction), the
// same parameter serialisers and result parsers, the same errors (the database's own).
// Queries inside a transaction go through the transaction's own query() and are not cached.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

/** Enough for every statement the server builds; the least recently used is closed first. */
const MAX_STATEMENTS = 256;

type Statement = { name: string; paramTypes: number[] };

export function reuseParsedStatements(client: PGlite, maxStatements = MAX_STATEMENTS): void {
  const plainQuery = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let counter = 0;

  const exchange = (...messages: Uint8Array[]) => client.execProtocol(joined(messages));

  async function statementFor(text: string): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Map order is the use order: move it to the end.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    counter += 1;
    const name = `pglite_s${counter}`;
    const { messages } = await exchange(
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    if (statements.size > maxStatements) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await exchange(protocol.serialize.close({ type: 'S', name: oldest.name }), protocol.serialize.sync());
    }
    return statement;
  }

  async function cachedQuery<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    // A query with its own parameter types or a file to hand over keeps PGlite's own path.
    if (options?.paramTypes || options?.blob) return plainQuery<T>(text, params, options);
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const statement = await statementFor(text);
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const oid = statement.paramTypes[i];
          const serialize = options?.serializers?.[oid] ?? client.serializers[oid];
          return serialize ? serialize(param) : String(param);
        });
        const { messages } = await exchange(
          protocol.serialize.bind({ statement: statement.name, values }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        );
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
      }),
    );
  }
  client.query = cachedQuery;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
