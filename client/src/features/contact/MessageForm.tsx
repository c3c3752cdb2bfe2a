import { CONTACT, CONTACT_MESSAGES, contactPayload, type ContactFormValues } from '@common/contact';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, Send } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, request } from '@/lib/api';
import { cn } from '@/lib/cn';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';
import { contactFormChecks, FIELD_IDS, sentLength } from './contactForm';

type Field = keyof ContactFormValues;

const EMPTY: ContactFormValues = { name: '', email: '', subject: '', message: '' };

/** The server's reason worth showing under the failure alert: a refused field or the hourly limit. */
function failureDetail(error: unknown): string | null {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) return error.serverMessage;
  return null;
}

/**
 * The Contact form (POST /api/contact): name, email, subject and message, checked with the shared schema,
 * plus the `website` honeypot that people never see. `onSent` runs once the server has the message.
 */
export function MessageForm({ onSent, focusOnMount }: { onSent: () => void; focusOnMount: boolean }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [website, setWebsite] = useState('');
  const { errorFor, blurProps, validateAll } = useFormValidation<Field>(contactFormChecks, values);
  const mutation = useMutation({
    mutationFn: async (payload: ReturnType<typeof contactPayload>) => {
      await request('POST', '/api/contact', { body: payload });
    },
    onSuccess: onSent,
  });

  useEffect(() => {
    // Back after the success notice: continue where the notice had the focus, not at the page's top.
    if (focusOnMount && (document.activeElement === document.body || !document.activeElement)) {
      document.getElementById(FIELD_IDS.name)?.focus();
    }
  }, [focusOnMount]);

  const setField = (field: Field) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!validateAll()) {
      focusFirstInvalid(formRef.current);
      return;
    }
    mutation.mutate(contactPayload(values, website));
  }

  const detail = mutation.isError ? failureDetail(mutation.error) : null;
  const used =
    values.subject.trim() || values.message.trim() ? sentLength(values.subject, values.message) : 0;

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      className="grid gap-5"
    >
      {mutation.isError ? (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-xl border border-red-500/40 bg-red-500/10 p-4 text-sm"
        >
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-400" aria-hidden />
          <div>
            <p className="font-semibold text-red-200">{CONTACT_MESSAGES.failure}</p>
            {detail && detail !== CONTACT_MESSAGES.failure ? (
              <p className="mt-1 text-red-200/80">{detail}</p>
            ) : null}
          </div>
        </div>
      ) : null}

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField
          id={FIELD_IDS.name}
          label="Name"
          autoComplete="name"
          placeholder="Your name"
          maxLength={CONTACT.nameMax}
          value={values.name}
          onValueChange={setField('name')}
          error={errorFor('name')}
          aria-required
          {...blurProps('name')}
        />
        <TextField
          id={FIELD_IDS.email}
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          maxLength={CONTACT.emailMax}
          value={values.email}
          onValueChange={setField('email')}
          error={errorFor('email')}
          aria-required
          {...blurProps('email')}
        />
      </div>
      <TextField
        id={FIELD_IDS.subject}
        label="Subject"
        placeholder="What is it about?"
        maxLength={CONTACT.subjectMax}
        value={values.subject}
        onValueChange={setField('subject')}
        error={errorFor('subject')}
        aria-required
        {...blurProps('subject')}
      />
      <div className="grid gap-1.5">
        <TextAreaField
          id={FIELD_IDS.message}
          label="Message"
          placeholder="Tell us how we can help: a question, an idea, a problem with your account or a release..."
          rows={6}
          value={values.message}
          onValueChange={setField('message')}
          error={errorFor('message')}
          aria-required
          className="min-h-36"
          {...blurProps('message')}
        />
        <p
          className={cn(
            'text-right text-xs tabular-nums text-muted',
            used > CONTACT.messageMax && 'text-red-400',
          )}
        >
          {used.toLocaleString('en-US')} / {CONTACT.messageMax.toLocaleString('en-US')} characters, subject
          included
        </p>
      </div>

      {/* A honeypot: out of sight, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden className="absolute -left-[10000px] top-auto size-px overflow-hidden">
        <label htmlFor={FIELD_IDS.website}>Website</label>
        <input
          id={FIELD_IDS.website}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>

      <div className="sm:justify-self-start">
        <SubmitButton busy={mutation.isPending} busyLabel={CONTACT_MESSAGES.sending}>
          <Send aria-hidden /> Send Message
        </SubmitButton>
      </div>
    </form>
  );
}
