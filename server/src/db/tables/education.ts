import type { ColumnType, Generated } from 'kysely';
import { type Bool, type List, type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface CoursesTable {
  id: Generated<number>;
  title: string;
  description: string | null;
  coverImage: string | null;
  instructor: string | null;
  price: ColumnType<number, number | undefined, number>;
  level: string | null;
  duration: number | null;
  prerequisites: List;
  published: Bool;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** The user paid 85% of its sales and allowed to edit it (with the instructor role); null: the platform's. */
  instructorId: ColumnType<number | null, number | null | undefined, number | null>;
  featured: Bool;
  /** When it was last published. */
  publishedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CourseModulesTable {
  id: Generated<number>;
  courseId: number;
  title: string;
  description: string | null;
  order: number;
  /** Its lessons are open to everyone, signed in or not. */
  isFree: Bool;
}

export interface CourseLessonsTable {
  id: Generated<number>;
  moduleId: number;
  title: string;
  /** Markdown. */
  content: string | null;
  videoUrl: string | null;
  /** Minutes: reading time of the content plus the attached video and track. */
  duration: number | null;
  order: number;
  /** A video of the platform's video storage. */
  videoId: ColumnType<number | null, number | null | undefined, number | null>;
  /** A catalogue track, as a listening example. */
  trackId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface UserCourseEnrollmentsTable {
  id: Generated<number>;
  userId: number | null;
  courseId: number | null;
  enrollmentDate: Timestamp;
  completionDate: string | null;
  progress: ColumnType<number, number | undefined, number>;
  lastAccessedLessonId: number | null;
  /** The payment of a paid enrolment. */
  transactionId: ColumnType<number | null, number | null | undefined, number | null>;
  /** When access ended (its payment was refunded or disputed); null while it lasts. */
  endedAt: ColumnType<string | null, string | null | undefined, string | null>;
  lastAccessedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface UserLessonProgressTable {
  id: Generated<number>;
  userId: number | null;
  lessonId: number | null;
  completed: Bool;
  completionDate: string | null;
}

export interface CertificationsTable {
  id: Generated<number>;
  userId: number | null;
  courseId: number | null;
  certificateNumber: string;
  issueDate: string;
  expiryDate: string | null;
  status: ColumnType<string, string | undefined, string>;
}

export interface CourseRatingsTable {
  courseId: number;
  userId: number;
  /** 1-5. */
  rating: number;
  createdAt: Timestamp;
}

/** The instructor role: given and taken by administrators. */
export interface CourseInstructorsTable {
  userId: number;
  grantedBy: number | null;
  grantedAt: Timestamp;
}

/** The education tables, under their names in the database. */
export interface EducationTables {
  courses: CoursesTable;
  courseModules: CourseModulesTable;
  courseLessons: CourseLessonsTable;
  userCourseEnrollments: UserCourseEnrollmentsTable;
  userLessonProgress: UserLessonProgressTable;
  certifications: CertificationsTable;
  courseRatings: CourseRatingsTable;
  courseInstructors: CourseInstructorsTable;
}

/** How the education tables store their booleans and JSON values (decision 0042). */
export const educationStoredAs: TablesStoredAs<EducationTables> = {
  courses: storedAs<CoursesTable>()({ boolean: ['published', 'featured'], json: ['prerequisites'] }),
  courseModules: storedAs<CourseModulesTable>()({ boolean: ['isFree'] }),
  courseLessons: storedAs<CourseLessonsTable>()({}),
  userCourseEnrollments: storedAs<UserCourseEnrollmentsTable>()({}),
  userLessonProgress: storedAs<UserLessonProgressTable>()({ boolean: ['completed'] }),
  certifications: storedAs<CertificationsTable>()({}),
  courseRatings: storedAs<CourseRatingsTable>()({}),
  courseInstructors: storedAs<CourseInstructorsTable>()({}),
};
