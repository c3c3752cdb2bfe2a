import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { DialogOverlay } from '@/ui/Dialog';
import type { TutorialPageKey } from './storageKeys';
import { TUTORIALS } from './tutorialContent';
import { TutorialProgress } from './TutorialProgress';

interface TutorialDialogProps {
  pageKey: TutorialPageKey;
  /** Called when the tutorial is finished or closed (X, Escape). */
  onClose: () => void;
}

/** The five-step tutorial of one page, with guide images, Previous, Next and Finish. */
export default function TutorialDialog({ pageKey, onClose }: TutorialDialogProps) {
  const tutorial = TUTORIALS[pageKey];
  const [index, setIndex] = useState(0);
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = tutorial.steps.length;

  // Fetch every guide image up front so stepping through never waits on the network.
  useEffect(() => {
    for (const { image } of tutorial.steps) new Image().src = image;
  }, [tutorial]);

  const step = tutorial.steps[Math.min(index, total - 1)]!;
  const isFirst = index === 0;
  const isLast = index === total - 1;

  const handlePrevious = () => {
    if (isFirst) return;
    setIndex(index - 1);
    // Previous becomes disabled on the first step: keep the focus on a usable button.
    if (index === 1) nextRef.current?.focus();
  };
  const handleNext = () => (isLast ? onClose() : setIndex(index + 1));
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' && !isLast) setIndex(index + 1);
    if (event.key === 'ArrowLeft') handlePrevious();
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          onKeyDown={handleKeyDown}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            nextRef.current?.focus();
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden',
            'pn-pop-in rounded-2xl border border-white/10 bg-[#1f1f23] text-foreground shadow-2xl shadow-black/60',
          )}
        >
          <div className="relative shrink-0 bg-background">
            <img
              key={step.image}
              src={step.image}
              alt={step.imageAlt}
              width={480}
              height={270}
              className="aspect-video w-full object-cover"
            />
            <Dialog.Close
              aria-label="Close tutorial"
              className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-full bg-black/50 text-white backdrop-blur transition-colors hover:bg-black/70"
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>

          <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-5 sm:p-6">
            <p className="text-xs font-semibold uppercase tracking-widest text-primary-text">
              {tutorial.name}
            </p>
            <Dialog.Title className="text-xl font-bold leading-tight sm:text-2xl">{step.title}</Dialog.Title>
            <Dialog.Description className="text-sm leading-relaxed text-muted sm:text-base">
              {step.body}
            </Dialog.Description>
          </div>

          <div className="flex shrink-0 items-center justify-between gap-3 border-t border-white/10 px-5 py-4 sm:px-6">
            <Button variant="outline" onClick={handlePrevious} disabled={isFirst} className="px-3 sm:px-4">
              <ChevronLeft className="max-sm:hidden" aria-hidden />
              Previous
            </Button>
            <TutorialProgress current={index + 1} total={total} />
            <Button ref={nextRef} onClick={handleNext} className="min-w-20 px-3 sm:min-w-24 sm:px-4">
              {isLast ? 'Finish' : 'Next'}
              {isLast ? null : <ChevronRight className="max-sm:hidden" aria-hidden />}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
