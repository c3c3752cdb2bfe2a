/** The sharing feature's public entry: what other features use of it. */
export { ShareButton, type ShareButtonProps } from './ShareButton';
export { useDocumentTitle } from './useDocumentTitle';
