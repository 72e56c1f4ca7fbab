// Which statements are worth preparing once and which may change a table's shape (ADR 0039).
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
