import { MARKETING_MESSAGES, type CampaignSummary } from '@common/marketing';
import { CalendarClock, History, LoaderCircle, X } from 'lucide-react';
import { errorMessage } from '@/lib/api';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { formatSendAt } from './campaignForm';
import { MarketingCard } from './MarketingCard';
import { useCampaigns, useCancelCampaign } from './marketingApi';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The counts of one campaign, in the order the history shows them. */
function counts(campaign: CampaignSummary) {
  return [
    { label: 'Recipients', value: campaign.recipients },
    { label: 'Queued', value: campaign.queued },
    { label: 'Sent', value: campaign.sent },
    { label: 'Failed', value: campaign.failed },
    { label: 'Skipped', value: campaign.skipped },
    { label: 'Unsubscribed', value: campaign.unsubscribed },
  ];
}

function StatusBadge({ status }: { status: CampaignSummary['status'] }) {
  if (status === 'sending') {
    return (
      <Badge className="normal-case tracking-normal">
        <LoaderCircle className="size-3 animate-spin" aria-hidden /> Sending
      </Badge>
    );
  }
  if (status === 'scheduled') {
    return (
      <Badge className="normal-case tracking-normal">
        <CalendarClock className="size-3" aria-hidden /> Scheduled
      </Badge>
    );
  }
  return (
    <Badge variant="neutral" className="normal-case tracking-normal">
      {status === 'cancelled' ? 'Cancelled' : 'Sent'}
    </Badge>
  );
}

/** Cancel on a scheduled campaign: it will not go (the server refuses once it has started). */
function CancelButton({ campaign }: { campaign: CampaignSummary }) {
  const cancel = useCancelCampaign();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={cancel.isPending}
      aria-busy={cancel.isPending}
      aria-label={`Cancel “${campaign.subject}”`}
      onClick={() =>
        cancel.mutate(campaign.id, {
          onSuccess: (answer) =>
            toast({ title: MARKETING_MESSAGES.cancelledTitle, description: answer.message }),
          onError: (error) =>
            toast({ title: 'Could not cancel', description: errorMessage(error), variant: 'destructive' }),
        })
      }
    >
      <X aria-hidden /> {cancel.isPending ? 'Cancelling...' : 'Cancel'}
    </Button>
  );
}

function CampaignRow({ campaign }: { campaign: CampaignSummary }) {
  const { scheduledFor } = campaign;
  return (
    <li className="grid gap-3 px-4 py-4" data-testid="campaign-row">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{campaign.subject}</h3>
          <p className="mt-0.5 text-xs text-muted">
            <time dateTime={campaign.createdAt}>{dateFormat.format(new Date(campaign.createdAt))}</time>
            {scheduledFor && campaign.status !== 'sent' ? (
              <>
                {campaign.status === 'cancelled' ? ' · was to go ' : ' · goes '}
                <time dateTime={scheduledFor} className="font-semibold text-foreground/90">
                  {formatSendAt(scheduledFor)}
                </time>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={campaign.status} />
          {campaign.status === 'scheduled' ? <CancelButton campaign={campaign} /> : null}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-3 md:grid-cols-6">
        {counts(campaign).map((item) => (
          <div key={item.label} className="rounded-lg bg-black/20 px-2.5 py-2">
            <dt className="truncate text-[11px] font-medium text-muted">{item.label}</dt>
            <dd className="text-base font-bold tabular-nums">{item.value.toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** Campaign history: each campaign, newest first, with its delivery counts (read again while sending). */
export function CampaignHistory() {
  const campaigns = useCampaigns();
  const list = campaigns.data?.campaigns ?? [];
  return (
    <MarketingCard
      id="campaign-history"
      icon={History}
      title="Campaign history"
      description="Unsubscribed counts the people who left through that campaign's link."
    >
      {campaigns.isPending ? (
        <div className="grid place-items-center py-8">
          <Spinner className="size-7" label="Loading campaigns" />
        </div>
      ) : campaigns.isError ? (
        <LoadError what="your campaigns" onRetry={() => void campaigns.refetch()} />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-white/15 bg-black/10 p-5 text-sm text-muted">
          No campaigns yet. The campaigns you send show up here with their delivery counts.
        </p>
      ) : (
        <ol
          aria-label="Campaigns, newest first"
          className="divide-y divide-white/5 rounded-xl border border-white/10 bg-black/10"
        >
          {list.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} />
          ))}
        </ol>
      )}
    </MarketingCard>
  );
}
