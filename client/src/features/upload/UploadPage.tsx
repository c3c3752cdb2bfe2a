import { useAuth } from '@/features/auth';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { AuthRequiredPanel } from './AuthRequiredPanel';
import { UploadLayout } from './UploadLayout';
import { UploadWizard } from './UploadWizard';

/** /upload: the upload wizard (Upload, Info, Release); visitors are asked to sign in. */
export default function UploadPage() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <LoadingSpinner />;
  return (
    <UploadLayout
      title="Upload Your Music"
      subtitle="Share your tracks with fans in three steps."
      username={user?.username}
    >
      {user ? <UploadWizard key={user.id} username={user.username} /> : <AuthRequiredPanel />}
    </UploadLayout>
  );
}
