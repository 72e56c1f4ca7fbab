import type { CompanyInfo } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findCompany } from './company.repository';

export async function companyInfo(db: Db, companyId: number): Promise<CompanyInfo> {
  const row = await findCompany(db, companyId);
  if (!row) throw new AppError('not_found');
  return {
    name: row.name,
    address: row.address,
    kvk: row.kvk,
    city: row.city,
    country: row.country,
    tradenames: row.tradenames,
    vat_numbers: row.vat_numbers,
    support_phone: row.support_phone,
    delete_discount: row.delete_discount,
    added: new Date(row.added).toISOString(),
  };
}
