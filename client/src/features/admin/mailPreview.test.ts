import { describe, expect, it } from 'vitest';
import { MAIL_PREVIEW_SANDBOX, mailPreviewDocument } from './mailPreview';

describe('the outbox preview of an email', () => {
  it('lets links open in a new tab while scripts, forms and the app origin stay out of reach', () => {
    const tokens = MAIL_PREVIEW_SANDBOX.split(' ');
    expect(tokens).toEqual(expect.arrayContaining(['allow-popups', 'allow-popups-to-escape-sandbox']));
    expect(tokens).not.toContain('allow-scripts');
    expect(tokens).not.toContain('allow-same-origin');
    expect(tokens).not.toContain('allow-forms');
    expect(tokens).not.toContain('allow-top-navigation');
  });

  it('makes every link open in a new tab with a base target as the first element of the head', () => {
    const html =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><base target="_self"></head>' +
      '<body><a href="https://example.com/">Open</a></body></html>';
    expect(mailPreviewDocument(html)).toBe(
      '<!DOCTYPE html><html lang="en"><head><base target="_blank"><meta charset="utf-8"><base target="_self">' +
        '</head><body><a href="https://example.com/">Open</a></body></html>',
    );
    expect(mailPreviewDocument('<HEAD data-x="1"><title>T</title></HEAD>')).toBe(
      '<HEAD data-x="1"><base target="_blank"><title>T</title></HEAD>',
    );
  });

  it('keeps the doctype first when the message has no head', () => {
    expect(mailPreviewDocument('<!doctype html><p><a href="/x">x</a></p>')).toBe(
      '<!doctype html><base target="_blank"><p><a href="/x">x</a></p>',
    );
    expect(mailPreviewDocument('<html><body>x</body></html>')).toBe(
      '<html><base target="_blank"><body>x</body></html>',
    );
    expect(mailPreviewDocument('<p>Hello</p>')).toBe('<base target="_blank"><p>Hello</p>');
  });

  it('does not take a header element for the head', () => {
    expect(mailPreviewDocument('<header>Top</header><p>x</p>')).toBe(
      '<base target="_blank"><header>Top</header><p>x</p>',
    );
  });
});
