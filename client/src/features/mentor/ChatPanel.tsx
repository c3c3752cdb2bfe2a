import type { Mentor } from '@common/mentor';
import { CircleAlert, SquarePen } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { SignInLink } from '@/features/auth';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { ChatComposer } from './ChatComposer';
import { ChatMessageBubble, TypingIndicator } from './ChatMessageBubble';
import { MentorAvatar } from './MentorAvatar';
import { SUGGESTIONS } from './suggestions';
import type { useMentorChat } from './useMentorChat';

type Chat = ReturnType<typeof useMentorChat>;

/** The conversation with one mentor: its messages, the waiting state, failures and the message box. */
export function ChatPanel({ mentor, chat }: { mentor: Mentor; chat: Chat }) {
  const logRef = useRef<HTMLDivElement>(null);
  const last = chat.messages.at(-1);
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [chat.messages.length, last?.text, chat.waiting]);

  return (
    <Card className="flex h-[min(72dvh,720px)] min-h-[440px] flex-col overflow-hidden">
      <div className="flex items-center gap-3 border-b border-white/10 px-4 py-3">
        <MentorAvatar mentor={mentor} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold">{mentor.name}</h2>
          <p className="truncate text-xs text-muted">{mentor.role}</p>
        </div>
        <Button variant="outline" size="sm" onClick={chat.reset} disabled={chat.messages.length === 0}>
          <SquarePen aria-hidden />
          New chat
        </Button>
      </div>

      <div ref={logRef} className="flex-1 overflow-y-auto px-3 py-4 sm:px-5">
        {chat.loadingConversation ? (
          <div className="grid h-full place-items-center">
            <Spinner className="size-8" label="Loading the conversation" />
          </div>
        ) : chat.messages.length === 0 ? (
          <EmptyChat mentor={mentor} disabled={chat.busy} onAsk={(q) => void chat.send(q)} />
        ) : (
          <div role="log" aria-label={`Conversation with ${mentor.name}`} aria-live="polite">
            <ol className="space-y-4">
              {chat.messages.map((message) => (
                <ChatMessageBubble key={message.key} message={message} mentor={mentor} />
              ))}
              {chat.waiting ? <TypingIndicator mentor={mentor} /> : null}
            </ol>
          </div>
        )}
        <p role="status" className="sr-only">
          {chat.waiting ? `${mentor.name} is typing` : ''}
        </p>
      </div>

      {chat.failure ? (
        <div
          role="alert"
          className="mx-3 mb-1 flex items-start gap-2 rounded-xl bg-red-500/10 px-3 py-2 text-sm text-red-200 sm:mx-4"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            {chat.failure.message}
            {chat.failure.signIn ? (
              <>
                {' '}
                <SignInLink className="font-semibold text-primary-text underline underline-offset-2">
                  Sign in
                </SignInLink>
              </>
            ) : null}
          </p>
        </div>
      ) : null}
      <ChatComposer mentorName={mentor.name} busy={chat.busy} onSend={chat.send} />
    </Card>
  );
}

/** An empty chat: who the mentor is and a few questions to start with. */
function EmptyChat({
  mentor,
  disabled,
  onAsk,
}: {
  mentor: Mentor;
  disabled: boolean;
  onAsk: (q: string) => void;
}) {
  return (
    <div className="mx-auto flex h-full max-w-md flex-col items-center justify-center gap-4 text-center">
      <MentorAvatar mentor={mentor} className="size-16 text-xl" />
      <div className="space-y-1">
        <p className="text-lg font-bold">Ask {mentor.name}</p>
        <p className="text-sm text-muted">{mentor.description}</p>
      </div>
      <ul className="flex w-full flex-col gap-2">
        {SUGGESTIONS[mentor.id].map((q) => (
          <li key={q}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onAsk(q)}
              className="w-full rounded-xl border border-white/10 bg-black/20 px-4 py-2.5 text-left text-sm transition-colors hover:border-primary/50 hover:bg-primary/10 disabled:opacity-50"
            >
              {q}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
