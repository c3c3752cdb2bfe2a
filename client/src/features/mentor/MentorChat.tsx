import { mentorById, type MentorId } from '@common/mentor';
import { ChatPanel } from './ChatPanel';
import { ConversationList } from './ConversationList';
import { useMentorChat } from './useMentorChat';

/** AI Chat with one mentor: the chat and the list of stored conversations with that mentor. */
export function MentorChat({ mentorId, signedIn }: { mentorId: MentorId; signedIn: boolean }) {
  const mentor = mentorById(mentorId);
  const chat = useMentorChat(mentorId, signedIn);
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_280px]">
      <ChatPanel mentor={mentor} chat={chat} />
      <aside className="rounded-2xl border border-white/10 bg-surface/40 p-4">
        <ConversationList
          mentorId={mentorId}
          signedIn={signedIn}
          activeId={chat.conversationId}
          onResume={(id) => void chat.resume(id)}
          onDeleted={(id) => {
            if (id === chat.conversationId) chat.reset();
          }}
        />
      </aside>
    </div>
  );
}
