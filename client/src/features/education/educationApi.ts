import type {
  AuthoringCourse,
  CourseDetail,
  CourseOrder,
  CourseRatingResult,
  EnrollResult,
  LessonCompletion,
} from '@common/education';
import { IDEMPOTENCY_HEADER } from '@common/payments';
import { ApiError, apiRequest } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';

/** Query keys of Education: the first element is the address the default query function reads. */
export const educationKeys = {
  courses: ['/api/courses'] as const,
  course: (id: number) => [`/api/courses/${id}`] as const,
  lesson: (courseId: number, lessonId: number) => [`/api/courses/${courseId}/lessons/${lessonId}`] as const,
  learning: ['/api/me/learning'] as const,
  certificates: ['/api/me/certificates'] as const,
  certificate: (number: string) => [`/api/certificates/${encodeURIComponent(number)}`] as const,
  authoringList: ['/api/instructor/courses'] as const,
  authoring: (id: number) => [`/api/courses/${id}/authoring`] as const,
};

/** The lesson page of a course. */
export const lessonPath = (courseId: number, lessonId: number) =>
  `/education/courses/${courseId}/lessons/${lessonId}`;

/** The public verification page of a certificate. */
export const certificatePath = (number: string) => `/certificates/${encodeURIComponent(number)}`;

/** Refreshes everything a learner's change (enrolment, completion, rating) can alter. */
export function refreshLearning(courseId?: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: educationKeys.courses }),
    queryClient.invalidateQueries({ queryKey: educationKeys.learning }),
    queryClient.invalidateQueries({ queryKey: educationKeys.certificates }),
    courseId === undefined
      ? undefined
      : queryClient.invalidateQueries({
          predicate: (query) => String(query.queryKey[0]).startsWith(`/api/courses/${courseId}`),
        }),
  ]);
}

/**
 * POST /api/courses/{id}/enroll with the attempt's Idempotency-Key: 'enrolled' for a free course,
 * 'payment_required' with the checkout for a paid one.
 */
export async function enrollInCourse(courseId: number, idempotencyKey: string): Promise<EnrollResult> {
  const res = await fetch(`/api/courses/${courseId}/enroll`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
    body: '{}',
  });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text, `${res.status}: ${text}`);
  }
  return (await res.json()) as EnrollResult;
}

/** POST /api/lessons/{id}/complete */
export async function completeLesson(lessonId: number): Promise<LessonCompletion> {
  return (
    await apiRequest('POST', `/api/lessons/${lessonId}/complete`, {})
  ).json() as Promise<LessonCompletion>;
}

/** POST /api/courses/{id}/rating */
export async function rateCourse(courseId: number, rating: number): Promise<CourseRatingResult> {
  return (
    await apiRequest('POST', `/api/courses/${courseId}/rating`, { rating })
  ).json() as Promise<CourseRatingResult>;
}

/** Sends an authoring request and answers the course as it is now (null for a deletion without body). */
export async function authoringRequest(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<AuthoringCourse | null> {
  let res: Response;
  if (method === 'DELETE') {
    // A DELETE carries no body (common/education.ts).
    res = await fetch(url, { method, credentials: 'include' });
    if (!res.ok) {
      const text = (await res.text()) || res.statusText;
      throw new ApiError(res.status, text, `${res.status}: ${text}`);
    }
  } else {
    res = await apiRequest(method, url, body ?? {});
  }
  if (res.status === 204) return null;
  return (await res.json()) as AuthoringCourse;
}

/** The full order of a course, for PUT /api/courses/{id}/order. */
export function orderOf(course: AuthoringCourse): CourseOrder {
  return { modules: course.modules.map((m) => ({ id: m.id, lessonIds: m.lessons.map((l) => l.id) })) };
}

/** Moves the item at `index` one place up (-1) or down (+1); the list is unchanged at its ends. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** A course detail's lessons in course order. */
export function lessonsOf(course: CourseDetail) {
  return course.modules.flatMap((m) => m.lessons.map((lesson) => ({ ...lesson, moduleId: m.id })));
}

/** 'Mar 4, 2025' for an ISO time or a 'YYYY-MM-DD' day (read in UTC so the day never shifts). */
export function formatDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}
