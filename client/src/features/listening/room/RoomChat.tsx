import { ROOM_LIMITS, type RoomChatMessage } from '@common/rooms';
import { Heart, MessageCircle, Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { chatTime } from '../chatTime';
import { DeleteMessageButton } from '../DeleteMessageButton';

/**
 * The room chat: messages with HOST and member marks, a field that sends on Enter or Send (then clears;
 * a blank message is ignored) and the heart reaction. The host may delete any message (onDelete).
 */
export function RoomChat({
  messages,
  selfSocketId,
  onSend,
  onHeart,
  onDelete,
}: {
  messages: RoomChatMessage[];
  selfSocketId: string | null;
  /** True when the message was sent (the field clears). */
  onSend: (message: string) => boolean;
  onHeart: () => void;
  /** The host's: deletes a message for everyone. */
  onDelete?: (messageId: string) => void;
}) {
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputId = useId();

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (onSend(text)) setText('');
  }

  return (
    <Card className="flex flex-col p-4" data-testid="room-chat">
      <h3 className="mb-3 flex items-center gap-2 font-bold">
        <MessageCircle className="size-4 text-primary-text" aria-hidden />
        Room Chat
      </h3>
      <ol
        ref={listRef}
        aria-label="Room chat messages"
        aria-live="polite"
        // Scrolls: reachable by keyboard so the history can be read without a mouse.
        tabIndex={0}
        className="grid h-64 content-start gap-2 overflow-y-auto pr-1"
      >
        {messages.length === 0 ? (
          <li className="self-center text-center text-sm text-muted">Say hi to the room.</li>
        ) : (
          messages.map((m, i) => (
            <li
              key={m.id || `${m.timestamp}-${i}`}
              data-testid="room-message"
              className={cn(
                'rounded-xl px-3 py-2 text-sm',
                m.socketId === selfSocketId ? 'bg-primary/15' : 'bg-white/5',
              )}
            >
              <div className="flex flex-wrap items-center gap-1.5">
                <span className="font-semibold">{m.username}</span>
                {m.isHost ? (
                  <Badge className="px-1.5 py-0 text-[10px]" data-testid="host-mark">
                    HOST
                  </Badge>
                ) : null}
                {m.isMember ? (
                  <Badge variant="gold" className="px-1.5 py-0 text-[10px]" data-testid="member-badge">
                    Member
                  </Badge>
                ) : null}
                <time className="ml-auto text-[11px] text-muted" dateTime={m.timestamp}>
                  {chatTime(m.timestamp)}
                </time>
                {onDelete ? (
                  <DeleteMessageButton sender={m.username} onDelete={() => onDelete(m.id)} />
                ) : null}
              </div>
              <p className="mt-0.5 whitespace-pre-wrap break-words">{m.message}</p>
            </li>
          ))
        )}
      </ol>
      <form onSubmit={handleSubmit} className="mt-3 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Message the room
        </label>
        <input
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={ROOM_LIMITS.messageMaxLength}
          placeholder="Type a message..."
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-full border border-border bg-black/30 px-4 text-sm outline-none placeholder:text-muted/70 focus:border-primary"
        />
        <Button type="button" size="icon" variant="ghost" aria-label="Send a heart" onClick={onHeart}>
          <Heart className="text-primary-text" aria-hidden />
        </Button>
        <Button type="submit">
          <Send aria-hidden />
          Send
        </Button>
      </form>
    </Card>
  );
}
