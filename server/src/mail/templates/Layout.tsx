import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

/** The product's look in email: dark page, pink accents, one readable button (white on #DB006E, 5.6:1). */
const colours = {
  page: '#18181B',
  card: '#27272A',
  text: '#FAFAFA',
  muted: '#A1A1AA',
  accent: '#FF4DA6',
  button: '#DB006E',
};

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export interface LayoutProps {
  /** The line mail programs show beside the subject. */
  preview: string;
  heading: string;
  origin: string;
  children: ReactNode;
  /** Why the reader got this message (shown in the footer). */
  reason: string;
}

/** The frame every message shares: brand, heading, content, footer. */
export function Layout({ preview, heading, origin, children, reason }: LayoutProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colours.page, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: 560, margin: '0 auto', padding: '0 16px' }}>
          <Text style={{ color: colours.accent, fontSize: 20, fontWeight: 700, margin: '0 0 16px' }}>
            Panda Nation
          </Text>
          <Section style={{ backgroundColor: colours.card, borderRadius: 12, padding: '24px' }}>
            <Heading as="h1" style={{ color: colours.text, fontSize: 22, margin: '0 0 16px' }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: '#3F3F46', margin: '24px 0 12px' }} />
          <Text style={{ color: colours.muted, fontSize: 12, lineHeight: '18px', margin: 0 }}>
            {reason} Panda Nation, Atlanta, GA.{' '}
            <Link href={origin} style={{ color: colours.accent }}>
              {origin.replace(/^https?:\/\//, '')}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph in the message body. */
export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: colours.text, fontSize: 15, lineHeight: '24px', margin: '0 0 14px' }}>
      {children}
    </Text>
  );
}

/** A quieter paragraph (validity, what to do if it was not you). */
export function Note({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: colours.muted, fontSize: 13, lineHeight: '20px', margin: '14px 0 0' }}>
      {children}
    </Text>
  );
}

/** The message's one action, with the address written out below for mail programs that hide buttons. */
export function Action({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '8px 0 4px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colours.button,
          color: '#FFFFFF',
          borderRadius: 999,
          fontSize: 15,
          fontWeight: 600,
          padding: '12px 22px',
        }}
      >
        {label}
      </Button>
      <Text
        style={{
          color: colours.muted,
          fontSize: 12,
          lineHeight: '18px',
          margin: '12px 0 0',
          wordBreak: 'break-all',
        }}
      >
        Or open this address:{' '}
        <Link href={href} style={{ color: colours.accent }}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** A link inside a paragraph, in the accent colour (readable on the dark card). */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={{ color: colours.accent }}>
      {children}
    </Link>
  );
}
