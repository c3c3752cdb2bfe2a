import {
  inSegment,
  MARKETING,
  MARKETING_MESSAGES,
  narrows,
  type CampaignPreview,
  type CampaignSegment,
} from '@common/marketing';
import type { CampaignTemplate, TemplateSender } from '@common/marketingTemplates';
import { CalendarClock, Eye, LoaderCircle, MailCheck, PenLine, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { TextField } from '@/ui/form/TextField';
import { toast } from '@/ui/useToast';
import {
  campaignProblem,
  contentBytes,
  contentUsage,
  defaultSendAt,
  formatSendAt,
  localDateTimeValue,
  readSendAt,
  scheduleLabel,
  sendFailureText,
  sendLabel,
} from './campaignForm';
import { CampaignEditor } from './CampaignEditor';
import { CampaignPreviewDialog } from './CampaignPreviewDialog';
import { CampaignTemplates } from './CampaignTemplates';
import { MarketingCard } from './MarketingCard';
import { SegmentPicker } from './SegmentPicker';
import { usePreviewCampaign, useSendCampaign, useSubscribers, useTestSend } from './marketingApi';

const SUBJECT_ID = 'campaign-subject';
const CONTENT_ID = 'campaign-content';
const SEND_AT_ID = 'campaign-send-at';

/** Shows why the campaign cannot go yet and puts the focus on the field to fix; false when it can go. */
function blocked(subject: string, content: string): boolean {
  const problem = campaignProblem(subject, content);
  if (!problem) return false;
  toast({ ...problem, variant: 'destructive' });
  document.getElementById(subject.trim() ? CONTENT_ID : SUBJECT_ID)?.focus();
  return true;
}

/**
 * Compose Campaign: a template to start from, Subject Line, Email Content (12 rows), Preview, Send me a
 * test, Send to N Subscribers. `sender` signs the templates.
 */
export function ComposeCampaignCard({ sender, platform }: { sender: TemplateSender; platform: boolean }) {
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState(defaultSendAt);
  const [sendAtError, setSendAtError] = useState<string | undefined>();
  // The earliest time the picker offers, taken when "Send later" is ticked (the server checks it again).
  const [earliest, setEarliest] = useState('');
  const subscribers = useSubscribers();
  const send = useSendCampaign();
  const previewCampaign = usePreviewCampaign();
  const testSend = useTestSend();
  const [segment, setSegment] = useState<CampaignSegment>({});
  const everyone = subscribers.data?.emailList ?? [];
  const total = everyone.length;
  // The number the button names: who this send reaches.
  const count = everyone.filter((subscriber) => inSegment(subscriber, segment)).length;
  const overLimit = contentBytes(content) > MARKETING.contentMaxBytes;

  // After a template, the brackets in the subject are what to write next.
  const focusSubject = () => document.getElementById(SUBJECT_ID)?.focus();

  function handleTemplate(template: CampaignTemplate) {
    setSubject(template.subject);
    setContent(template.html);
    focusSubject();
  }

  function handleSend(event: FormEvent) {
    event.preventDefault();
    if (send.isPending || blocked(subject, content)) return;
    let when: string | null = null;
    if (later) {
      const read = readSendAt(sendAt);
      if ('problem' in read) {
        setSendAtError(read.problem);
        document.getElementById(SEND_AT_ID)?.focus();
        return;
      }
      when = read.sendAt;
    }
    send.mutate(
      { subject, htmlContent: content, sendAt: when, segment: narrows(segment) ? segment : null },
      {
        onSuccess: (queued) => {
          setSubject('');
          setContent('');
          setLater(false);
          setSendAt(defaultSendAt());
          setSegment({});
          toast(
            queued.scheduledFor
              ? {
                  title: MARKETING_MESSAGES.scheduledTitle,
                  description: MARKETING_MESSAGES.scheduled(
                    queued.recipients,
                    formatSendAt(queued.scheduledFor),
                  ),
                }
              : {
                  title: MARKETING_MESSAGES.sentTitle,
                  description: MARKETING_MESSAGES.sent(queued.recipients),
                },
          );
        },
        onError: (error) =>
          toast({
            title: MARKETING_MESSAGES.sendFailedTitle,
            description: sendFailureText(error),
            variant: 'destructive',
          }),
      },
    );
  }

  function handlePreview() {
    if (previewCampaign.isPending || blocked(subject, content)) return;
    previewCampaign.mutate(
      { subject, htmlContent: content },
      {
        onSuccess: setPreview,
        onError: (error) =>
          toast({ title: 'Preview failed', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  function handleTestSend() {
    if (testSend.isPending || blocked(subject, content)) return;
    testSend.mutate(
      { subject, htmlContent: content },
      {
        onSuccess: (answer) =>
          toast({ title: MARKETING_MESSAGES.testSentTitle, description: answer.message }),
        onError: (error) =>
          toast({ title: 'Test not sent', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <MarketingCard
      id="compose"
      icon={PenLine}
      title="Compose Campaign"
      description="Write once; every subscriber gets their own copy with an unsubscribe link."
    >
      <form onSubmit={handleSend} noValidate aria-labelledby="compose-title" className="grid gap-5">
        <CampaignTemplates
          sender={sender}
          hasDraft={subject.trim() !== '' || content.trim() !== ''}
          onUse={handleTemplate}
          onFocusForm={focusSubject}
        />
        <TextField
          id={SUBJECT_ID}
          label="Subject Line"
          placeholder="New single out this Friday"
          maxLength={MARKETING.subjectMax}
          value={subject}
          onValueChange={setSubject}
          aria-required
        />
        <div className="grid gap-1.5">
          <CampaignEditor
            id={CONTENT_ID}
            label="Email Content"
            rows={MARKETING.contentRows}
            placeholder="Write your message. Use the toolbar for headings, bold, lists and links."
            value={content}
            onChange={setContent}
            describedBy={`${CONTENT_ID}-hint`}
            invalid={overLimit}
          />
          <p
            id={`${CONTENT_ID}-hint`}
            className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-xs text-muted"
          >
            <span>HTML is cleaned before sending: scripts, forms and tracking are removed.</span>
            <span className={cn('tabular-nums', overLimit && 'font-semibold text-red-400')}>
              {contentUsage(content)}
            </span>
          </p>
        </div>
        {total > 0 ? (
          <SegmentPicker
            segment={segment}
            onChange={setSegment}
            levels={!platform}
            matching={count}
            total={total}
          />
        ) : null}
        <div className="grid gap-3">
          <CheckboxField
            id="campaign-later"
            label="Send later"
            description="Choose when it goes. You can cancel it from the history until then."
            checked={later}
            onCheckedChange={(checked) => {
              setLater(checked);
              setSendAtError(undefined);
              setEarliest(localDateTimeValue(new Date(Date.now() + MARKETING.scheduleMinLeadMs)));
            }}
          />
          {later ? (
            <TextField
              id={SEND_AT_ID}
              label="Send on"
              type="datetime-local"
              min={earliest}
              value={sendAt}
              onValueChange={(value) => {
                setSendAt(value);
                setSendAtError(undefined);
              }}
              error={sendAtError}
              className="sm:max-w-xs"
            />
          ) : null}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <Button type="submit" size="lg" disabled={count === 0 || send.isPending} aria-busy={send.isPending}>
            {send.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden />
            ) : later ? (
              <CalendarClock aria-hidden />
            ) : (
              <Send aria-hidden />
            )}
            {later ? scheduleLabel(count) : sendLabel(count)}
          </Button>
          <Button
            variant="outline"
            size="lg"
            disabled={previewCampaign.isPending}
            aria-busy={previewCampaign.isPending}
            onClick={handlePreview}
          >
            <Eye aria-hidden /> Preview
          </Button>
          <Button
            variant="outline"
            size="lg"
            disabled={testSend.isPending}
            aria-busy={testSend.isPending}
            onClick={handleTestSend}
          >
            <MailCheck aria-hidden /> {testSend.isPending ? 'Sending test...' : 'Send me a test'}
          </Button>
        </div>
      </form>
      <CampaignPreviewDialog preview={preview} onClose={() => setPreview(null)} />
    </MarketingCard>
  );
}
