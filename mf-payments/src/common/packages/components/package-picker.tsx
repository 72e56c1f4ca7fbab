import { useTranslation } from '@app/shared/i18n/react';
import type { Package } from '@app/shared/contract';
import { PackageFacts } from './package-facts';
import * as css from './packages.module.css';

/** rspack's CSS modules export each class by its name. */
const styles = css as unknown as Readonly<Record<string, string>>;

export interface PackagePickerProps {
  packages: Package[];
  selected: number | null;
  onSelect: (packageId: number) => void;
}

/** The packages as one radio group of cards (arrow keys move between them), with a legend. */
export function PackagePicker({ packages, selected, onSelect }: PackagePickerProps) {
  const { t } = useTranslation('payments');
  return (
    <fieldset className="mb-4">
      <legend className="h5">{t('packages.legend')}</legend>
      <div className="row row-cols-2 g-2 g-md-3">
        {packages.map((pack) => (
          <div className="col" key={pack.id}>
            <label className={`${styles.option} ${pack.recommended ? styles.recommended : ''}`}>
              <input
                type="radio"
                name="package"
                className={`form-check-input ${styles.radio}`}
                value={pack.id}
                checked={selected === pack.id}
                onChange={() => onSelect(pack.id)}
              />
              <PackageFacts pack={pack} />
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
