import { z } from 'zod';
import { COMPLAINT_SUBJECTS } from './complaint-subjects';
import { line, text } from './text';

export { COMPLAINT_SUBJECTS };

/** The /complaints form: one rule for the form and the server. Messages are translation keys. */
export const ComplaintSchema = z
  .object({
    name: line().trim().min(2, 'errors.name_required').max(100, 'errors.too_long'),
    email: z.email('errors.email_invalid').max(254, 'errors.too_long'),
    subject: z.enum(COMPLAINT_SUBJECTS, 'errors.subject_required'),
    message: text().trim().min(20, 'errors.message_too_short').max(5000, 'errors.too_long'),
  })
  .strict();
export type Complaint = z.infer<typeof ComplaintSchema>;
export const ComplaintResponseSchema = z.object({ id: z.number().int(), reference: z.string() });
