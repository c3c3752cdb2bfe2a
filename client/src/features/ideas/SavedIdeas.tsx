import { type SavedIdea, MOOD_LABELS, SCALE_LABELS } from '@common/ideas';
import { Download, FolderOpen, Trash2 } from 'lucide-react';
import { Button } from '@/ui/Button';

/** The user's saved ideas: open one in the lab, download its MIDI file, or delete it. */
export function SavedIdeas({
  ideas,
  onOpen,
  onDelete,
}: {
  ideas: SavedIdea[];
  onOpen: (idea: SavedIdea) => void;
  onDelete: (idea: SavedIdea) => void;
}) {
  if (!ideas.length) return <p className="text-sm text-muted">Ideas you save will be listed here.</p>;
  return (
    <ul className="divide-y divide-white/10" aria-label="Saved ideas">
      {ideas.map((idea) => (
        <li key={idea.id} className="flex items-center gap-1 py-2">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{idea.title}</p>
            <p className="text-xs text-muted">
              {idea.tonic} {SCALE_LABELS[idea.scale]} · {MOOD_LABELS[idea.mood]} · {idea.tempo} BPM · seed{' '}
              {idea.seed}
            </p>
          </div>
          <Button variant="ghost" size="icon" aria-label={`Open ${idea.title}`} onClick={() => onOpen(idea)}>
            <FolderOpen aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" asChild>
            <a
              href={`/api/ideas/${idea.id}/midi`}
              download
              aria-label={`Download the MIDI file of ${idea.title}`}
            >
              <Download aria-hidden />
            </a>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete ${idea.title}`}
            onClick={() => onDelete(idea)}
          >
            <Trash2 aria-hidden />
          </Button>
        </li>
      ))}
    </ul>
  );
}
