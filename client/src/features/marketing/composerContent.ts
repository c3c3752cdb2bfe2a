import { hasMarkup, plainTextHtml } from '@common/campaignHtml';

/** What the visual editor loads for a campaign's content: its HTML, or plain text made paragraphs as the server does. */
export function editorContent(value: string): string {
  return hasMarkup(value) ? value : plainTextHtml(value);
}
