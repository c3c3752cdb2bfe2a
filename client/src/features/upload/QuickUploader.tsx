import { Link } from 'wouter';
import { Card } from '@/ui/Card';
import { DropZone } from './DropZone';
import { QuickUploadFields } from './QuickUploadFields';
import type { UploadItem } from './uploadItem';
import { UploadList } from './UploadList';
import { type PublishState, useQuickUpload } from './useQuickUpload';

function publishNote(state: PublishState | undefined) {
  if (state?.state === 'publishing') return 'Publishing...';
  if (state?.state === 'published') {
    return (
      <>
        Published ·{' '}
        <Link href={`/tracks/${state.trackId}`} className="underline underline-offset-2">
          View track
        </Link>
      </>
    );
  }
  if (state?.state === 'failed') return 'Uploaded, not published';
  return undefined;
}

/** The single-screen upload of a signed-in user: details first, then the files. */
export function QuickUploader({ username }: { username: string }) {
  const { form, setField, items, addFiles, remove, publishStates } = useQuickUpload(username);
  const noteFor = (item: UploadItem) =>
    item.status === 'success' ? publishNote(publishStates[item.id]) : undefined;
  return (
    <Card className="p-5 sm:p-7">
      <h2 className="text-xl font-bold">Track details</h2>
      <p className="mb-5 mt-1 text-sm text-muted">
        Set these before choosing files: they are sent with each file.
      </p>
      <QuickUploadFields form={form} setField={setField} username={username} />
      <div className="mt-6">
        <DropZone onFiles={addFiles} />
        <UploadList items={items} onRemove={remove} noteFor={noteFor} />
      </div>
    </Card>
  );
}
