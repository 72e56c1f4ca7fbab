import { atom, onMount } from 'nanostores';
import { api } from '@app/shared/api';
import type { CompanyInfo } from '../contract/company';

/** Company info, loaded once and cached (spec section 7). */
export const $companyInfo = atom<CompanyInfo | null>(null);

let loading: Promise<void> | null = null;
export function loadCompanyInfo(): Promise<void> {
  loading ??= api<{ company: CompanyInfo }>('/api/companyinfo.php')
    .then(({ company }) => $companyInfo.set(company))
    .catch(() => {
      loading = null;
    });
  return loading;
}

onMount($companyInfo, () => {
  void loadCompanyInfo();
});
