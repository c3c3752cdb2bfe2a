import { MENTORS, type MentorId } from '@common/mentor';
import { MessageCircle } from 'lucide-react';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { MentorAvatar } from './MentorAvatar';

/** AI Mentors: the three mentors with their role, description and specialties; each starts a chat. */
export function MentorsTab({ onChat }: { onChat: (id: MentorId) => void }) {
  return (
    <ul className="grid grid-cols-1 gap-5 md:grid-cols-3">
      {MENTORS.map((mentor) => (
        <li key={mentor.id} className="flex">
          <Card className="flex w-full flex-col gap-4 p-5 sm:p-6">
            <div className="flex items-center gap-3">
              <MentorAvatar mentor={mentor} className="size-14 text-lg" />
              <div className="min-w-0">
                <h2 className="text-xl font-bold">{mentor.name}</h2>
                <p className="text-sm font-semibold text-primary-text">{mentor.role}</p>
              </div>
            </div>
            <p className="flex-1 text-sm leading-relaxed text-muted">{mentor.description}</p>
            <ul className="flex flex-wrap gap-2" aria-label={`${mentor.name}'s specialties`}>
              {mentor.specialties.map((s) => (
                <li key={s}>
                  <Badge variant="neutral">{s}</Badge>
                </li>
              ))}
            </ul>
            <Button onClick={() => onChat(mentor.id)} className="self-start">
              <MessageCircle aria-hidden />
              Chat with {mentor.name}
            </Button>
          </Card>
        </li>
      ))}
    </ul>
  );
}
