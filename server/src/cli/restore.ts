import { loadConfig } from '../config';
import { BackupError } from './backups/manifest';
import { restoreBackup } from './backups/restoreBackup';

/** npm run restore -- <backup folder>: restores into an empty DATA_DIR and verifies it (decision 0050). */
async function main(): Promise<void> {
  await restoreBackup({ config: loadConfig(), source: process.argv[2], log: (line) => console.log(line) });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof BackupError ? error.exitCode : 1);
});
