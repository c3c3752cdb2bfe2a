import { UPLOAD_TEXT } from './uploadMessages';

/** A file name without its extension ('Night Drive.wav' -> 'Night Drive'), trimmed; '' when nothing is left. */
export function fileBaseName(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot >= 0 ? fileName.slice(0, dot) : fileName).trim();
}

/** The file name without extension, else 'Untitled Track'. */
export function titleFromFileName(fileName: string): string {
  return fileBaseName(fileName) || UPLOAD_TEXT.untitled;
}

/**
 * The title of the nth file (0-based) of one batch: the typed title names the first file; every later
 * file is named after its own file name, since a batch usually holds different songs.
 */
export function titleForFile(typedTitle: string, fileName: string, index: number): string {
  const title = typedTitle.trim();
  if (index === 0 && title) return title;
  return titleFromFileName(fileName);
}
