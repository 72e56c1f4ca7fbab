/**
 * The shared rule of POST /api/report.php. It brings zod (about 22 KiB brotli), so the report form
 * loads it when the member opens the form, not with the profile (ADR 0019).
 */
export const loadReportSchema = () =>
  import('@app/shared/contract/member-profile').then((module) => module.ReportRequestSchema);
