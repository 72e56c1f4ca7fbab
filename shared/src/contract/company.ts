import { z } from 'zod';

/** Company info of spec section 3 (GET /api/companyinfo.php). */
export const CompanyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  delete_discount: z.number().int().nonnegative(),
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;
export const CompanyInfoResponseSchema = z.object({ company: CompanyInfoSchema });
