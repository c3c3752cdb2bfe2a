import { COLLAB, COLLAB_MESSAGES, collabRequestSchema } from '@common/collab';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { focusFirstInvalid } from '@/ui/form/focusFirstInvalid';
import { FormAlert } from '@/ui/form/FormAlert';
import { SaveButton } from '@/ui/form/SaveButton';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';
import { toast } from '@/ui/useToast';
import { COLLAB_REQUESTS_KEY, sendCollabRequest } from './collabQueries';

type Field = 'project' | 'message';

/** The title of the toast when the server refuses a request (its message is the description). */
export const REQUEST_NOT_SENT = 'Request not sent';

/** The person a request goes to. */
export interface ConnectTarget {
  id: number;
  name: string;
}

function ConnectForm({ target, onSent }: { target: ConnectTarget; onSent: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [project, setProject] = useState('');
  const [message, setMessage] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const payload = { toUserId: target.id, project, message };
  const { errorFor, blurProps, validateAll } = useFormValidation<Field>(collabRequestSchema, payload);
  const send = useMutation({
    mutationFn: sendCollabRequest,
    onSuccess: () => {
      toast({
        title: COLLAB_MESSAGES.requestSent,
        description: `${target.name} will find it in their inbox.`,
      });
      onSent();
    },
    onError: (error) => {
      const message = errorMessage(error);
      setServerError(message);
      toast({ title: REQUEST_NOT_SENT, description: message, variant: 'destructive' });
      // A request between the two already waits (perhaps sent from another tab): show it on the cards.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: COLLAB_REQUESTS_KEY });
      }
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setServerError(null);
    if (!validateAll()) return focusFirstInvalid(formRef.current);
    send.mutate(payload);
  };

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit}
      noValidate
      className="grid gap-4"
      aria-label="Collaboration request"
    >
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <TextField
        id="connect-project"
        label="Project"
        value={project}
        onValueChange={(value) => {
          setServerError(null);
          setProject(value);
        }}
        error={errorFor('project')}
        {...blurProps('project')}
        maxLength={COLLAB.projectMax}
        placeholder="e.g. Summer single, remix, live set"
      />
      <TextAreaField
        id="connect-message"
        label="Message"
        value={message}
        onValueChange={(value) => {
          setServerError(null);
          setMessage(value);
        }}
        error={errorFor('message')}
        {...blurProps('message')}
        rows={4}
        maxLength={COLLAB.messageMax}
        placeholder={`Say hello to ${target.name} and what you have in mind`}
      />
      <div className="flex justify-end">
        <SaveButton busy={send.isPending} busyLabel="Sending...">
          <Send aria-hidden /> Send request
        </SaveButton>
      </div>
    </form>
  );
}

/** Connect: a collaboration request (project and message) to another artist, answered in their inbox. */
export function ConnectDialog({
  target,
  onOpenChange,
}: {
  target: ConnectTarget | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      {target ? (
        <DialogContent data-testid="connect-dialog">
          <DialogHeader>
            <DialogTitle>Connect with {target.name}</DialogTitle>
            <DialogDescription>
              Name the project and say hello. Your request arrives in their inbox, where they can accept or
              decline it.
            </DialogDescription>
          </DialogHeader>
          <ConnectForm key={target.id} target={target} onSent={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
