import { atom } from 'nanostores';
import { detectInstalledApp } from '@app/shared/ui/installed-app';

export const $installedApp = atom<boolean>(detectInstalledApp());
