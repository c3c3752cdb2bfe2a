import { MENTOR_LIMITS } from '@common/mentor';
import { SendHorizontal } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { Button } from '@/ui/Button';

/** The message box: Enter sends, Shift+Enter starts a new line, a blank message is ignored. */
export function ChatComposer({
  mentorName,
  busy,
  onSend,
}: {
  mentorName: string;
  busy: boolean;
  /** Answers whether the message went out (the text is kept otherwise). */
  onSend: (text: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const remaining = MENTOR_LIMITS.maxMessageLength - text.length;

  async function submit() {
    if (!text.trim() || busy) return;
    const sent = text;
    setText('');
    const ok = await onSend(sent);
    if (!ok) setText((current) => current || sent);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  return (
    <form
      className="flex items-end gap-2 border-t border-white/10 p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="mentor-message" className="sr-only">
          Message {mentorName}
        </label>
        <textarea
          id="mentor-message"
          rows={1}
          value={text}
          maxLength={MENTOR_LIMITS.maxMessageLength}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          placeholder={`Ask ${mentorName} anything...`}
          aria-describedby={remaining < 200 ? 'mentor-message-count' : undefined}
          className="block max-h-40 min-h-11 w-full resize-none rounded-2xl border border-border bg-background px-4 py-2.5 text-sm text-foreground placeholder:text-muted focus-visible:border-primary"
        />
        {remaining < 200 ? (
          <p id="mentor-message-count" className="mt-1 text-xs text-muted">
            {remaining} characters left
          </p>
        ) : null}
      </div>
      <Button type="submit" size="icon" disabled={busy || !text.trim()} aria-label="Send message">
        <SendHorizontal aria-hidden />
      </Button>
    </form>
  );
}
