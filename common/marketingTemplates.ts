import { escapeHtml } from './html';
/**
 * Starting points for a campaign in the composer: HTML the campaign sanitiser keeps as it is (headings,
 * paragraphs, emphasis, line breaks and links to this site), with the parts to fill in written in [brackets].
 */

/** Who signs the email and where its link leads (an artist's page, or Home for the platform list). */
export interface TemplateSender {
  name: string;
  /** A path on this site, e.g. '/artists/12'. */
  pagePath: string;
}

export interface CampaignTemplate {
  id: 'release' | 'show' | 'thanks';
  label: string;
  subject: string;
  html: string;
}

const lines = (...parts: string[]) => parts.join('\n');

/** The three templates, signed by the sender (their name escaped: it is anyone's to choose). */
export function campaignTemplates(sender: TemplateSender): CampaignTemplate[] {
  const name = escapeHtml(sender.name);
  const page = escapeHtml(sender.pagePath);
  return [
    {
      id: 'release',
      label: 'New release',
      subject: '[Title] is out now',
      html: lines(
        '<h1>[Title] is out now</h1>',
        '<p>My new single <strong>[Title]</strong> is out today on Panda Nation, and you are among the first to hear it.</p>',
        '<p>[A line or two about the song: how it started, who made it with you, what it means to you.]</p>',
        `<p><a href="${page}">Listen on Panda Nation</a></p>`,
        `<p>Thank you for listening,<br>${name}</p>`,
      ),
    },
    {
      id: 'show',
      label: 'Show announcement',
      subject: 'Live in [City] on [Date]',
      html: lines(
        '<h1>See me live in [City]</h1>',
        '<p>I am playing <strong>[Venue]</strong> on <strong>[Date]</strong>, doors at [Time].</p>',
        '<p>[Who else is on the bill, what to expect, anything to bring.]</p>',
        '<p>Tickets: [where to get them]</p>',
        `<p>Hope to see you there,<br>${name}</p>`,
      ),
    },
    {
      id: 'thanks',
      label: 'Thank-you',
      subject: 'Thank you',
      html: lines(
        '<h1>Thank you</h1>',
        '<p>[What happened: a milestone, a sold-out show, a year of music.] None of it happens without you.</p>',
        '<p>[Something for them in return: an early listen, a discount, a shout-out.]</p>',
        `<p><a href="${page}">See what is new on my page</a></p>`,
        `<p>With love,<br>${name}</p>`,
      ),
    },
  ];
}
