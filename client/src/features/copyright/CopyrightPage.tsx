import {
  COUNTER_NOTICE_BUSINESS_DAYS,
  REPEAT_INFRINGER_STRIKES,
  type CopyrightNoticeFiled,
  type CopyrightNoticeInput,
  copyrightNoticeSchema,
} from '@common/moderation';
import { useMutation } from '@tanstack/react-query';
import { Copyright } from 'lucide-react';
import { useRef, useState } from 'react';
import { useDocumentTitle } from '@/features/sharing';
import { errorMessage, request } from '@/lib/api';
import { Card } from '@/ui/Card';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { FormAlert } from '@/ui/form/FormAlert';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';

const EMPTY = {
  work: '',
  infringingUrl: '',
  claimantName: '',
  claimantEmail: '',
  claimantContact: '',
  signature: '',
};

const STEPS = [
  'A valid notice takes the track down at once, while we review it, and tells its uploader why.',
  'The uploader may send a counter-notice, saying under penalty of perjury that the track was removed by mistake.',
  `The track returns ${COUNTER_NOTICE_BUSINESS_DAYS} business days after the counter-notice, unless the claimant tells us they have gone to court.`,
  `Repeat infringers: an account with ${REPEAT_INFRINGER_STRIKES} upheld notices is closed.`,
];

type NoticeField = keyof CopyrightNoticeInput;

/** The notice form, checked with the shared schema before it is sent; the server's refusal shows above it. */
function NoticeForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState(EMPTY);
  const [goodFaith, setGoodFaith] = useState(false);
  const [accurate, setAccurate] = useState(false);
  const values = { ...fields, goodFaith, accurate };
  const { errorFor, blurProps, validateAll } = useFormValidation<NoticeField>(copyrightNoticeSchema, values);
  const send = useMutation({
    mutationFn: async (input: CopyrightNoticeInput) =>
      await request<CopyrightNoticeFiled>('POST', '/api/copyright/notices', { body: input }),
  });
  const text = (name: keyof typeof EMPTY) => ({
    id: `notice-${name}`,
    value: fields[name],
    onValueChange: (value: string) => setFields((old) => ({ ...old, [name]: value })),
    error: errorFor(name),
    ...blurProps(name),
    required: true,
  });
  if (send.data) {
    return (
      <p role="status" className="rounded-xl border border-emerald-500/30 bg-emerald-500/10 p-4 text-sm">
        Notice #{send.data.id}: {send.data.message}
      </p>
    );
  }
  const statements = errorFor('goodFaith') ?? errorFor('accurate');
  return (
    <form
      ref={formRef}
      className="grid gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!validateAll()) return focusFirstInvalid(formRef.current);
        send.mutate(copyrightNoticeSchema.parse(values));
      }}
    >
      {send.error ? <FormAlert>{errorMessage(send.error)}</FormAlert> : null}
      <TextAreaField
        {...text('work')}
        label="The copyrighted work"
        rows={3}
        placeholder="Its title, and where it was published"
      />
      <TextField
        {...text('infringingUrl')}
        label="The infringing track’s address"
        type="url"
        placeholder="https://…/tracks/123"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...text('claimantName')} label="Your name" />
        <TextField {...text('claimantEmail')} label="Your email" type="email" />
      </div>
      <TextField {...text('claimantContact')} label="Your postal address and phone" />
      <CheckboxField
        id="notice-good-faith"
        label="I believe in good faith that this use is not authorised by the owner, its agent or the law."
        checked={goodFaith}
        onCheckedChange={setGoodFaith}
      />
      <CheckboxField
        id="notice-accurate"
        label="This notice is accurate, and under penalty of perjury I am the owner or authorised to act for the owner."
        checked={accurate}
        onCheckedChange={setAccurate}
      />
      {statements ? <FormAlert>{statements}</FormAlert> : null}
      <TextField {...text('signature')} label="Signature (type your full name)" />
      <SubmitButton busy={send.isPending} busyLabel="Sending...">
        Send notice
      </SubmitButton>
    </form>
  );
}

/** /copyright: the notice-and-takedown policy, its timeline, the repeat-infringer policy and the notice form. */
export default function CopyrightPage() {
  useDocumentTitle('Copyright');
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-primary-text">
          <Copyright className="size-3.5" aria-hidden /> Copyright
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Copyright notices</h1>
        <p className="text-muted">
          If a track on Panda Nation uses your work without permission, tell us here. We follow the
          notice-and-takedown process of 17 U.S.C. 512(c) and the EU Digital Services Act’s notice and action.
        </p>
      </header>
      <Card className="p-5 sm:p-6">
        <h2 className="mb-3 text-lg font-bold">What happens</h2>
        <ol className="list-decimal space-y-2 pl-5 text-sm text-foreground/90">
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="mt-3 text-sm text-muted">
          Uploaders find the notices against their tracks, and send a counter-notice, in Settings under
          Moderation decisions.
        </p>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="mb-4 text-lg font-bold">Send a notice</h2>
        <NoticeForm />
      </Card>
    </div>
  );
}
