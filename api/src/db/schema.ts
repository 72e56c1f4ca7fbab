import type { CompanyInfoTable } from '../modules/company/company.table';
import type { ComplaintsTable } from '../modules/complaints/complaint.table';
import type { SitesTable } from '../modules/settings/site.table';

/** Every table, as Kysely sees it. */
export interface Database {
  company_info: CompanyInfoTable;
  sites: SitesTable;
  complaints: ComplaintsTable;
}
