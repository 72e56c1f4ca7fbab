/** A query, whose text repeats and whose plan can be reused: worth a named prepared statement. */
export declare function isReusableStatement(sql: string): boolean;
/** DDL, `truncate`, ... : after it, a kept statement's plan or result type may no longer fit. */
export declare function mayChangeTableShape(sql: string): boolean;
