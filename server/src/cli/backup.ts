import { loadConfig } from '../config';
import { createBackup } from './backups/createBackup';
import { BackupError } from './backups/manifest';

/** npm run backup -- <folder>: a consistent copy of the running installation (decision 0050). */
async function main(): Promise<void> {
  await createBackup({ config: loadConfig(), target: process.argv[2], log: (line) => console.log(line) });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof BackupError ? error.exitCode : 1);
});
