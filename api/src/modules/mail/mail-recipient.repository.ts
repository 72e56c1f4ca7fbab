import type { Db } from '../../db/database';

/** What an account mail needs: the member's address, language and name, the site and its company. */
export function findMailRecipient(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .innerJoin('company_info', 'company_info.id', 'sites.company_id')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.language',
      'users.status',
      'users.site_id',
      'profiles.name',
      'sites.name as site_name',
      'sites.domain as site_domain',
      'sites.mail_name as site_mail_name',
      'company_info.name as company_name',
      'company_info.address as company_address',
      'company_info.city as company_city',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
