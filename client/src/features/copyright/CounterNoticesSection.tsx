import {
  COUNTER_NOTICE_BUSINESS_DAYS,
  type CopyrightNoticeItem,
  type CopyrightNoticeList,
  type CounterNoticeFiled,
} from '@common/moderation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copyright } from 'lucide-react';
import { useState } from 'react';
import { errorMessage, getJson, request } from '@/lib/api';
import { Button } from '@/ui/Button';
import { CancelOrSubmit } from '@/ui/form/CancelOrSubmit';
import { Card } from '@/ui/Card';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { FormAlert } from '@/ui/form/FormAlert';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { toast } from '@/ui/useToast';

const MINE_URL = '/api/copyright/notices/mine';

const STATUS: Record<CopyrightNoticeItem['status'], string> = {
  taken_down: 'Taken down: you may send a counter-notice',
  countered: 'Counter-notice sent',
  restored: 'Restored after your counter-notice',
  in_court: 'The claimant has gone to court',
  upheld: 'Upheld',
  rejected: 'Rejected: the track is back',
};

function CounterForm({ notice, onDone }: { notice: CopyrightNoticeItem; onDone: () => void }) {
  const [statement, setStatement] = useState('');
  const [signature, setSignature] = useState('');
  const [goodFaith, setGoodFaith] = useState(false);
  const [consent, setConsent] = useState(false);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: async () =>
      await request<CounterNoticeFiled>('POST', `/api/copyright/notices/${notice.id}/counter`, {
        body: { statement: statement.trim(), signature: signature.trim(), goodFaith, consent },
      }),
    onSuccess: ({ message }) => {
      toast({ title: 'Counter-notice sent', description: message });
      void queryClient.invalidateQueries({ queryKey: [MINE_URL] });
      onDone();
    },
  });
  return (
    <form
      className="mt-3 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate();
      }}
    >
      {send.error ? <FormAlert>{errorMessage(send.error)}</FormAlert> : null}
      <TextAreaField
        id={`counter-${notice.id}-statement`}
        label="Why the track was removed by mistake"
        rows={3}
        value={statement}
        onValueChange={setStatement}
        required
      />
      <CheckboxField
        id={`counter-${notice.id}-good-faith`}
        label="Under penalty of perjury, I believe in good faith the track was removed by mistake or misidentification."
        checked={goodFaith}
        onCheckedChange={setGoodFaith}
      />
      <CheckboxField
        id={`counter-${notice.id}-consent`}
        label="I consent to the jurisdiction of the court for my address and will accept service from the claimant."
        checked={consent}
        onCheckedChange={setConsent}
      />
      <TextField
        id={`counter-${notice.id}-signature`}
        label="Signature (type your full name)"
        value={signature}
        onValueChange={setSignature}
        required
      />
      <CancelOrSubmit onCancel={onDone} busy={send.isPending} busyLabel="Sending...">
        Send counter-notice
      </CancelOrSubmit>
    </form>
  );
}

function NoticeItem({ notice }: { notice: CopyrightNoticeItem }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-xl border border-white/10 bg-background/50 p-4">
      <p className="break-words font-medium">
        Notice #{notice.id} against “{notice.trackTitle}” from {notice.claimantName}
      </p>
      <p className="mt-1 break-words text-sm text-foreground/85">Work claimed: {notice.work}</p>
      <p className="mt-1 text-sm text-muted">
        {STATUS[notice.status]}
        {notice.status === 'countered' && notice.restoreAt
          ? ` · returns ${new Date(notice.restoreAt).toLocaleDateString(undefined, { dateStyle: 'medium' })} unless the claimant goes to court`
          : ''}
      </p>
      {notice.status === 'taken_down' && !open ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
          Send a counter-notice<span className="sr-only"> for “{notice.trackTitle}”</span>
        </Button>
      ) : null}
      {open ? <CounterForm notice={notice} onDone={() => setOpen(false)} /> : null}
    </li>
  );
}

/** Copyright notices against the user's tracks, with the counter-notice form (in /settings); nothing when none. */
export function CounterNoticesSection() {
  const { data } = useQuery({
    queryKey: [MINE_URL],
    queryFn: async () => (await getJson<CopyrightNoticeList>(MINE_URL))!,
  });
  if (!data || data.notices.length === 0) return null;
  return (
    <Card id="copyright" role="region" aria-labelledby="copyright-title" className="scroll-mt-32 p-5 sm:p-6">
      <div className="mb-5 flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary-text">
          <Copyright className="size-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="copyright-title" className="text-lg font-bold leading-tight">
            Copyright notices
          </h2>
          <p className="mt-1 text-sm text-muted">
            A counter-notice brings a track back after {COUNTER_NOTICE_BUSINESS_DAYS} business days, unless
            the claimant goes to court.
          </p>
        </div>
      </div>
      <ul className="grid gap-3">
        {data.notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </ul>
    </Card>
  );
}
