import { LIVE_CHAT_LIMITS, LIVE_CHAT_MESSAGES, type LiveChatHistory } from '@common/listening';
import { ROOM_LIMITS, type LiveChatMessage } from '@common/rooms';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessagesSquare, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '@/features/auth';
import { errorMessage, request } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { chatTime } from '../chatTime';
import { DeleteMessageButton } from '../DeleteMessageButton';
import { watchLiveChat } from './liveChatSocket';
import { ReportButton } from '@/features/moderation';

export interface LiveChatPanelProps {
  /** The channel whose stored messages are shown (e.g. 'room:room-1712345' or 'listening'). */
  channel: string;
  /** Panel height in px (part 1, section 9: 400 by default, 300 in rooms). */
  height?: number;
  /** A room's host's: deletes a message for everyone. */
  onDelete?: (id: number) => void;
}

const historyUrl = (channel: string) => `/api/live-chat/${encodeURIComponent(channel)}`;

/** Adds messages to a channel's history: each once (the socket and the POST answer both bring ours), by id. */
function withMessages(history: LiveChatHistory | undefined, channel: string, added: LiveChatMessage[]) {
  const messages = history?.messages ?? [];
  const known = new Set(messages.map((m) => m.id));
  const fresh = added.filter((m) => m.channel === channel && !known.has(m.id));
  if (fresh.length === 0 && history) return history;
  const merged = [...messages, ...fresh].sort((a, b) => a.id - b.id).slice(-LIVE_CHAT_LIMITS.history);
  return { channel, messages: merged };
}

/** The live chat panel: the channel's last 100 messages, posting for signed-in users. */
export function LiveChatPanel({ channel, height = ROOM_LIMITS.chatHeightPx, onDelete }: LiveChatPanelProps) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const key = [historyUrl(channel)];
  const history = useQuery<LiveChatHistory>({ queryKey: key, staleTime: 0 });
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const hintId = useId();

  useEffect(
    () =>
      watchLiveChat(channel, {
        onMessage: (message) =>
          queryClient.setQueryData<LiveChatHistory>([historyUrl(channel)], (old) =>
            withMessages(old, channel, [message]),
          ),
        onDeleted: (id) =>
          queryClient.setQueryData<LiveChatHistory>([historyUrl(channel)], (old) =>
            old ? { ...old, messages: old.messages.filter((m) => m.id !== id) } : old,
          ),
        // Messages sent while the connection was down are read again from the server.
        onReconnect: () => void queryClient.invalidateQueries({ queryKey: [historyUrl(channel)] }),
      }),
    [channel, queryClient],
  );

  const messages = history.data?.messages ?? [];
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  const send = useMutation({
    mutationFn: async (message: string) =>
      request<LiveChatMessage>('POST', historyUrl(channel), { body: { message, type: 'music' } }),
    onSuccess: (message) => {
      queryClient.setQueryData<LiveChatHistory>(key, (old) => withMessages(old, channel, [message]));
    },
    onError: (error, message) => {
      // Give the unsent text back, unless something new was typed meanwhile.
      setText((current) => current || message);
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    },
  });

  const blank = text.trim() === '';
  const canSend = Boolean(user) && !blank && !send.isPending;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    send.mutate(text.trim());
    setText('');
  }

  return (
    <Card className="flex flex-col overflow-hidden" style={{ height }} data-testid="live-chat-panel">
      <h2 className="flex items-center gap-2 border-b border-white/10 px-4 py-3 font-bold">
        <MessagesSquare className="size-4 text-primary-text" aria-hidden />
        Live Chat
      </h2>
      <ol
        ref={listRef}
        aria-label="Live chat messages"
        aria-live="polite"
        // Scrolls: reachable by keyboard so the history can be read without a mouse.
        tabIndex={0}
        className="grid min-h-0 flex-1 content-start gap-2 overflow-y-auto px-4 py-3"
      >
        {history.isPending ? (
          <li className="flex justify-center py-6">
            <Spinner className="size-5" label="Loading chat" />
          </li>
        ) : history.isError ? (
          <li className="text-sm text-muted" role="alert">
            Could not load the chat: {errorMessage(history.error)}
          </li>
        ) : messages.length === 0 ? (
          <li className="py-6 text-center text-sm text-muted">No messages yet. Start the conversation!</li>
        ) : (
          messages.map((m) => (
            <li
              key={m.id}
              data-testid="live-chat-message"
              className={cn(
                'rounded-xl px-3 py-2 text-sm',
                user && m.senderId === user.id ? 'bg-primary/15' : 'bg-white/5',
              )}
            >
              <div className="flex items-baseline justify-between gap-2">
                <span className="truncate font-semibold">{m.senderName}</span>
                <span className="flex shrink-0 items-center gap-1">
                  <time dateTime={m.timestamp} className="text-[11px] text-muted">
                    {chatTime(m.timestamp)}
                  </time>
                  <ReportButton
                    targetType="chat_message"
                    targetId={m.id}
                    what={`the message by ${m.senderName}`}
                    ownerId={m.senderId}
                    iconOnly
                    className="h-6 px-1 text-muted [&_svg]:size-3"
                  />
                  {onDelete ? (
                    <DeleteMessageButton sender={m.senderName} onDelete={() => onDelete(m.id)} />
                  ) : null}
                </span>
              </div>
              <p
                className={cn(
                  'break-words',
                  m.type === 'reaction' ? 'text-xl leading-tight' : 'text-foreground/90',
                )}
              >
                {m.message}
              </p>
            </li>
          ))
        )}
      </ol>
      <form onSubmit={handleSubmit} className="border-t border-white/10 p-3">
        {user ? null : (
          <p id={hintId} className="mb-2 text-center text-xs text-muted">
            {LIVE_CHAT_MESSAGES.loginRequired}
          </p>
        )}
        <div className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            Message
          </label>
          <input
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            disabled={!user}
            maxLength={LIVE_CHAT_LIMITS.messageMaxLength}
            aria-describedby={user ? undefined : hintId}
            placeholder={user ? 'Say something...' : 'Log in to chat'}
            autoComplete="off"
            className="h-10 min-w-0 flex-1 rounded-full border border-white/10 bg-background/80 px-4 text-sm placeholder:text-muted/60 focus-visible:border-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary/40 disabled:opacity-50"
          />
          <Button type="submit" size="icon" disabled={!canSend} aria-label="Send">
            {send.isPending ? (
              <Spinner className="size-4 text-white" label="Sending" />
            ) : (
              <Send aria-hidden />
            )}
          </Button>
        </div>
      </form>
    </Card>
  );
}
