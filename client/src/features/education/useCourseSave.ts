import type { AuthoringCourse } from '@common/education';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { toast } from '@/ui/useToast';
import { educationKeys } from './educationApi';

/**
 * Runs one authoring call of the course editor: `done` is the toast of a success; answers whether it
 * succeeded (a failure shows 'Not saved' with the server's sentence).
 */
export type SaveCourse = (call: () => Promise<AuthoringCourse | void>, done?: string) => Promise<boolean>;

/**
 * The course editor's one way to save: the call's answer becomes the course being edited, the lists that
 * show the course are read again, and `busy` holds while a call runs.
 */
export function useCourseSave(courseId: number): { busy: boolean; save: SaveCourse } {
  const [busy, setBusy] = useState(false);
  const save: SaveCourse = async (call, done) => {
    setBusy(true);
    try {
      const next = await call();
      if (next) queryClient.setQueryData(educationKeys.authoring(courseId), next);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: educationKeys.authoringList }),
        queryClient.invalidateQueries({ queryKey: educationKeys.courses }),
        queryClient.invalidateQueries({ queryKey: educationKeys.course(courseId) }),
      ]);
      if (done) toast({ title: done });
      return true;
    } catch (failure) {
      toast({ title: 'Not saved', description: errorMessage(failure), variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}
