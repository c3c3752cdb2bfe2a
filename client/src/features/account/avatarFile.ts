import { ACCOUNT, ACCOUNT_MESSAGES } from '@common/account';

/** The image types the avatar upload takes, for the file picker's `accept`. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** Whether the first bytes are those of a PNG, JPEG or WebP file (whatever the name says). */
export function looksLikeAvatarImage(head: Uint8Array): boolean {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return true;
  if (startsWith(head, [0xff, 0xd8, 0xff])) return true;
  // RIFF....WEBP
  return startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8);
}

/**
 * Why this file cannot be an avatar (the server's own texts), or null when it can be sent: its type, its
 * size and its first bytes are checked, so a renamed text file is refused before it is uploaded.
 */
export async function avatarFileProblem(file: File): Promise<string | null> {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return ACCOUNT_MESSAGES.avatarUnsupported;
  if (file.size > ACCOUNT.avatarMaxBytes) return ACCOUNT_MESSAGES.avatarTooLarge;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return looksLikeAvatarImage(head) ? null : ACCOUNT_MESSAGES.avatarUnsupported;
}
