// @vitest-environment happy-dom
import { COMPOSER_TAGS, CAMPAIGN_ALLOWED_TAGS, composerHtml } from '@common/campaignHtml';
import { campaignTemplates } from '@common/marketingTemplates';
import { Editor } from '@tiptap/core';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeCampaignHtml } from '../../../../server/src/features/marketing/sanitize';
import { composerExtensions } from './composerExtensions';
import { editorContent } from './composerContent';

const ORIGIN = 'https://pandanation.example';

// ProseMirror reads a pasted <style> through the old `rules` name, which browsers have and happy-dom lacks.
if (!('rules' in CSSStyleSheet.prototype)) {
  Object.defineProperty(CSSStyleSheet.prototype, 'rules', {
    get(this: CSSStyleSheet) {
      return this.cssRules;
    },
  });
}

const editors: Editor[] = [];
afterEach(() => {
  while (editors.length) editors.pop()!.destroy();
});

/** An editor like the composer's, holding `content`, with everything selected when `selectAll`. */
function editorWith(content: string, selectAll = true): Editor {
  const editor = new Editor({ extensions: composerExtensions(), content: editorContent(content) });
  editors.push(editor);
  if (selectAll) editor.commands.selectAll();
  return editor;
}

/** What the composer sends: its document as campaign HTML. */
const output = (editor: Editor) => composerHtml(editor.getJSON());

/** Sending must change nothing: the server's sanitiser keeps the composer's HTML as it is. */
function expectKept(html: string) {
  expect(html).not.toBe('');
  expect(sanitizeCampaignHtml(html, ORIGIN)).toBe(html);
  // And only the composer's tags are in it, all of them on the shared allow-list.
  for (const [, tag] of html.matchAll(/<([a-z0-9]+)/g)) expect(COMPOSER_TAGS).toContain(tag);
}

const text = 'Night Drive is out & it is "loud" <3';

describe('the composer writes exactly what the sanitiser keeps', () => {
  it('writes only tags of the shared allow-list', () => {
    for (const tag of COMPOSER_TAGS) expect(CAMPAIGN_ALLOWED_TAGS).toContain(tag);
  });

  const actions: [string, (editor: Editor) => boolean, string][] = [
    [
      'bold',
      (e) => e.chain().toggleBold().run(),
      `<p><strong>Night Drive is out &amp; it is "loud" &lt;3</strong></p>`,
    ],
    [
      'italic',
      (e) => e.chain().toggleItalic().run(),
      `<p><em>Night Drive is out &amp; it is "loud" &lt;3</em></p>`,
    ],
    [
      'heading 2',
      (e) => e.chain().toggleHeading({ level: 2 }).run(),
      `<h2>Night Drive is out &amp; it is "loud" &lt;3</h2>`,
    ],
    [
      'heading 3',
      (e) => e.chain().toggleHeading({ level: 3 }).run(),
      `<h3>Night Drive is out &amp; it is "loud" &lt;3</h3>`,
    ],
    [
      'bulleted list',
      (e) => e.chain().toggleBulletList().run(),
      `<ul><li><p>Night Drive is out &amp; it is "loud" &lt;3</p></li></ul>`,
    ],
    [
      'numbered list',
      (e) => e.chain().toggleOrderedList().run(),
      `<ol><li><p>Night Drive is out &amp; it is "loud" &lt;3</p></li></ol>`,
    ],
    [
      'quote',
      (e) => e.chain().toggleBlockquote().run(),
      `<blockquote><p>Night Drive is out &amp; it is "loud" &lt;3</p></blockquote>`,
    ],
    [
      'link',
      (e) => e.chain().setLink({ href: 'https://example.com/tour?city=Lagos&day=2' }).run(),
      `<p><a href="https://example.com/tour?city=Lagos&amp;day=2">Night Drive is out &amp; it is "loud" &lt;3</a></p>`,
    ],
    [
      'bold and italic inside a link',
      (e) => e.chain().toggleItalic().toggleBold().setLink({ href: 'mailto:maya@example.com' }).run(),
      `<p><a href="mailto:maya@example.com"><strong><em>Night Drive is out &amp; it is "loud" &lt;3</em></strong></a></p>`,
    ],
  ];

  for (const [name, act, expected] of actions) {
    it(`keeps ${name} as it is`, () => {
      const editor = editorWith(`<p>${text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`);
      expect(act(editor)).toBe(true);
      const html = output(editor);
      expect(html).toBe(expected);
      expectKept(html);
      // Undo takes it back; redo brings it again.
      expect(editor.chain().undo().run()).toBe(true);
      expect(output(editor)).toBe(`<p>Night Drive is out &amp; it is "loud" &lt;3</p>`);
      expect(editor.chain().redo().run()).toBe(true);
      expect(output(editor)).toBe(expected);
    });
  }

  it('keeps a mixed document, line breaks, a numbered list that starts later and a non-breaking space', () => {
    const editor = editorWith('<p>one</p>', false);
    editor.commands.setContent(
      '<h2>Tour</h2><p>Doors at 8\u00a0pm<br>Bring a friend</p><ol start="3"><li>Lagos</li><li>Accra</li></ol>' +
        '<ul><li>VIP<ul><li>signed vinyl</li></ul></li></ul><blockquote><p>Best night — <em>a fan</em></p></blockquote>',
    );
    const html = output(editor);
    expect(html).toBe(
      '<h2>Tour</h2><p>Doors at 8\u00a0pm<br />Bring a friend</p><ol start="3"><li><p>Lagos</p></li><li><p>Accra</p></li></ol>' +
        '<ul><li><p>VIP</p><ul><li><p>signed vinyl</p></li></ul></li></ul><blockquote><p>Best night — <em>a fan</em></p></blockquote>',
    );
    expectKept(html);
  });

  it('writes nothing for an empty editor, so Missing Content applies', () => {
    const editor = editorWith('');
    expect(output(editor)).toBe('');
    editor.commands.setContent('<p>   </p><p></p>');
    expect(output(editor)).toBe('');
  });

  it('refuses javascript:, data: and other schemes as links, on the way in and when set', () => {
    const editor = editorWith(
      '<p><a href="javascript:alert(1)">one</a> <a href="data:text/html,x">two</a> <a href="https://ok.example/">three</a></p>',
      false,
    );
    expect(output(editor)).toBe('<p>one two <a href="https://ok.example/">three</a></p>');
    editor.commands.selectAll();
    editor.commands.setLink({ href: 'javascript:alert(1)' });
    expect(output(editor)).not.toContain('javascript:');
  });

  it('makes a page of this site absolute on the server, and changes nothing else', () => {
    const editor = editorWith('<p><a href="/artists/12">My page</a></p>', false);
    const html = output(editor);
    expect(html).toBe('<p><a href="/artists/12">My page</a></p>');
    expect(sanitizeCampaignHtml(html, ORIGIN)).toBe(`<p><a href="${ORIGIN}/artists/12">My page</a></p>`);
  });
});

describe('pasting from Word and Google Docs', () => {
  it('reduces a Word fragment to the allowed tags, keeping bold, italic, lists and links', () => {
    const editor = editorWith('', false);
    editor.view.pasteHTML(
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>' +
        '<!--StartFragment--><p class=MsoNormal style="margin:0;font-family:Calibri"><b><span style="font-size:14pt">Big</span></b>' +
        '<span style="mso-spacerun:yes"> </span><i>news</i><o:p></o:p></p>' +
        '<p class=MsoListParagraph style="mso-list:l0 level1 lfo1"><span style="font-family:Symbol">·</span> first</p>' +
        '<ul><li class=MsoNormal>one</li><li>two</li></ul>' +
        '<p><a href="https://example.com/" target="_blank" style="color:red">site</a> <font color=red>red</font></p>' +
        '<table><tr><td>cell</td></tr></table><img src="https://tracker.example/p.gif"><script>alert(1)</script>' +
        '<!--EndFragment--></body></html>',
    );
    const html = output(editor);
    expect(html).toContain('<strong>Big</strong>');
    expect(html).toContain('<em>news</em>');
    expect(html).toContain('<ul><li><p>one</p></li><li><p>two</p></li></ul>');
    expect(html).toContain('<a href="https://example.com/">site</a> red');
    expect(html).toContain('cell');
    expect(html).not.toMatch(/style=|class=|<span|<font|<table|<img|<o:p|script|alert|Mso/);
    expectKept(html);
  });

  it('reads a Google Docs fragment: its bold and italic spans, not the normal-weight wrapper', () => {
    const editor = editorWith('', false);
    editor.view.pasteHTML(
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1234">' +
        '<p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-weight:700">Tickets</span>' +
        '<span style="font-size:11pt;font-weight:400"> on sale </span><span style="font-style:italic">Friday</span></p>' +
        '<h2 dir="ltr"><span style="font-size:16pt">Dates</span></h2></b>',
    );
    const html = output(editor);
    expect(html).toBe('<p><strong>Tickets</strong> on sale <em>Friday</em></p><h2>Dates</h2>');
    expectKept(html);
  });
});

describe('templates load into the editor', () => {
  for (const template of campaignTemplates({ name: 'Maya & The Tides', pagePath: '/artists/12' })) {
    it(`loads “${template.label}” whole`, () => {
      const editor = editorWith(template.html, false);
      const html = output(editor);
      // The template's own HTML, without the line breaks between its blocks and with XHTML's <br />.
      expect(html).toBe(template.html.replace(/>\n</g, '><').replace(/<br>/g, '<br />'));
      expect(sanitizeCampaignHtml(html, ORIGIN)).toBe(html.replace(/href="\//g, `href="${ORIGIN}/`));
    });
  }
});
