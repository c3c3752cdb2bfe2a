import type { ReactElement } from 'react';
import { Action, Layout, Note, Paragraph, TextLink } from './Layout';

/** A message ready to render: its subject and body. */
export interface MailTemplate {
  subject: string;
  body: ReactElement;
}

interface Common {
  origin: string;
}

/** Confirms an address given at registration or as a new address in settings. */
export function verifyEmailMail(
  p: Common & { name: string; link: string; hours: number; change: boolean },
): MailTemplate {
  const subject = p.change ? 'Confirm your new email address' : 'Confirm your email address';
  return {
    subject,
    body: (
      <Layout
        preview="One click to confirm this address for your Panda Nation account."
        heading={subject}
        origin={p.origin}
        reason="You got this email because this address was given for a Panda Nation account."
      >
        <Paragraph>Hi {p.name},</Paragraph>
        <Paragraph>
          {p.change
            ? 'You asked to use this address for your Panda Nation account. It takes effect once you confirm it.'
            : 'Welcome to Panda Nation! Please confirm that this address is yours, so we can reach you about your account.'}
        </Paragraph>
        <Action href={p.link} label="Confirm my address" />
        <Note>
          The link works once and for {p.hours} hours. If you did not ask for this, ignore this email: nothing
          changes.
        </Note>
      </Layout>
    ),
  };
}

/** The link that sets a new password. */
export function passwordResetMail(
  p: Common & { name: string; username: string; link: string; minutes: number },
): MailTemplate {
  const subject = 'Reset your Panda Nation password';
  return {
    subject,
    body: (
      <Layout
        preview="Choose a new password for your Panda Nation account."
        heading="Reset your password"
        origin={p.origin}
        reason="You got this email because someone asked to reset the password of an account that uses this address."
      >
        <Paragraph>Hi {p.name},</Paragraph>
        <Paragraph>
          Someone asked to reset the password of the account {p.username}. Choose a new password with the
          button below; setting it signs out every session of the account.
        </Paragraph>
        <Action href={p.link} label="Choose a new password" />
        <Note>
          The link works once and for {p.minutes} minutes. If you did not ask for this, ignore this email:
          your password stays as it is.
        </Note>
      </Layout>
    ),
  };
}

/** Tells the owner that the password changed (so a stranger's change does not go unnoticed). */
export function passwordChangedMail(p: Common & { name: string; username: string }): MailTemplate {
  const subject = 'Your Panda Nation password was changed';
  return {
    subject,
    body: (
      <Layout
        preview="The password of your account was just changed."
        heading="Your password was changed"
        origin={p.origin}
        reason="You got this email because it is the address of a Panda Nation account."
      >
        <Paragraph>Hi {p.name},</Paragraph>
        <Paragraph>
          The password of the account {p.username} was just changed, and every other session was signed out.
        </Paragraph>
        <Note>
          If this was not you, reset your password from the sign-in page straight away and contact us.
        </Note>
      </Layout>
    ),
  };
}

/**
 * Tells the address on an account that a change to another address was asked for (the new one partly
 * masked), when, and what to do if it was not the owner: a stranger who knows the password must not be able
 * to move the account to their own address unnoticed.
 */
export function emailChangeNoticeMail(
  p: Common & {
    name: string;
    username: string;
    maskedNewEmail: string;
    when: string;
    resetLink: string;
    contactLink: string;
  },
): MailTemplate {
  const subject = 'The email address of your Panda Nation account is being changed';
  return {
    subject,
    body: (
      <Layout
        preview={`Someone asked to change the address of the account ${p.username} to ${p.maskedNewEmail}.`}
        heading="Your email address is being changed"
        origin={p.origin}
        reason="You got this email because it is the address of a Panda Nation account."
      >
        <Paragraph>Hi {p.name},</Paragraph>
        <Paragraph>
          On {p.when}, someone signed in to the account {p.username} asked to change its email address from
          this one to {p.maskedNewEmail}. The new address takes over once the link we sent to it is opened;
          until then, this address stays on the account.
        </Paragraph>
        <Paragraph>If this was you, there is nothing to do.</Paragraph>
        <Paragraph>
          If this was not you, reset your password now: that signs out every session and cancels the change.
        </Paragraph>
        <Action href={p.resetLink} label="Reset my password" />
        <Note>
          Then tell us what happened at <TextLink href={p.contactLink}>{p.contactLink}</TextLink>. If the
          change has already taken effect, contact us there and we will help you get your account back.
        </Note>
      </Layout>
    ),
  };
}

/** A visitor's message from /contact, for the support address (Reply-To is the visitor). */
export function contactMail(
  p: Common & { name: string; email: string; subject: string; body: string },
): MailTemplate {
  return {
    subject: `Contact: ${p.subject}`,
    body: (
      <Layout
        preview={`${p.name} wrote through the contact page.`}
        heading={p.subject}
        origin={p.origin}
        reason="You got this email because it was sent through the contact page."
      >
        <Paragraph>
          From {p.name} &lt;{p.email}&gt;. Reply to this email to answer.
        </Paragraph>
        {p.body.split(/\n{2,}/).map((part, index) => (
          <Paragraph key={index}>{part}</Paragraph>
        ))}
      </Layout>
    ),
  };
}

/** Double opt-in: the link that confirms a newsletter subscription. */
export function newsletterConfirmMail(p: Common & { link: string; days: number }): MailTemplate {
  const subject = 'Confirm your Panda Nation newsletter subscription';
  return {
    subject,
    body: (
      <Layout
        preview="One click and the Panda Nation newsletter is on its way to you."
        heading="Confirm your subscription"
        origin={p.origin}
        reason="You got this email because this address was entered to subscribe to the Panda Nation newsletter."
      >
        <Paragraph>
          Thanks for joining the Nation! Please confirm that you want the Panda Nation newsletter at this
          address: news from the community, new music and guides for independent artists.
        </Paragraph>
        <Action href={p.link} label="Confirm my subscription" />
        <Note>
          The link works for {p.days} days. If you did not ask for this, ignore this email: you will not be
          subscribed and we will not write again.
        </Note>
      </Layout>
    ),
  };
}
