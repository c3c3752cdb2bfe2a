import {
  COVER_ART,
  COVER_ART_MESSAGES,
  type CoverArtCoverSet,
  type CoverArtRequestInput,
  type CoverArtResult,
  type CoverArtVariations,
} from '@common/coverart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { patchTrack } from '@/features/tracks';
import { ApiError, request } from '@/lib/api';
import { toast } from '@/ui/useToast';
import { generatedBody, variationsBody } from './honesty';
import { MY_COVERS_URL } from './RecentCovers';

/** The server's sentence for a failure it explained (400, 429, 503), else the spec's fallback text. */
function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status < 500) return error.serverMessage;
  if (error instanceof ApiError && error.status === 503) return error.serverMessage;
  return fallback;
}

/**
 * The generator's state: one result, its variations, and the generate, variations and set-as-cover calls with
 * the toasts of part 2, section 8 (saying who drew the images). A new single generation clears the variations.
 */
export function useCoverArt(onShown: () => void) {
  const [result, setResult] = useState<CoverArtResult | null>(null);
  const [variations, setVariations] = useState<CoverArtVariations | null>(null);
  const [resultTitle, setResultTitle] = useState('');
  const queryClient = useQueryClient();
  const refreshHistory = () => void queryClient.invalidateQueries({ queryKey: [MY_COVERS_URL] });

  const generate = useMutation({
    mutationFn: async (input: CoverArtRequestInput) =>
      await request<CoverArtResult>('POST', '/api/generate-cover-art', { body: input }),
    onMutate: () => setVariations(null),
    onSuccess: (data, input) => {
      setResult(data);
      setResultTitle(input.trackTitle.trim());
      refreshHistory();
      onShown();
      toast({ title: COVER_ART_MESSAGES.generatedTitle, description: generatedBody(data.renderer) });
    },
    onError: (error) =>
      toast({
        title: COVER_ART_MESSAGES.generationFailedTitle,
        description: failureText(error, COVER_ART_MESSAGES.generationFailedBody),
        variant: 'destructive',
      }),
  });

  const vary = useMutation({
    mutationFn: async (input: CoverArtRequestInput) =>
      await request<CoverArtVariations>('POST', '/api/generate-cover-art-variations', {
        body: {
          ...input,
          count: COVER_ART.variations,
        },
      }),
    onSuccess: (data, input) => {
      setVariations(data);
      setResultTitle(input.trackTitle.trim());
      refreshHistory();
      onShown();
      toast({
        title: COVER_ART_MESSAGES.variationsTitle,
        description: variationsBody(
          data.count,
          data.variations.map((v) => v.renderer),
        ),
      });
    },
    onError: (error) =>
      toast({
        title: COVER_ART_MESSAGES.variationsFailedTitle,
        description: failureText(error, COVER_ART_MESSAGES.variationsFailedBody),
        variant: 'destructive',
      }),
  });

  const setCover = useMutation({
    mutationFn: async ({ imageId, trackId }: { imageId: number; trackId: number }) =>
      await request<CoverArtCoverSet>('POST', `/api/cover-art/${imageId}/set-cover`, { body: { trackId } }),
    onSuccess: (data) => {
      patchTrack(data.trackId, { coverArt: data.coverArt });
      toast({
        title: COVER_ART_MESSAGES.coverSetTitle,
        description: COVER_ART_MESSAGES.coverSetBody(data.title),
      });
    },
    onError: (error) =>
      toast({
        title: COVER_ART_MESSAGES.coverSetFailed,
        description: failureText(error, ''),
        variant: 'destructive',
      }),
  });

  return { result, variations, resultTitle, generate, vary, setCover };
}
