import { api } from '@app/shared/api';
import type { ReportRequest, ReportResponse } from '@app/shared/contract';

/** POST /api/report.php: a report of a profile for the operators; answers the reference to quote. */
export function sendReport(report: ReportRequest): Promise<ReportResponse> {
  return api<ReportResponse>('/api/report.php', { method: 'POST', body: report });
}
