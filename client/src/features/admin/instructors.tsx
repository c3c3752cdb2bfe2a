import type { InstructorList } from '@common/education';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import { errorMessage, request } from '@/lib/api';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';

/** GET: who holds the instructor role (Education authoring); PUT and DELETE /{userId} give and take it. */
export const INSTRUCTORS_URL = '/api/admin/instructors';

/** The ids of the users who hold the instructor role. */
export function useInstructorIds(): Set<number> {
  const query = useQuery<InstructorList>({ queryKey: [INSTRUCTORS_URL], staleTime: 0 });
  return new Set((query.data?.instructors ?? []).map((instructor) => instructor.userId));
}

/** The badge beside the role of a user who may author courses. */
export function InstructorBadge() {
  return (
    <Badge variant="neutral" data-testid="user-instructor" className="mt-1">
      <GraduationCap className="size-3" aria-hidden /> Instructor
    </Badge>
  );
}

/** Gives or takes the instructor role; an instructor authors their own courses and is paid 85% of their sales. */
export function InstructorToggle({
  userId,
  username,
  isInstructor,
}: {
  userId: number;
  username: string;
  isInstructor: boolean;
}) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: () => request(isInstructor ? 'DELETE' : 'PUT', `${INSTRUCTORS_URL}/${userId}`),
    onSuccess: () => {
      toast({
        title: isInstructor ? 'Instructor role removed' : 'Instructor role given',
        description: isInstructor
          ? `@${username} can no longer author courses.`
          : `@${username} can now author courses in Education.`,
      });
      void queryClient.invalidateQueries({ queryKey: [INSTRUCTORS_URL] });
    },
    onError: (error) =>
      toast({ title: 'Could not change the role', description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <Button variant="ghost" size="sm" disabled={change.isPending} onClick={() => change.mutate()}>
      {isInstructor ? 'Remove instructor' : 'Make instructor'}
      <span className="sr-only">: @{username}</span>
    </Button>
  );
}
