// Which statements are worth preparing once, which may change a table's shape, and which errors
// say a kept statement went stale (ADR 0039).
// Plain JavaScript, so that the PGlite worker thread loads it as it is.

const REUSABLE = /^\s*(select|insert|update|delete|with|values)\b/i;
const SHAPE_KEEPING = /^\s*(begin|start|commit|end|rollback|abort|savepoint|release|set|reset|show)\b/i;

/** A query, whose text repeats and whose plan can be reused: worth a named prepared statement. */
export function isReusableStatement(sql) {
  return REUSABLE.test(sql);
}

/** DDL, `truncate`, `deallocate`, ... : after it, a kept statement may no longer fit, or be gone. */
export function mayChangeTableShape(sql) {
  return !REUSABLE.test(sql) && !SHAPE_KEEPING.test(sql);
}

/** invalid_sql_statement_name, feature_not_supported ("cached plan must not change result type"). */
const STALE_STATEMENT_CODES = new Set(['26000', '0A000']);

/** Whether an error says a kept statement is gone or no longer fits its table: parse it anew next time. */
export function isStaleStatementError(error) {
  return STALE_STATEMENT_CODES.has(error?.code);
}
