import {
  type Certificate,
  certificateStatus,
  type CourseEnrollment,
  type CourseLevel,
  COURSE_LEVELS,
  type CourseSummary,
  progressPercent,
} from '@common/education';
import type { Selectable } from 'kysely';
import type { CertificationsTable } from '../../db/schema';
import { coverVersion } from './coverSvg';
import { type CourseRow, type CourseStats, type EnrollmentRow, instructorNameOf } from './queries';

export type CertificateRow = Selectable<CertificationsTable>;

/** A stored level as one of the known levels (anything else reads as Beginner). */
export const levelOf = (level: string | null): CourseLevel =>
  (COURSE_LEVELS as readonly string[]).includes(level ?? '') ? (level as CourseLevel) : 'Beginner';

/**
 * The image a course shows: its own, or its drawn cover at an address that names what it is drawn from (a new
 * title or level is a new address), so that the browser may keep it for good.
 */
export const coverOf = (
  course: Pick<CourseRow, 'coverImage' | 'title' | 'level'> & { id: number | string },
): string =>
  course.coverImage ||
  `/api/courses/${course.id}/cover.svg?v=${coverVersion({ id: Number(course.id), title: course.title, level: levelOf(course.level) })}`;

/** A course as the catalogue shows it. */
export function presentCourseSummary(
  course: CourseRow,
  stats: CourseStats,
  names: Map<number, string>,
  enrolled: boolean,
): CourseSummary {
  return {
    id: Number(course.id),
    title: course.title,
    description: course.description ?? '',
    instructor: instructorNameOf(course, names),
    instructorId: course.instructorId === null ? null : Number(course.instructorId),
    coverImage: coverOf(course),
    price: Number(course.price),
    level: levelOf(course.level),
    duration: Number(course.duration ?? 0),
    prerequisites: course.prerequisites ?? [],
    modulesCount: stats.modulesCount,
    lessonsCount: stats.lessonsCount,
    enrolledCount: stats.enrolledCount,
    rating: stats.rating,
    ratingCount: stats.ratingCount,
    featured: Boolean(course.featured),
    enrolled,
  };
}

/** The caller's enrolment with the progress computed from the lessons they completed. */
export function presentEnrollment(
  enrollment: EnrollmentRow,
  completedLessons: number,
  totalLessons: number,
): CourseEnrollment {
  return {
    enrolledAt: enrollment.enrollmentDate,
    progress: progressPercent(completedLessons, totalLessons),
    completedLessons,
    totalLessons,
    lastAccessedLessonId:
      enrollment.lastAccessedLessonId === null ? null : Number(enrollment.lastAccessedLessonId),
    lastAccessedDate: enrollment.lastAccessedAt,
    completedAt: enrollment.completionDate,
  };
}

/** Where a certificate is checked (printed on it) and downloaded. */
export function certificateLinks(origin: string, certificateNumber: string) {
  return {
    verifyUrl: `${origin}/certificates/${encodeURIComponent(certificateNumber)}`,
    pdfUrl: `/api/certificates/${encodeURIComponent(certificateNumber)}/pdf`,
  };
}

/** A certificate of the caller, its status computed from its dates. */
export function presentCertificate(
  row: CertificateRow,
  courseTitle: string,
  origin: string,
  today = new Date(),
): Certificate {
  return {
    id: Number(row.id),
    courseId: Number(row.courseId),
    courseTitle,
    certificateNumber: row.certificateNumber,
    issueDate: row.issueDate,
    expiryDate: row.expiryDate ?? row.issueDate,
    status: certificateStatus(row, today),
    ...certificateLinks(origin, row.certificateNumber),
  };
}
