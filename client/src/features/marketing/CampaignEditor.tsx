import { campaignLinkHref, composerHtml } from '@common/campaignHtml';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { controlClass } from '@/ui/form/fieldStyles';
import { TextField } from '@/ui/form/TextField';
import { composerExtensions, setLinkShortcut } from './composerExtensions';
import { editorContent } from './composerContent';
import './campaignEditor.css';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const mod = isMac ? '⌘' : 'Ctrl+';

/** One toolbar button: an icon with its name (and shortcut) as its label; aria-pressed when it is a toggle. */
function ToolButton({
  label,
  shortcut,
  icon: Icon,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      title={shortcut ? `${label} (${shortcut.replace('Control+', mod)})` : label}
      disabled={disabled}
      // Keeps the selection in the editor while the button is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold text-foreground/90 transition-colors',
        'hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:opacity-40',
        pressed && 'bg-primary-strong text-white hover:bg-primary-strong',
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      {children}
    </button>
  );
}

const Separator = () => (
  <span role="separator" aria-orientation="vertical" className="mx-1 h-6 w-px bg-white/10" />
);

/** The link dialog: an address, checked like the server checks it (no javascript:, data: and the like). */
function LinkDialog({
  open,
  initial,
  editing,
  onSave,
  onRemove,
  onClose,
  onClosed,
}: {
  onClosed: () => void;
  open: boolean;
  initial: string;
  editing: boolean;
  onSave: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  // Mounted for each opening (keyed by the parent), so it starts from the link under the cursor.
  const [address, setAddress] = useState(initial);
  const [problem, setProblem] = useState<string | undefined>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const checked = campaignLinkHref(address);
    if ('problem' in checked) {
      setProblem(checked.problem);
      document.getElementById('campaign-link-address')?.focus();
      return;
    }
    onSave(checked.href);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent
        closeLabel="Close link dialog"
        // The focus goes back into the text, where the link is.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit link' : 'Add link'}</DialogTitle>
          <DialogDescription>
            A web address, an email address (mailto:) or a page of Panda Nation (starting with /).
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <TextField
            id="campaign-link-address"
            label="Link address"
            type="url"
            inputMode="url"
            placeholder="https://"
            autoComplete="off"
            value={address}
            onValueChange={(value) => {
              setAddress(value);
              setProblem(undefined);
            }}
            error={problem}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            {editing ? (
              <Button variant="outline" onClick={onRemove}>
                Remove link
              </Button>
            ) : null}
            <Button type="submit">{editing ? 'Save link' : 'Add link'}</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** What the toolbar shows as on or off, read from the editor as its selection moves. */
function useToolState(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

function Toolbar({
  editor,
  onLink,
  htmlToggle,
  controls,
}: {
  editor: Editor;
  onLink: () => void;
  htmlToggle: ReactNode;
  controls: string;
}) {
  const state = useToolState(editor);
  const chain = () => editor.chain().focus();
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      className="flex flex-wrap items-center gap-0.5 border-b border-white/10 px-1.5 py-1"
    >
      <ToolButton
        label="Bold"
        shortcut="Control+B"
        icon={Bold}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        label="Italic"
        shortcut="Control+I"
        icon={Italic}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <Separator />
      <ToolButton
        label="Heading 2"
        icon={Heading2}
        pressed={state.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label="Heading 3"
        icon={Heading3}
        pressed={state.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      />
      <Separator />
      <ToolButton
        label="Bulleted list"
        icon={List}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        label="Numbered list"
        icon={ListOrdered}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        label="Quote"
        icon={Quote}
        pressed={state.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <ToolButton label="Link" shortcut="Control+K" icon={Link2} pressed={state.link} onClick={onLink} />
      <Separator />
      <ToolButton
        label="Undo"
        shortcut="Control+Z"
        icon={Undo2}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <ToolButton
        label="Redo"
        shortcut="Control+Shift+Z"
        icon={Redo2}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
      <span className="ml-auto">{htmlToggle}</span>
    </div>
  );
}

/** The link dialog's start: the link under the cursor to edit, or a new one (each opening mounts it anew). */
function linkUnderCursor(editor: Editor) {
  const href: unknown = editor.getAttributes('link').href;
  const opening = Date.now();
  return typeof href === 'string' ? { href, editing: true, opening } : { href: '', editing: false, opening };
}

interface CampaignEditorProps {
  id: string;
  labelId: string;
  value: string;
  onChange: (html: string) => void;
  describedBy: string;
  placeholder: string;
  htmlToggle: ReactNode;
}

/**
 * The visual editor (Tiptap): what it writes is `composerHtml` of its document, the HTML the server's
 * sanitiser keeps as it is. A new value from outside (a template, the cleared form) replaces its content.
 */
function VisualEditor({
  id,
  labelId,
  value,
  onChange,
  describedBy,
  placeholder,
  htmlToggle,
}: CampaignEditorProps) {
  const [linking, setLinking] = useState<{ href: string; editing: boolean; opening: number } | null>(null);
  // Each opening mounts the dialog anew; the key stays while it closes, so its focus return still runs.
  const [dialogKey, setDialogKey] = useState(0);
  const written = useRef(value);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  const editor = useEditor({
    extensions: composerExtensions({ placeholder }),
    content: editorContent(value),
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': describedBy,
        'aria-required': 'true',
        spellcheck: 'true',
        class: 'campaign-editor-content',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = composerHtml(e.getJSON());
      written.current = html;
      onChangeRef.current(html);
    },
  });

  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    editor.commands.setContent(editorContent(value), { emitUpdate: false });
  }, [editor, value]);

  const handleOpenLink = () => {
    const start = linkUnderCursor(editor);
    setDialogKey(start.opening);
    setLinking(start);
  };

  // Ctrl+K (Cmd+K) in the text opens the same dialog.
  useEffect(() => {
    setLinkShortcut(editor, () => {
      const start = linkUnderCursor(editor);
      setDialogKey(start.opening);
      setLinking(start);
    });
    return () => setLinkShortcut(editor, null);
  }, [editor]);

  function handleSaveLink(href: string) {
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
    setLinking(null);
  }

  return (
    <>
      <Toolbar editor={editor} onLink={handleOpenLink} htmlToggle={htmlToggle} controls={id} />
      <EditorContent editor={editor} />
      <LinkDialog
        key={dialogKey}
        onClosed={() => editor.commands.focus()}
        open={linking !== null}
        initial={linking?.href ?? ''}
        editing={linking?.editing ?? false}
        onSave={handleSaveLink}
        onRemove={() => {
          editor.chain().focus().extendMarkRange('link').unsetLink().run();
          setLinking(null);
        }}
        onClose={() => setLinking(null)}
      />
    </>
  );
}

/**
 * Email Content: a visual editor with a toolbar (bold, italic, H2, H3, lists, quote, link, undo, redo) and an
 * HTML switch that shows the source in a 12-row text area for those who write HTML themselves.
 */
export function CampaignEditor({
  id,
  label,
  value,
  onChange,
  rows,
  describedBy,
  placeholder,
  invalid,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  rows: number;
  describedBy: string;
  placeholder: string;
  invalid?: boolean;
}) {
  const [source, setSource] = useState(false);
  const labelId = `${id}-label`;
  const htmlToggle = (
    <ToolButton
      label="HTML"
      icon={Code}
      pressed={source}
      onClick={() => {
        setSource(!source);
        // The same place to type, in the other view.
        requestAnimationFrame(() => document.getElementById(id)?.focus());
      }}
    >
      <span aria-hidden>HTML</span>
    </ToolButton>
  );

  return (
    <div className="grid gap-1.5">
      <label
        id={labelId}
        htmlFor={source ? id : undefined}
        className="justify-self-start text-sm font-medium"
        onClick={() => (source ? undefined : document.getElementById(id)?.focus())}
      >
        {label}
      </label>
      <div
        className={cn(
          controlClass,
          'px-0 focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/40',
          invalid && 'border-red-500/80',
        )}
      >
        {source ? (
          <>
            <div
              role="toolbar"
              aria-label="Formatting"
              aria-controls={id}
              className="flex items-center gap-2 border-b border-white/10 px-1.5 py-1"
            >
              <p className="px-1.5 text-xs text-muted">Editing the HTML source.</p>
              <span className="ml-auto">{htmlToggle}</span>
            </div>
            <textarea
              id={id}
              rows={rows}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              aria-required
              aria-describedby={describedBy}
              spellCheck={false}
              className="block w-full resize-y bg-transparent px-3.5 py-2.5 font-mono text-[13px] leading-relaxed outline-none"
            />
          </>
        ) : (
          <VisualEditor
            id={id}
            labelId={labelId}
            value={value}
            onChange={onChange}
            describedBy={describedBy}
            placeholder={placeholder}
            htmlToggle={htmlToggle}
          />
        )}
      </div>
    </div>
  );
}
