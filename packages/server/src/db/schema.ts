import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A flag: a boolean on PostgreSQL, 0/1 on SQLite. Read it through `Boolean()`. */
export type Flag = ColumnType<boolean | number, boolean, boolean>;
/** UTC instant as ISO-8601 text on SQLite, timestamptz on PostgreSQL (parsed back to ISO text). */
export type Timestamp = ColumnType<string, string, string>;
/** JSON kept as text on both engines. */
export type JsonText = string;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  group_name: string;
  services: JsonText;
  features: JsonText;
  vat_number: string | null;
  bank_name: string | null;
  bank_account_number: string | null;
  bank_branch: string | null;
  phone: string | null;
  address: string | null;
  country: string | null;
  province: string | null;
  city: string | null;
  zip_code: string | null;
  logo_url: string | null;
  parent_id: number | null;
  is_sub_aggregator: Flag;
  is_distributor: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  company_id: number;
  role: string;
  firstname: string;
  lastname: string;
  email: string;
  password_hash: string | null;
  google_sub: string | null;
  language: string;
  profile_image_url: string | null;
  switches: JsonText;
  is_disabled: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A secret handed to one user that expires: sessions and password reset tokens keep it hashed. */
interface UserTokensTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

export interface SessionsTable extends UserTokensTable {
  revoked_at: Timestamp | null;
  user_agent: string | null;
}

export interface PasswordResetTokensTable extends UserTokensTable {
  used_at: Timestamp | null;
}

export interface RegistrationsTable {
  id: Generated<number>;
  email: string;
  company_name: string;
  firstname: string;
  lastname: string;
  password_hash: string;
  language: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  verified_at: Timestamp | null;
}

export interface WhitelabelConfigsTable {
  company_id: number;
  app_name: string;
  company_name: string;
  login_background_url: string | null;
  app_logo_url: string | null;
  company_logo_url: string | null;
  colors: JsonText;
  updated_at: Timestamp;
}

export interface WhitelabelHostsTable {
  host: string;
  company_id: number;
}

export interface CompanyChangeRequestsTable {
  id: Generated<number>;
  company_id: number;
  field: string;
  old_value: string | null;
  new_value: string | null;
  status: string;
  requested_by: number | null;
  decided_by: number | null;
  created_at: Timestamp;
  decided_at: Timestamp | null;
}

export interface Database {
  companies: CompaniesTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: PasswordResetTokensTable;
  registrations: RegistrationsTable;
  whitelabel_configs: WhitelabelConfigsTable;
  whitelabel_hosts: WhitelabelHostsTable;
  company_change_requests: CompanyChangeRequestsTable;
}

export type CompanyRow = Selectable<CompaniesTable>;
export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type WhitelabelConfigRow = Selectable<WhitelabelConfigsTable>;
export type CompanyChangeRequestRow = Selectable<CompanyChangeRequestsTable>;
