import { describe, expect, it } from 'vitest';
import { campaignSchema } from './marketing';
import { campaignTemplates } from './marketingTemplates';

describe('campaign templates', () => {
  const templates = campaignTemplates({ name: 'Maya Rivers', pagePath: '/artists/12' });

  it('offers a new release, a show announcement and a thank-you, each a valid campaign', () => {
    expect(templates.map((t) => t.label)).toEqual(['New release', 'Show announcement', 'Thank-you']);
    for (const template of templates) {
      expect(
        campaignSchema.safeParse({ subject: template.subject, htmlContent: template.html }).success,
      ).toBe(true);
      expect(template.html).toContain('Maya Rivers');
      expect(template.html).toMatch(/\[[^\]]+\]/);
    }
    expect(templates[0]!.html).toContain('<a href="/artists/12">Listen on Panda Nation</a>');
  });

  it("escapes the sender's name, which anyone may choose", () => {
    const [release] = campaignTemplates({ name: 'DJ <b>"Nova"</b> & co', pagePath: '/' });
    expect(release!.html).toContain('DJ &lt;b&gt;&quot;Nova&quot;&lt;/b&gt; &amp; co');
    expect(release!.html).not.toContain('<b>"Nova"');
  });
});
