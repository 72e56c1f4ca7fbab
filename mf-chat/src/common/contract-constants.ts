// A zod-free copy of a contract constant the chat page needs at render. In the contract it lives in
// photos.ts, which also defines zod schemas, and importing it from there brings zod (about 22 KiB
// brotli) into a first visit (ADR 0019). contract-constants.test.ts checks it against the contract.
// Remove this file once the contract exports PHOTO_UPLOAD from a zod-free module.

/** The contract's PHOTO_UPLOAD.types: the photo types the attachment picker offers. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
