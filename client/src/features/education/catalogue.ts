/**
 * All Courses (part 2: the featured courses, plus the courses): the featured ones in their own row and the others
 * after them, so that each course is listed once. Both keep the order they came in.
 */
export function catalogueSections<T extends { featured: boolean }>(
  courses: readonly T[],
): { featured: T[]; others: T[] } {
  return {
    featured: courses.filter((course) => course.featured),
    others: courses.filter((course) => !course.featured),
  };
}
