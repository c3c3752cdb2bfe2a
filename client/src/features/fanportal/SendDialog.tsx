import { type Fan, MESSAGE_MAX_LENGTH, REWARD_PERKS, REWARD_TIERS, type RewardTier } from '@common/fanportal';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';

export type SendMode =
  | { kind: 'message'; fan: Fan }
  | { kind: 'reward'; fan: Fan }
  | { kind: 'campaign'; count: number }
  | { kind: 'contest'; count: number };

const defaultTier = (fan: Fan): RewardTier =>
  (REWARD_TIERS as readonly string[]).includes(fan.fanLevel) ? (fan.fanLevel as RewardTier) : 'Gold';

/** The composer of a personal message, a reward, the VIP campaign or a fan contest; sends to the fans' inboxes. */
export function SendDialog({
  mode,
  pending,
  onClose,
  onSend,
}: {
  mode: SendMode | null;
  pending: boolean;
  onClose: () => void;
  onSend: (input: { text: string; tier?: RewardTier }) => void;
}) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {mode ? (
        <DialogContent className="max-w-md">
          <SendForm
            key={mode.kind + ('fan' in mode ? mode.fan.id : '')}
            mode={mode}
            pending={pending}
            onClose={onClose}
            onSend={onSend}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SendForm({
  mode,
  pending,
  onClose,
  onSend,
}: {
  mode: SendMode;
  pending: boolean;
  onClose: () => void;
  onSend: (input: { text: string; tier?: RewardTier }) => void;
}) {
  const [text, setText] = useState('');
  const [tier, setTier] = useState<RewardTier>(mode.kind === 'reward' ? defaultTier(mode.fan) : 'Gold');
  const title =
    mode.kind === 'message'
      ? `Message ${mode.fan.name}`
      : mode.kind === 'reward'
        ? `Reward ${mode.fan.name}`
        : mode.kind === 'campaign'
          ? 'Launch VIP Campaign'
          : 'Create fan contest';
  const description =
    mode.kind === 'message'
      ? 'A personal message that arrives in their Panda Nation inbox.'
      : mode.kind === 'reward'
        ? 'Send exclusive perks to their inbox, with a note of your own if you like.'
        : mode.kind === 'campaign'
          ? `A VIP invitation in the inbox of your top ${mode.count} fans.`
          : `Announce the contest, its rules and its prize in the inbox of all your ${mode.count} fans.`;
  const textRequired = mode.kind === 'message' || mode.kind === 'contest';
  const canSend = textRequired ? text.trim().length > 0 : true;
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!canSend || pending) return;
        onSend({ text: text.trim(), tier: mode.kind === 'reward' ? tier : undefined });
      }}
    >
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {mode.kind === 'reward' ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold">Reward tier</legend>
          <div className="grid grid-cols-3 gap-2">
            {REWARD_TIERS.map((t) => (
              <button
                key={t}
                type="button"
                aria-pressed={tier === t}
                onClick={() => setTier(t)}
                className={cn(
                  'rounded-xl px-3 py-2 text-sm font-semibold ring-1 transition-colors',
                  tier === t
                    ? 'bg-primary-strong text-white ring-primary'
                    : 'bg-white/[0.04] ring-white/10 hover:bg-white/[0.08]',
                )}
              >
                {t}
              </button>
            ))}
          </div>
          <ul className="list-disc space-y-0.5 pl-5 text-xs text-muted">
            {REWARD_PERKS[tier].map((perk) => (
              <li key={perk}>{perk}</li>
            ))}
          </ul>
        </fieldset>
      ) : null}
      <label className="grid gap-1.5 text-sm font-semibold">
        {mode.kind === 'message' ? 'Message' : mode.kind === 'contest' ? 'Contest' : 'Note (optional)'}
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MESSAGE_MAX_LENGTH}
          rows={4}
          className="rounded-xl border border-white/15 bg-black/30 p-3 text-sm font-normal outline-none focus:border-primary"
          placeholder={
            mode.kind === 'message'
              ? 'Thank you for listening...'
              : mode.kind === 'contest'
                ? 'Remix my new single: the best entry wins a signed vinyl...'
                : 'Add a personal note'
          }
        />
      </label>
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSend || pending}>
          {pending
            ? 'Sending...'
            : mode.kind === 'campaign'
              ? 'Launch Campaign'
              : mode.kind === 'contest'
                ? 'Announce Contest'
                : 'Send'}
        </Button>
      </div>
    </form>
  );
}
