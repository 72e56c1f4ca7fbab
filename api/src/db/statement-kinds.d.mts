/** A query, whose text repeats and whose plan can be reused: worth a named prepared statement. */
export declare function isReusableStatement(sql: string): boolean;
/** DDL, `truncate`, `deallocate`, ... : after it, a kept statement may no longer fit, or be gone. */
export declare function mayChangeTableShape(sql: string): boolean;
/** Whether an error says a kept statement is gone or no longer fits its table: parse it anew next time. */
export declare function isStaleStatementError(error: unknown): boolean;
