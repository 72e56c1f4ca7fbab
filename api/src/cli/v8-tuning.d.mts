// v8-tuning.mjs sets the server's V8 flags when evaluated; it exports nothing.
export {};
