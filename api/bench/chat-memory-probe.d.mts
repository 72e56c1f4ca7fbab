/** Answers memory requests on IPC (a full GC first) until a close request arrives, then calls `close`. */
export declare function replyToMemoryRequests(close: () => Promise<void>): void;
