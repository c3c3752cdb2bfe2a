/**
 * The Education contract (part 2: section 2 Education; section 3 courses and their tables, Course, Course
 * progress, Certificate; sections 4, 5, 6, 8, 9; decision 0035). Prices are cents, durations minutes;
 * certificate dates are plain 'YYYY-MM-DD' (UTC), other times ISO timestamps.
 *
 * Learners:
 * - GET  /api/courses -> CourseList: published courses, featured first, `enrolled` for the caller.
 * - GET  /api/courses/{id} -> CourseDetail: the curriculum, the caller's enrolment, progress and rating.
 * - POST /api/courses/{id}/enroll -> 201 EnrollResult 'enrolled' for a free course; 200 EnrollResult
 *   'payment_required' with a Checkout for a paid one (send an Idempotency-Key header). The payment step
 *   confirms it as for every paid feature (common/payments.ts); once GET /api/payments/{transactionId} says
 *   'succeeded' the learner is enrolled: show 'Enrollment Successful', close the modal, go to My Learning.
 * - GET  /api/courses/{id}/lessons/{lessonId} -> LessonView. The free module is open to all; a paid lesson
 *   answers 401 to a guest and 403 to a signed-in user who is not enrolled.
 * - POST /api/lessons/{id}/complete -> LessonCompletion (idempotent).
 * - POST /api/courses/{id}/rating -> 201 CourseRatingResult ({rating}: once, after the first module).
 * - GET  /api/me/learning -> MyLearning (401 for guests: show EDUCATION_TEXTS.notLoggedIn).
 * - GET  /api/me/certificates -> MyCertificates.
 * - GET  /api/certificates/{number} -> CertificateVerification (public; 404 for an unknown number).
 * - GET  /api/certificates/{number}/pdf -> the printable certificate, application/pdf (public).
 * - GET  /api/courses/{id}/cover.svg -> the drawn cover of a course without its own image.
 *
 * Authors (administrators; users an administrator gave the instructor role, for their own courses):
 * - GET    /api/instructor/courses -> AuthoringCourseList.
 * - POST   /api/courses -> 201 AuthoringCourse (courseInputSchema), a draft.
 * - GET    /api/courses/{id}/authoring -> AuthoringCourse, with every lesson's Markdown.
 * - PATCH  /api/courses/{id} -> AuthoringCourse (courseUpdateSchema; `published` publishes).
 * - DELETE /api/courses/{id} -> 204, only for a course nobody ever enrolled in.
 * - PUT    /api/courses/{id}/order -> AuthoringCourse (courseOrderSchema).
 * - POST   /api/courses/{id}/modules -> 201 AuthoringCourse (moduleInputSchema; added last).
 * - PATCH  /api/modules/{id} -> AuthoringCourse (moduleUpdateSchema).
 * - DELETE /api/modules/{id} -> AuthoringCourse (the module goes with its lessons).
 * - POST   /api/modules/{id}/lessons -> 201 AuthoringCourse (lessonInputSchema; added last).
 * - PATCH  /api/lessons/{id} -> AuthoringCourse (lessonUpdateSchema).
 * - DELETE /api/lessons/{id} -> AuthoringCourse.
 * Administrators:
 * - GET    /api/admin/instructors -> InstructorList.
 * - PUT    /api/admin/instructors/{userId} -> Instructor (gives the role; giving it again answers the same).
 * - DELETE /api/admin/instructors/{userId} -> 204 (takes it; their courses stay, edited by administrators).
 *
 * Every error answers `{ message }` with one of EDUCATION_MESSAGES (or a schema's message for a 400). Every
 * POST, PUT and PATCH sends a JSON body (`{}` when there is nothing to send); a DELETE sends none.
 */
import { z } from 'zod';
import { PRODUCT_NAME } from './constants';
import type { Checkout } from './payments';

/** Limits and constants of Education (part 2, section 9, and decision 0035). */
export const COURSE = {
  /** The seeded catalogue: six courses at $5, 4 to 8 modules of 4 lessons, the first module free. */
  seededCourses: 6,
  seededPriceCents: 500,
  seededModulesMin: 4,
  seededModulesMax: 8,
  seededLessonsPerModule: 4,
  titleMax: 120,
  descriptionMax: 2000,
  coverImageMax: 500,
  prerequisiteMax: 160,
  prerequisitesMax: 10,
  moduleTitleMax: 120,
  moduleDescriptionMax: 500,
  lessonTitleMax: 120,
  /** Characters of a lesson's Markdown (a request body is at most 100 kB). */
  lessonContentMax: 60_000,
  modulesMax: 20,
  lessonsPerModuleMax: 30,
  /** A paid course's price, in cents ($0.50 is the smallest card payment; 0 means free). */
  priceMinCents: 50,
  priceMaxCents: 50_000,
  /** Study reading pace used to turn a lesson's words into minutes (see lessonMinutes). */
  wordsPerMinute: 200,
  ratingMin: 1,
  ratingMax: 5,
  /** The byline of courses no user teaches (the platform's own). */
  platformInstructor: 'Panda Nation Academy',
} as const;

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const CERTIFICATE = {
  /** 'PANDA-CERT-' and ten digits. */
  prefix: 'PANDA-CERT-',
  digits: 10,
  /** A certificate is valid for one year from its issue date. */
  validYears: 1,
  /** Its last 30 days (the expiry date included) it is 'expiring soon'. */
  expiringSoonDays: 30,
} as const;

/**
 * A certificate's status, computed from its dates (part 2: active or expiring soon), plus 'expired' after its
 * expiry date and 'revoked' when the enrolment's payment was refunded or disputed.
 */
export const CERTIFICATE_STATUSES = ['active', 'expiring soon', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** Texts the Education page shows as they are (part 2, sections 2, 5, 8). */
export const EDUCATION_TEXTS = {
  tabs: { all: 'All Courses', learning: 'My Learning', certifications: 'Certifications' },
  featuredHeading: 'Featured Courses',
  allHeading: 'All Courses',
  /** The courses after the featured ones (each course is listed once). */
  moreHeading: 'More Courses',
  /** My Learning and Certifications for guests, with a Login button to /auth. */
  notLoggedIn: "You're not logged in",
  authRequiredTitle: 'Authentication Required',
  authRequiredBody: 'Please log in to enroll in paid courses',
  enrolledTitle: 'Enrollment Successful',
  freeContentTitle: 'Free Content Available',
  freeContentBody: 'The first module of this course is free: start reading without an account.',
  certificationBlurb:
    'Complete every lesson to earn a Panda Nation certificate with its own number (PANDA-CERT-...). ' +
    'It is valid for one year, and anyone can check it at its verification address.',
  markComplete: 'Mark complete',
  completed: 'Completed',
} as const;

/** Error and notice texts the server answers (`{ message }`); the client shows them as they are. */
export const EDUCATION_MESSAGES = {
  courseNotFound: 'Course not found',
  moduleNotFound: 'Module not found',
  lessonNotFound: 'Lesson not found',
  /** 401 for a guest enrolling in a paid course or opening one of its paid lessons. */
  loginToEnroll: 'Please log in to enroll in paid courses',
  /** 401 for a guest enrolling in a free course. */
  loginToEnrollFree: 'Please log in to enroll in this course',
  loginToTrack: 'Please log in to save your progress',
  /** 403 for a signed-in user opening a paid lesson without an enrolment. */
  lessonLocked: 'This lesson is part of the paid course. Enroll to unlock it.',
  alreadyEnrolled: 'You are already enrolled in this course',
  ownCourse: 'You teach this course: every lesson is open to you already',
  enrolled: 'Enrollment Successful',
  /** The reason a second payment for the same enrolment is given back. */
  duplicatePaymentRefund: 'You were already enrolled in this course',
  rateNotEnrolled: 'Enroll in this course to rate it',
  rateAfterFirstModule: 'Finish the first module to rate this course',
  ratedOnce: 'You have already rated this course',
  certificateNotFound: 'Unknown certificate number: no certificate has this number',
  authorsOnly: 'Only instructors and administrators can author courses',
  notYourCourse: 'You can only edit your own courses',
  adminOnlyField: 'Only administrators can feature a course or choose its instructor',
  instructorUnknown: 'The instructor must be a user with the instructor role',
  publishNeedsLessons:
    'Add at least one module, and at least one lesson with content to every module, before publishing',
  deleteHasLearners: 'Learners have enrolled in this course: unpublish it instead',
  orderMismatch: 'The new order must list every module and lesson of the course exactly once',
  tooManyModules: `A course has at most ${COURSE.modulesMax} modules`,
  tooManyLessons: `A module has at most ${COURSE.lessonsPerModuleMax} lessons`,
  videoNotFound: 'Video not found',
  trackNotFound: 'Only a published track can be a listening example',
  userNotFound: 'User not found',
  coverNotAllowed: 'The cover image must be an https:// address or a path of this site',
} as const;

/** Words of a lesson's Markdown, without its markup (link targets, emphasis, list and heading marks). */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ');
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0;
}

/**
 * A lesson's duration in minutes: its words read at COURSE.wordsPerMinute (a study pace, slower than the ~238
 * words a minute adults read non-fiction silently, since learners stop to take advice in), rounded up, plus
 * the attached video and track (seconds, rounded up to minutes); at least one minute.
 */
export function lessonMinutes(markdown: string, mediaSeconds = 0): number {
  const reading = Math.ceil(countWords(markdown) / COURSE.wordsPerMinute);
  const media = Math.ceil(Math.max(0, mediaSeconds) / 60);
  return Math.max(1, reading + media);
}

/** Percent of a course's lessons completed, rounded; 0 for a course without lessons. */
export function progressPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(completed, total) / total) * 100);
}

/** Minutes as people read them: '45 min', '2 h', '3 h 20 min'. */
export function formatCourseDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 'YYYY-MM-DD' of a date, in UTC. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/**
 * The expiry date of a certificate issued on `issueDate` ('YYYY-MM-DD'): one year later (29 Feb -> 1 Mar).
 */
export function certificateExpiry(issueDate: string): string {
  const date = new Date(`${issueDate}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + CERTIFICATE.validYears);
  return isoDay(date);
}

/**
 * A certificate's status on `today`: 'revoked' when stored so; 'expired' after its expiry date; 'expiring
 * soon' in its last CERTIFICATE.expiringSoonDays days (the expiry date included); 'active' before.
 */
export function certificateStatus(
  certificate: { expiryDate: string | null; status?: string | null },
  today: Date = new Date(),
): CertificateStatus {
  if (certificate.status === 'revoked') return 'revoked';
  if (!certificate.expiryDate) return 'active';
  const day = 24 * 60 * 60 * 1000;
  const end = Date.parse(`${certificate.expiryDate}T00:00:00Z`);
  const now = Date.parse(`${isoDay(today)}T00:00:00Z`);
  const daysLeft = Math.round((end - now) / day);
  if (daysLeft < 0) return 'expired';
  if (daysLeft < CERTIFICATE.expiringSoonDays) return 'expiring soon';
  return 'active';
}

/** Whether a text is a well-formed certificate number (case-insensitive). */
export const certificateNumberPattern = new RegExp(`^${CERTIFICATE.prefix}\\d{${CERTIFICATE.digits}}$`, 'i');

/**
 * LinkedIn's add-to-profile address for a certificate, which opens its 'Licenses & certifications' form filled
 * in: the course as the certification's name, Panda Nation as the issuing organisation, the months of issue and
 * expiry, the verification page as its address and the certificate number as its id.
 */
export function linkedInCertificationUrl(
  certificate: Pick<
    CertificateVerification,
    'courseTitle' | 'issueDate' | 'expiryDate' | 'verifyUrl' | 'certificateNumber'
  >,
): string {
  const [issueYear, issueMonth] = certificate.issueDate.split('-').map(Number);
  const [expirationYear, expirationMonth] = certificate.expiryDate.split('-').map(Number);
  const fields = {
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseTitle,
    organizationName: PRODUCT_NAME,
    issueYear,
    issueMonth,
    expirationYear,
    expirationMonth,
    certUrl: certificate.verifyUrl,
    certId: certificate.certificateNumber,
  };
  const query = Object.entries(fields).map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`);
  return `https://www.linkedin.com/profile/add?${query.join('&')}`;
}

// ---------------------------------------------------------------------------------------------------------
// Learner responses

/** A course as the catalogue shows it (part 2, Course). */
export interface CourseSummary {
  id: number;
  title: string;
  description: string;
  /** The instructor's name as shown (a user's display name, or COURSE.platformInstructor). */
  instructor: string;
  /** The instructor's user id, or null for the platform's own courses. */
  instructorId: number | null;
  /** An image address; courses without one get their drawn cover (/api/courses/{id}/cover.svg). */
  coverImage: string;
  /** Cents; 0 is a free course. */
  price: number;
  level: CourseLevel;
  /** Minutes: the sum of its lessons' durations. */
  duration: number;
  prerequisites: string[];
  modulesCount: number;
  lessonsCount: number;
  /** Learners enrolled now (refunded enrolments do not count). */
  enrolledCount: number;
  /** Average rating to one decimal, or null before the first rating. */
  rating: number | null;
  ratingCount: number;
  featured: boolean;
  /** Whether the caller is enrolled (false for guests). */
  enrolled: boolean;
}

/** GET /api/courses: published courses, featured first, then newest. */
export interface CourseList {
  courses: CourseSummary[];
}

export interface LessonOutline {
  id: number;
  title: string;
  /** Minutes. */
  duration: number;
  /** Open to everyone (a free module's lesson, or any lesson of a free course). */
  isFree: boolean;
  /** Whether the caller completed it (false for guests). */
  completed: boolean;
}

export interface ModuleOutline {
  id: number;
  title: string;
  description: string;
  isFree: boolean;
  /** Minutes. */
  duration: number;
  lessons: LessonOutline[];
}

/** The caller's enrolment in a course (part 2, Course progress). */
export interface CourseEnrollment {
  enrolledAt: string;
  /** Percent of the course's lessons completed (progressPercent). */
  progress: number;
  completedLessons: number;
  totalLessons: number;
  lastAccessedLessonId: number | null;
  /** When a lesson of it was last opened or completed, or null. */
  lastAccessedDate: string | null;
  /** When every lesson was completed (the certificate's day), or null. */
  completedAt: string | null;
}

/** GET /api/courses/{id}: the course detail modal. */
export interface CourseDetail extends CourseSummary {
  modules: ModuleOutline[];
  certificationBlurb: string;
  enrollment: CourseEnrollment | null;
  /** The caller's rating, or null. */
  myRating: number | null;
  /** Whether the caller may rate now (enrolled, first module finished, not rated yet). */
  canRate: boolean;
  certificate: { certificateNumber: string; status: CertificateStatus } | null;
  /** Whether the caller may edit it (its instructor, or an administrator). */
  canEdit: boolean;
  /** false only for a draft seen by its author. */
  published: boolean;
}

/** POST /api/courses/{id}/enroll */
export type EnrollResult =
  | { status: 'enrolled'; message: typeof EDUCATION_MESSAGES.enrolled; enrollment: CourseEnrollment }
  | { status: 'payment_required'; checkout: Checkout };

export interface LessonLink {
  id: number;
  title: string;
}

/** A lesson's video from the platform's video storage. */
export interface LessonVideo {
  id: number;
  title: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  /** m:ss, or null. */
  duration: string | null;
}

/** A catalogue track attached as a listening example (play it with the player: GET /api/tracks/{id}). */
export interface LessonTrack {
  id: number;
  title: string;
  artist: string;
  coverArt: string | null;
  /** Seconds, or null. */
  duration: number | null;
}

/** GET /api/courses/{courseId}/lessons/{lessonId} */
export interface LessonView {
  id: number;
  courseId: number;
  courseTitle: string;
  module: LessonLink;
  title: string;
  /** Minutes. */
  duration: number;
  isFree: boolean;
  /**
   * The lesson's Markdown rendered to HTML on the server and sanitised with an allow-list (headings,
   * paragraphs, lists, emphasis, quotes, code, tables, links opening with rel="noopener noreferrer nofollow",
   * images of this site only): insert it as it is.
   */
  html: string;
  video: LessonVideo | null;
  track: LessonTrack | null;
  /** Whether the caller completed it (false for guests). */
  completed: boolean;
  /** The lessons before and after it in the course, across modules. */
  previous: LessonLink | null;
  next: LessonLink | null;
}

/** A certificate of the caller (part 2, Certificate). */
export interface Certificate {
  id: number;
  courseId: number;
  courseTitle: string;
  certificateNumber: string;
  /** 'YYYY-MM-DD' */
  issueDate: string;
  /** 'YYYY-MM-DD': one year after the issue date. */
  expiryDate: string;
  status: CertificateStatus;
  /** The public verification page (absolute address, printed on the certificate). */
  verifyUrl: string;
  /** The PDF download (a path of this site). */
  pdfUrl: string;
}

/** POST /api/lessons/{id}/complete */
export interface LessonCompletion {
  lessonId: number;
  courseId: number;
  completed: true;
  /** The caller's progress in the course now (percent), with the counts it comes from. */
  progress: number;
  completedLessons: number;
  totalLessons: number;
  /** Every lesson is completed. */
  courseCompleted: boolean;
  /** The certificate, once the course is completed by an enrolled learner (the same one every time). */
  certificate: Certificate | null;
  next: LessonLink | null;
}

/** A course in My Learning (part 2, Course progress). */
export interface LearningItem {
  courseId: number;
  courseTitle: string;
  coverImage: string;
  instructor: string;
  progress: number;
  completedLessons: number;
  totalLessons: number;
  enrolledAt: string;
  lastAccessedDate: string | null;
  /** Where to resume: the last lesson opened, or the first lesson not completed. */
  currentModule: LessonLink | null;
  currentLesson: LessonLink | null;
  completedAt: string | null;
  certificateNumber: string | null;
}

/** GET /api/me/learning: the caller's courses, last accessed first. */
export interface MyLearning {
  courses: LearningItem[];
  /** Whether the caller may author courses (an administrator or an instructor). */
  canTeach: boolean;
}

/** GET /api/me/certificates: newest first. */
export interface MyCertificates {
  certificates: Certificate[];
}

/** GET /api/certificates/{number}: what anyone checking a certificate sees. */
export interface CertificateVerification {
  certificateNumber: string;
  /** The holder's display name (or username). */
  holderName: string;
  courseId: number;
  courseTitle: string;
  instructor: string;
  issueDate: string;
  expiryDate: string;
  status: CertificateStatus;
  /** true while active or expiring soon. */
  valid: boolean;
  verifyUrl: string;
  pdfUrl: string;
}

/** POST /api/courses/{id}/rating */
export interface CourseRatingResult {
  rating: number;
  /** The course's average now, one decimal. */
  average: number;
  ratingCount: number;
}

// ---------------------------------------------------------------------------------------------------------
// Inputs

const text = (max: number) => z.string().trim().max(max);

/** A course's cover: an https:// address or a path of this site; empty for the drawn cover. */
const coverImage = text(COURSE.coverImageMax).refine(
  (value) => value === '' || /^https:\/\/\S+$/i.test(value) || /^\/(?!\/)\S*$/.test(value),
  EDUCATION_MESSAGES.coverNotAllowed,
);

const price = z
  .number({ message: 'The price must be a whole number of cents' })
  .int('The price must be a whole number of cents')
  .refine(
    (cents) => cents === 0 || (cents >= COURSE.priceMinCents && cents <= COURSE.priceMaxCents),
    'A paid course costs between $0.50 and $500.00',
  );

const courseFields = {
  title: text(COURSE.titleMax).min(1, 'Please give the course a title'),
  description: text(COURSE.descriptionMax),
  coverImage,
  level: z.enum(COURSE_LEVELS, { message: 'Choose Beginner, Intermediate or Advanced' }),
  /** Cents; 0 for a free course. */
  price,
  prerequisites: z.array(text(COURSE.prerequisiteMax).min(1)).max(COURSE.prerequisitesMax),
  /** Administrators only. */
  featured: z.boolean(),
  /** Administrators only: a user with the instructor role, or null for the platform. */
  instructorId: z.number().int().positive().nullable(),
};

/**
 * POST /api/courses: a draft (unpublished). An instructor's course is theirs; an administrator's the
 * platform's.
 */
/** GET /api/courses/:id/cover.svg: `v`, the drawn cover's version, as the course's coverImage names it. */
export const courseCoverQuerySchema = z.object({ v: z.string().max(64).optional() });

export const courseInputSchema = z.object({
  ...courseFields,
  description: courseFields.description.default(''),
  coverImage: courseFields.coverImage.default(''),
  level: courseFields.level.default('Beginner'),
  price: courseFields.price.default(0),
  prerequisites: courseFields.prerequisites.default([]),
  featured: courseFields.featured.optional(),
  instructorId: courseFields.instructorId.optional(),
});
export type CourseInput = z.input<typeof courseInputSchema>;

/** PATCH /api/courses/{id}: any of the fields, and `published` (publishing checks the course is complete). */
export const courseUpdateSchema = z.object({
  title: courseFields.title.optional(),
  description: courseFields.description.optional(),
  coverImage: courseFields.coverImage.optional(),
  level: courseFields.level.optional(),
  price: courseFields.price.optional(),
  prerequisites: courseFields.prerequisites.optional(),
  featured: courseFields.featured.optional(),
  instructorId: courseFields.instructorId.optional(),
  published: z.boolean().optional(),
});
export type CourseUpdate = z.input<typeof courseUpdateSchema>;

const moduleFields = {
  title: text(COURSE.moduleTitleMax).min(1, 'Please give the module a title'),
  description: text(COURSE.moduleDescriptionMax),
  isFree: z.boolean(),
};

/** POST /api/courses/{id}/modules */
export const moduleInputSchema = z.object({
  title: moduleFields.title,
  description: moduleFields.description.default(''),
  isFree: moduleFields.isFree.default(false),
});
export type ModuleInput = z.input<typeof moduleInputSchema>;

/** PATCH /api/modules/{id} */
export const moduleUpdateSchema = z.object({
  title: moduleFields.title.optional(),
  description: moduleFields.description.optional(),
  isFree: moduleFields.isFree.optional(),
});
export type ModuleUpdate = z.input<typeof moduleUpdateSchema>;

const lessonFields = {
  title: text(COURSE.lessonTitleMax).min(1, 'Please give the lesson a title'),
  /** Markdown. */
  content: z.string().max(COURSE.lessonContentMax, 'A lesson holds at most 60,000 characters'),
  /** A video of the platform's video storage, or null. */
  videoId: z.number().int().positive().nullable(),
  /** A published catalogue track as a listening example, or null. */
  trackId: z.number().int().positive().nullable(),
};

/** POST /api/modules/{id}/lessons: its duration is computed (lessonMinutes). */
export const lessonInputSchema = z.object({
  title: lessonFields.title,
  content: lessonFields.content.default(''),
  videoId: lessonFields.videoId.default(null),
  trackId: lessonFields.trackId.default(null),
});
export type LessonInput = z.input<typeof lessonInputSchema>;

/** PATCH /api/lessons/{id} */
export const lessonUpdateSchema = z.object({
  title: lessonFields.title.optional(),
  content: lessonFields.content.optional(),
  videoId: lessonFields.videoId.optional(),
  trackId: lessonFields.trackId.optional(),
});
export type LessonUpdate = z.input<typeof lessonUpdateSchema>;

/**
 * PUT /api/courses/{id}/order: every module of the course in its new order, each with every lesson it should
 * hold in order (a lesson may move to another module of the same course).
 */
export const courseOrderSchema = z.object({
  modules: z
    .array(
      z.object({
        id: z.number().int().positive(),
        lessonIds: z.array(z.number().int().positive()).max(COURSE.lessonsPerModuleMax),
      }),
    )
    .max(COURSE.modulesMax),
});
export type CourseOrder = z.input<typeof courseOrderSchema>;

/** POST /api/courses/{id}/rating */
export const courseRatingSchema = z.object({
  rating: z
    .number({ message: 'Choose a rating from 1 to 5' })
    .int('Choose a rating from 1 to 5')
    .min(COURSE.ratingMin, 'Choose a rating from 1 to 5')
    .max(COURSE.ratingMax, 'Choose a rating from 1 to 5'),
});
export type CourseRatingInput = z.input<typeof courseRatingSchema>;

// ---------------------------------------------------------------------------------------------------------
// Authoring responses

export interface AuthoringLesson {
  id: number;
  moduleId: number;
  title: string;
  /** Markdown. */
  content: string;
  /** Minutes, computed. */
  duration: number;
  order: number;
  videoId: number | null;
  trackId: number | null;
}

export interface AuthoringModule {
  id: number;
  title: string;
  description: string;
  order: number;
  isFree: boolean;
  lessons: AuthoringLesson[];
}

/** A course as its author edits it. */
export interface AuthoringCourse {
  id: number;
  title: string;
  description: string;
  /** As stored: '' when the course uses its drawn cover. */
  coverImage: string;
  price: number;
  level: CourseLevel;
  duration: number;
  prerequisites: string[];
  featured: boolean;
  published: boolean;
  publishedAt: string | null;
  instructor: string;
  instructorId: number | null;
  /** Learners enrolled now. */
  enrolledCount: number;
  createdAt: string;
  updatedAt: string;
  modules: AuthoringModule[];
}

/** A course in the author's list. */
export interface AuthoringCourseItem {
  id: number;
  title: string;
  published: boolean;
  featured: boolean;
  price: number;
  level: CourseLevel;
  instructor: string;
  instructorId: number | null;
  modulesCount: number;
  lessonsCount: number;
  enrolledCount: number;
  updatedAt: string;
}

/** GET /api/instructor/courses: an administrator's list holds every course, an instructor's their own. */
export interface AuthoringCourseList {
  courses: AuthoringCourseItem[];
  isAdmin: boolean;
}

export interface Instructor {
  userId: number;
  username: string;
  displayName: string | null;
  grantedAt: string;
  courseCount: number;
}

/** GET /api/admin/instructors */
export interface InstructorList {
  instructors: Instructor[];
}
