import type { NotificationEntry } from '@common/notifications';
import { Action, Layout, Note, Paragraph, TextLink } from '../../../mail/templates/Layout';
import type { MailTemplate } from '../../../mail/templates/messages';

/** The daily digest: what happened since the last one, each entry as the app says it, with a way out. */
export function digestMail(p: {
  origin: string;
  name: string;
  entries: NotificationEntry[];
  more: number;
  unsubscribeUrl: string;
}): MailTemplate {
  const count = p.entries.length + p.more;
  const subject = `Your Panda Nation day: ${count} ${count === 1 ? 'notification' : 'notifications'}`;
  return {
    subject,
    body: (
      <Layout
        preview={p.entries[0]?.text ?? subject}
        heading="What you missed today"
        origin={p.origin}
        reason="You got this email because you chose a daily email for some notifications in your settings."
      >
        <Paragraph>Hi {p.name},</Paragraph>
        {p.entries.map((entry) => (
          <Paragraph key={entry.id}>
            {entry.href ? <TextLink href={`${p.origin}${entry.href}`}>{entry.text}</TextLink> : entry.text}
          </Paragraph>
        ))}
        {p.more > 0 ? <Paragraph>…and {p.more} more.</Paragraph> : null}
        <Action href={`${p.origin}/notifications`} label="See all notifications" />
        <Note>
          You get at most one of these a day. Choose what comes by email in your settings, or{' '}
          <TextLink href={p.unsubscribeUrl}>stop these emails</TextLink>.
        </Note>
      </Layout>
    ),
  };
}
