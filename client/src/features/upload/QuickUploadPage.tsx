import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { AuthRequiredPanel } from './AuthRequiredPanel';
import { QuickUploader } from './QuickUploader';
import { UploadLayout } from './UploadLayout';

/** /upload/quick: the earlier single-screen upload; each chosen file is uploaded and published at once. */
export default function QuickUploadPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingSpinner />;
  return (
    <UploadLayout
      title="Quick Upload"
      subtitle="Pick your files and they go live straight away."
      username={user?.username}
    >
      {user ? <QuickUploader key={user.id} username={user.username} /> : <AuthRequiredPanel />}
      <p className="mt-5 text-center text-sm text-muted">
        Prefer to go step by step?{' '}
        <Link href="/upload" className="font-semibold text-primary-text hover:underline">
          Use the upload wizard
        </Link>
      </p>
    </UploadLayout>
  );
}
