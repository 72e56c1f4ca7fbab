import * as ownGender from '@app/shared/i18n/own-gender';
import * as countryNames from '@app/shared/i18n/country-names';
import * as tracking from '@app/shared/stores/tracking';

/**
 * Shared modules the shell itself hardly uses but most remote pages do (country names, texts by
 * the member's own gender, the visit's traffic source). Referenced here, the shell provides them in
 * its first script, about 1 KiB in all; without it each remote fetched its own copy as up to three
 * more tiny scripts one step later (ADR 0021).
 */
export const SHARED_FOR_REMOTES: readonly object[] = [ownGender, countryNames, tracking];
