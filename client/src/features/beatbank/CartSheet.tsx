import type { CartGroup, CartLine, LicenceType } from '@common/beatbank';
import { LICENCE_NAMES } from '@common/beatbank';
import type { Library as LibraryData } from '@common/beatbank';
import { formatCents } from '@common/format';
import type { Checkout, PaymentResult } from '@common/payments';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { CircleCheck, Library, ShoppingCart, Trash2, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { newIdempotencyKey, PaymentStep, startCheckout } from '@/features/payments';
import { errorMessage } from '@/lib/api';
import { getJson } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';
import { Button } from '@/ui/Button';
import { SheetContent } from '@/ui/Sheet';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { refreshAfterPurchase, useCart, useRemoveCartItem, useSetCartItem } from './beatQueries';

type Step =
  | { kind: 'cart' }
  | { kind: 'paying'; checkout: Checkout; trackIds: number[] }
  | { kind: 'done'; delivered: boolean };

function LicenceToggle({ line, onChange }: { line: CartLine; onChange: (type: LicenceType) => void }) {
  const options: LicenceType[] = line.beat.exclusive ? ['standard', 'exclusive'] : ['standard'];
  return (
    <div
      className="inline-flex rounded-full bg-black/30 p-0.5 ring-1 ring-white/10"
      role="radiogroup"
      aria-label="License"
    >
      {options.map((type) => (
        <button
          key={type}
          type="button"
          role="radio"
          aria-checked={line.licenceType === type}
          onClick={() => line.licenceType !== type && onChange(type)}
          className={cn(
            'rounded-full px-2.5 py-1 text-[11px] font-semibold transition-colors',
            line.licenceType === type ? 'bg-primary-strong text-white' : 'text-muted hover:text-foreground',
          )}
        >
          {type === 'standard' ? 'Standard' : 'Exclusive'}
        </button>
      ))}
    </div>
  );
}

function CartLineRow({ line }: { line: CartLine }) {
  const setItem = useSetCartItem();
  const remove = useRemoveCartItem();
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line">
      <Artwork src={line.beat.coverArt} className="size-14 rounded-lg" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <div className="flex items-start justify-between gap-2">
          <p className="truncate font-semibold">{line.beat.title}</p>
          <span className="shrink-0 font-bold tabular-nums">{formatCents(line.price)}</span>
        </div>
        <p className="text-xs text-muted">{line.licenceName}</p>
        <div className="flex items-center justify-between gap-2">
          <LicenceToggle
            line={line}
            onChange={(licenceType) =>
              void setItem.add({ trackId: line.beat.id, licenceType, title: line.beat.title })
            }
          />
          <button
            type="button"
            className="rounded-full p-1.5 text-muted hover:bg-white/10 hover:text-foreground"
            aria-label={`Remove ${line.beat.title} from cart`}
            onClick={() => remove.mutate(line.beat.id)}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
        {!line.available ? (
          <p className="flex items-start gap-1.5 text-xs text-amber-300">
            <TriangleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
            {line.unavailableReason}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The cart: lines grouped by producer, licence choice, totals, then the payment step and the result. */
export function CartSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const cart = useCart();
  const [step, setStep] = useState<Step>({ kind: 'cart' });
  const [starting, setStarting] = useState<number | null>(null);
  const [attempt, setAttempt] = useState<{ producerId: number; key: string } | null>(null);
  const groups = cart.data?.groups ?? [];
  const several = groups.length > 1;

  async function handleCheckout(group: CartGroup) {
    // The same attempt keeps its key, so a retried click never opens a second payment.
    const key = attempt?.producerId === group.producerId ? attempt.key : newIdempotencyKey();
    setAttempt({ producerId: group.producerId, key });
    setStarting(group.producerId);
    try {
      const checkout = await startCheckout(
        '/api/cart/checkout',
        several ? { producerId: group.producerId } : {},
        key,
      );
      setStep({ kind: 'paying', checkout, trackIds: group.lines.map((line) => line.beat.id) });
    } catch (error) {
      toast({
        title: 'Checkout failed',
        description: errorMessage(error) || 'Please try again.',
        variant: 'destructive',
      });
      setAttempt(null);
      refreshAfterPurchase();
    } finally {
      setStarting(null);
    }
  }

  async function handlePaid(_result: PaymentResult, trackIds: number[]) {
    setAttempt(null);
    refreshAfterPurchase();
    const library = await getJson<LibraryData>('/api/library').catch(() => null);
    const owned = new Set(library?.items.map((item) => item.beat.id) ?? []);
    setStep({ kind: 'done', delivered: trackIds.every((id) => owned.has(id)) });
  }

  function close(next: boolean) {
    onOpenChange(next);
    if (!next && step.kind !== 'paying') setStep({ kind: 'cart' });
  }

  return (
    <DialogPrimitive.Root open={open} onOpenChange={close}>
      <SheetContent className="max-w-md" aria-describedby={undefined}>
        <div className="border-b border-white/10 px-5 py-4 pr-14">
          <DialogPrimitive.Title className="flex items-center gap-2 text-lg font-bold">
            <ShoppingCart className="size-5 text-primary-text" aria-hidden />
            {step.kind === 'paying' ? 'Checkout' : 'Your Cart'}
          </DialogPrimitive.Title>
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">
          {step.kind === 'paying' ? (
            <PaymentStep
              checkout={step.checkout}
              onSuccess={(result) => void handlePaid(result, step.trackIds)}
              onCancel={() => {
                setAttempt(null);
                setStep({ kind: 'cart' });
              }}
              onBack={() => {
                setAttempt(null);
                setStep({ kind: 'cart' });
              }}
            />
          ) : step.kind === 'done' ? (
            step.delivered ? (
              <div className="grid justify-items-center gap-3 py-10 text-center" data-testid="purchase-done">
                <CircleCheck className="size-12 text-emerald-400" aria-hidden />
                <p className="text-lg font-bold">Your beats are in your library</p>
                <p className="text-sm text-muted">Download the files and your license documents any time.</p>
                <Button asChild>
                  <Link href="/library" onClick={() => close(false)}>
                    <Library aria-hidden />
                    Go to Library
                  </Link>
                </Button>
              </div>
            ) : (
              <div className="grid justify-items-center gap-3 py-10 text-center" role="alert">
                <TriangleAlert className="size-12 text-amber-300" aria-hidden />
                <p className="text-lg font-bold">This beat was just sold</p>
                <p className="text-sm text-muted">
                  Another buyer completed an exclusive purchase moments before you. No license was issued and
                  your payment will be refunded.
                </p>
                <Button variant="outline" onClick={() => setStep({ kind: 'cart' })}>
                  Back to cart
                </Button>
              </div>
            )
          ) : cart.isPending ? (
            <div className="grid place-items-center py-10">
              <Spinner label="Loading your cart" />
            </div>
          ) : groups.length === 0 ? (
            <div className="grid justify-items-center gap-2 py-12 text-center text-muted">
              <ShoppingCart className="size-10" aria-hidden />
              <p>Your cart is empty.</p>
              <p className="text-sm">Add beats from the Beat Bank to license them.</p>
            </div>
          ) : (
            <div className="grid gap-6">
              {several ? (
                <p className="rounded-xl bg-white/5 px-3 py-2 text-xs text-muted">
                  Each producer is paid directly: check out one producer&apos;s beats at a time.
                </p>
              ) : null}
              {groups.map((group) => (
                <section key={group.producerId} aria-label={`Beats by ${group.producer}`}>
                  <h3 className="text-sm font-semibold text-muted">Beats by {group.producer}</h3>
                  <ul className="divide-y divide-white/10">
                    {group.lines.map((line) => (
                      <CartLineRow key={line.beat.id} line={line} />
                    ))}
                  </ul>
                  <div className="mt-2 grid gap-3 border-t border-white/10 pt-3">
                    <div className="flex items-center justify-between text-sm">
                      <span className="text-muted">Total</span>
                      <span className="text-xl font-extrabold tabular-nums" data-testid="cart-total">
                        {formatCents(group.total)}
                      </span>
                    </div>
                    <Button
                      size="lg"
                      className="w-full"
                      disabled={
                        group.total === 0 || group.lines.some((line) => !line.available) || starting !== null
                      }
                      onClick={() => void handleCheckout(group)}
                    >
                      {starting === group.producerId ? (
                        <Spinner className="size-4" label="Starting checkout" />
                      ) : null}
                      {several ? `Checkout ${group.producer}` : 'Checkout'}
                    </Button>
                  </div>
                </section>
              ))}
              <p className="text-xs text-muted">
                {LICENCE_NAMES.standard}: unlimited streams, 1 music video. {LICENCE_NAMES.exclusive}: full
                rights, stems included; the beat leaves the Beat Bank.
              </p>
            </div>
          )}
        </div>
      </SheetContent>
    </DialogPrimitive.Root>
  );
}
