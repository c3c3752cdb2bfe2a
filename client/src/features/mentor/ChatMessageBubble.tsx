import type { Mentor, MentorSource, MentorSourceKind } from '@common/mentor';
import { BarChart3, BookOpen, CircleHelp, GraduationCap, Info } from 'lucide-react';
import { Link } from 'wouter';
import { MentorAvatar } from './MentorAvatar';
import type { ShownMessage } from './useMentorChat';

const KIND_ICONS: Record<MentorSourceKind, typeof BookOpen> = {
  knowledge: BookOpen,
  lesson: GraduationCap,
  help: CircleHelp,
  data: BarChart3,
};

const KIND_LABELS: Record<MentorSourceKind, string> = {
  knowledge: 'Knowledge base',
  lesson: 'Lesson',
  help: 'Panda Nation help',
  data: 'Your data',
};

/** The sources an answer names, as links. */
function Sources({ sources }: { sources: MentorSource[] }) {
  if (sources.length === 0) return null;
  return (
    <div className="mt-3 border-t border-white/10 pt-3">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">Sources</p>
      <ul className="flex flex-wrap gap-2">
        {sources.map((source) => {
          const Icon = KIND_ICONS[source.kind];
          return (
            <li key={`${source.kind}-${source.id}`} className="min-w-0 max-w-full">
              <Link
                href={source.url}
                className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-white/15 bg-black/20 px-3 py-1 text-xs font-medium text-foreground transition-colors hover:border-primary/60 hover:text-primary-text"
              >
                <Icon className="size-3.5 shrink-0 text-primary-text" aria-hidden />
                <span className="sr-only">{KIND_LABELS[source.kind]}: </span>
                <span className="truncate">{source.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** One message: the user's on the right, the mentor's on the left with its avatar, sources and engine. */
export function ChatMessageBubble({ message, mentor }: { message: ShownMessage; mentor: Mentor }) {
  if (message.type === 'user') {
    return (
      <li className="flex justify-end" data-testid="chat-message">
        <div className="max-w-[85%] whitespace-pre-wrap break-words rounded-2xl rounded-br-md bg-primary-strong px-4 py-2.5 text-sm text-white shadow-md">
          <span className="sr-only">You said: </span>
          <span>{message.text}</span>
        </div>
      </li>
    );
  }
  const paragraphs = message.text.split(/\n{2,}/).filter(Boolean);
  return (
    <li className="flex items-start gap-3" data-testid="chat-message">
      <MentorAvatar mentor={mentor} className="mt-0.5 size-8 text-xs" />
      <div className="min-w-0 max-w-[85%] rounded-2xl rounded-tl-md border border-white/10 bg-surface px-4 py-3 text-sm leading-relaxed shadow-md">
        <p className="sr-only">{mentor.name} said:</p>
        {message.notice ? (
          <p className="mb-2 flex items-start gap-1.5 rounded-lg bg-amber-400/10 px-2.5 py-1.5 text-xs text-amber-200">
            <Info className="mt-px size-3.5 shrink-0" aria-hidden />
            {message.notice}
          </p>
        ) : null}
        <div className="space-y-2.5 break-words">
          {paragraphs.map((p, i) => (
            <p key={i} className="whitespace-pre-wrap">
              {p}
            </p>
          ))}
        </div>
        <Sources sources={message.sources} />
        {message.engine && !message.streaming ? (
          <p className="mt-2 text-[11px] text-muted">
            {message.engine === 'llm'
              ? 'Written by the language model from these sources'
              : 'Answered from the built-in knowledge base'}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** Shown while the answer is being produced, until its first words arrive. */
export function TypingIndicator({ mentor }: { mentor: Mentor }) {
  return (
    <li className="flex items-center gap-3" aria-hidden data-testid="typing-indicator">
      <MentorAvatar mentor={mentor} className="size-8 text-xs" />
      <div className="flex items-center gap-1 rounded-2xl rounded-tl-md border border-white/10 bg-surface px-4 py-3">
        {[0, 150, 300].map((delay) => (
          <span
            key={delay}
            className="size-2 animate-bounce rounded-full bg-primary-text"
            style={{ animationDelay: `${delay}ms` }}
          />
        ))}
      </div>
    </li>
  );
}
