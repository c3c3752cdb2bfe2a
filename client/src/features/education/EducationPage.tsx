import { PRODUCT_NAME } from '@common/constants';
import { EDUCATION_TEXTS, type CourseList, type CourseSummary, type MyLearning } from '@common/education';
import { useQuery } from '@tanstack/react-query';
import { Award, BookOpen, GraduationCap, PenSquare, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';
import { catalogueSections } from './catalogue';
import { CertificationsTab } from './CertificationsTab';
import { CourseCard } from './CourseCard';
import { CourseDetailDialog } from './CourseDetailDialog';
import { educationKeys } from './educationApi';
import { MyLearningTab } from './MyLearningTab';
import { NotLoggedIn } from './NotLoggedIn';

const TABS = ['all', 'learning', 'certifications'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** /education (part 2): All Courses, My Learning and Certifications, and the course detail modal. */
export default function EducationPage() {
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  // The address names the tab and a course to open, also when a link changes it while the page is open.
  const requestedTab = params.get('tab');
  const tab: Tab = isTab(requestedTab) ? requestedTab : 'all';
  const requestedCourse = Number(params.get('course'));
  const addressedCourse = Number.isInteger(requestedCourse) && requestedCourse > 0 ? requestedCourse : null;
  const [chosen, setChosen] = useState<number | null>(null);
  const [requested, setRequested] = useState(addressedCourse);
  const [seenAddressedCourse, setSeenAddressedCourse] = useState(addressedCourse);
  if (addressedCourse !== seenAddressedCourse) {
    setSeenAddressedCourse(addressedCourse);
    setRequested(addressedCourse);
  }
  // A course named in the address (?course=) opens with the page (pages mount once the splash is passed).
  const courseId = chosen ?? requested;
  const learning = useQuery<MyLearning>({
    queryKey: educationKeys.learning,
    enabled: Boolean(user),
    staleTime: 0,
  });

  function changeTab(next: string) {
    if (!isTab(next)) return;
    navigate(next === 'all' ? '/education' : `/education?tab=${next}`, { replace: true });
  }

  return (
    <div className="mx-auto max-w-screen-2xl space-y-8 px-4 py-6 sm:py-8 lg:px-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="space-y-1">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-text">{PRODUCT_NAME}</p>
          <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            <GraduationCap className="size-8 shrink-0 text-primary-text" aria-hidden />
            Education
          </h1>
          <p className="max-w-2xl text-muted">
            Courses written for independent musicians: make beats, mix and master at home, perform, DJ, and
            run the business side. Finish a course to earn a certificate anyone can verify.
          </p>
        </div>
        {learning.data?.canTeach ? (
          <Button asChild variant="outline" className="self-start lg:self-auto">
            <Link href="/education/manage">
              <PenSquare aria-hidden />
              Manage courses
            </Link>
          </Button>
        ) : null}
      </header>

      <Tabs value={tab} onValueChange={changeTab} className="space-y-6">
        <TabsList className="flex w-full max-w-xl">
          <TabsTrigger value="all" className="px-2 sm:px-4">
            <BookOpen className="hidden size-4 sm:block" aria-hidden />
            {EDUCATION_TEXTS.tabs.all}
          </TabsTrigger>
          <TabsTrigger value="learning" className="px-2 sm:px-4">
            <Sparkles className="hidden size-4 sm:block" aria-hidden />
            {EDUCATION_TEXTS.tabs.learning}
          </TabsTrigger>
          <TabsTrigger value="certifications" className="px-2 sm:px-4">
            <Award className="hidden size-4 sm:block" aria-hidden />
            {EDUCATION_TEXTS.tabs.certifications}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="all">
          <Catalogue onOpen={setChosen} />
        </TabsContent>
        <TabsContent value="learning">
          {user ? (
            <MyLearningTab onBrowse={() => changeTab('all')} />
          ) : (
            <NotLoggedIn>
              Log in to see the courses you are taking and pick up where you left off.
            </NotLoggedIn>
          )}
        </TabsContent>
        <TabsContent value="certifications">
          {user ? (
            <CertificationsTab onBrowse={() => changeTab('all')} />
          ) : (
            <NotLoggedIn>Log in to see the certificates you have earned.</NotLoggedIn>
          )}
        </TabsContent>
      </Tabs>

      <CourseDetailDialog
        courseId={courseId}
        onOpenChange={(open) => {
          if (open) return;
          setChosen(null);
          setRequested(null);
        }}
        onEnrolled={() => changeTab('learning')}
      />
    </div>
  );
}

/** All Courses: the featured courses, then the others; each course once. */
function Catalogue({ onOpen }: { onOpen: (id: number) => void }) {
  const courses = useQuery<CourseList>({ queryKey: educationKeys.courses, staleTime: 0 });
  if (courses.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8" label="Loading courses" />
      </div>
    );
  }
  if (courses.isError) return <p role="alert">{errorMessage(courses.error)}</p>;

  const list = courses.data.courses;
  const { featured, others } = catalogueSections(list);
  return (
    <div className="space-y-10">
      {featured.length > 0 ? (
        <CourseSection id="featured-courses" heading={EDUCATION_TEXTS.featuredHeading}>
          <CourseGrid courses={featured} onOpen={onOpen} first />
        </CourseSection>
      ) : null}
      {list.length === 0 ? (
        <CourseSection id="all-courses" heading={EDUCATION_TEXTS.allHeading}>
          <p className="text-muted">No courses are published yet.</p>
        </CourseSection>
      ) : others.length > 0 ? (
        <CourseSection
          id="all-courses"
          heading={featured.length > 0 ? EDUCATION_TEXTS.moreHeading : EDUCATION_TEXTS.allHeading}
        >
          <CourseGrid courses={others} onOpen={onOpen} first={featured.length === 0} />
        </CourseSection>
      ) : null}
    </div>
  );
}

function CourseSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Courses in rows of up to three; `first`: the grid at the top of the page, whose first row loads at once. */
function CourseGrid({
  courses,
  onOpen,
  first = false,
}: {
  courses: CourseSummary[];
  onOpen: (id: number) => void;
  first?: boolean;
}) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {courses.map((course, index) => (
        <li key={course.id} className="flex">
          <CourseCard course={course} onOpen={onOpen} atTop={first && index < 3} />
        </li>
      ))}
    </ul>
  );
}
