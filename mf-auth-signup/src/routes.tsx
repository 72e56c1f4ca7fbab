import { lazy, type ComponentType } from 'react';
import { registerNamespace } from '@app/shared/i18n';
import { loadCatalogue } from './locales/load-catalogue';

/** Exposed as `./routes`: this remote's pages by the names its route table uses. */
export const namespace = 'auth';
export const buildId = __BUILD_ID__;

registerNamespace(namespace, loadCatalogue);

export const pages: Record<string, ComponentType> = {
  login: lazy(() => import('./features/login/login-page').then((module) => ({ default: module.LoginPage }))),
  token: lazy(() => import('./features/login/token-page').then((module) => ({ default: module.TokenPage }))),
  signup: lazy(() => import('./features/signup/signup-page').then((module) => ({ default: module.SignupPage }))),
  'complete-signup': lazy(() =>
    import('./features/signup/complete-signup-page').then((module) => ({ default: module.CompleteSignupPage })),
  ),
  'signup-matches': lazy(() =>
    import('./features/signup/signup-matches-page').then((module) => ({ default: module.SignupMatchesPage })),
  ),
  'reset-password': lazy(() =>
    import('./features/account/reset-password-page').then((module) => ({ default: module.ResetPasswordPage })),
  ),
  'reset-password-do': lazy(() =>
    import('./features/account/reset-password-do-page').then((module) => ({ default: module.ResetPasswordDoPage })),
  ),
  'mail-change-do': lazy(() =>
    import('./features/account/mail-change-do-page').then((module) => ({ default: module.MailChangeDoPage })),
  ),
  'activate-done': lazy(() =>
    import('./features/account/activate-done-page').then((module) => ({ default: module.ActivateDonePage })),
  ),
  'activate-error': lazy(() =>
    import('./features/account/activate-error-page').then((module) => ({ default: module.ActivateErrorPage })),
  ),
  'account-deleted': lazy(() =>
    import('./features/profile/account-deleted-page').then((module) => ({ default: module.AccountDeletedPage })),
  ),
  profile: lazy(() => import('./features/profile/profile-page').then((module) => ({ default: module.ProfilePage }))),
  notifications: lazy(() =>
    import('./features/notifications/notifications-page').then((module) => ({ default: module.NotificationsPage })),
  ),
};
