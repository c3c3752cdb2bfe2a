import { EDUCATION_MESSAGES, EDUCATION_TEXTS, type CourseDetail } from '@common/education';
import type { Checkout, PaymentResult } from '@common/payments';
import { useRef, useState } from 'react';
import { useAuth } from '@/features/auth';
import { newIdempotencyKey, waitForPayment } from '@/features/payments';
import { ApiError, errorMessage } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { enrollInCourse, refreshLearning } from './educationApi';

/**
 * Enrolment in a course: a free course enrols at once; a paid one opens the payment step with the server's
 * checkout and enrols once paid. A guest is told to log in. `onEnrolled` runs after 'Enrollment Successful'.
 */
export function useEnrollment(course: CourseDetail | undefined, onEnrolled: () => void) {
  const { user } = useAuth();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per attempt: a retried start after a failure never opens a second payment.
  const attemptKey = useRef<string | null>(null);

  async function finish(courseId: number) {
    attemptKey.current = null;
    setCheckout(null);
    toast({
      title: EDUCATION_TEXTS.enrolledTitle,
      description: `You are enrolled in ${course?.title ?? 'the course'}.`,
    });
    await refreshLearning(courseId);
    onEnrolled();
  }

  async function start() {
    if (!course) return;
    if (!user) {
      toast({
        title: EDUCATION_TEXTS.authRequiredTitle,
        description:
          course.price > 0 ? EDUCATION_TEXTS.authRequiredBody : EDUCATION_MESSAGES.loginToEnrollFree,
        variant: 'destructive',
      });
      return;
    }
    attemptKey.current ??= newIdempotencyKey();
    setPending(true);
    setError(null);
    try {
      const result = await enrollInCourse(course.id, attemptKey.current);
      if (result.status === 'enrolled') await finish(course.id);
      else setCheckout(result.checkout);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) {
        toast({
          title: EDUCATION_TEXTS.authRequiredTitle,
          description: failure.serverMessage,
          variant: 'destructive',
        });
      } else {
        setError(errorMessage(failure));
        if (failure instanceof ApiError && failure.status === 409) void refreshLearning(course.id);
      }
    } finally {
      setPending(false);
    }
  }

  async function paid(result: PaymentResult) {
    if (!course) return;
    const final = result.status === 'pending' ? await waitForPayment(result.transactionId) : result;
    if (final.status === 'succeeded') await finish(course.id);
    else setError('The payment did not go through, so you are not enrolled yet.');
  }

  return {
    checkout,
    pending,
    error,
    start,
    paid,
    /** Leaves the payment step (the payment step cancels the open payment): the next start is a new attempt. */
    back() {
      attemptKey.current = null;
      setCheckout(null);
    },
    reset() {
      attemptKey.current = null;
      setCheckout(null);
      setError(null);
      setPending(false);
    },
  };
}
