import { formatUsd, type Plan } from '@common/plans';
import { Check, CircleCheck } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { PLAN_TAGLINES } from './planTaglines';

interface PlanCardProps {
  plan: Plan;
  selected: boolean;
  /** The user's active plan. */
  current?: boolean;
  disabled: boolean;
  onSelect: () => void;
}

/** One plan: name, monthly price, features and its 'Select Plan' button. */
export function PlanCard({ plan, selected, current = false, disabled, onSelect }: PlanCardProps) {
  return (
    <article
      aria-label={plan.name}
      className={cn(
        'relative grid grid-cols-1 gap-6 overflow-hidden rounded-2xl border p-5 transition-colors sm:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] sm:p-6',
        selected
          ? 'border-primary bg-primary/[0.07] shadow-[0_0_0_1px_rgb(255_0_128/0.5),0_20px_60px_-30px_rgb(255_0_128/0.7)]'
          : 'border-white/10 bg-white/[0.03]',
      )}
    >
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-bold">{plan.name}</h3>
          {plan.id === 'price_pro' ? <Badge>Most popular</Badge> : null}
          {plan.id === 'price_dj' ? <Badge variant="gold">For DJs</Badge> : null}
          {current ? <Badge variant="neutral">Current plan</Badge> : null}
        </div>
        <p className="text-sm text-muted">{PLAN_TAGLINES[plan.id]}</p>
        <p className="flex items-baseline gap-1">
          <span className="text-4xl font-extrabold tracking-tight">{formatUsd(plan.price)}</span>
          <span className="text-sm text-muted">/month</span>
        </p>
        <Button
          variant={selected ? 'primary' : 'outline'}
          className="mt-auto w-full sm:w-auto"
          aria-pressed={selected}
          disabled={disabled}
          onClick={onSelect}
        >
          {selected ? (
            <>
              <CircleCheck aria-hidden /> Selected
            </>
          ) : (
            'Select Plan'
          )}
        </Button>
      </div>
      <ul className="grid content-start gap-3 text-sm" aria-label={`${plan.name} features`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-3">
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-primary/15 text-primary-text">
              <Check className="size-3" strokeWidth={3} aria-hidden />
            </span>
            <span className="text-foreground/90">{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
