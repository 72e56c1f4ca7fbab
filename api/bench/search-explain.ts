import type { FastifyInstance } from 'fastify';
import type { CompiledQuery, KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import type { Db } from '../src/db/database';
import type { BenchSearch } from './search-bench';

/** The queries of one request that read the member pool (the session's and the site's lookups left out). */
const isSearchQuery = (text: string) => /"profiles"|"blocks"/.test(text);

/**
 * Prints `EXPLAIN (ANALYZE, BUFFERS)` of every query each search runs: an app on the same database
 * with a plugin that notes each query records those of one request (after a first, to warm the
 * caches), then each is explained with its parameters.
 */
export async function explainSearch(options: {
  kind: string;
  config: Config;
  db: Db;
  searches: BenchSearch[];
  headersOf: (search: BenchSearch) => Record<string, string>;
}): Promise<void> {
  let noted: Array<{ node: RootOperationNode; queryId: QueryId }> = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      noted.push(args);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  const app: FastifyInstance = await buildApp({ config: options.config, db: options.db.withPlugin(plugin) });
  const executor = options.db.getExecutor();
  try {
    for (const search of options.searches) {
      const url = `/api/members.php?${search.query}`;
      await app.inject({ method: 'GET', url, headers: options.headersOf(search) });
      noted = [];
      const response = await app.inject({ method: 'GET', url, headers: options.headersOf(search) });
      const queries = noted
        .map(({ node, queryId }) => executor.compileQuery(node, queryId))
        .filter((query) => isSearchQuery(query.sql));
      console.log(
        `\n### EXPLAIN on ${options.kind}: ${search.label} (${response.statusCode}, ${queries.length} pool queries)`,
      );
      for (const query of queries) {
        const explained: CompiledQuery = { ...query, sql: `explain (analyze, buffers) ${query.sql}` };
        const { rows } = await executor.executeQuery<{ 'QUERY PLAN': string }>(explained);
        console.log(`\n${query.sql}\n-- ${JSON.stringify(query.parameters)}`);
        console.log(rows.map((row) => row['QUERY PLAN']).join('\n'));
      }
    }
  } finally {
    await app.close();
  }
}
