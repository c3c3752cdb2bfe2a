import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './Button';

/**
 * Accept and Decline for something addressed to the viewer (a collaboration request, a proposal), each naming
 * what it answers for assistive technology (`what`, e.g. "the collaboration request from Luna Waves").
 */
export function AnswerButtons({
  what,
  onAnswer,
  pending,
  testId,
  children,
}: {
  what: string;
  onAnswer: (choice: 'accept' | 'decline') => void;
  pending: boolean;
  testId: string;
  /** Anything shown after the buttons (a link to what is answered). */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid={testId}>
      <Button size="sm" onClick={() => onAnswer('accept')} disabled={pending}>
        <Check aria-hidden /> Accept
        <span className="sr-only"> {what}</span>
      </Button>
      <Button size="sm" variant="outline" onClick={() => onAnswer('decline')} disabled={pending}>
        <X aria-hidden /> Decline
        <span className="sr-only"> {what}</span>
      </Button>
      {children}
    </div>
  );
}
