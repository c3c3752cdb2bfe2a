import type {
  AuthoringCourse,
  CourseDetail,
  CourseInput,
  CourseOrder,
  CourseRatingResult,
  CourseUpdate,
  EnrollResult,
  LessonCompletion,
  LessonInput,
  LessonUpdate,
  ModuleInput,
  ModuleUpdate,
} from '@common/education';
import { IDEMPOTENCY_HEADER } from '@common/payments';
import { request } from '@/lib/api';
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
  return request<EnrollResult>('POST', `/api/courses/${courseId}/enroll`, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** POST /api/lessons/{id}/complete */
export async function completeLesson(lessonId: number): Promise<LessonCompletion> {
  return request<LessonCompletion>('POST', `/api/lessons/${lessonId}/complete`);
}

/** POST /api/courses/{id}/rating */
export async function rateCourse(courseId: number, rating: number): Promise<CourseRatingResult> {
  return request<CourseRatingResult>('POST', `/api/courses/${courseId}/rating`, { body: { rating } });
}

/** POST /api/courses: a new draft course. */
export function createCourse(input: CourseInput): Promise<AuthoringCourse> {
  return request<AuthoringCourse>('POST', '/api/courses', { body: input });
}

/** PATCH /api/courses/{id}: details, publishing or featuring. */
export function updateCourse(courseId: number, input: CourseUpdate): Promise<AuthoringCourse> {
  return request<AuthoringCourse>('PATCH', `/api/courses/${courseId}`, { body: input });
}

/** DELETE /api/courses/{id} (204); a DELETE sends no body (common/education.ts). */
export function deleteCourse(courseId: number): Promise<void> {
  return request('DELETE', `/api/courses/${courseId}`, { body: null });
}

/** PUT /api/courses/{id}/order: every module, and every lesson of each, in the new order. */
export function reorderCourse(courseId: number, order: CourseOrder): Promise<AuthoringCourse> {
  return request<AuthoringCourse>('PUT', `/api/courses/${courseId}/order`, { body: order });
}

/** POST /api/courses/{id}/modules: a module added last. */
export function addModule(courseId: number, input: ModuleInput): Promise<AuthoringCourse> {
  return request<AuthoringCourse>('POST', `/api/courses/${courseId}/modules`, { body: input });
}

/** PATCH /api/modules/{id} */
export function updateModule(moduleId: number, input: ModuleUpdate): Promise<AuthoringCourse> {
  return request<AuthoringCourse>('PATCH', `/api/modules/${moduleId}`, { body: input });
}

/** DELETE /api/modules/{id}: the module goes with its lessons. */
export function deleteModule(moduleId: number): Promise<AuthoringCourse> {
  return request<AuthoringCourse>('DELETE', `/api/modules/${moduleId}`, { body: null });
}

/** POST /api/modules/{id}/lessons: a lesson added last. */
export function addLesson(moduleId: number, input: LessonInput): Promise<AuthoringCourse> {
  return request<AuthoringCourse>('POST', `/api/modules/${moduleId}/lessons`, { body: input });
}

/** PATCH /api/lessons/{id} */
export function updateLesson(lessonId: number, input: LessonUpdate): Promise<AuthoringCourse> {
  return request<AuthoringCourse>('PATCH', `/api/lessons/${lessonId}`, { body: input });
}

/** DELETE /api/lessons/{id} */
export function deleteLesson(lessonId: number): Promise<AuthoringCourse> {
  return request<AuthoringCourse>('DELETE', `/api/lessons/${lessonId}`, { body: null });
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
