import { Body, Container, Head, Hr, Html, Link, Section, Text } from '@react-email/components';
import { render, toPlainText } from '@react-email/render';
import type { CampaignAudience } from '../../db/schema';
import { TOKEN_PLACEHOLDER, unsubscribePageUrl } from './unsubscribeTokens';

const colours = {
  page: '#18181B',
  card: '#FFFFFF',
  text: '#18181B',
  muted: '#A1A1AA',
  accent: '#FF4DA6',
  link: '#C2006A',
};
const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface CampaignEmailInput {
  audience: CampaignAudience;
  /** The artist's name (artist campaigns) or the sending administrator's (platform campaigns). */
  senderName: string;
  subject: string;
  /** Sanitised HTML (see sanitize.ts). */
  contentHtml: string;
  origin: string;
}

/** Who sent it, said at the top. */
const fromLine = (input: CampaignEmailInput) =>
  input.audience === 'artist' ? `${input.senderName}, on Panda Nation` : 'The Panda Nation team';

/** Why the reader gets it, said at the bottom. */
export const reasonLine = (input: Pick<CampaignEmailInput, 'audience' | 'senderName'>) =>
  input.audience === 'artist'
    ? `You get this because you chose to get ${input.senderName}'s email on Panda Nation.`
    : 'You get this because you subscribed to news from Panda Nation (the newsletter or email updates on your account).';

function CampaignEmail({
  input,
  unsubscribeUrl,
  preview,
}: {
  input: CampaignEmailInput;
  unsubscribeUrl: string;
  preview: string;
}) {
  return (
    <Html lang="en">
      <Head />
      {/* The line mail programs show beside the subject. Not react-email's Preview: its padding of invisible
          characters costs each of thousands of copies more encoding than the content itself. */}
      <div
        style={{
          display: 'none',
          overflow: 'hidden',
          lineHeight: '1px',
          opacity: 0,
          maxHeight: 0,
          maxWidth: 0,
        }}
        data-skip-in-text="true"
      >
        {preview}
      </div>
      <Body style={{ backgroundColor: colours.page, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: 600, margin: '0 auto', padding: '0 16px' }}>
          <Text style={{ color: colours.accent, fontSize: 14, fontWeight: 700, margin: '0 0 12px' }}>
            {fromLine(input)}
          </Text>
          <Section
            style={{
              backgroundColor: colours.card,
              color: colours.text,
              borderRadius: 12,
              padding: '24px',
              fontSize: 15,
              lineHeight: '24px',
            }}
          >
            <div dangerouslySetInnerHTML={{ __html: input.contentHtml }} />
          </Section>
          <Hr style={{ borderColor: '#3F3F46', margin: '24px 0 12px' }} />
          <Text style={{ color: colours.muted, fontSize: 12, lineHeight: '18px', margin: 0 }}>
            {reasonLine(input)}{' '}
            <Link href={unsubscribeUrl} style={{ color: colours.accent, textDecoration: 'underline' }}>
              Unsubscribe
            </Link>{' '}
            with one click, no sign-in needed. Panda Nation, Atlanta, GA.{' '}
            <Link href={input.origin} style={{ color: colours.accent }}>
              {input.origin.replace(/^https?:\/\//, '')}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** The first words of the content, for the line mail programs show beside the subject. */
function previewText(contentHtml: string): string {
  const text = toPlainText(contentHtml, { wordwrap: false, selectors: [{ selector: 'img', format: 'skip' }] })
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/**
 * The campaign email (HTML and plain text) as every recipient gets it, with TOKEN_PLACEHOLDER where each
 * recipient's own unsubscribe token goes (see withToken).
 */
export async function renderCampaignEmail(
  input: CampaignEmailInput,
): Promise<{ html: string; text: string }> {
  const unsubscribeUrl = unsubscribePageUrl(input.origin, TOKEN_PLACEHOLDER);
  const html = await render(
    <CampaignEmail input={input} unsubscribeUrl={unsubscribeUrl} preview={previewText(input.contentHtml)} />,
  );
  // Headings keep the sender's own case (html-to-text would shout them in capitals).
  const text = toPlainText(html, {
    wordwrap: 78,
    selectors: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
  });
  return { html, text };
}
