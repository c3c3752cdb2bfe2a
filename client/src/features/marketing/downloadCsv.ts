import { MARKETING, subscribersCsv, type Subscriber } from '@common/marketing';

/** Saves the subscriber list as panda-nation-subscribers.csv (columns ID, Email, Display Name, User Type). */
export function downloadSubscribersCsv(list: Subscriber[]): void {
  const blob = new Blob([subscribersCsv(list)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = MARKETING.csvFileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has read the blob once the click is handled; the next task may let it go.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
