import {
  type ArtistDrop,
  DROP_MESSAGES,
  DROP_NAME_MAX_LENGTH,
  DROP_PRICE_MAX,
  DROP_PRICE_MIN,
  DROP_SIZE_MAX,
  DROP_SIZE_MIN,
  type DropCandidate,
  dropNameSchema,
  dropPriceSchema,
  dropSizeSchema,
} from '@common/nft';
import { formatCents } from '@common/format';
import { splitSale, toCents } from '@common/payments';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { Button } from '@/ui/Button';
import { ChoiceSelect } from '@/ui/ChoiceSelect';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { controlClass } from '@/ui/form/fieldStyles';
import { FormField } from '@/ui/form/FormField';
import { TextField } from '@/ui/form/TextField';

export type DropFormMode =
  { kind: 'create'; candidates: DropCandidate[] } | { kind: 'edit'; drop: ArtistDrop };

/**
 * What the form sends: dollars, a whole number of editions (both left out when they can no longer change),
 * and the name (null for none).
 */
export interface DropFormValues {
  trackId: number;
  priceUsd?: number;
  editionSize?: number;
  editionName: string | null;
}

type Errors = Partial<Record<'track' | 'price' | 'size' | 'name', string>>;

/** Dollars as '$1,000.00'. */
const usd = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** A number field's text as a number for its schema (empty is missing, not zero). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

function firstError<S extends z.ZodType>(schema: S, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The form of a new drop (which track, price, size, name) or of changes to one (price and size until a sale). */
export function DropFormDialog({
  mode,
  pending,
  onClose,
  onSubmit,
}: {
  mode: DropFormMode | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: DropFormValues) => void;
}) {
  return (
    <Dialog open={mode !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {mode ? (
        <DialogContent className="max-w-md">
          <DropForm
            key={mode.kind === 'edit' ? `edit-${mode.drop.trackId}` : 'create'}
            mode={mode}
            pending={pending}
            onClose={onClose}
            onSubmit={onSubmit}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function DropForm({
  mode,
  pending,
  onClose,
  onSubmit,
}: {
  mode: DropFormMode;
  pending: boolean;
  onClose: () => void;
  onSubmit: (values: DropFormValues) => void;
}) {
  const drop = mode.kind === 'edit' ? mode.drop : null;
  const [trackId, setTrackId] = useState(() => {
    const only = mode.kind === 'create' && mode.candidates.length === 1 ? mode.candidates[0] : undefined;
    return only ? String(only.trackId) : '';
  });
  const [price, setPrice] = useState(drop ? (drop.price / 100).toFixed(2) : '');
  const [size, setSize] = useState(drop ? String(drop.totalSupply) : '');
  const [name, setName] = useState(drop?.editionName ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const locked = drop?.locked ?? false;

  const validate = (): Errors => ({
    track: mode.kind === 'create' && !trackId ? DROP_MESSAGES.trackRequired : undefined,
    price: locked ? undefined : firstError(dropPriceSchema, numberOf(price)),
    size: locked ? undefined : firstError(dropSizeSchema, numberOf(size)),
    name: firstError(dropNameSchema, name),
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean) || pending) return;
    onSubmit({
      trackId: drop ? drop.trackId : Number(trackId),
      priceUsd: locked ? undefined : Number(price),
      editionSize: locked ? undefined : Number(size),
      editionName: name.trim() || null,
    });
  };

  const parsedPrice = dropPriceSchema.safeParse(numberOf(price));
  const priceCents = parsedPrice.success ? toCents(parsedPrice.data) : null;
  const choices =
    mode.kind === 'create' ? mode.candidates.map((c) => ({ value: String(c.trackId), label: c.title })) : [];

  return (
    <form className="grid gap-4" noValidate onSubmit={handleSubmit}>
      <DialogHeader>
        <DialogTitle>{drop ? 'Edit drop' : 'New limited edition drop'}</DialogTitle>
        <DialogDescription>
          {drop
            ? drop.title
            : 'Put one of your published tracks up as numbered editions. Collectors pay by card; you get 85% of each sale.'}
        </DialogDescription>
      </DialogHeader>
      {mode.kind === 'create' ? (
        <FormField id="drop-track" label="Track" error={errors.track}>
          <ChoiceSelect
            id="drop-track"
            choices={choices}
            value={trackId}
            onValueChange={(value) => {
              setTrackId(value);
              setErrors((e) => ({ ...e, track: undefined }));
            }}
            required
            placeholder="Choose a published track"
            triggerClassName={controlClass}
          />
        </FormField>
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          id="drop-price"
          label="Price (USD)"
          type="number"
          inputMode="decimal"
          min={DROP_PRICE_MIN}
          max={DROP_PRICE_MAX}
          step={0.01}
          placeholder="2.50"
          value={price}
          onValueChange={setPrice}
          onBlur={() => setErrors((e) => ({ ...e, price: validate().price }))}
          error={errors.price}
          disabled={locked}
        />
        <TextField
          id="drop-size"
          label="Edition size"
          type="number"
          inputMode="numeric"
          min={DROP_SIZE_MIN}
          max={DROP_SIZE_MAX}
          step={1}
          placeholder="100"
          value={size}
          onValueChange={setSize}
          onBlur={() => setErrors((e) => ({ ...e, size: validate().size }))}
          error={errors.size}
          disabled={locked}
        />
      </div>
      <TextField
        id="drop-name"
        label="Edition name"
        optional
        maxLength={DROP_NAME_MAX_LENGTH}
        placeholder="Founders Edition"
        value={name}
        onValueChange={setName}
        error={errors.name}
      />
      {locked ? (
        <p className="rounded-xl bg-white/[0.04] p-3 text-xs text-muted ring-1 ring-white/10">
          {DROP_MESSAGES.locked}. Collectors keep the number and price they bought.
        </p>
      ) : (
        <p className="text-xs text-muted" data-testid="drop-share">
          {priceCents === null
            ? `From ${usd(DROP_PRICE_MIN)} to ${usd(DROP_PRICE_MAX)}, ${DROP_SIZE_MIN} to ${DROP_SIZE_MAX.toLocaleString('en-US')} editions.`
            : `You get ${formatCents(splitSale(priceCents).creatorAmount)} of each ${formatCents(priceCents)} sale.`}{' '}
          Price and size are fixed after the first sale.
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? (drop ? 'Saving...' : 'Creating...') : drop ? 'Save changes' : 'Create drop'}
        </Button>
      </div>
    </form>
  );
}
