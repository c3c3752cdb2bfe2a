import type { AppConfig } from '../../config';

/** The origin absolute links start with: PUBLIC_ORIGIN, else this server on localhost (as links in emails). */
export function publicOrigin(config: AppConfig): string {
  return (config.publicOrigin ?? config.mail.linkOrigin).replace(/\/$/, '');
}
