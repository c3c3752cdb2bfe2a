import fsp from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isSafeRelativePath } from './files';

/** The file that makes a folder a backup; written last, so a folder without it is an unfinished backup. */
export const MANIFEST_FILE = 'manifest.json';

/** A command-line failure: the message is for the operator, the code is the exit code. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

const digest = z.object({ size: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) });
const relPath = z.string().refine(isSafeRelativePath, 'a relative path inside the backup folder');

const manifestSchema = z.object({
  format: z.literal('panda-nation-backup'),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  /** When the database snapshot was taken (ISO 8601). */
  createdAt: z.string(),
  database: z.object({
    dialect: z.enum(['sqlite', 'postgres']),
    /** The database file inside the backup: the SQLite file, or a pg_dump archive (custom format). */
    file: relPath,
    size: z.number().int().min(0),
    sha256: digest.shape.sha256,
    /** The newest migration applied in the snapshot. */
    migration: z.string().nullable(),
    /** Rows per table in the snapshot. */
    rowCounts: z.record(z.string(), z.number().int().min(0)),
  }),
  storage: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('local') }),
    z.object({ kind: z.literal('s3'), bucket: z.string(), copied: z.literal(false), note: z.string() }),
  ]),
  /** Every other file of DATA_DIR (media, mail outbox), by path relative to DATA_DIR and to the backup folder. */
  files: z.record(relPath, digest),
  /** Media the snapshot's rows point at that no file in the backup holds (see decision 0050). */
  referencedButMissing: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof manifestSchema>;

/** Writes the manifest through a temporary name, so it appears whole or not at all. */
export async function writeManifest(folder: string, manifest: BackupManifest): Promise<void> {
  const file = path.join(folder, MANIFEST_FILE);
  await fsp.writeFile(`${file}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
  await fsp.rename(`${file}.partial`, file);
}

/** Reads and checks a backup's manifest; a missing or malformed one is a clear BackupError. */
export async function readManifest(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, MANIFEST_FILE);
  let text: string;
  try {
    text = await fsp.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupError(
        `No ${MANIFEST_FILE} in ${folder}: this is not a backup, or one that did not finish. Nothing was restored.`,
      );
    }
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BackupError(`${file} is not valid JSON. Nothing was restored.`);
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new BackupError(`${file} is not a Panda Nation backup manifest:\n${lines}\nNothing was restored.`);
  }
  return parsed.data;
}
