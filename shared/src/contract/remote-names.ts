// No zod here: the shell's federation runtime plugins import this before anything else loads.

/** The remotes of this product: package folder to Module Federation name. */
export const REMOTES = {
  'mf-auth-signup': 'mf_auth_signup',
  'mf-members': 'mf_members',
  'mf-chat': 'mf_chat',
  'mf-payments': 'mf_payments',
  'mf-landers': 'mf_landers',
} as const;
export type RemotePackage = keyof typeof REMOTES;

/** Marker export of the module the federation runtime answers with when a remote cannot be loaded. */
export const UNAVAILABLE_REMOTE = '__remoteUnavailable';
