import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as registries from './migrations/001-registries';
import * as contracts from './migrations/002-contracts';
import * as payments from './migrations/003-payments';
import * as osago from './migrations/004-osago';
import * as paymentPlatform from './migrations/005-payment-platform';
import * as cabinet from './migrations/006-cabinet';
import * as requestGuards from './migrations/007-request-guards';
import * as siteRequests from './migrations/008-site-requests';
import * as dmsConstructor from './migrations/009-dms-constructor';
import * as monthlyKasko from './migrations/010-monthly-kasko';
import * as uploads from './migrations/011-uploads';
import * as vehicleLocks from './migrations/012-vehicle-locks';
import * as contractMail from './migrations/013-contract-mail';
import * as claims from './migrations/014-claims';
import * as renewals from './migrations/015-renewals';
import * as drafts from './migrations/016-drafts';
import * as saved from './migrations/017-saved';
import * as siteRequestOwner from './migrations/018-site-request-owner';
import * as uzCyrl from './migrations/019-uz-cyrl';
import * as refunds from './migrations/020-refunds';
import * as receipts from './migrations/022-receipts';
import * as dmsRequestOwner from './migrations/024-dms-request-owner';
import * as myData from './migrations/023-my-data';
import * as policyVersions from './migrations/021-policy-versions';
import * as uploadFiles from './migrations/025-upload-files';
import * as contractCoverIndex from './migrations/026-contract-cover-index';
import * as contractPlate from './migrations/027-contract-plate';
import * as lookupIndexes from './migrations/028-lookup-indexes';

/** Migrations are bundled in code (the API ships as one file); names sort in the order they apply. */
const MIGRATIONS = {
  '001-registries': registries,
  '002-contracts': contracts,
  '003-payments': payments,
  '004-osago': osago,
  '005-payment-platform': paymentPlatform,
  '006-cabinet': cabinet,
  '007-request-guards': requestGuards,
  '008-site-requests': siteRequests,
  '009-dms-constructor': dmsConstructor,
  '010-monthly-kasko': monthlyKasko,
  '011-uploads': uploads,
  '012-vehicle-locks': vehicleLocks,
  '013-contract-mail': contractMail,
  '014-claims': claims,
  '015-renewals': renewals,
  '016-drafts': drafts,
  '017-saved': saved,
  '018-site-request-owner': siteRequestOwner,
  '019-uz-cyrl': uzCyrl,
  '020-refunds': refunds,
  '022-receipts': receipts,
  '024-dms-request-owner': dmsRequestOwner,
  '023-my-data': myData,
  '021-policy-versions': policyVersions,
  '025-upload-files': uploadFiles,
  '026-contract-cover-index': contractCoverIndex,
  '027-contract-plate': contractPlate,
  '028-lookup-indexes': lookupIndexes,
} as const;

export async function migrateToLatest({ db, dialect }: Db): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      return Object.fromEntries(
        Object.entries(MIGRATIONS).map(([name, m]): [string, Migration] => [
          name,
          { up: (kysely) => m.up(kysely, { dialect }) },
        ]),
      );
    },
  };
  // On PostgreSQL the migrator looks for its tables in every schema unless told which one: beside another
  // schema that has them (another deployment's, a test suite's), it would skip creating its own and fail.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
