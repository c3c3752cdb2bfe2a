/** What GET /media answers when a priced track's full file or its preview cannot be served. */
export const MEDIA_MESSAGES = {
  needsLicence: 'Buy a license to play the full beat',
  previewPending: 'The preview of this beat is being prepared. Try again in a moment.',
} as const;
