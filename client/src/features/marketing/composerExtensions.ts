import { campaignLinkHref } from '@common/campaignHtml';
import { type Editor, Extension, type Extensions } from '@tiptap/core';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';

/**
 * The composer's schema: paragraphs and line breaks, headings (H1 for the templates' titles; the toolbar offers
 * H2 and H3), bold, italic, bulleted and numbered lists, quotes, links and undo. Nothing else can be in the
 * document, so pasted Word or Google Docs HTML is reduced to these on the way in (styles, classes, spans,
 * fonts, tables and images are dropped, their words kept).
 */
export function composerExtensions(
  options: { placeholder?: string; onLinkShortcut?: () => void } = {},
): Extensions {
  const extensions: Extensions = [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        // The composer writes only href (common/campaignHtml.ts); these are the extension's defaults.
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => 'href' in campaignLinkHref(url),
        shouldAutoLink: (url) => 'href' in campaignLinkHref(url),
      },
    }),
    Extension.create<unknown, LinkShortcutStorage>({
      name: 'linkShortcut',
      addStorage: () => ({ onLink: null }),
      addKeyboardShortcuts() {
        return {
          'Mod-k': () => {
            this.storage.onLink?.();
            return this.storage.onLink !== null;
          },
        };
      },
    }),
  ];
  if (options.placeholder) extensions.push(Placeholder.configure({ placeholder: options.placeholder }));
  return extensions;
}

interface LinkShortcutStorage {
  onLink: (() => void) | null;
}

/** What Ctrl+K (Cmd+K) does in the editor: open the link dialog. */
export function setLinkShortcut(editor: Editor, onLink: (() => void) | null): void {
  // A destroyed editor (React remounts) has no storage left to set.
  const storage = (editor.storage as unknown as { linkShortcut?: LinkShortcutStorage }).linkShortcut;
  if (storage) storage.onLink = onLink;
}
