import type { Timestamp } from '../../db/schema.ts';

/** Migration 0010_server_secrets: secrets shared by every instance, by name. */
export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Timestamp;
}

// Added to the shared Database type here so this capability stays in its own files.
declare module '../../db/schema.ts' {
  interface Database {
    server_secrets: ServerSecretsTable;
  }
}
