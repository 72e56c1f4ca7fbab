// Zod-free: the /complaints page needs these at render; the schema comes with the first input (ADR 0020).

/** What a complaint is about (the /complaints form's subjects). */
export const COMPLAINT_SUBJECTS = ['billing', 'profile', 'conduct', 'privacy', 'technical', 'other'] as const;
